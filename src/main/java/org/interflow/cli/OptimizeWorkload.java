package org.interflow.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.DirectSimulation;
import org.interflow.engine.dynamic.FlowTable;
import org.interflow.engine.dynamic.JobSpec;
import org.interflow.engine.dynamic.LinkRecording;
import org.interflow.engine.dynamic.SimulationResult;
import org.interflow.engine.dynamic.SimulationSpec;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;

/**
 * A dynamic-engine workload that {@code optimize} runs on candidate designs: the jobs, bandwidth
 * model, priority policy, routing, link parameters and seed of a simulate run file (or of the
 * problem file, for a bare job spec). {@link #seconds} is the simulated objective; {@link #run}
 * also serves {@code --evaluate}. Always the direct runtime ({@link DirectSimulation}): one thread
 * per simulation, deterministic, and several simulations may run at once on different topologies.
 *
 * @param description what was given (file or job spec), for logs and fingerprints
 * @param jobs job specs, as {@code interflow.simulate.jobs}
 * @param sharing bandwidth model name
 * @param policy priority policy
 * @param routing routing name for the simulated objective ({@code default} = the family's)
 * @param links link capacity and latency of the designs' networks
 * @param seed seed of the jobs and routing tie-breaks
 */
record OptimizeWorkload(String description, List<String> jobs, String sharing, PriorityPolicy policy, String routing,
    LinkParams links, long seed) {
  /** Execution time reported for a design on which some flow finds no route (a disconnected network). */
  static final double UNROUTABLE_SECONDS = 1e6;

  OptimizeWorkload {
    jobs = List.copyOf(jobs);
  }

  /**
   * The workload named by {@code optimize.objectives.simulated.workload}: a run file (tried from
   * the working directory, then beside the problem file) or a job spec run with {@code problem}'s
   * own simulate and link settings.
   */
  static OptimizeWorkload read(String workload, RunConfig problem, Path problemFile) {
    Path file = Path.of(workload);
    if (!Files.isRegularFile(file) && problemFile != null && problemFile.toAbsolutePath().getParent() != null) {
      file = problemFile.toAbsolutePath().getParent().resolve(workload);
    }
    if (Files.isRegularFile(file)) return of(file.toString(), RunConfig.load(file, List.of()));
    if (workload.endsWith(".conf")) {
      throw new UserInputException("interflow.optimize.objectives.simulated.workload: run file '" + workload
          + "' not found (expected a simulate run file or a job spec such as phased:pattern=alltoall,bytes=64KiB)");
    }
    OptimizeWorkload base = of(workload, problem);
    return new OptimizeWorkload(workload, List.of(workload), base.sharing, base.policy, base.routing, base.links, base.seed);
  }

  /** The workload of a run configuration (its simulate.jobs, sharing, priority, routing, link and seed). */
  static OptimizeWorkload of(String description, RunConfig config) {
    List<String> jobs = config.stringList("simulate.jobs");
    if (jobs.isEmpty()) throw new UserInputException(description + ": interflow.simulate.jobs is empty; the workload needs a job");
    String sharing = config.string("simulate.sharing");
    SharingCatalog.factory(sharing, null, PriorityPolicy.NONE); // fails early on an unknown name
    return new OptimizeWorkload(description, jobs, sharing, SimulateCommand.priorityPolicy(config), config.string("routing"),
        config.linkParams(), config.longValue("seed"));
  }

  /** The makespan of the workload on {@code topology} with {@link #routing}, or {@link #UNROUTABLE_SECONDS}. */
  double seconds(Topology topology) {
    SimulationResult r = run(topology, routing);
    return r.undeliverable() > 0 ? UNROUTABLE_SECONDS : r.makespanSeconds();
  }

  /** Simulates the workload on {@code topology} with routing {@code routingName}. */
  SimulationResult run(Topology topology, String routingName) {
    RoutingAlgorithm routingAlgorithm = RoutingCatalog.create(routingName, topology, FailureSet.NONE, seed);
    List<JobSpec> specs = new ArrayList<>();
    for (String text : jobs) {
      ApplicationCatalog.Job job = ApplicationCatalog.job(text, topology, seed);
      specs.add(new JobSpec(job.application(), job.arrivalPs()));
    }
    specs.sort(Comparator.comparingLong(JobSpec::arrivalPs));
    Supplier<BandwidthSharing> model = SharingCatalog.factory(sharing, topology, policy);
    Supplier<FlowTable> flows = () -> new FlowTable(topology, routingAlgorithm, model.get(), LinkRecording.OFF);
    try {
      return DirectSimulation.run(new SimulationSpec(topology, FailureSet.NONE, routingAlgorithm, flows, specs, seed));
    } catch (IllegalArgumentException e) {
      throw new UserInputException(description + ": " + e.getMessage());
    }
  }
}
