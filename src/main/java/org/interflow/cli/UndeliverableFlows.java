package org.interflow.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.results.FlowOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;

/**
 * The flows a run's network dropped because its routing found no path between their servers (with
 * the failed links and switches, or a routing that cannot detour), as the reports of
 * {@code simulate} and {@code replay} name them: the tasks they joined never hear of them, so a
 * task waiting for one waits forever, which is not a deadlock.
 */
final class UndeliverableFlows {
  /** Flows listed by {@link #lines}: the summary's count has them all. */
  static final int LISTED = 100;

  private final List<FlowOutcome> flows = new ArrayList<>();
  // the first dropped flow of each (job, source task, destination task); looked up, never iterated
  private final Map<Tasks, FlowRecord> byTasks = new HashMap<>();
  private final String cause;

  private record Tasks(int job, int from, int to) {}

  /** The undeliverable flows of {@code result} on {@code net}, in flow id order. */
  UndeliverableFlows(SimulationResult result, NetworkSetup net) {
    if (result.undeliverable() > 0) {
      for (FlowOutcome f : result.flowOutcomes()) {
        if (f.record().delivered()) continue;
        flows.add(f);
        byTasks.putIfAbsent(new Tasks(f.job(), f.sourceTask(), f.destinationTask()), f.record());
      }
    }
    this.cause = net.failures().isEmpty() ? "" : " with the failed links";
  }

  /** Flows dropped. */
  int count() { return flows.size(); }

  /**
   * Why messages from task {@code fromTask} to task {@code toTask} of job {@code job} never arrive,
   * e.g. {@code no route from server 3 to server 7 with the failed links}; null when none was dropped.
   */
  String reason(int job, int fromTask, int toTask) {
    FlowRecord dropped = byTasks.get(new Tasks(job, fromTask, toTask));
    return dropped == null ? null : reason(dropped);
  }

  /** What the dropped flows have in common, e.g. {@code no route between their servers with the failed links}. */
  String cause() { return "no route between their servers" + cause; }

  /**
   * The first {@link #LISTED} dropped flows, one line each, e.g. {@code flow 4: job 0 task 0 (server
   * 0) -> task 1 (server 9), 50000 bytes: no route from server 0 to server 9 with the failed links};
   * with {@code ranks} the tasks are called ranks and the job is left out (a replay's only job).
   */
  List<String> lines(boolean ranks) {
    List<String> lines = new ArrayList<>();
    for (FlowOutcome f : flows.subList(0, Math.min(LISTED, flows.size()))) {
      FlowRecord r = f.record();
      String task = ranks ? "rank " : "task ";
      lines.add("flow " + r.flowId() + ": " + (ranks ? "" : "job " + f.job() + " ") + task + f.sourceTask() + " (server "
          + r.sourceServer() + ") -> " + task + f.destinationTask() + " (server " + r.destinationServer() + "), "
          + r.bytes() + " bytes: " + reason(r));
    }
    return lines;
  }

  private String reason(FlowRecord r) {
    return "no route from server " + r.sourceServer() + " to server " + r.destinationServer() + cause;
  }
}
