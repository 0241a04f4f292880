package org.interflow.cli;

import java.util.List;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;

/**
 * The run set-up {@code simulate} and {@code replay} share: the flow model their settings describe
 * over the run's network, the simulation spec, and the run on the chosen runtime.
 */
final class DynamicRun {
  private DynamicRun() {}

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
    Supplier<FlowTable> flowModel = flowModel(net, settings, priority, simgridRules);
    SimulationSpec spec;
    try {
      spec = new SimulationSpec(net.topology(), net.failures(), net.routing(), flowModel, jobs, settings.seed(),
          simgridRules, recordIntervals, policies);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.simulate.jobs: " + e.getMessage());
    }
    return settings.runtime().run(spec, settings.threads());
  }

  /**
   * Fresh flow models over {@code net} with the settings' bandwidth model, link recording and time
   * quantum; {@code simgridRules} weights max-min shares by 1 / route latency.
   *
   * @throws org.interflow.io.catalog.SpecException for an unknown bandwidth model
   */
  static Supplier<FlowTable> flowModel(NetworkSetup net, DynamicSettings settings, PriorityPolicy priority, boolean simgridRules) {
    Supplier<BandwidthSharing> sharing = SharingCatalog.factory(settings.sharing(), net.topology(), priority);
    return () -> new FlowTable(net.topology(), net.routing(), sharing.get(), settings.recording(), simgridRules)
        .withTimeQuantum(settings.timeQuantumPs());
  }
}
