package org.interflow.engine.dynamic.runner;

import java.util.List;
import org.interflow.engine.dynamic.flows.FixedDelayFlowModel;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;

/** Small runs on a star network with the fixed-delay test flow model, shared by the runner tests. */
public final class Scenarios {
  private Scenarios() {}

  /** A run of {@code jobs} on a star of {@code servers} servers; every flow takes {@code latencyPs + bytes * psPerByte}. */
  public static SimulationSpec star(int servers, FailureSet failures, long latencyPs, long psPerByte, long seed,
      List<JobSpec> jobs) {
    Topology star = StarBuilder.build(new StarSpec(servers), LinkParams.DEFAULT);
    StarRouting routing = new StarRouting(star, failures);
    return new SimulationSpec(star, failures, routing, () -> new FixedDelayFlowModel(routing, latencyPs, psPerByte), jobs,
        seed);
  }

  /** As {@link #star(int, FailureSet, long, long, long, List)} on an intact network with seed 1. */
  public static SimulationSpec star(int servers, long latencyPs, long psPerByte, JobSpec... jobs) {
    return star(servers, FailureSet.NONE, latencyPs, psPerByte, 1, List.of(jobs));
  }
}
