package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrcAndDimemasReaderTest {
  static final Path HAND = Path.of("src/test/resources/traces/hand");

  @TempDir Path dir;

  @Test
  void trcLinesNameTheReceiverFirstAndZeroBytesCountOne() {
    // pingpong.trc: `s 1 0 7 4096` is rank 0 sending to 1 (INRFlow's read_fsin_trc passes the
    // second field as insert_send's sender); `r 1 0 7 4096` is rank 1 receiving from 0; `s 0 1 8 0` is rank 1 sending 0 B to 0,
    // which INRFlow counts as 1 B; `c 0 1000` = 1000 ns; `s 2 2 0 10` is to itself: skipped.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(HAND.resolve("pingpong.trc"), null, s);
    assertEquals(3, s.ranks);
    assertEquals(List.of(new Compute(1e-6, ComputeUnit.SECONDS), new MpiAction.Send(1, 7, 4096),
        new MpiAction.Recv(1, 8, 1)), s.actions.get(0));
    assertEquals(List.of(new MpiAction.Recv(0, 7, 4096), new MpiAction.Send(0, 8, 1)), s.actions.get(1));
    assertEquals(List.of(new Compute(5e-7, ComputeUnit.SECONDS)), s.actions.get(2));
    assertEquals(Map.of("s (message to itself)", 1), s.skipped);
  }

  @Test
  void trcComputeUnitIsAParameter() {
    RecordingSink s = new RecordingSink();
    TraceReaders.read(HAND.resolve("pingpong.trc"), TraceFormat.TRC, new TraceReadOptions(1e-9, 1e-6), s);
    assertEquals(new Compute(1e-3, ComputeUnit.SECONDS), s.actions.get(0).get(0));
  }

  @Test
  void aTrcLineWithAMissingFieldNamesItsLine() throws IOException {
    Path f = Files.writeString(dir.resolve("bad.trc"), "c 0 10\ns 1 0 7\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(f, TraceFormat.TRC, new RecordingSink()));
    assertEquals(2, e.line());
    assertTrue(e.getMessage().contains("`s|r <receiver> <sender> <tag> <bytes>`"), e.getMessage());
  }

  @Test
  void dimemasRecordsBecomeBurstsMessagesAndGlobalOps() {
    // three-tasks.dim: task 0 bursts 0.5 s, sends 1024 B tag 5 to 1 (sync 0: blocking); task 1
    // receives it, posts an irecv from 2 tag 9 (request 0), bursts 0.25 s, then waits for it
    // (kind 2 with the same source and tag); task 2 sends immediately (sync 2: request 0, waited
    // at the end of its program); global op 1 = bcast with root task 0, 4096 B (sent by the root,
    // received by the others); record 102 is file I/O.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(HAND.resolve("three-tasks.dim"), null, s);
    assertEquals(3, s.ranks);
    assertEquals(List.of(new Compute(0.5, ComputeUnit.SECONDS), new MpiAction.Send(1, 5, 1024),
        Collective.of(CollectiveKind.BCAST, 0, 4096, 0, 0)), s.actions.get(0));
    assertEquals(List.of(new MpiAction.Recv(0, 5, 1024), new MpiAction.Irecv(2, 9, 64, 0),
        new Compute(0.25, ComputeUnit.SECONDS), new MpiAction.Wait(new int[] {0}),
        Collective.of(CollectiveKind.BCAST, 0, 4096, 0, 0)), s.actions.get(1));
    assertEquals(List.of(new MpiAction.Isend(1, 9, 64, 0), Collective.of(CollectiveKind.BCAST, 0, 4096, 0, 0),
        new MpiAction.Wait(new int[] {0})), s.actions.get(2));
    assertEquals(Map.of("dimemas record 102 (I/O)", 1), s.skipped);
  }

  @Test
  void aDimemasSendOnASubCommunicatorIsUnsafe() throws IOException {
    Path f = Files.writeString(dir.resolve("sub.dim"), "#DIMEMAS:x:1,0:3(1,1,1),2\nd:1:7:2:0:1\n2:0:1:1:8:0:7:0\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(f, null, new RecordingSink()));
    assertEquals(3, e.line());
    assertTrue(e.getMessage().contains("sub-communicator"), e.getMessage());
  }

  @Test
  void aDimemasFileWithoutHeaderIsRejected() throws IOException {
    Path f = Files.writeString(dir.resolve("x.dim"), "1:0:1:0.5\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(f, null, new RecordingSink()));
    assertEquals(1, e.line());
  }
}
