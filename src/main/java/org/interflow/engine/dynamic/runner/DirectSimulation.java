package org.interflow.engine.dynamic.runner;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.cycles.Cycle;
import org.interflow.engine.dynamic.cycles.DeltaCycles;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.flows.FlowModelStepper;
import org.interflow.engine.dynamic.flows.LinkInterference;
import org.interflow.engine.dynamic.flows.LinkUtilisation;
import org.interflow.engine.dynamic.flows.RecordsLinkInterference;
import org.interflow.engine.dynamic.flows.RecordsLinkUtilisation;
import org.interflow.engine.dynamic.jobs.JobControl;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.results.TaskOutcomes;
import org.interflow.engine.dynamic.tasks.NodeOutput;
import org.interflow.engine.dynamic.tasks.ServerTasks;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a dynamic simulation in the calling thread, calling the model objects the actors would own
 * ({@link DeltaCycles}, {@link FlowModelStepper}, {@link JobControl}, one {@link ServerTasks} per
 * server that hosts tasks) directly, cycle by cycle: the network's and the scheduler's batches,
 * then every involved server in increasing order, their actions gathered in one {@link
 * NodeOutput}. It gives exactly the result of the actor runtime. Long runs log a progress line
 * every 5 s of wall time.
 */
public final class DirectSimulation {
  private static final Logger PROGRESS = LoggerFactory.getLogger(DirectSimulation.class);
  /** Wall-clock period of the progress line (the actor runtime's Coordinator uses the same). */
  private static final long PROGRESS_EVERY_NS = 5_000_000_000L;

  private DirectSimulation() {}

  /** Runs {@code spec} to the end (until nothing is pending) in the calling thread and returns its result. */
  public static SimulationResult run(SimulationSpec spec) {
    FlowModel model = spec.flowModel().get();
    Progress progress = new Progress();
    FlowModelStepper network = new FlowModelStepper(model);
    JobControl scheduler = new JobControl(spec.machineServers(), spec.jobs(), spec.jobPolicies());
    ServerTasks[] hosts = new ServerTasks[spec.topology().servers()];  // made on first use
    DeltaCycles cycles = new DeltaCycles(spec.topology().servers(), spec.jobs(), spec.localThroughNetwork(),
        spec.recordIntervals());
    ArrayList<TaskInterval> ended = new ArrayList<>();
    int lastActions = 16;
    for (Cycle cycle = cycles.next(); cycle != null; cycle = cycles.next()) {
      if (cycle.network()) {
        cycles.accept(network.step(cycle.timePs(), cycle.cancellations(), cycle.injections(), cycle.networkHorizonPs()));
      }
      if (cycle.scheduler() != null) cycles.accept(scheduler.handle(cycle.timePs(), cycle.scheduler()));
      ServerBatches batches = cycle.batches();
      if (batches.size() > 0) {
        TaskActions actions = new TaskActions(lastActions);
        int handled = 0;
        for (int i = 0; i < batches.size(); i++) {
          int server = batches.server(i);
          if (hosts[server] == null) {
            hosts[server] = new ServerTasks(server, spec.jobs(), spec.seed(), spec.recordIntervals());
          }
          handled += hosts[server].handle(cycle.timePs(), batches.events(), batches.from(i), batches.to(i), actions,
              ended);
        }
        lastActions = actions.size();
        cycles.accept(new NodeOutput(batches.server(0), batches.size(), actions, handled, ended));
        ended.clear();
      }
      cycles.endCycle();
      if ((cycle.index() & 4095) == 0) progress.report(cycles);
    }
    List<TaskOutcomes.Entry> outcomes = new ArrayList<>();
    for (ServerTasks host : hosts) if (host != null) host.collectOutcomes(outcomes);
    return withRecordings(cycles.result(null, outcomes), model).withSchedule(scheduler.history());
  }

  /** Logs "simulated t s, flows done, jobs ended, events/s" at most every {@link #PROGRESS_EVERY_NS} of wall time. */
  private static final class Progress {
    private long lastNs = System.nanoTime();
    private long lastEvents;

    void report(DeltaCycles cycles) {
      long now = System.nanoTime();
      if (now - lastNs < PROGRESS_EVERY_NS) return;
      double rate = (cycles.events() - lastEvents) / ((now - lastNs) / 1e9);
      PROGRESS.info(String.format("%s, %.0f events/s", cycles.progress(), rate));
      lastNs = now;
      lastEvents = cycles.events();
    }
  }

  /**
   * {@code result} with what {@code model} recorded over the run: its link utilisation and its
   * link interference, each where the model has the role and recorded it (else null). Both
   * runtimes call it once the model is done.
   */
  public static SimulationResult withRecordings(SimulationResult result, FlowModel model) {
    LinkUtilisation utilisation = model instanceof RecordsLinkUtilisation r ? r.linkUtilisation() : null;
    LinkInterference interference = model instanceof RecordsLinkInterference r ? r.linkInterference() : null;
    return result.withLinkUtilisation(utilisation).withLinkInterference(interference);
  }
}
