package org.interflow.model.scheduler;

import static org.interflow.model.scheduler.JobSets.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Conservative backfilling (every queued job reserved), and the depth knob that spans FCFS-like first fit to it. */
class ReservationBackfillingTest extends SelectionPolicyContract {
  @Override
  protected SelectionPolicy policy() { return new ReservationBackfilling(ReservationBackfilling.ALL); }

  /**
   * 6 nodes, requested = runtime everywhere. J0 (4 nodes, 10 s) runs 0..10. J1 (4 nodes, 10 s)
   * reserved at 10 (shadow 10, extra 6 - 4 = 2). J2 (6 nodes, 10 s) reserved after J1: at 20.
   * J3 (2 nodes, 30 s) arrives at 3.
   */
  private static final long[][] CONSERVATIVE_REFUSES = {job(0, 4, 10, 10), job(1, 4, 10, 10), job(2, 6, 10, 10), job(3, 2, 30, 30)};

  @Test
  void conservativeRefusesABackfillThatEasyAllows() {
    // EASY: J3 fits the 2 extra nodes of the head J1 and starts at 3, running to 33; J1 starts at
    // 10 as promised, but J2 (all 6 nodes) must then wait for J3: 33.
    assertArrayEquals(new long[] {0, 10, 33, 3},
        JobSets.starts(JobSets.run(6, new EasyBackfilling(), new FirstFreeAllocation(), CONSERVATIVE_REFUSES)));
    // conservative: J3 would take 2 nodes over [3, 33), through J2's reservation [20, 30) when no
    // node is free: refused; its own reservation is the first 30 s with 2 free nodes, from 30.
    assertArrayEquals(new long[] {0, 10, 20, 30},
        JobSets.starts(JobSets.run(6, policy(), new FirstFreeAllocation(), CONSERVATIVE_REFUSES)));
  }

  @Test
  void aBackfillThatDelaysNoReservationIsTaken() {
    // as above, with J3 asking only 7 s: [3, 10) uses the 2 nodes J0 leaves free before J1's
    // reservation: it starts at 3 under conservative backfilling too.
    long[][] jobs = CONSERVATIVE_REFUSES.clone();
    jobs[3] = job(3, 2, 7, 7);
    assertArrayEquals(new long[] {0, 10, 20, 3}, JobSets.starts(JobSets.run(6, policy(), new FirstFreeAllocation(), jobs)));
  }

  @Test
  void reservationsMoveEarlierWhenAJobEndsBeforeItsEstimate() {
    // 4 nodes. J0 (4 nodes) asks 10 s, runs 2. J1 (2 nodes, 5 s) and J2 (4 nodes, 5 s) are reserved
    // at 10 and 15. At 2 J0 ends: compression re-plans J1 at 2 (it starts) and J2 at 7.
    ScheduleHistory h = JobSets.run(4, policy(), new FirstFreeAllocation(), job(0, 4, 10, 2), job(1, 2, 5, 5), job(1, 4, 5, 5));
    assertArrayEquals(new long[] {0, 2, 7}, JobSets.starts(h));
  }

  @Test
  void depthOneSchedulesExactlyAsEasy() {
    // the same schedule as Mu'alem and Feitelson's shadow-time formulation, on random job sets
    for (long seed = 1; seed <= 4; seed++) {
      long[][] jobs = random(seed);
      assertArrayEquals(JobSets.starts(JobSets.run(16, new EasyBackfilling(), new FirstFreeAllocation(), jobs)),
          JobSets.starts(JobSets.run(16, new ReservationBackfilling(1), new FirstFreeAllocation(), jobs)), "seed " + seed);
    }
  }

  @Test
  void everyDepthSchedulesAsAPlainSecondImplementation() {
    // the kept plan, the incremental passes and the compression without moving unmoved jobs give
    // the schedule of a plain re-summing oracle, estimates often too long (jobs end early)
    for (int depth : new int[] {0, 1, 2, 5, ReservationBackfilling.ALL}) {
      for (long seed = 1; seed <= 3; seed++) {
        long[][] some = java.util.Arrays.copyOf(random(seed), 120);
        assertArrayEquals(JobSets.starts(JobSets.run(16, new NaiveReservations(depth), new FirstFreeAllocation(), some)),
            JobSets.starts(JobSets.run(16, new ReservationBackfilling(depth), new FirstFreeAllocation(), some)),
            "depth " + depth + ", seed " + seed);
      }
    }
  }

  @Test
  void overrunsAndFragmentationAreReplannedAsThePlainImplementationDoes() {
    // every fifth job runs twice its request: killed (kill on), or running past its estimate (kill
    // off); under consecutive allocation reserved jobs may find no block at their time
    for (boolean kill : new boolean[] {true, false}) {
      for (int depth : new int[] {1, ReservationBackfilling.ALL}) {
        long[][] jobs = java.util.Arrays.copyOf(random(9), 100);
        for (int i = 0; i < jobs.length; i += 5) jobs[i] = job(jobs[i][0], jobs[i][1], Math.max(1, jobs[i][3] / 2), jobs[i][3]);
        assertArrayEquals(JobSets.starts(JobSets.run(16, new NaiveReservations(depth), new ConsecutiveBlockAllocation(), kill, jobs)),
            JobSets.starts(JobSets.run(16, new ReservationBackfilling(depth), new ConsecutiveBlockAllocation(), kill, jobs)),
            "kill " + kill + ", depth " + depth);
      }
    }
  }

  @Test
  void depthZeroLetsSmallJobsOvertakeAWideOneIndefinitely() {
    // 4 nodes. J0 (2 nodes, 10 s) runs 0..10; the wide J1 (4 nodes) waits. With no reservation,
    // J2 (2 nodes, 20 s) takes the free nodes at 2 and J1 waits until 22. EASY protects J1: it
    // starts at 10 and J2 after it, at 15.
    long[][] jobs = {job(0, 2, 10, 10), job(1, 4, 5, 5), job(2, 2, 20, 20)};
    assertArrayEquals(new long[] {0, 22, 2}, JobSets.starts(JobSets.run(4, new ReservationBackfilling(0), new FirstFreeAllocation(), jobs)));
    assertArrayEquals(new long[] {0, 10, 15}, JobSets.starts(JobSets.run(4, new ReservationBackfilling(1), new FirstFreeAllocation(), jobs)));
  }

  @Test
  void aNegativeDepthIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ReservationBackfilling(-1));
  }

  private static long[][] random(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    long[][] jobs = new long[400][];
    long t = 0;
    for (int i = 0; i < jobs.length; i++) {
      t += r.nextInt(0, 30);
      long run = r.nextInt(1, 300);
      jobs[i] = job(t, 1 + r.nextInt(16), run + r.nextInt(0, 300), run);
    }
    return jobs;
  }
}
