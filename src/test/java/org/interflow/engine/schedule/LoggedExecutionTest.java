package org.interflow.engine.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.catalog.SchedulingCatalog;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.SwfWorkload;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.io.workload.WorkloadRules;
import org.interflow.io.workload.SkippedJobs;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.units.TimeScale;
import org.junit.jupiter.api.Test;

/** The logged mode over the three real-log excerpts, under every selection and allocation policy. */
class LoggedExecutionTest {
  private static final List<Path> LOGS = List.of(Path.of("workloads/swf/ricc-2010-2-jobs-9001-11000.swf"),
      Path.of("workloads/swf/nasa-ipsc-1993-first-1000.swf"), Path.of("workloads/swf/lublin-256-first-1000.swf"));

  private static ScheduleHistory run(Workload w, String policy, String allocation) {
    BatchScheduler s = new BatchScheduler(w.machineNodes(), SchedulingCatalog.selection(policy),
        SchedulingCatalog.allocation(allocation, null, 1, 1), new LinearMapping(), true);
    return new LoggedExecution(TimeScale.NANOSECONDS).run(w, s, ScheduleProgress.NONE);
  }

  @Test
  void everyJobOfTheRealLogsRunsItsLoggedTimeOrIsKilledAtItsRequest() {
    for (Path log : LOGS) {
      Workload w = SwfWorkload.read(log, WorkloadRules.defaults());
      for (String policy : List.of("fcfs", "sjf", "easy", "conservative", "backfill:depth=0")) {
        for (String allocation : List.of("first-free", "consecutive", "random", "clustered")) {
          ScheduleHistory h = run(w, policy, allocation);
          for (WorkloadJob j : w.jobs()) {
            int id = j.id();
            assertTrue(h.ended(id), log + " " + policy + " " + allocation + ": job " + j.label() + " ran");
            long ran = h.end(id) - h.start(id);
            long expected = Math.min(j.runtime(), j.request().requested());
            assertEquals(expected, ran, log + " " + policy + " job " + j.label());
            assertEquals(j.runtime() > j.request().requested() ? JobStatus.KILLED : JobStatus.COMPLETED, h.status(id));
            assertTrue(h.start(id) >= j.request().submit());
          }
        }
      }
    }
  }

  @Test
  void progressReportsEndedJobsAndTheClock() {
    Workload w = SwfWorkload.read(LOGS.get(2), WorkloadRules.defaults());
    List<long[]> seen = new ArrayList<>();
    BatchScheduler s = new BatchScheduler(w.machineNodes(), SchedulingCatalog.selection("easy"), SchedulingCatalog.allocation("first-free",
        null, 1, 1), new LinearMapping(), true);
    new LoggedExecution(TimeScale.NANOSECONDS).run(w, s, (ended, now) -> seen.add(new long[] {ended, now}));
    long[] last = seen.get(seen.size() - 1);
    assertEquals(w.jobs().size(), last[0], "every job ended by the last report");
    for (int i = 1; i < seen.size(); i++) assertTrue(seen.get(i)[1] > seen.get(i - 1)[1], "one report per event time, in order");
  }

  @Test
  void aJobWithoutARuntimeCannotRunInLoggedMode() {
    WorkloadJob noRuntime = new WorkloadJob(new BatchJob(0, 0, 1, 10), "x", 1, -1, SwfStatus.UNKNOWN, null);
    Workload w = new Workload("test", List.of(noRuntime), 4, 1, true, SkippedJobs.NONE, 0);
    BatchScheduler s = new BatchScheduler(4, SchedulingCatalog.selection("fcfs"), SchedulingCatalog.allocation("first-free", null, 1, 1),
        new LinearMapping(), true);
    assertThrows(IllegalArgumentException.class, () -> new LoggedExecution(TimeScale.NANOSECONDS).run(w, s, ScheduleProgress.NONE));
  }
}
