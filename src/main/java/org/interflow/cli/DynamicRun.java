package org.interflow.cli;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.interflow.engine.attribution.AloneOutcome;
import org.interflow.engine.attribution.AloneRun;
import org.interflow.engine.attribution.AloneRunner;
import org.interflow.engine.attribution.Attribution;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.attribution.LocalAloneRunner;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;

/**
 * The run set-up {@code simulate} and {@code replay} share: the flow model their settings describe
 * over the run's network, the simulation spec, and the run on the chosen runtime; with attribution,
 * the shared run and every job's alone-run.
 */
final class DynamicRun {
  private DynamicRun() {}

  /** A shared run and, per job, its interference attributed. */
  record Attributed(SimulationResult shared, List<JobAttribution> jobs) {}

  /**
   * Runs {@code jobs} on {@code net} as {@code settings} say.
   *
   * @param policies how the scheduler starts jobs that do not name their servers
   * @param simgridRules SimGrid's network rules: max-min shares weighted by 1 / route latency, and
   *     messages between two tasks of one server cross the server's link
   * @param recordIntervals whether the result lists the tasks' compute/communicate spans
   * @throws UserInputException for jobs that do not fit the network
   * @throws org.interflow.io.catalog.SpecException for an unknown bandwidth model
   */
  static SimulationResult run(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, List<JobSpec> jobs,
      JobPolicies policies, boolean simgridRules, boolean recordIntervals) {
    SimulationSpec spec = spec(net, settings, jobs, policies, simgridRules, recordIntervals,
        flowModel(net, settings, priority, simgridRules));
    return settings.runtime().run(spec, settings.threads());
  }

  /**
   * As {@link #run} (without SimGrid's rules), attributing link time to jobs, then runs every job
   * alone on {@code runner} (given the run's spec with a flow model that records nothing), keeping
   * {@code topLinks} links per job.
   */
  static Attributed runAttributed(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, List<JobSpec> jobs,
      JobPolicies policies, boolean recordIntervals, int topLinks, Function<SimulationSpec, AloneRunner> runner) {
    SimulationSpec shared = spec(net, settings, jobs, policies, false, recordIntervals,
        flowModel(net, settings, priority, false, settings.recording(), true));
    SimulationResult result = settings.runtime().run(shared, settings.threads());
    return new Attributed(result, Attribution.attribute(result, runner.apply(quiet(net, settings, priority, jobs, policies)), topLinks));
  }

  /** One alone-run of the attribution of {@link #runAttributed}, without running the shared run: what a cluster member computes. */
  static AloneOutcome runAlone(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, List<JobSpec> jobs,
      JobPolicies policies, AloneRun alone) {
    return LocalAloneRunner.runAlone(quiet(net, settings, priority, jobs, policies), alone, settings.runtime(), settings.threads());
  }

  /** The spec the alone-runs start from: the shared run's, with a flow model that records nothing. */
  private static SimulationSpec quiet(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, List<JobSpec> jobs,
      JobPolicies policies) {
    return spec(net, settings, jobs, policies, false, false, flowModel(net, settings, priority, false, LinkRecording.OFF, false));
  }

  /**
   * Fresh flow models over {@code net} with the settings' bandwidth model, link recording and time
   * quantum; {@code simgridRules} weights max-min shares by 1 / route latency.
   *
   * @throws org.interflow.io.catalog.SpecException for an unknown bandwidth model
   */
  static Supplier<FlowTable> flowModel(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, boolean simgridRules) {
    return flowModel(net, settings, priority, simgridRules, settings.recording(), false);
  }

  /**
   * As {@link #flowModel(NetworkSetup, DynamicSettings, PriorityPolicy, boolean)} with {@code
   * recording} instead of the settings', attributing link time to jobs when {@code attribute}.
   */
  static Supplier<FlowTable> flowModel(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority,
      boolean simgridRules, LinkRecording recording, boolean attribute) {
    Supplier<BandwidthSharing> sharing = SharingCatalog.factory(settings.sharing(), net.topology(), priority);
    return () -> {
      FlowTable table = new FlowTable(net.topology(), net.routing(), sharing.get(), recording, simgridRules)
          .withTimeQuantum(settings.timeQuantumPs());
      return attribute ? table.withJobAttribution() : table;
    };
  }

  private static SimulationSpec spec(NetworkSetup net, DynamicSettings settings, List<JobSpec> jobs, JobPolicies policies,
      boolean simgridRules, boolean recordIntervals, Supplier<FlowTable> flowModel) {
    try {
      return new SimulationSpec(net.topology(), net.failures(), net.routing(), flowModel, jobs, settings.seed(),
          simgridRules, recordIntervals, policies);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.simulate.jobs: " + e.getMessage());
    }
  }
}
