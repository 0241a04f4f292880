package org.interflow.engine.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.io.workload.SkippedJobs;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.units.TimeScale;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.mpi.MpiModel;
import org.junit.jupiter.api.Test;

/** The network mode's clock: rebasing a window to picoseconds and refusing one that could pass the horizon. */
class NetworkScheduleRunTest {
  private static final long NS_PER_DAY = 86_400L * 1_000_000_000L;

  /** Jobs numbered 1.. submitted at {@code submitNs[i]}, each asking {@code requestedNs[i]}, logged runtime 1 s. */
  private static Workload workload(long[] submitNs, long[] requestedNs) {
    List<WorkloadJob> jobs = new ArrayList<>();
    for (int i = 0; i < submitNs.length; i++) {
      jobs.add(new WorkloadJob(new BatchJob(i, submitNs[i], 2, requestedNs[i]), Integer.toString(i + 1), 2, 1_000_000_000L,
          SwfStatus.COMPLETED, null));
    }
    return new Workload("w.swf", jobs, 8, 1, true, SkippedJobs.NONE, 0);
  }

  @Test
  void aWindowIsRebasedToItsFirstSubmissionInPicoseconds() {
    // submissions at 5094 s and 5170 s, asking 2 s and 10 s: on the engine's clock 0 and 76 s
    Workload w = NetworkScheduleRun.rebased(workload(new long[] {5_094_000_000_000L, 5_170_000_000_000L},
        new long[] {2_000_000_000L, 10_000_000_000L}), TimeScale.NANOSECONDS);
    assertEquals(List.of(0L, 76_000_000_000_000L), w.jobs().stream().map(j -> j.request().submit()).toList());
    assertEquals(List.of(2_000_000_000_000L, 10_000_000_000_000L), w.jobs().stream().map(j -> j.request().requested()).toList());
    assertEquals(1_000_000_000_000L, w.jobs().get(0).runtime());
  }

  @Test
  void aWindowThatCouldPassTheHorizonIsRefusedWithAWindowThatFits() {
    // three jobs at 0 asking 50 days each: 50, then 100 days fit under 106.7; the third makes 150
    long fifty = 50 * NS_PER_DAY;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NetworkScheduleRun.rebased(
        workload(new long[] {0, 0, 0}, new long[] {fifty, fifty, fifty}), TimeScale.NANOSECONDS));
    assertEquals("the network mode counts picoseconds and reaches at most 106.7 days; these 3 jobs could run 150.0 days"
        + " (submission span plus every requested time): take fewer with --jobs A-B, e.g. --jobs 1-2", e.getMessage());
    // the span counts too: 2 jobs of 50 days, the second submitted 10 days later, make 110 days
    assertThrows(IllegalArgumentException.class, () -> NetworkScheduleRun.rebased(
        workload(new long[] {0, 10 * NS_PER_DAY}, new long[] {fifty, fifty}), TimeScale.NANOSECONDS));
    assertEquals(2, NetworkScheduleRun.rebased(workload(new long[] {0, 6 * NS_PER_DAY}, new long[] {fifty, fifty}),
        TimeScale.NANOSECONDS).jobs().size());
  }

  @Test
  void aJobAloneOnFixedServersRunsItsProgramThere() {
    // a one-node log job computing its whole logged runtime (fraction 1, one step): 3 s alone on server 1
    Topology star = StarBuilder.build(new StarSpec(2), LinkParams.DEFAULT);
    StarRouting routing = new StarRouting(star, FailureSet.NONE);
    NetworkScheduleRun run = new NetworkScheduleRun(new NetworkScheduleRun.Network(star, FailureSet.NONE, routing,
        () -> new FlowTable(star, routing, new MaxMinSharing(star, PriorityPolicy.NONE)), false),
        new JobPrograms(star, 1, MpiModel.defaults(), new JobPrograms.LogJobRule("stencil2d:iterations={steps},compute={compute}", 1, 1.0)),
        (spec, threads) -> DirectSimulation.run(spec), 1, 1);
    WorkloadJob job = new WorkloadJob(new BatchJob(0, 0, 1, 10_000_000_000_000L), "7", 1, 3_000_000_000_000L, SwfStatus.COMPLETED, null);
    SimulationResult r = run.run(run.alone(job, new int[] {1}));
    assertEquals(List.of(0L, 3_000_000_000_000L, 1L), List.of(r.jobs().get(0).startPs(), r.jobs().get(0).finishPs(),
        (long) r.jobs().get(0).firstServer()));
  }
}
