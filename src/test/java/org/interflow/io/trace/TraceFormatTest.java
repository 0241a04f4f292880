package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceFormatTest {
  @TempDir Path dir;

  @Test
  void eachSampleIsDetectedAsItsFormat() {
    assertEquals(TraceFormat.TI, TraceFormat.detect(TiTraceReaderTest.EXAMPLES.resolve("actions_bcast.txt")));
    assertEquals(TraceFormat.TI, TraceFormat.detect(TiTraceReaderTest.INDEX_32));
    assertEquals(TraceFormat.GOAL, TraceFormat.detect(GoalAndDumpiReaderTest.GOAL.resolve("binary_tree_32.goal")));
    assertEquals(TraceFormat.DUMPI, TraceFormat.detect(GoalAndDumpiReaderTest.DUMPI.resolve("testtrace-0000.txt")));
    assertEquals(TraceFormat.DUMPI, TraceFormat.detect(GoalAndDumpiReaderTest.DUMPI.resolve("testtrace.meta")));
    assertEquals(TraceFormat.TRC, TraceFormat.detect(TrcAndDimemasReaderTest.HAND.resolve("pingpong.trc")));
    assertEquals(TraceFormat.DIMEMAS, TraceFormat.detect(TrcAndDimemasReaderTest.HAND.resolve("three-tasks.dim")));
  }

  @Test
  void contentDecidesWhenTheExtensionSaysNothing() throws IOException {
    assertEquals(TraceFormat.TRC, TraceFormat.detect(Files.writeString(dir.resolve("a"), "# x\nc 0 10\n")));
    assertEquals(TraceFormat.DIMEMAS, TraceFormat.detect(Files.writeString(dir.resolve("b"), "#DIMEMAS:x:1,0:2(1,1),0\n")));
    assertEquals(TraceFormat.GOAL, TraceFormat.detect(Files.writeString(dir.resolve("c"), "\nnum_ranks 2\n")));
    assertEquals(TraceFormat.TI, TraceFormat.detect(Files.writeString(dir.resolve("d"), "3 compute 1e6\n")));
  }

  @Test
  void unrecognisedContentAsksForAFormat() throws IOException {
    Path f = Files.writeString(dir.resolve("e"), "hello world\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceFormat.detect(f));
    assertTrue(e.getMessage().contains("--format"), e.getMessage());
  }

  @Test
  void formatNamesAreListedWhenUnknown() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TraceFormat.byName("otf2"));
    assertTrue(e.getMessage().contains("ti, trc, dimemas, goal, dumpi"));
    assertEquals(TraceFormat.DIMEMAS, TraceFormat.byName("Dimemas"));
  }

  @Test
  void dumpiMetaReadsEveryRankWithSendrecvDerivedTypesAndWaitall() {
    // hand/dumpi2: rank 0 sends 3 doubles (24 B, tag 4) to 1 after 0.5 s of compute, then a
    // Sendrecv: 2 ints (8 B, tag 5) to 1 and 2 ints from any source (tag 6), waited together.
    // Rank 1 builds a contiguous type of 3 doubles (24 B), irecvs one of it (handle 7 = request 0),
    // receives 8 B, computes 0.25 s, sends 8 B tag 6 to 0 and waits for handle 7.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(TrcAndDimemasReaderTest.HAND.resolve("dumpi2/pair.meta"), null, s);
    assertEquals(List.of(new MpiAction.Compute(0.5, MpiAction.ComputeUnit.SECONDS), new MpiAction.Send(1, 4, 24),
        new MpiAction.Isend(1, 5, 8, 0), new MpiAction.Irecv(MpiAction.ANY, 6, 8, 1), new MpiAction.Wait(new int[] {0, 1})),
        s.actions.get(0));
    assertEquals(List.of(new MpiAction.Irecv(0, 4, 24, 0), new MpiAction.Recv(0, 5, 8),
        new MpiAction.Compute(0.25, MpiAction.ComputeUnit.SECONDS), new MpiAction.Send(0, 6, 8), new MpiAction.Wait(new int[] {0})),
        s.actions.get(1));
    TraceCheck check = new TraceCheck();
    TraceReaders.read(TrcAndDimemasReaderTest.HAND.resolve("dumpi2/pair.meta"), null, check);
    assertTrue(check.report().ok(), check.report().toText());
  }
}
