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

class GoalAndDumpiReaderTest {
  static final Path GOAL = Path.of("src/test/resources/traces/goal");
  static final Path DUMPI = Path.of("src/test/resources/traces/dumpi");
  static final double TOLERANCE = 1e-12;

  @TempDir Path dir;

  @Test
  void binomialTreeGoalPostsSendsAfterTheReceiveTheyRequire() {
    // binary_tree_32.goal: rank 0 sends 1 B to 1, 2, 4, 8, 16 with no dependency: five isends,
    // waited together at the end. Rank 1 receives from 0 (l1) and its four sends require l1:
    // irecv (request 0), wait for it, then isends 1..4 and a final wait.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(GOAL.resolve("binary_tree_32.goal"), null, s);
    assertEquals(32, s.ranks);
    assertEquals(List.of(new MpiAction.Isend(1, 0, 1, 0), new MpiAction.Isend(2, 0, 1, 1), new MpiAction.Isend(4, 0, 1, 2),
        new MpiAction.Isend(8, 0, 1, 3), new MpiAction.Isend(16, 0, 1, 4), new MpiAction.Wait(new int[] {0, 1, 2, 3, 4})),
        s.actions.get(0));
    assertEquals(List.of(new MpiAction.Irecv(0, 0, 1, 0), new MpiAction.Wait(new int[] {0}), new MpiAction.Isend(3, 0, 1, 1),
        new MpiAction.Isend(5, 0, 1, 2), new MpiAction.Isend(9, 0, 1, 3), new MpiAction.Isend(17, 0, 1, 4),
        new MpiAction.Wait(new int[] {1, 2, 3, 4})), s.actions.get(1));
  }

  @Test
  void goalDependenciesOnLaterLabelsAndIrequiresAreRespected() throws IOException {
    // l1 requires l3 (defined later), so calc l3 runs first; l2 irequires l1: it may be posted
    // right after l1 without waiting; l4 requires l2: a wait for l2's request comes first.
    Path f = Files.writeString(dir.resolve("g.goal"), "num_ranks 2\nrank 0 {\nl1: send 8b to 1 tag 3\nl2: recv 4b from 1\n"
        + "l3: calc 2000\nl4: calc 10\nl1 requires l3\nl2 irequires l1\nl4 requires l2\n}\nrank 1 {\n}\n");
    RecordingSink s = new RecordingSink();
    TraceReaders.read(f, null, s);
    assertEquals(List.of(new Compute(2000e-9, ComputeUnit.SECONDS), new MpiAction.Isend(1, 3, 8, 0),
        new MpiAction.Irecv(1, 0, 4, 1), new MpiAction.Wait(new int[] {1}), new Compute(10e-9, ComputeUnit.SECONDS),
        new MpiAction.Wait(new int[] {0})), s.actions.get(0));
  }

  @Test
  void aGoalCycleIsReported() throws IOException {
    Path f = Files.writeString(dir.resolve("c.goal"), "num_ranks 1\nrank 0 {\nl1: calc 1\nl2: calc 1\nl1 requires l2\nl2 requires l1\n}\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(f, null, new RecordingSink()));
    assertEquals(7, e.line());
    assertTrue(e.getMessage().contains("acyclic"), e.getMessage());
  }

  @Test
  void sweep3dGoalReadsFastWithSchedgensCounts() {
    // Schedgen reported "6052 sends, 6052 recvs, 11836 execs" for this schedule; every message is
    // matched (checked by TraceCheck), and the 48k-line file reads well under a second.
    TraceReaders.read(GOAL.resolve("sweep3d-2x2.derived.goal"), null, new RecordingSink()); // warm-up
    // CPU time of this thread, so that other processes on a loaded machine do not count
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    long t0 = cpu.getCurrentThreadCpuTime();
    RecordingSink s = new RecordingSink();
    TraceReaders.read(GOAL.resolve("sweep3d-2x2.derived.goal"), null, s);
    double seconds = (cpu.getCurrentThreadCpuTime() - t0) / 1e9;
    assertEquals(6052, s.count(MpiAction.Isend.class));
    assertEquals(6052, s.count(MpiAction.Irecv.class));
    assertEquals(11836, s.count(Compute.class));
    assertTrue(seconds < 0.5, "took " + seconds + " s of CPU");
    System.out.println("sweep3d GOAL read in " + seconds + " s of CPU");
  }

  @Test
  void dumpiTextRank0HasRingTrafficCollectivesAndGapsAsCompute() {
    // testtrace-0000.txt: Init returns at .737670000, Comm_rank enters at .737694000: 24 us of
    // compute; Comm_rank and Comm_size are skipped; Barrier; Isend of 1 MPI_INT (4 B) to 1 tag
    // 1337 with handle 2 (request 0); Recv 4 B from 3; Wait on handle 2; Allreduce of 1 int.
    RecordingSink s = new RecordingSink();
    TraceReaders.read(DUMPI.resolve("testtrace-0000.txt"), null, s);
    assertEquals(4, s.ranks);
    List<MpiAction> a = s.actions.get(0).stream().filter(x -> !(x instanceof Compute)).toList();
    assertEquals(List.of(Collective.of(CollectiveKind.BARRIER, 0, 0, 0, 0), new MpiAction.Isend(1, 1337, 4, 0),
        new MpiAction.Recv(3, 1337, 4), new MpiAction.Wait(new int[] {0}), Collective.of(CollectiveKind.ALLREDUCE, 0, 4, 4, 0)),
        a);
    Compute first = (Compute) s.actions.get(0).get(0);
    assertEquals(24e-6, first.amount(), TOLERANCE);
    assertEquals(Map.of("MPI_Comm_rank", 1, "MPI_Comm_size", 1), s.skipped);
    // total compute = last call's entry minus Init's return minus time inside the calls between:
    // Finalize enters at .739939; inside calls: Comm_rank 4 us, Comm_size 1 us, Barrier 1947 us,
    // Isend 15 us, Recv 181 us, Wait 6 us, Allreduce 23 us = 2177 us; .739939 - .737670 = 2269 us
    double compute = s.actions.get(0).stream().filter(x -> x instanceof Compute).mapToDouble(x -> ((Compute) x).amount()).sum();
    assertEquals(92e-6, compute, 1e-9);
  }

  @Test
  void dumpiMetaWithAMissingRankFileNamesIt() throws IOException {
    Files.writeString(dir.resolve("t.meta"), "numprocs=2\nfileprefix=t\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(dir.resolve("t.meta"), null,
        new RecordingSink()));
    assertTrue(e.getMessage().contains("t-0000.txt or t-0000.bin"), e.getMessage());
  }

  @Test
  void dumpiCollectiveOnASubCommunicatorIsUnsafe() throws IOException {
    Files.writeString(dir.resolve("u.meta"), "numprocs=1\nfileprefix=u\n");
    Files.writeString(dir.resolve("u-0000.txt"), "MPI_Barrier entering at walltime 1.000000000, cputime 0.0 seconds in thread 0.\n"
        + "MPI_Comm comm=5 (user-defined-comm)\nMPI_Barrier returning at walltime 1.000001000, cputime 0.0 seconds in thread 0.\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> TraceReaders.read(dir.resolve("u.meta"), null,
        new RecordingSink()));
    assertEquals(2, e.line(), "the line of the comm argument, after the call's first line");
    assertTrue(e.getMessage().contains("MPI_COMM_WORLD"), e.getMessage());
  }
}
