package org.interflow.engine.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.io.catalog.SchedulingCatalog;
import org.interflow.io.workload.SkippedJobs;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.units.TimeScale;
import org.junit.jupiter.api.Test;

/**
 * What every execution mode of {@link ScheduleExecutions} must do, checked on one small log of
 * one-node jobs whose network program only computes (the log-job rule with compute fraction 1 and
 * no messages), so that each job runs exactly its logged runtime in every mode: every job ends,
 * none starts before its submission or runs past its requested time, and every mode gives the
 * logged mode's schedule (the network mode on its own clock: picoseconds from the first submission).
 */
class ScheduleExecutionsTest {
  private static final long S = 1_000_000_000L;  // ns

  /** 10 one-node jobs on 2 nodes, submitted at 10 s + 0, 1, ... s; job 4 asks less than it runs, others more. */
  private static Workload workload() {
    long[] runtime = {5, 3, 4, 6, 2, 1, 7, 1, 2, 3};
    long[] requested = {5, 4, 4, 3, 10, 1, 9, 8, 2, 6};
    List<WorkloadJob> jobs = new ArrayList<>();
    for (int i = 0; i < runtime.length; i++) {
      jobs.add(new WorkloadJob(new BatchJob(i, (10 + i) * S, 1, requested[i] * S), Integer.toString(i + 1), 1, runtime[i] * S,
          SwfStatus.COMPLETED, null));
    }
    return new Workload("contract.swf", jobs, 2, 1, true, SkippedJobs.NONE, 0);
  }

  private static NetworkScheduleRun network() {
    Topology star = StarBuilder.build(new StarSpec(2), LinkParams.DEFAULT);
    StarRouting routing = new StarRouting(star, FailureSet.NONE);
    return new NetworkScheduleRun(new NetworkScheduleRun.Network(star, FailureSet.NONE, routing,
        () -> new FlowTable(star, routing, new MaxMinSharing(star, PriorityPolicy.NONE)), false),
        new JobPrograms(star, 1, MpiModel.defaults(), new JobPrograms.LogJobRule("stencil2d:iterations={steps},compute={compute},bytes=0B", 1, 1.0)),
        (spec, threads) -> DirectSimulation.run(spec), 1, 1);
  }

  @Test
  void everyModeRunsEveryJobWithinItsRequestedTimeAndAgreesWithTheLoggedSchedule() {
    Workload w = workload();
    Set<String> names = new HashSet<>();
    for (ScheduleExecutions.Entry mode : ScheduleExecutions.modes()) {
      assertTrue(names.add(mode.name()), "unique name " + mode.name());
      assertFalse(mode.description().isBlank());
    }
    for (String policy : List.of("fcfs", "sjf", "easy", "conservative", "backfill:depth=2")) {
      for (String allocation : List.of("first-free", "consecutive", "random", "clustered")) {
        check(w, new SchedulePolicies(() -> SchedulingCatalog.selection(policy),
            units -> SchedulingCatalog.allocation(allocation, null, units, 1), LinearMapping::new, true), policy + " " + allocation);
      }
    }
  }

  private static void check(Workload w, SchedulePolicies policies, String what) {
    ScheduleHistory logged = new LoggedExecution(TimeScale.NANOSECONDS).run(w, policies, ScheduleProgress.NONE).history();
    for (ScheduleExecutions.Entry mode : ScheduleExecutions.modes()) {
      ScheduleOutcome out = mode.create().apply(new ScheduleExecutions.Context(TimeScale.NANOSECONDS, ScheduleExecutionsTest::network))
          .run(w, policies, ScheduleProgress.NONE);
      ScheduleHistory h = out.history();
      long origin = out.workload().jobs().get(0).request().submit();
      long ticksPerNs = TimeScale.NANOSECONDS.picosPerTick() / out.scale().picosPerTick();
      for (WorkloadJob job : out.workload().jobs()) {
        int id = job.id();
        assertTrue(h.ended(id), mode.name() + ": job " + job.label() + " ended");
        assertTrue(h.start(id) >= h.submit(id));
        assertTrue(h.end(id) - h.start(id) <= job.request().requested());
        // the logged schedule, on this mode's clock
        long shift = 10 * S * ticksPerNs - origin;
        assertEquals(List.of(logged.start(id) * ticksPerNs - shift, logged.end(id) * ticksPerNs - shift, (long) logged.status(id).ordinal()),
            List.of(h.start(id), h.end(id), (long) h.status(id).ordinal()), mode.name() + " " + what + ": job " + job.label());
      }
      // job 4 runs 6 s but asks 3: killed in every mode
      assertEquals(JobStatus.KILLED, h.status(3), mode.name() + " " + what);
    }
  }
}
