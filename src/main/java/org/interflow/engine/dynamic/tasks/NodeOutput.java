package org.interflow.engine.dynamic.tasks;

import java.util.List;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.results.TaskInterval;

/**
 * What the tasks of a run of servers did in one delta cycle: what a ComputeNode (one server or a
 * block of them) reports, and what the direct runner hands over for all of a cycle's servers.
 * Immutable: the actions are frozen.
 *
 * @param firstServer the lowest server of the run
 * @param servers how many of the cycle's servers it covers (each of them counts as one output)
 * @param actions every server's actions, servers increasing, each in the order its programs asked
 * @param handled events that reached a live task
 * @param intervals timeline spans that ended, servers increasing (empty when not recorded)
 */
public record NodeOutput(int firstServer, int servers, TaskActions actions, int handled,
    List<TaskInterval> intervals) {
  public NodeOutput {
    if (servers < 1) throw new IllegalArgumentException("a node output covers at least one server, got " + servers);
    actions = actions.freeze();
    intervals = List.copyOf(intervals);
  }
}
