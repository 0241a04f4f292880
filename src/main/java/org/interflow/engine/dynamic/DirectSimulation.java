package org.interflow.engine.dynamic;

/**
 * Runs a dynamic simulation in the calling thread, calling the model objects the actors would
 * own ({@link DeltaCycles}, {@link FlowModelStepper}, {@link JobControl}, one {@link ServerTasks}
 * per server that hosts tasks) directly, cycle by cycle. It gives exactly the result of the actor
 * runtime; it is the baseline for the actor runtime's overhead and the fast path for tests.
 */
public final class DirectSimulation {
  private DirectSimulation() {}

  /** Runs {@code spec} to the end (until nothing is pending) and returns its result. */
  public static SimulationResult run(SimulationSpec spec) {
    FlowModel model = spec.flowModel().get();
    FlowModelStepper network = new FlowModelStepper(model);
    JobControl scheduler = new JobControl(spec.topology().servers(), spec.jobs());
    ServerTasks[] hosts = new ServerTasks[spec.topology().servers()];
    DeltaCycles cycles = new DeltaCycles(spec.topology().servers(), spec.jobs(), spec.localThroughNetwork(),
        spec.recordIntervals());
    for (DeltaCycles.Cycle cycle = cycles.next(); cycle != null; cycle = cycles.next()) {
      if (cycle.network()) cycles.accept(network.step(cycle.timePs(), cycle.injections(), cycle.networkHorizonPs()));
      if (cycle.scheduler() != null) cycles.accept(scheduler.handle(cycle.scheduler()));
      int[] servers = cycle.servers();
      for (int i = 0; i < servers.length; i++) {
        int server = servers[i];
        if (hosts[server] == null) hosts[server] = new ServerTasks(server, spec.jobs(), spec.seed(), spec.recordIntervals());
        cycles.accept(hosts[server].handle(cycle.timePs(), cycle.batches().get(i)));
      }
      cycles.endCycle();
    }
    return cycles.result(utilisationOf(model));
  }

  /** What {@code model} recorded, if it records link utilisation; else null. */
  public static LinkUtilisation utilisationOf(FlowModel model) {
    return model instanceof RecordsLinkUtilisation recorder ? recorder.linkUtilisation() : null;
  }
}
