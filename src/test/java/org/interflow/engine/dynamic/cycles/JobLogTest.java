package org.interflow.engine.dynamic.cycles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.TaskInterval.State;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.junit.jupiter.api.Test;

/** Arrivals in order, job outcomes and the spans' sort, worked out by hand. */
class JobLogTest {
  private static List<JobSpec> jobs() {
    // job 0 (2 tasks) and job 1 (2 tasks) arrive at 0, job 2 (2 tasks) at 10
    return List.of(new JobSpec(SmallApplications.pingPong(1, 8), 0), new JobSpec(SmallApplications.pingPong(1, 8), 0),
        new JobSpec(SmallApplications.pingPong(1, 8), 10));
  }

  @Test
  void arrivalsAreTakenInOrderUpToNow() {
    JobLog log = new JobLog(jobs(), true);
    List<Integer> arrived = new ArrayList<>();
    log.takeArrivals(0, arrived);
    assertEquals(List.of(0, 1), arrived);
    assertEquals(10, log.nextArrivalPs());
    log.takeArrivals(9, arrived);
    assertEquals(2, arrived.size());
    log.takeArrivals(10, arrived);
    assertEquals(List.of(0, 1, 2), arrived);
    assertEquals(Long.MAX_VALUE, log.nextArrivalPs());
  }

  @Test
  void outcomesSayWhenAndWhereEachJobRan() {
    // job 1 starts at 3 on servers 4..5 and ends at 9; job 0 never starts (-1 everywhere)
    JobLog log = new JobLog(jobs(), true);
    log.started(new Placement(1, 4, 2), 3);
    log.finished(1, 9);
    assertEquals(new JobOutcome(1, "pingpong", 2, new Placement(1, 4, 2), 0, 3, 9), log.outcomes().get(1));
    assertEquals(new JobOutcome(0, "pingpong", 2, null, 0, -1, -1), log.outcomes().get(0));
  }

  @Test
  void spansComeOutByJobTaskAndStart() {
    // reported as they end: (1,0)[0,5), (0,1)[0,2), (0,1)[2,7), (0,0)[1,3) -> sorted by job, task
    JobLog log = new JobLog(jobs(), true);
    TaskInterval a = new TaskInterval(1, 0, 4, State.COMPUTE, 0, 5);
    TaskInterval b = new TaskInterval(0, 1, 1, State.COMPUTE, 0, 2);
    TaskInterval c = new TaskInterval(0, 1, 1, State.COMMUNICATE, 2, 7);
    TaskInterval d = new TaskInterval(0, 0, 0, State.COMPUTE, 1, 3);
    log.addIntervals(List.of(a, b));
    log.addIntervals(List.of(c, d));
    assertEquals(List.of(d, b, c, a), log.sortedIntervals());
    // a task's spans out of start order fall back to the comparison sort: same order
    TaskInterval early = new TaskInterval(0, 0, 0, State.COMMUNICATE, 0, 1);
    log.addIntervals(List.of(early));
    assertEquals(List.of(early, d, b, c, a), log.sortedIntervals());
  }

  @Test
  void withoutRecordingNoSpanIsKept() {
    JobLog log = new JobLog(jobs(), false);
    log.addIntervals(List.of(new TaskInterval(0, 0, 0, State.COMPUTE, 0, 5)));
    assertEquals(List.of(), log.sortedIntervals());
  }
}
