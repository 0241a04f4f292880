package org.interflow.engine.dynamic;

import java.util.List;

/**
 * What one server's tasks did in one delta cycle.
 *
 * @param server the server
 * @param actions the programs' actions, in the order they were asked for
 * @param intervals timeline spans that ended in this cycle
 * @param handled events that reached a live task
 */
public record NodeOutput(int server, List<TaskAction> actions, List<TaskInterval> intervals, int handled) {
  public NodeOutput {
    actions = List.copyOf(actions);
    intervals = List.copyOf(intervals);
  }
}
