package org.interflow.engine.dynamic.runner;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;

/**
 * Everything one dynamic run needs. The flow model comes from a factory because it is mutable and
 * each run (direct or on actors) must own a fresh one; it should route with {@code routing} over
 * {@code topology} degraded by {@code failures}.
 *
 * @param jobs jobs in arrival order (job index = list index); arrival times must not decrease
 * @param seed run seed; each task's random stream is derived from it, its job and its task
 * @param localThroughNetwork whether a message between two tasks on the same server goes through
 *     the network (out on the server's first link and back, SimGrid's same-host rule) instead of
 *     being delivered at once
 * @param recordIntervals whether the result lists every task's compute/communicate spans ({@link
 *     SimulationResult#intervals()}); off, the list is empty and a run saves their memory and the
 *     end-of-run sort (a trace replay keeps its own per-rank state spans). Nothing else changes.
 * @param jobPolicies how the scheduler selects, allocates and maps the jobs that do not name their servers
 * @param machineServers the scheduler's machine: servers 0 .. machineServers-1 of the topology
 *     (all of them, unless the network has other endpoints, such as storage devices, that run no
 *     placed task)
 */
public record SimulationSpec(Topology topology, FailureSet failures, RoutingAlgorithm routing,
    Supplier<? extends FlowModel> flowModel, List<JobSpec> jobs, long seed, boolean localThroughNetwork,
    boolean recordIntervals, JobPolicies jobPolicies, int machineServers) {
  /** A run whose scheduler's machine is every server of the topology. */
  public SimulationSpec(Topology topology, FailureSet failures, RoutingAlgorithm routing,
      Supplier<? extends FlowModel> flowModel, List<JobSpec> jobs, long seed, boolean localThroughNetwork,
      boolean recordIntervals, JobPolicies jobPolicies) {
    this(topology, failures, routing, flowModel, jobs, seed, localThroughNetwork, recordIntervals, jobPolicies, topology.servers());
  }

  /** A run under the default scheduling policies ({@link JobPolicies#defaults()}). */
  public SimulationSpec(Topology topology, FailureSet failures, RoutingAlgorithm routing,
      Supplier<? extends FlowModel> flowModel, List<JobSpec> jobs, long seed, boolean localThroughNetwork,
      boolean recordIntervals) {
    this(topology, failures, routing, flowModel, jobs, seed, localThroughNetwork, recordIntervals, JobPolicies.defaults());
  }

  /** A run that delivers same-server messages at once. */
  public SimulationSpec(Topology topology, FailureSet failures, RoutingAlgorithm routing,
      Supplier<? extends FlowModel> flowModel, List<JobSpec> jobs, long seed) {
    this(topology, failures, routing, flowModel, jobs, seed, false, true);
  }

  /** A run that records task intervals, with {@code localThroughNetwork} as given. */
  public SimulationSpec(Topology topology, FailureSet failures, RoutingAlgorithm routing,
      Supplier<? extends FlowModel> flowModel, List<JobSpec> jobs, long seed, boolean localThroughNetwork) {
    this(topology, failures, routing, flowModel, jobs, seed, localThroughNetwork, true);
  }

  /** This spec with {@code record} as its {@link #recordIntervals()}. */
  public SimulationSpec withRecordIntervals(boolean record) {
    return new SimulationSpec(topology, failures, routing, flowModel, jobs, seed, localThroughNetwork, record,
        jobPolicies, machineServers);
  }

  /** This spec with {@code policies} as its {@link #jobPolicies()}. */
  public SimulationSpec withJobPolicies(JobPolicies policies) {
    return new SimulationSpec(topology, failures, routing, flowModel, jobs, seed, localThroughNetwork, recordIntervals,
        policies, machineServers);
  }

  public SimulationSpec {
    Objects.requireNonNull(topology, "topology");
    Objects.requireNonNull(failures, "failures");
    Objects.requireNonNull(routing, "routing");
    Objects.requireNonNull(flowModel, "flowModel");
    Objects.requireNonNull(jobPolicies, "jobPolicies");
    if (machineServers < 1 || machineServers > topology.servers()) {
      throw new IllegalArgumentException("the scheduler's machine has " + machineServers + " servers; the network has " + topology.servers());
    }
    jobs = List.copyOf(jobs);
    for (int j = 1; j < jobs.size(); j++) {
      if (jobs.get(j).arrivalPs() < jobs.get(j - 1).arrivalPs()) {
        throw new IllegalArgumentException("jobs must be in arrival order: job " + j + " arrives at "
            + jobs.get(j).arrivalPs() + " ps, before job " + (j - 1) + " at " + jobs.get(j - 1).arrivalPs() + " ps");
      }
    }
    for (int j = 0; j < jobs.size(); j++) {
      JobSpec job = jobs.get(j);
      int tasks = job.application().tasks();
      if (job.fixedServers()) {
        for (int task = 0; task < tasks; task++) {
          int server = job.servers()[task];
          if (server < 0 || server >= topology.servers()) {
            throw new IllegalArgumentException("job " + j + " places task " + task + " on server " + server
                + "; the network has servers 0.." + (topology.servers() - 1));
          }
        }
      } else if (tasks < 1 || job.nodes() > machineServers) {
        throw new IllegalArgumentException("job " + j + " (" + jobs.get(j).application().name() + ") has " + tasks
            + " tasks on " + job.nodes() + " servers; the machine has " + machineServers + " servers");
      }
    }
  }
}
