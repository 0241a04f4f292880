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
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TiTraceReaderTest {
  static final Path EXAMPLES = Path.of("traces/simgrid-ti");
  static final Path INDEX_32 = Path.of("src/test/resources/traces/simgrid-ti/replay_multiple_32r/smpi_replay.txt");
  static final Path INDEX_2014 = Path.of("src/test/resources/traces/simgrid-ti/replay_multiple_32r_full_2014/smpi_replay.txt");

  @TempDir Path dir;

  static RecordingSink read(Path file) {
    RecordingSink sink = new RecordingSink();
    TraceReaders.read(file, TraceFormat.TI, sink);
    return sink;
  }

  @Test
  void isendExampleGivesEachRankItsActionsInOrderWithBareInitMeaningBytes() {
    // SimGrid's actions_with_isend.txt: `init` without argument makes MPI_BYTE the default type,
    // so `1e6` is 1,000,000 bytes; rank 1's `test 0 1 0` and `wait 0 1 0` both name its irecv
    // from 0 with tag 0 (key src 0, dst 1, tag 0), its request 0.
    RecordingSink s = read(EXAMPLES.resolve("actions_with_isend.txt"));
    assertEquals(3, s.ranks);
    assertEquals(List.of(new Compute(1e9, ComputeUnit.FLOPS), new MpiAction.Send(1, 0, 1_000_000),
        new Compute(1e9, ComputeUnit.FLOPS), new MpiAction.Recv(2, 2, 1_000_000)), s.actions.get(0));
    assertEquals(List.of(new MpiAction.Irecv(0, 0, 1_000_000, 0), new Compute(5e8, ComputeUnit.FLOPS),
        new MpiAction.Test(0), new Compute(5e8, ComputeUnit.FLOPS), new MpiAction.Wait(new int[] {0}),
        new MpiAction.Send(2, 1, 1_000_000)), s.actions.get(1));
    assertEquals(List.of(new Compute(2e9, ComputeUnit.FLOPS), new MpiAction.Irecv(1, 1, 1_000_000, 0),
        new Compute(2.5e8, ComputeUnit.FLOPS), new MpiAction.Test(0), new Compute(2.5e8, ComputeUnit.FLOPS),
        new MpiAction.Wait(new int[] {0}), new MpiAction.Isend(0, 2, 1_000_000, 1), new Compute(5e8, ComputeUnit.FLOPS)),
        s.actions.get(2));
    assertEquals(List.of(5L, 6L, 7L, 8L), s.lines.get(0)); // lines 1-3 init, 4 blank, 5-8 rank 0
    assertTrue(s.ended);
  }

  @Test
  void explicitDatatypeIdsScaleElementCountsToBytes() {
    // actions_bcast_reduce_datatypes.txt: `init 1` (MPI_DOUBLE default); `bcast 5e4 1 0` = root 1,
    // type 0 (double, 8 B) = 400,000 B; `bcast 5e4 0 3` = root 0, type 3 (short, 2 B) = 100,000 B;
    // `reduce 5e4 5e8 0 4` = root 0, type 4 (long, 8 B) = 400,000 B and 5e8 flops.
    RecordingSink s = read(EXAMPLES.resolve("actions_bcast_reduce_datatypes.txt"));
    List<MpiAction> rank2 = s.actions.get(2);
    assertEquals(Collective.of(CollectiveKind.BCAST, 1, 400_000, 0, 0), rank2.get(0));
    assertEquals(Collective.of(CollectiveKind.BCAST, 0, 100_000, 0, 0), rank2.get(2));
    assertEquals(Collective.of(CollectiveKind.REDUCE, 0, 400_000, 0, 5e8), rank2.get(4));
  }

  @Test
  void allgathervWithATrailingDatatypeFollowsSimGridsArgumentCount() {
    // 4 ranks, `allgatherv 275427 275427 275427 275427 204020 0 0`: 9 fields = 3 + 4 + 2, so
    // SimGrid reads field 7 (0, MPI_DOUBLE) as the datatype and ignores the last: 8 B per element.
    RecordingSink s = read(EXAMPLES.resolve("actions_allgatherv.txt"));
    Collective c = (Collective) s.actions.get(3).get(0);
    assertEquals(204_020L * 8, c.sendBytes());
    assertEquals(List.of(275_427L * 8, 275_427L * 8, 275_427L * 8, 204_020L * 8),
        java.util.Arrays.stream(c.recvCounts()).boxed().toList());
  }

  @Test
  void thirtyTwoRankIndexReadsEveryPerRankFile() {
    // Independent count with awk over ti_trace*.txt: 1440 compute, 512 barrier, 288 bcast,
    // 192 allreduce, 160 alltoall, 64 alltoallv, 32 gather, 480 comm_size (skipped).
    RecordingSink s = read(INDEX_32);
    assertEquals(32, s.ranks);
    assertEquals(1440, s.count(Compute.class));
    assertEquals(512, s.count(CollectiveKind.BARRIER));
    assertEquals(288, s.count(CollectiveKind.BCAST));
    assertEquals(192, s.count(CollectiveKind.ALLREDUCE));
    assertEquals(160, s.count(CollectiveKind.ALLTOALL));
    assertEquals(64, s.count(CollectiveKind.ALLTOALLV));
    assertEquals(32, s.count(CollectiveKind.GATHER));
    assertEquals(480, s.skipped.get("comm_size"));
    // rank 0 line 7 `bcast 1` after `init 1`: one double, 8 bytes, root 0
    assertEquals(Collective.of(CollectiveKind.BCAST, 0, 8, 0, 0), s.actions.get(0).get(4));
  }

  @Test
  void legacy2014TraceWithCamelCaseNamesAndTrailingBlanksReads() {
    // awk over the 2014 files: 9664 compute, 2944 allReduce, 1376 allToAllV, 928 allToAll,
    // 704 barrier, 384 bcast, 384 allGatherV, 384 reduceScatter, 160 gather.
    RecordingSink s = read(INDEX_2014);
    assertEquals(9664, s.count(Compute.class));
    assertEquals(2944, s.count(CollectiveKind.ALLREDUCE));
    assertEquals(1376, s.count(CollectiveKind.ALLTOALLV));
    assertEquals(928, s.count(CollectiveKind.ALLTOALL));
    assertEquals(384, s.count(CollectiveKind.ALLGATHERV));
    assertEquals(384, s.count(CollectiveKind.REDUCE_SCATTER));
    assertEquals(160, s.count(CollectiveKind.GATHER));
    // rank 0 line 66 `allReduce 32 12513009 1`: 32 MPI_INT (4 B) = 128 B; line 83 `allReduce 1
    // 11040132`: one MPI_DOUBLE (init 1) = 8 B
    int at66 = s.lines.get(0).indexOf(66L);
    assertEquals(Collective.of(CollectiveKind.ALLREDUCE, 0, 128, 128, 12513009), s.actions.get(0).get(at66));
    int at83 = s.lines.get(0).indexOf(83L);
    assertEquals(Collective.of(CollectiveKind.ALLREDUCE, 0, 8, 8, 11040132), s.actions.get(0).get(at83));
  }

  @Test
  void legacyTaglessSendsAndArgumentlessWaitUseTagZeroAndTheNewestIrecv() throws IOException {
    // pre-2018 form: `send <dst> <size> [dt]`, tag 0; `wait` takes the newest pending irecv
    Path f = write("0 init\n1 init\n0 send 1 1000\n0 send 1 10 1\n1 Irecv 0 1000\n1 Irecv 0 10 1\n1 wait\n1 wait\n");
    RecordingSink s = read(f);
    assertEquals(List.of(new MpiAction.Send(1, 0, 1000), new MpiAction.Send(1, 0, 40)), s.actions.get(0));
    assertEquals(List.of(new MpiAction.Irecv(0, 0, 1000, 0), new MpiAction.Irecv(0, 0, 40, 1),
        new MpiAction.Wait(new int[] {1}), new MpiAction.Wait(new int[] {0})), s.actions.get(1));
  }

  @Test
  void waitallWaitsEveryPendingRequestOfItsRank() {
    // actions_waitall.txt: rank 0 posts irecv from 1 (req 0) and from 2 (req 1), then waitall
    RecordingSink s = read(EXAMPLES.resolve("actions_waitall.txt"));
    assertEquals(new MpiAction.Wait(new int[] {0, 1}), s.actions.get(0).get(2));
    assertEquals(new MpiAction.Irecv(2, 2, 3000, 1), s.actions.get(0).get(1));
  }

  @Test
  void aMalformedLineIsAOneLineErrorWithFileLineAndExpectedForm() throws IOException {
    Path f = write("0 init\n1 init\n0 send 1 zero 100\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> read(f));
    assertEquals(3, e.line());
    assertTrue(e.getMessage().startsWith(f + ":3: expected `<rank> send|isend <dst> <tag> <size> [datatype]`"), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"));
  }

  @Test
  void anUnknownDatatypeIdIsRejected() throws IOException {
    Path f = write("0 init\n0 bcast 10 0 99\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> read(f));
    assertTrue(e.getMessage().contains("SimGrid datatype id 0..59"), e.getMessage());
  }

  @Test
  void aPerRankFileNamingAnotherRankIsRejected() throws IOException {
    Files.writeString(dir.resolve("a.txt"), "0 init\n0 compute 1\n");
    Files.writeString(dir.resolve("b.txt"), "1 init\n0 compute 1\n");
    Path index = Files.writeString(dir.resolve("index"), "a.txt\nb.txt\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> read(index));
    assertEquals(2, e.line());
    assertTrue(e.getMessage().contains("b.txt"), e.getMessage());
  }

  @Test
  void rankCountComesFromTheLargestRankWhateverTheLineEndsAndBlankLines() throws IOException {
    // CR LF, a lone CR, a line of blanks and a form feed, and a last line without newline: the
    // ranks named are 0, 3 and 12 (with a leading blank), so 13 ranks; ranks 1, 2, 4..11 are empty.
    Path f = write("0 init\r\n3 compute 5\r \t\f \n\n 12 compute 7\r\n12 sleep 2");
    RecordingSink s = read(f);
    assertEquals(13, s.ranks);
    assertEquals(List.of(new Compute(5, ComputeUnit.FLOPS)), s.actions.get(3));
    assertEquals(List.of(new Compute(7, ComputeUnit.FLOPS), new Compute(2, ComputeUnit.SECONDS)), s.actions.get(12));
  }

  @Test
  void aLineNotStartingWithARankIsReportedByTheRankCountPass() throws IOException {
    // line 3 starts with a form feed then a digit: not blank, and not `<rank> ...`
    Path f = write("0 init\n1 init\n\f2 init\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> read(f));
    assertEquals(3, e.line());
  }

  private Path write(String text) throws IOException {
    return Files.writeString(dir.resolve("trace.txt"), text);
  }
}
