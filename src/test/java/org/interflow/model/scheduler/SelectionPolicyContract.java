package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What every job selection policy must satisfy, checked on seeded random job sets run through the
 * logged execution: every job starts, none before its submission, the machine is never
 * overcommitted, an idle machine never keeps a job that fits it waiting, and the same jobs give
 * the same schedule. Each policy's test extends this with hand-worked job sets.
 */
public abstract class SelectionPolicyContract {
  /** A fresh policy (policies keep state between calls). */
  protected abstract SelectionPolicy policy();

  /** 300 jobs of 1-16 nodes on 16 nodes, with requested times 1-2x the runtime or below it (killed). */
  private static long[][] randomJobs(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    long[][] jobs = new long[300][];
    long t = 0;
    for (int i = 0; i < jobs.length; i++) {
      t += r.nextInt(0, 40);
      long run = r.nextInt(1, 200);
      long requested = r.nextInt(10) == 0 ? Math.max(1, run / 2) : run + r.nextInt(0, (int) run + 1);
      jobs[i] = JobSets.job(t, 1 + (r.nextInt(4) == 0 ? r.nextInt(16) : r.nextInt(4)), requested, run);
    }
    return jobs;
  }

  @Test
  void everyJobStartsAfterItsSubmissionAndTheMachineIsNeverOvercommitted() {
    for (long seed = 1; seed <= 3; seed++) {
      long[][] jobs = randomJobs(seed);
      ScheduleHistory h = JobSets.run(16, policy(), new FirstFreeAllocation(), jobs);
      assertEquals(jobs.length, h.jobs());
      for (int j = 0; j < jobs.length; j++) {
        assertTrue(h.ended(j), "job " + j + " ended");
        assertTrue(h.start(j) >= jobs[j][0], "job " + j + " starts after its submission");
        long ran = h.end(j) - h.start(j);
        assertEquals(Math.min(jobs[j][3], jobs[j][2]), ran, "job " + j + " runs its runtime, or until killed at its request");
      }
      for (int i = 0; i < h.samples(); i++) assertTrue(h.busyNodes(i) <= 16);
    }
  }

  @Test
  void anIdleMachineNeverKeepsAJobWaiting() {
    // whenever no job runs after an event time, the queue must be empty: any single job fits 16 nodes
    ScheduleHistory h = JobSets.run(16, policy(), new FirstFreeAllocation(), randomJobs(7));
    for (int i = 0; i < h.samples(); i++) {
      if (h.runningJobs(i) == 0) assertEquals(0, h.queuedJobs(i), "queue at sample " + i);
    }
  }

  @Test
  void theSameJobsGiveTheSameSchedule() {
    long[][] jobs = randomJobs(11);
    assertArrayEquals(JobSets.starts(JobSets.run(16, policy(), new FirstFreeAllocation(), jobs)),
        JobSets.starts(JobSets.run(16, policy(), new FirstFreeAllocation(), jobs)));
  }
}
