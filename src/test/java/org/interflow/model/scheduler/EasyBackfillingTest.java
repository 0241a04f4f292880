package org.interflow.model.scheduler;

import static org.interflow.model.scheduler.JobSets.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EasyBackfillingTest extends SelectionPolicyContract {
  @Override
  protected SelectionPolicy policy() { return new EasyBackfilling(); }

  @Test
  void aShortJobJumpsTheQueueWithoutDelayingTheHeadJobsReservation() {
    // 4 nodes. J0 (2 nodes, 10 s) runs 0..10. J1 (4 nodes) waits: shadow time 10 (J0's end frees
    // 2 + 2 free = 4), extra nodes 4 - 4 = 0. J2 (1 node, 3 s, submitted at 2) ends at 5 <= 10:
    // it backfills at 2. J1 still starts at 10. (FCFS: J2 at 15.)
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 2, 10, 10), job(1, 4, 5, 5), job(2, 1, 3, 3));
    assertArrayEquals(new long[] {0, 10, 2}, JobSets.starts(h));
  }

  @Test
  void theExtraNodesLetALongJobBackfill() {
    // 6 nodes. J0 (4 nodes, 10 s) runs 0..10 on nodes 0-3. J1 (4 nodes) waits: at the shadow time
    // 10, 2 + 4 = 6 nodes are free, 2 more than J1 needs: extra = 2. J2 (2 nodes, 100 s) ends long
    // after the shadow time but fits in the 2 extra nodes: it backfills at 2 on nodes 4-5, and J1
    // starts at 10 on nodes 0-3.
    ScheduleHistory h = JobSets.run(6, policy(), new FirstFreeAllocation(), job(0, 4, 10, 10), job(1, 4, 10, 10), job(2, 2, 100, 100));
    assertArrayEquals(new long[] {0, 10, 2}, JobSets.starts(h));
    assertArrayEquals(new int[] {4, 5}, JobSets.nodesOf(h, 2));
    assertArrayEquals(new int[] {0, 1, 2, 3}, JobSets.nodesOf(h, 1));
  }

  @Test
  void aJobThatWouldDelayTheHeadDoesNotBackfill() {
    // 4 nodes. J0 (2 nodes, 10 s). J1 (4 nodes) waits: shadow 10, extra 0. J2 (2 nodes, 20 s)
    // would end at 22 > 10 and there are no extra nodes: it waits. J1 runs 10..15, J2 15..35.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 2, 10, 10), job(1, 4, 5, 5), job(2, 2, 20, 20));
    assertArrayEquals(new long[] {0, 10, 15}, JobSets.starts(h));
  }

  @Test
  void theHeadStartsNoLaterThanItsShadowTimeWhenEstimatesAreTooLong() {
    // requested times are upper bounds: J0 asks 10 s and runs 4. The head J1 then starts at 4,
    // when J0 really ends, and the backfilled J2 (1 node, asks 6 s, runs 6) went at 1.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 3, 10, 4), job(1, 3, 5, 5), job(1, 1, 6, 6));
    assertArrayEquals(new long[] {0, 4, 1}, JobSets.starts(h));
  }

  @Test
  void aJobPastItsRequestedTimeIsKilledThere() {
    // 4 nodes. J0 (4 nodes) asks 5 s but would run 8: killed at 5, when J1 (4 nodes, 2 s) starts.
    // Without killing J0 runs its 8 s and J1 starts at 8.
    ScheduleHistory killed = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 4, 5, 8), job(1, 4, 2, 2));
    assertEquals(JobStatus.KILLED, killed.status(0));
    assertEquals(5, killed.end(0));
    assertEquals(JobStatus.COMPLETED, killed.status(1));
    assertArrayEquals(new long[] {0, 5}, JobSets.starts(killed));
    ScheduleHistory kept = JobSets.run(4, policy(), new FirstFreeAllocation(), false, job(0, 4, 5, 8), job(1, 4, 2, 2));
    assertEquals(JobStatus.COMPLETED, kept.status(0));
    assertEquals(8, kept.end(0));
    assertArrayEquals(new long[] {0, 8}, JobSets.starts(kept));
  }

  @Test
  void itSchedulesAsThePlainDepthOneReservationImplementation() {
    // the shadow-time formulation (with its incremental passes) against the plain oracle holding
    // one reservation, with jobs killed or outrunning their estimates and fragmented free nodes
    java.util.SplittableRandom r = new java.util.SplittableRandom(17);
    long[][] jobs = new long[150][];
    long t = 0;
    for (int i = 0; i < jobs.length; i++) {
      t += r.nextInt(0, 20);
      long run = r.nextInt(1, 200);
      jobs[i] = job(t, 1 + r.nextInt(12), i % 5 == 0 ? Math.max(1, run / 2) : run + r.nextInt(0, 200), run);
    }
    for (boolean kill : new boolean[] {true, false}) {
      for (AllocationPolicy allocation : new AllocationPolicy[] {new FirstFreeAllocation(), new ConsecutiveBlockAllocation()}) {
        assertArrayEquals(JobSets.starts(JobSets.run(16, new NaiveReservations(1), allocation, kill, jobs)),
            JobSets.starts(JobSets.run(16, policy(), allocation, kill, jobs)), "kill " + kill + ", " + allocation.getClass().getSimpleName());
      }
    }
  }

  @Test
  void aJobEndingExactlyAtItsRequestedTimeCompletes() {
    ScheduleHistory h = JobSets.run(2, policy(), new FirstFreeAllocation(), job(0, 2, 5, 5));
    assertEquals(JobStatus.COMPLETED, h.status(0));
    assertEquals(5, h.end(0));
  }
}
