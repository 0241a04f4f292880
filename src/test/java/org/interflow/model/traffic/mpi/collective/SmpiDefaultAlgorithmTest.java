package org.interflow.model.traffic.mpi.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.api.Test;

/**
 * SMPI's default structures, written out by hand from SimGrid 3.32's sources (paths in {@link
 * SmpiDefaultAlgorithm}'s comment). Notation: "s4:100" sends 100 B to rank 4, "r0:100" receives
 * from rank 0, " | " separates rounds (one blocking call or one waitall each).
 */
class SmpiDefaultAlgorithmTest {
  private static final SmpiDefaultAlgorithm SMPI = new SmpiDefaultAlgorithm();

  private static CollectiveRun run(CollectiveKind kind, int root, long bytes, int ranks) {
    return CollectiveRun.of(SMPI, r -> Collective.of(kind, root, bytes, bytes, 0), ranks).execute();
  }

  @Test
  void bcastIsBinomialWithBlockingSendsLargestSubtreeFirst() {
    // bcast__binomial_tree, p = 8, root 0: root sends to 4, 2, 1 one at a time; 4 receives from
    // 0 then sends to 6 and 5
    CollectiveRun run = run(CollectiveKind.BCAST, 0, 100, 8);
    assertEquals("s4:100 | s2:100 | s1:100", run.show(0));
    assertEquals("r0:100 | s6:100 | s5:100", run.show(4));
    assertEquals("r6:100", run.show(7));
    // p = 5, root 3: relative rank q is (q + 3) mod 5; root sends to rel 4, 2, 1 = ranks 2, 0, 4
    CollectiveRun rooted = run(CollectiveKind.BCAST, 3, 7, 5);
    assertEquals("s2:7 | s0:7 | s4:7", rooted.show(3));
    assertEquals("r3:7 | s1:7", rooted.show(0));
  }

  @Test
  void barrierIsOpenMpiBasicLinear() {
    // rank 0 irecvs from all then waits, isends to all then waits; others send then receive
    CollectiveRun run = run(CollectiveKind.BARRIER, 0, 0, 4);
    assertEquals("r1:0 r2:0 r3:0 | s1:0 s2:0 s3:0", run.show(0));
    assertEquals("s0:0 | r0:0", run.show(2));
    assertEquals(2, run.steps);
  }

  @Test
  void reduceIsLinearToTheRootInOneWaitall() {
    CollectiveRun run = run(CollectiveKind.REDUCE, 2, 50, 4);
    assertEquals("r0:50 r1:50 r3:50", run.show(2));
    assertEquals("s2:50", run.show(0));
  }

  @Test
  void allreduceIsLinearReduceToZeroThenBinomialBcast() {
    CollectiveRun run = run(CollectiveKind.ALLREDUCE, 0, 8, 4);
    assertEquals("r1:8 r2:8 r3:8 | s2:8 | s1:8", run.show(0));
    assertEquals("s0:8 | r0:8 | s3:8", run.show(2));
    assertEquals("s0:8 | r2:8", run.show(3));
  }

  @Test
  void allgatherPostsASendAndAReceivePerPeerInRankOrder() {
    CollectiveRun run = run(CollectiveKind.ALLGATHER, 0, 5, 3);
    assertEquals("s0:5 r0:5 s2:5 r2:5", run.show(1));
  }

  @Test
  void alltoallvReceivesFromAllThenSendsToAllInRankOrder() {
    long[] send = {11, 12, 13};
    long[] recv = {21, 22, 23};
    CollectiveRun run = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, send, recv, 0), 3);
    assertEquals("r0:21 r2:23 s0:11 s2:13", run.show(1));
  }

  @Test
  void alltoallDecisionFollowsOpenMpi412Table() {
    // alltoall__ompi: 1 linear, 2 pairwise, 3 modified Bruck, 4 linear_sync, 5 two_proc
    assertEquals(2, SmpiDefaultAlgorithm.alltoallDecision(2, 1)); // p = 2: < 2 B
    assertEquals(5, SmpiDefaultAlgorithm.alltoallDecision(2, 3)); // p = 2: < 4 B
    assertEquals(4, SmpiDefaultAlgorithm.alltoallDecision(4, 100)); // p < 8: < 8 KiB
    assertEquals(1, SmpiDefaultAlgorithm.alltoallDecision(4, 10000)); // p < 8: < 16 KiB
    assertEquals(2, SmpiDefaultAlgorithm.alltoallDecision(6, 600000)); // p < 8: < 1 MiB
    assertEquals(3, SmpiDefaultAlgorithm.alltoallDecision(16, 100)); // p < 32: < 512 B
    assertEquals(4, SmpiDefaultAlgorithm.alltoallDecision(20, 3)); // p < 32: < 4 B
    assertEquals(3, SmpiDefaultAlgorithm.alltoallDecision(40, 100)); // p < 64: < 512 B
    assertEquals(2, SmpiDefaultAlgorithm.alltoallDecision(100, 300000)); // p < 128: >= 256 KiB
    assertEquals(1, SmpiDefaultAlgorithm.alltoallDecision(3000, 5000)); // p < 4096: < 8 KiB
    assertEquals(3, SmpiDefaultAlgorithm.alltoallDecision(5000, 1000)); // p >= 4096: < 2 KiB
    assertEquals(4, SmpiDefaultAlgorithm.alltoallDecision(5000, 100000)); // p >= 4096: >= 64 KiB
  }

  @Test
  void alltoallRunsTheAlgorithmTheTablePicks() {
    // p = 4, 10000 B: linear; irecvs from 2, 3, 0, then isends to 0, 3, 2, one waitall
    assertEquals("r2:10000 r3:10000 r0:10000 s0:10000 s3:10000 s2:10000",
        run(CollectiveKind.ALLTOALL, 0, 10000, 4).show(1));
    // p = 16, 100 B: Bruck; 4 rounds to r + 2^k, each with the 8 blocks whose index has bit k
    CollectiveRun bruck = run(CollectiveKind.ALLTOALL, 0, 100, 16);
    assertEquals("s1:800 r15:800 | s2:800 r14:800 | s4:800 r12:800 | s8:800 r8:800", bruck.show(0));
    // p = 2, 10 B: pairwise, one sendrecv with rank XOR 1
    assertEquals("s0:10 r0:10", run(CollectiveKind.ALLTOALL, 0, 10, 2).show(1));
    // p = 6, 600000 B: the table says pairwise, which SimGrid refuses on 6 ranks: linear here
    assertEquals(1, run(CollectiveKind.ALLTOALL, 0, 600000, 6).roundsOf(0));
  }

  @Test
  void regularReduceScatterIsALinearReduceOfTheWholeVectorThenALinearScatterv() {
    // reduce_scatter__default with equal counts. Checked on SimGrid 3.32 (CM02, 4-host cluster,
    // 125 MB/s, 50 us links, crosstraffic on): "reducescatter 100000 x4" of MPI_BYTE took
    // 0.012201 s = linear reduce of 400000 B (3 flows into rank 0's link: 1.2e6 / 125e6 + 100 us
    // = 0.0097 s) + scatterv of 3 x 100000 B out of rank 0's link (0.0024 + 0.0001 s).
    long[] counts = {100, 100, 100};
    CollectiveRun run = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, counts, 1e6), 3);
    assertEquals("r1:300 r2:300 | s1:100 s2:100", run.show(0));
    assertEquals("s0:300 | r0:100", run.show(1));
  }

  @Test
  void irregularSmallReduceScatterIsMpichRecursiveDoubling() {
    // counts 100, 200, 300, 50 (total 650): step 1 rank 0 sends all but its share (550) to 1 and
    // gets all but 1's share (450); step 2 it sends all but the shares of ranks 0-1 (350) to 2 and
    // gets all but those of 2-3 (300)
    long[] counts = {100, 200, 300, 50};
    CollectiveRun run = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, counts, 0), 4);
    assertEquals("s1:550 r1:450 | s2:350 r2:300", run.show(0));
  }

  @Test
  void irregularLargeReduceScatterIsPairwise() {
    // total 6e6 B > 524288 doubles: at step i rank 0 sends share r+i to r+i, gets its share from r-i
    long[] counts = {3000000, 2000000, 1000000};
    CollectiveRun run = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, counts, 0), 3);
    assertEquals("s1:2000000 r2:3000000 | s2:1000000 r1:3000000", run.show(0));
  }

  @Test
  void gathervAndScattervUseEachRanksCount() {
    long[] counts = {5, 6, 7};
    CollectiveRun gather = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.GATHERV, 1, counts[r], 0, null, counts, 0), 3);
    assertEquals("r0:5 r2:7", gather.show(1));
    assertEquals("s1:7", gather.show(2));
    CollectiveRun scatter = CollectiveRun.of(SMPI,
        r -> new Collective(CollectiveKind.SCATTERV, 1, 0, counts[r], counts, null, 0), 3);
    assertEquals("s0:5 s2:7", scatter.show(1));
  }
}
