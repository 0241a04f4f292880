package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DumpiBinaryReaderTest {
  static final Path DUMPI = GoalAndDumpiReaderTest.DUMPI;

  @TempDir Path dir;

  @Test
  void binaryRankZeroGivesTheSameActionsAsItsDumpi2asciiText() {
    // testtrace-0000.txt is the SST team's dumpi2ascii rendering of testtrace-0000.bin
    RecordingSink text = new RecordingSink();
    TraceReaders.read(DUMPI.resolve("testtrace-0000.txt"), null, text);
    RecordingSink binary = new RecordingSink();
    TraceReaders.read(DUMPI.resolve("testtrace-0000.bin"), null, binary);
    assertEquals(text.actions.get(0), binary.actions.get(0));
    assertEquals(text.skipped, binary.skipped);
  }

  @Test
  void fourRankTestProgramIsAConsistentRing() {
    // every rank isends one MPI_INT to its right neighbour and receives from its left one, then
    // barrier and allreduce: 4 messages of 4 B, all matched
    TraceCheck check = new TraceCheck();
    TraceReaders.read(DUMPI.resolve("testtrace.meta"), null, check);
    TraceCheckReport r = check.report();
    assertTrue(r.ok(), r.toText());
    assertEquals(4, r.messages());
    assertEquals(16, r.bytes());
  }

  @Test
  void sevenRankBlueGeneTraceMatchesItsFooterCallCounts() {
    // the footer of each testbgp-000N.bin counts its calls: 84 Isend, 84 Irecv, 14 Waitall,
    // 3 Barrier, 7 Alltoall per rank; the Alltoalls and messages run on a communicator created
    // from a Group_incl of ranks 0..6 in order, i.e. MPI_COMM_WORLD again
    RecordingSink s = new RecordingSink();
    TraceReaders.read(DUMPI.resolve("bgp7/testbgp.meta"), null, s);
    assertEquals(7, s.ranks);
    assertEquals(7 * 84, s.count(MpiAction.Isend.class));
    assertEquals(7 * 84, s.count(MpiAction.Irecv.class));
    assertEquals(7 * 14, s.count(MpiAction.Wait.class));
    assertEquals(7 * 3, s.count(CollectiveKind.BARRIER));
    assertEquals(7 * 7, s.count(CollectiveKind.ALLTOALL));
    TraceCheck check = new TraceCheck();
    TraceReaders.read(DUMPI.resolve("bgp7/testbgp.meta"), null, check);
    assertTrue(check.report().ok(), check.report().toText());
  }

  @Test
  void aFileWithoutTheDumpiMagicIsRejected() throws IOException {
    Files.writeString(dir.resolve("x.meta"), "numprocs=1\nfileprefix=x\n");
    Files.write(dir.resolve("x-0000.bin"), new byte[100]);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> TraceReaders.read(dir.resolve("x.meta"), null, new RecordingSink()));
    assertTrue(e.getMessage().contains("magic"), e.getMessage());
  }
}
