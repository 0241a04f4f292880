package org.interflow.cli;

import java.util.List;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.io.catalog.PriorityCatalog;
import org.interflow.io.catalog.SchedulingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.topology.Topology;

/**
 * The {@code simulate} section of a run's configuration, read once and validated (each key is
 * documented in {@code application.conf}).
 *
 * @param dynamic what simulate shares with replay
 * @param jobs the job specs, as written ({@code simulate.jobs})
 * @param priority the priority policy between application and storage traffic
 * @param outputs which optional files to write
 * @param selection the scheduler's job selection spec ({@code simulate.scheduler.selection})
 * @param allocation its node allocation spec
 * @param mapping its task mapping spec
 */
record SimulateSettings(DynamicSettings dynamic, List<String> jobs, PriorityPolicy priority, OutputSettings outputs,
    String selection, String allocation, String mapping) {
  SimulateSettings {
    jobs = List.copyOf(jobs);
  }

  static SimulateSettings of(RunConfig c) {
    List<String> jobs = c.stringList("simulate.jobs");
    if (jobs.isEmpty()) throw new UserInputException("interflow.simulate.jobs: no jobs given; e.g. --job stencil2d");
    PriorityPolicy priority;
    try {
      priority = PriorityCatalog.create(c.string("simulate.priority"), c.real("simulate.application-share"));
    } catch (SpecException e) {
      throw new UserInputException("interflow.simulate.priority: " + e.getMessage());
    }
    DynamicSettings dynamic = DynamicSettings.of(c);
    SimulateSettings s = new SimulateSettings(dynamic, jobs, priority, OutputSettings.of(c),
        c.string("simulate.scheduler.selection"), c.string("simulate.scheduler.allocation"),
        c.string("simulate.scheduler.mapping"));
    s.check("selection", () -> SchedulingCatalog.selection(s.selection));
    s.check("mapping", () -> SchedulingCatalog.mapping(s.mapping, dynamic.seed()));
    return s;
  }

  /** The scheduler's policies on {@code topology} (which a topology-aware allocation reads). */
  JobPolicies jobPolicies(Topology topology) {
    long seed = dynamic.seed();
    check("allocation", () -> SchedulingCatalog.allocation(allocation, topology, 1, seed));
    return new JobPolicies(() -> SchedulingCatalog.selection(selection),
        () -> SchedulingCatalog.allocation(allocation, topology, 1, seed), () -> SchedulingCatalog.mapping(mapping, seed));
  }

  /** Builds one policy now, so that a bad spec is a one-line error naming its key. */
  private void check(String key, Runnable build) {
    try {
      build.run();
    } catch (SpecException e) {
      throw new UserInputException("interflow.simulate.scheduler." + key + ": " + e.getMessage());
    }
  }
}
