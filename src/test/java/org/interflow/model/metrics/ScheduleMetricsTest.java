package org.interflow.model.metrics;

import static org.interflow.model.scheduler.JobSets.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.interflow.model.scheduler.EasyBackfilling;
import org.interflow.model.scheduler.FirstFreeAllocation;
import org.interflow.model.scheduler.JobSets;
import org.interflow.model.scheduler.ScheduleHistory;
import org.junit.jupiter.api.Test;

class ScheduleMetricsTest {
  private static final double TOLERANCE = 1e-12;

  @Test
  void figuresOfAHandWorkedSchedule() {
    // 4 nodes, EASY, times in seconds: J0 (2 nodes) submitted 0, runs 0..10; J1 (4 nodes)
    // submitted 1, runs 10..15; J2 (1 node) submitted 2, backfilled 2..5.
    // waits 0, 9, 0 -> mean 3; turnarounds 10, 14, 3 -> mean 9; slowdowns 1, 14/5, 1 -> mean 1.6;
    // bounded (tau 10): 1, 14/10, max(1, 3/10) = 1 -> mean 3.4/3; busy node-seconds 2*10 + 4*5 +
    // 1*3 = 43 over 4 nodes * 15 s -> 43/60; 3 jobs in 15 s -> 720 per hour; one job queued over
    // [1, 10): 9/15 on average, 1 at most.
    ScheduleHistory h = JobSets.run(4, new EasyBackfilling(), new FirstFreeAllocation(), job(0, 2, 10, 10), job(1, 4, 5, 5),
        job(2, 1, 3, 3));
    ScheduleMetrics m = ScheduleMetrics.of(h, JobSets.SECONDS, 10);
    assertEquals(3, m.jobs());
    assertEquals(0, m.killed());
    assertEquals(15, m.makespanSeconds(), TOLERANCE);
    assertEquals(3, m.meanWaitSeconds(), TOLERANCE);
    assertEquals(9, m.maxWaitSeconds(), TOLERANCE);
    assertEquals(9, m.meanTurnaroundSeconds(), TOLERANCE);
    assertEquals(1.6, m.meanSlowdown(), TOLERANCE);
    assertEquals(3.4 / 3, m.meanBoundedSlowdown(), TOLERANCE);
    assertEquals(43.0 / 60, m.utilisation(), TOLERANCE);
    assertEquals(720, m.throughputJobsPerHour(), TOLERANCE);
    assertEquals(0.6, m.meanQueuedJobs(), TOLERANCE);
    assertEquals(1, m.maxQueuedJobs());
  }

  @Test
  void boundedSlowdownNeverGoesBelowOne() {
    assertEquals(1.0, ScheduleMetrics.boundedSlowdown(0, 1, 10), TOLERANCE);
    assertEquals(3.0, ScheduleMetrics.boundedSlowdown(20, 10, 10), TOLERANCE);
    assertEquals(3.0, ScheduleMetrics.slowdown(20, 10), TOLERANCE);
  }

  @Test
  void aRunWithoutJobsHasZeroFigures() {
    ScheduleHistory empty = JobSets.run(4, new EasyBackfilling(), new FirstFreeAllocation());
    assertEquals(0, ScheduleMetrics.of(empty, JobSets.SECONDS, 10).jobs());
  }
}
