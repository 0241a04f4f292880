package org.interflow.model.scheduler;

import static org.interflow.model.scheduler.JobSets.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class ShortestJobFirstTest extends SelectionPolicyContract {
  @Override
  protected SelectionPolicy policy() { return new ShortestJobFirst(); }

  @Test
  void theShortestEstimateGoesFirstAndBlocksTheOthers() {
    // 4 nodes. J0 (4 nodes, 10 s) runs 0..10. Queued by then: J1 (2 nodes, 8 s requested), J2 (2
    // nodes, 3 s), J3 (4 nodes, 1 s). At 10, SJF order is J3, J2, J1: J3 takes the machine 10..11;
    // at 11 J2 and then J1 start (2 + 2 nodes). FCFS would start J1 and J2 at 10 and J3 at 18.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(),
        job(0, 4, 10, 10), job(1, 2, 8, 8), job(2, 2, 3, 3), job(3, 4, 1, 1));
    assertArrayEquals(new long[] {0, 11, 11, 10}, JobSets.starts(h));
  }

  @Test
  void aShorterJobWaitsBehindAShorterOneThatCannotStart() {
    // 4 nodes. J0 (3 nodes, 10 s) runs 0..10. J1 (4 nodes, 2 s requested) and J2 (1 node, 5 s)
    // queue. SJF order: J1 then J2. J1 cannot start (1 free node), and strict SJF keeps J2 (which
    // fits) waiting behind it: J1 runs 10..12, J2 12..17.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 3, 10, 10), job(1, 4, 2, 2), job(2, 1, 5, 5));
    assertArrayEquals(new long[] {0, 10, 12}, JobSets.starts(h));
  }
}
