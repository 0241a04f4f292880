package org.interflow.optimize.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;
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
 * problem file, for a bare job spec), read by the command line. {@link #seconds} is the simulated
 * objective; {@link #run} also serves {@code --evaluate}. This is the optimizer's only call into the
 * dynamic engine: the direct runtime ({@link DirectSimulation}), one thread per simulation,
 * deterministic, so several simulations may run at once on different topologies.
 *
 * @param description what was given (file or job spec), for logs and fingerprints
 * @param jobs job specs, as {@code interflow.simulate.jobs} (at least one)
 * @param sharing bandwidth model name
 * @param policy priority policy
 * @param routing routing name for the simulated objective ({@code default} = the family's)
 * @param links link capacity and latency of the designs' networks
 * @param seed seed of the jobs and routing tie-breaks
 */
public record SimulatedWorkload(String description, List<String> jobs, String sharing, PriorityPolicy policy, String routing,
    LinkParams links, long seed) {
  /** Execution time reported for a design on which some flow finds no route (a disconnected network). */
  public static final double UNROUTABLE_SECONDS = 1e6;

  /** @throws IllegalArgumentException if there is no job or the bandwidth model is unknown */
  public SimulatedWorkload {
    jobs = List.copyOf(jobs);
    if (jobs.isEmpty()) throw new IllegalArgumentException(description + ": interflow.simulate.jobs is empty; the workload needs a job");
    SharingCatalog.factory(sharing, null, PriorityPolicy.NONE); // fails early on an unknown name
  }

  /** The same settings running the single job spec {@code job} (described by itself). */
  public SimulatedWorkload withJob(String job) {
    return new SimulatedWorkload(job, List.of(job), sharing, policy, routing, links, seed);
  }

  /** The same workload with another seed (jobs and routing tie-breaks). */
  public SimulatedWorkload withSeed(long value) {
    return new SimulatedWorkload(description, jobs, sharing, policy, routing, links, value);
  }

  /** What the workload is, for checkpoint fingerprints: every field that changes a simulated time. */
  public String fingerprint() {
    return description + " " + jobs + " " + sharing + " " + routing + " " + links;
  }

  /** The makespan of the workload on {@code topology} with {@link #routing}, or {@link #UNROUTABLE_SECONDS}. */
  public double seconds(Topology topology) {
    SimulationResult r = run(topology, routing);
    return r.undeliverable() > 0 ? UNROUTABLE_SECONDS : r.makespanSeconds();
  }

  /**
   * Simulates the workload on {@code topology} with routing {@code routingName}.
   *
   * @throws IllegalArgumentException naming the workload if a job does not fit the topology
   */
  public SimulationResult run(Topology topology, String routingName) {
    RoutingAlgorithm routingAlgorithm = RoutingCatalog.create(routingName, topology, FailureSet.NONE, seed);
    List<JobSpec> specs = new ArrayList<>();
    for (String text : jobs) {
      ApplicationCatalog.Job job = ApplicationCatalog.jobWithoutStorage(text, topology, seed);
      specs.add(new JobSpec(job.application(), job.arrivalPs()));
    }
    specs.sort(Comparator.comparingLong(JobSpec::arrivalPs));
    Supplier<BandwidthSharing> model = SharingCatalog.factory(sharing, topology, policy);
    Supplier<FlowTable> flows = () -> new FlowTable(topology, routingAlgorithm, model.get(), LinkRecording.OFF);
    try {
      return DirectSimulation.run(new SimulationSpec(topology, FailureSet.NONE, routingAlgorithm, flows, specs, seed));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(description + ": " + e.getMessage(), e);
    }
  }
}
