package org.interflow.model.scheduler;

import static org.interflow.model.scheduler.JobSets.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class FirstComeFirstServedTest extends SelectionPolicyContract {
  @Override
  protected SelectionPolicy policy() { return new FirstComeFirstServed(); }

  @Test
  void aWaitingHeadBlocksASmallerJobBehindIt() {
    // 4 nodes. J0 (2 nodes, 10 s) starts at 0; J1 (4 nodes) cannot start while J0 runs; J2 (1
    // node, 3 s) would fit the 2 free nodes at t=2 but waits behind J1. J0 ends at 10 -> J1 runs
    // 10..15 -> J2 runs 15..18.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(),
        job(0, 2, 10, 10), job(1, 4, 5, 5), job(2, 1, 3, 3));
    assertArrayEquals(new long[] {0, 10, 15}, JobSets.starts(h));
  }

  @Test
  void underConsecutiveAllocationAJobWaitsForABlockNotJustForFreeNodes() {
    // 4 nodes, one job per node at t=0: J0 (node 0) and J2 (node 2) run 10 s, J1 (node 1) and J3
    // (node 3) 5 s. At t=5 nodes 1 and 3 are free: 2 nodes, but not consecutive, so J4 (2 nodes,
    // submitted at 1) waits until t=10, when J0 and J2 end, and takes nodes 0-1. First-free
    // allocation starts it at t=5 on nodes 1 and 3.
    long[][] jobs = {job(0, 1, 10, 10), job(0, 1, 5, 5), job(0, 1, 10, 10), job(0, 1, 5, 5), job(1, 2, 4, 4)};
    ScheduleHistory consecutive = JobSets.run(4, policy(), new ConsecutiveBlockAllocation(), jobs);
    assertArrayEquals(new long[] {0, 0, 0, 0, 10}, JobSets.starts(consecutive));
    assertArrayEquals(new int[] {0, 1}, JobSets.nodesOf(consecutive, 4));
    ScheduleHistory firstFree = JobSets.run(4, policy(), new FirstFreeAllocation(), jobs);
    assertArrayEquals(new long[] {0, 0, 0, 0, 5}, JobSets.starts(firstFree));
    assertArrayEquals(new int[] {1, 3}, JobSets.nodesOf(firstFree, 4));
  }
}
