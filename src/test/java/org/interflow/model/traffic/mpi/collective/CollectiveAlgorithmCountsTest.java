package org.interflow.model.traffic.mpi.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.junit.jupiter.api.Test;

/**
 * Closed-form message, step and byte counts (Thakur, Rabenseifner and Gropp, IJHPCA 19(1), 2005;
 * Bruck et al., IEEE TPDS 8(11), 1997). A step is one tick of the lock-step rendezvous machine in
 * {@link CollectiveRun}: the parallel depth of the schedule.
 */
class CollectiveAlgorithmCountsTest {
  private static int ceilLog2(int p) {
    return 32 - Integer.numberOfLeadingZeros(p - 1);
  }

  private static CollectiveRun run(CollectiveAlgorithm a, CollectiveKind kind, int root, long bytes, int ranks) {
    return CollectiveRun.of(a, r -> Collective.of(kind, root, bytes, bytes, 0), ranks).execute();
  }

  @Test
  void binomialBcastSendsPMinusOneMessagesInCeilLog2PSteps() {
    // every non-root receives once; the root's children are rel 1, 2, 4 ... < p: ceil(log2 p) of them
    for (int p = 1; p <= 17; p++) {
      for (int root : new int[] {0, p - 1}) {
        CollectiveRun run = run(new BinomialTreeAlgorithm(), CollectiveKind.BCAST, root, 100, p);
        assertEquals(p - 1, run.messages(), "p=" + p);
        assertEquals(ceilLog2(p), run.steps, "p=" + p);
        assertEquals(ceilLog2(p) * 100L, run.bytesSent(root), "p=" + p);
      }
    }
  }

  @Test
  void binomialGatherRootReceivesEachSubtreeOnce() {
    // p = 8, root 0, 100 B per rank: root receives rank 1 (1 block), rank 2 (ranks 2-3), rank 4 (4-7)
    CollectiveRun run = run(new BinomialTreeAlgorithm(), CollectiveKind.GATHER, 0, 100, 8);
    assertEquals("r1:100 | r2:200 | r4:400", run.show(0));
    assertEquals(7, run.messages());
    assertEquals(3, run.steps);
  }

  @Test
  void ringAllgatherSendsPTimesPMinusOneMessagesInPMinusOneSteps() {
    for (int p = 2; p <= 17; p++) {
      CollectiveRun run = run(new RingAlgorithm(), CollectiveKind.ALLGATHER, 0, 10, p);
      assertEquals((long) p * (p - 1), run.messages(), "p=" + p);
      assertEquals(p - 1, run.steps, "p=" + p);
    }
  }

  @Test
  void recursiveDoublingAllreduceTakesLog2PStepsOnPowersOfTwoAndTwoMoreOtherwise() {
    // p = 2^k: k sendrecv steps, every rank sends k messages of the whole buffer
    for (int k = 0; k <= 4; k++) {
      int p = 1 << k;
      CollectiveRun run = run(new RecursiveDoublingAlgorithm(), CollectiveKind.ALLREDUCE, 0, 64, p);
      assertEquals(k, run.steps, "p=" + p);
      assertEquals((long) p * k, run.messages(), "p=" + p);
    }
    // p = 6: pof2 = 4, fold step + 2 steps + unfold step = 4; p = 3: 1 + 1 + 1 = 3
    assertEquals(4, run(new RecursiveDoublingAlgorithm(), CollectiveKind.ALLREDUCE, 0, 64, 6).steps);
    assertEquals(3, run(new RecursiveDoublingAlgorithm(), CollectiveKind.ALLREDUCE, 0, 64, 3).steps);
  }

  @Test
  void bruckAlltoallTakesCeilLog2PStepsAndSendsTheBlocksWithBitKSet() {
    for (int p = 2; p <= 17; p++) {
      assertEquals(ceilLog2(p), run(new BruckAlgorithm(), CollectiveKind.ALLTOALL, 0, 10, p).steps, "p=" + p);
    }
    // p = 8: each of the 3 steps sends 4 of the 7 blocks (indices with bit k set): 12 blocks of 10 B
    assertEquals(120, run(new BruckAlgorithm(), CollectiveKind.ALLTOALL, 0, 10, 8).bytesSent(3));
    // p = 5: bit 0 -> blocks 1, 3; bit 1 -> 2, 3; bit 2 -> 4: 5 blocks of 10 B
    assertEquals(50, run(new BruckAlgorithm(), CollectiveKind.ALLTOALL, 0, 10, 5).bytesSent(0));
  }

  @Test
  void pairwiseAlltoallTakesPMinusOneStepsWithOneMessagePerPairAndStep() {
    for (int p = 2; p <= 17; p++) {
      CollectiveRun run = run(new PairwiseExchangeAlgorithm(), CollectiveKind.ALLTOALL, 0, 10, p);
      assertEquals(p - 1, run.steps, "p=" + p);
      assertEquals((long) p * (p - 1), run.messages(), "p=" + p);
    }
  }

  @Test
  void linearAlltoallIsOneStep() {
    CollectiveRun run = run(new LinearAlgorithm(), CollectiveKind.ALLTOALL, 0, 10, 7);
    assertEquals(1, run.steps);
    assertEquals(42, run.messages());
  }

  @Test
  void ringAllreduceSendsTwoTimesPMinusOneOverPOfTheBufferPerRank() {
    // p = 4, n = 4000: 2 * 3/4 * 4000 = 6000 B per rank in 2(p-1) = 6 steps
    CollectiveRun four = run(new RingAlgorithm(), CollectiveKind.ALLREDUCE, 0, 4000, 4);
    for (int r = 0; r < 4; r++) assertEquals(6000, four.bytesSent(r));
    assertEquals(6, four.steps);
    // p = 5, n = 1000: 2 * 4/5 * 1000 = 1600 B per rank
    CollectiveRun five = run(new RingAlgorithm(), CollectiveKind.ALLREDUCE, 0, 1000, 5);
    for (int r = 0; r < 5; r++) assertEquals(1600, five.bytesSent(r));
  }

  @Test
  void rabenseifnerAllreduceSendsTwiceNTimesPMinusOneOverP() {
    // p = 8, n = 8000: halving sends 4000 + 2000 + 1000, doubling the same: 14000 = 2 n 7/8, 6 steps
    CollectiveRun eight = run(new RabenseifnerAlgorithm(), CollectiveKind.ALLREDUCE, 0, 8000, 8);
    for (int r = 0; r < 8; r++) assertEquals(14000, eight.bytesSent(r));
    assertEquals(6, eight.steps);
    // p = 6, n = 4000: pof2 = 4, rem = 2. Ranks 0 and 2 only send their buffer (4000); ranks 1, 3
    // run the core (2 * 4000 * 3/4 = 6000) and send the result back (4000); ranks 4, 5 the core only
    CollectiveRun six = run(new RabenseifnerAlgorithm(), CollectiveKind.ALLREDUCE, 0, 4000, 6);
    long[] expected = {4000, 10000, 4000, 10000, 6000, 6000};
    for (int r = 0; r < 6; r++) assertEquals(expected[r], six.bytesSent(r), "rank " + r);
    assertEquals(6, six.steps);
  }

  @Test
  void disseminationBarrierTakesCeilLog2PSteps() {
    for (int p = 1; p <= 17; p++) {
      CollectiveRun run = run(new BruckAlgorithm(), CollectiveKind.BARRIER, 0, 0, p);
      assertEquals(ceilLog2(p), run.steps, "p=" + p);
      assertEquals((long) p * ceilLog2(p), run.messages(), "p=" + p);
    }
  }

  @Test
  void scatterAllgatherBcastScattersQuartersThenRingsThem() {
    // p = 4, n = 4000: blocks of 1000. Scatter: root sends 2000 to 2, then 1000 to 1; 2 sends
    // 1000 to 3 (2 steps). Ring: 3 steps, each rank forwards 3 blocks. Root: 3000 + 3000.
    CollectiveRun run = run(new ScatterAllgatherAlgorithm(), CollectiveKind.BCAST, 0, 4000, 4);
    assertEquals(6000, run.bytesSent(0));
    assertEquals(5, run.steps);
    assertEquals(3 + 12, run.messages());
  }

  @Test
  void smpiAllreduceIsALinearReduceToZeroThenABinomialBcast() {
    // p - 1 messages in 1 step to rank 0, then p - 1 messages in ceil(log2 p) steps
    for (int p = 2; p <= 17; p++) {
      CollectiveRun run = run(new SmpiDefaultAlgorithm(), CollectiveKind.ALLREDUCE, 0, 8, p);
      assertEquals(2L * (p - 1), run.messages(), "p=" + p);
      assertEquals(1 + ceilLog2(p), run.steps, "p=" + p);
    }
  }

  @Test
  void recursiveDoublingAndBruckAllgatherSendEachRankPMinusOneBlocks() {
    // recursive doubling, p = 8: b + 2b + 4b = 7b per rank in 3 steps; Bruck, p = 6: 1 + 2 blocks
    // then the 2 still missing (6 - 4), 5b per rank in ceil(log2 6) = 3 steps
    CollectiveRun doubling = run(new RecursiveDoublingAlgorithm(), CollectiveKind.ALLGATHER, 0, 10, 8);
    for (int r = 0; r < 8; r++) assertEquals(70, doubling.bytesSent(r));
    assertEquals(3, doubling.steps);
    CollectiveRun bruck = run(new BruckAlgorithm(), CollectiveKind.ALLGATHER, 0, 10, 6);
    for (int r = 0; r < 6; r++) assertEquals(50, bruck.bytesSent(r));
    assertEquals(3, bruck.steps);
  }

  @Test
  void pairwiseReduceScatterSendsEveryOtherShareOnce() {
    // shares 10, 20, 30, 40: rank 1 sends 30 to 2, 40 to 3, 10 to 0 and receives 20 three times
    long[] shares = {10, 20, 30, 40};
    CollectiveRun run = CollectiveRun.of(new PairwiseExchangeAlgorithm(),
        r -> new Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, shares, 0), 4).execute();
    assertEquals("s2:30 r0:20 | s3:40 r3:20 | s0:10 r2:20", run.show(1));
    assertEquals(3, run.steps);
  }
}
