package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LiballprofTraceReaderTest {
  static final Path TRACES = Path.of("src/test/resources/traces");
  private static final double TOLERANCE = 1e-12;

  private static Compute us(double microseconds) { return new Compute(microseconds / 1e6, ComputeUnit.SECONDS); }

  @Test
  void sweep3dCarriesTheSameMessagesAndComputationAsSchedgensGoalOfIt() throws IOException {
    // The independent reference: the GOAL schedule Schedgen made of this very trace
    // (sweep3d-2x2.derived.goal). Its point-to-point messages have the trace's tags (below
    // Schedgen's collective base 1000000) and its calc values are the gaps between calls in ns
    // (timemult 1000), the time inside MPI_Comm_rank/size included: both must match.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(TRACES.resolve("liballprof/sweep3d-2x2/pmpi-trace-rank-0.txt"), null, s);
    assertEquals(4, s.ranks);
    Map<String, long[]> ours = new TreeMap<>();
    double[] computeNs = new double[4];
    for (int r = 0; r < 4; r++) {
      for (MpiAction a : s.actions.get(r)) {
        if (a instanceof MpiAction.Send m) ours.computeIfAbsent(r + ">" + m.peer(), k -> new long[2])[0]++;
        if (a instanceof MpiAction.Send m) ours.get(r + ">" + m.peer())[1] += m.bytes();
        if (a instanceof Compute c) computeNs[r] += c.amount() * 1e9;
      }
    }
    Map<String, long[]> goal = new TreeMap<>();
    double[] calcNs = new double[4];
    int rank = -1;
    for (String line : Files.readAllLines(TRACES.resolve("goal/sweep3d-2x2.derived.goal"))) {
      String[] f = line.trim().split("\\s+");
      if (f[0].equals("rank")) rank = Integer.parseInt(f[1]);
      if (f.length == 3 && f[1].equals("calc")) calcNs[rank] += Long.parseLong(f[2]);
      if (f.length >= 7 && f[1].equals("send") && Long.parseLong(f[6]) < 1_000_000) {
        long[] t = goal.computeIfAbsent(rank + ">" + f[4], k -> new long[2]);
        t[0]++;
        t[1] += Long.parseLong(f[2].replace("b", ""));
      }
    }
    assertEquals(goal.keySet(), ours.keySet());
    goal.forEach((pair, t) -> assertArrayEquals(t, ours.get(pair), pair));
    for (int r = 0; r < 4; r++) assertEquals(calcNs[r], computeNs[r], 1e-3, "rank " + r);  // 39936849000 ns on rank 0
    // SOURCES.md's census: per rank 1440 sends, 1440 receives, 32 allreduce, 4 bcast, 3 barriers
    assertEquals(4 * 1440, s.count(MpiAction.Send.class));
    assertEquals(4 * 1440, s.count(MpiAction.Recv.class));
    assertEquals(4 * (32 + 4 + 3), s.count(Collective.class));
  }

  @Test
  void everyCallOfTheHandWrittenPairBecomesTheActionsWorkedOutByHand() {
    RecordingSink s = new RecordingSink();
    TraceReaders.read(TRACES.resolve("hand/liballprof/pair-1.txt"), TraceFormat.LIBALLPROF, s);
    assertEquals(2, s.ranks);
    // rank 0 (times in us; compute = start - end of the last call that became an action):
    //  Init ends at 100; Comm_rank is skipped, so the isend at 110 follows 10 us of compute;
    //  16 doubles = 128 B, 4 ints = 16 B; Waitall of 2 from 9000: 9000 and 9008 are pending (8 apart);
    //  Sendrecv: isend 1 B, irecv 2 chars, one wait; Gatherv at the root: counts [2, 3] ints;
    //  Alltoallv: [1, 2] doubles both ways; a send to -2 (MPI_PROC_NULL) is skipped; an irecv from -1
    //  (any source, any tag) at 9000, a Test (skipped), then a new irecv at 9000: the first was
    //  completed, so it is waited before; the last one is waited at the end of the rank.
    assertEquals(List.of(us(10), new MpiAction.Isend(1, 5, 128, 0), us(1), new MpiAction.Isend(1, 6, 16, 1), us(7),
        new MpiAction.Wait(new int[] {0, 1}), us(10), new MpiAction.Isend(1, 7, 1, 2), new MpiAction.Irecv(1, 8, 2, 3),
        new MpiAction.Wait(new int[] {2, 3}), us(10), new Collective(CollectiveKind.GATHERV, 0, 8, 0, null, new long[] {8, 12}, 0),
        us(10), new Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, new long[] {8, 16}, new long[] {8, 16}, 0), us(20),
        new MpiAction.Irecv(MpiAction.ANY, MpiAction.ANY, 1, 4), us(9), new MpiAction.Wait(new int[] {4}),
        new MpiAction.Irecv(1, 9, 1, 5), us(79), new MpiAction.Wait(new int[] {5})), s.actions.get(0));
    // rank 1: its two irecvs are 4 bytes apart (MPICH's int handles), which names both; the gatherv
    // off the root carries no vector
    assertEquals(List.of(us(5), new MpiAction.Irecv(0, 5, 128, 0), us(1), new MpiAction.Irecv(0, 6, 16, 1), us(7),
        new MpiAction.Wait(new int[] {0, 1}), us(5), new MpiAction.Isend(0, 8, 2, 2), new MpiAction.Irecv(0, 7, 1, 3),
        new MpiAction.Wait(new int[] {2, 3}), us(10), new Collective(CollectiveKind.GATHERV, 0, 12, 0, null, null, 0),
        us(10), new Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, new long[] {16, 16}, new long[] {16, 16}, 0), us(10),
        new MpiAction.Send(0, 3, 1), us(1), new MpiAction.Send(0, 9, 1), us(97)), s.actions.get(1));
    assertEquals(Map.of("MPI_Comm_rank", 1, "MPI_Send to MPI_PROC_NULL", 1, "MPI_Test", 1), s.skipped);
    // the wait for the request completed by the test is at the line of the irecv reusing it (16), the
    // end-of-rank wait at the line after the last (19)
    assertEquals(List.of(16L, 16L, 18L, 19L), s.lines.get(0).subList(17, 21));
    TraceCheck check = new TraceCheck();
    TraceReaders.read(TRACES.resolve("hand/liballprof/pair-0.txt"), null, check);
    assertTrue(check.report().ok(), check.report().toText());
  }

  @Test
  void theBcastSampleIsFiveBroadcastsOfTwelveBytes() {
    // trace_bcast-N.dat: 5 MPI_Bcast of 12 elements of a 1-byte type (13,1,1) from root 0; times
    // 1 (Init's end), 3-4, 5-6, ..., 11-12, Finalize at 13: compute 2 + 1 + 1 + 1 + 1 + 1 = 7 us
    RecordingSink s = new RecordingSink();
    TraceReaders.read(TRACES.resolve("liballprof/bcast/trace_bcast-2.dat"), null, s);
    assertEquals(4, s.ranks);
    for (int r = 0; r < 4; r++) {
      assertEquals(5, s.actions.get(r).stream().filter(a -> a.equals(Collective.of(CollectiveKind.BCAST, 0, 12, 0, 0))).count());
      assertEquals(7e-6, s.actions.get(r).stream().filter(a -> a instanceof Compute).mapToDouble(a -> ((Compute) a).amount()).sum(),
          TOLERANCE);
    }
  }

  @Test
  void theFormatIsDetectedFromItsHeaderOrItsFirstCall(@TempDir Path dir) throws IOException {
    assertEquals(TraceFormat.LIBALLPROF, TraceFormat.detect(TRACES.resolve("liballprof/bcast/trace_bcast-0.dat")));
    Path bare = Files.writeString(dir.resolve("t-0.log"), "MPI_Init:-:1:2:5.0\nMPI_Finalize:9.0:-\n");
    assertEquals(TraceFormat.LIBALLPROF, TraceFormat.detect(bare));
    assertEquals(TraceFormat.LIBALLPROF, TraceFormat.byName("liballprof"));
  }

  @Test
  void malformedAndUnreplayableCallsAreOneLineErrors(@TempDir Path dir) throws IOException {
    String init = "MPI_Init:-:1:2:1.0\n";
    String[][] cases = {
      {"MPI_Send:2.0:5000:4:2,4,4:1:0:0,0,2\n", "MPI_Send with 9 colon-separated fields"},
      {"MPI_Send:2.0:5000:4:2,4,4:1:0:0,0,1:3.0\n", "a call on a communicator of all 2 ranks (Interflow replays no sub-communicator)"},
      {"MPI_Send:2.0:5000:4:2,4,4:7:0:0,0,2:3.0\n", "peer ranks in 0..1"},
      {"MPI_Send:2.0:5000:-4:2,4,4:1:0:0,0,2:3.0\n", "field 4 times the datatype's size at most 2^40 bytes"},
      {"MPI_Send:2.0:5000:4:2,4,4:1:-3:0,0,2:3.0\n", "a send tag >= 0 in field 7"},
      {"MPI_Put:2.0:1:2:3:4:5:6:7:8:3.0\n", "MPI_Put changes the communication"},
      {"MPI_Iallreduce:2.0:1:2:3:2,4,4:3:0,0,2:99:3.0\n", "MPI_Iallreduce changes the communication"},
      {"MPI_Bcast:x:5000:4:2,4,4:0:0,0,2:3.0\n", "a time in microseconds in field 2"},
      {"bogus line\n", "in liballprof's layout"},
    };
    Files.writeString(dir.resolve("r-1.txt"), init);
    for (String[] c : cases) {
      Path rank0 = Files.writeString(dir.resolve("r-0.txt"), init + c[0]);
      InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(rank0, TraceFormat.LIBALLPROF, new TraceCheck()));
      assertTrue(e.getMessage().startsWith(rank0 + ":2: expected "), e.getMessage());
      assertTrue(e.getMessage().contains(c[1]), e.getMessage());
    }
    InputFormatException gap = assertThrows(InputFormatException.class,
        () -> TraceReaders.read(dir.resolve("r-5.txt"), TraceFormat.LIBALLPROF, new TraceCheck()));
    assertTrue(gap.getMessage().contains("rank files numbered from r-0.txt on, without gaps"), gap.getMessage());
  }
}
