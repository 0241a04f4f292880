package org.interflow.engine.dynamic;

import java.util.ArrayList;
import java.util.List;

/**
 * What the tasks of a block of servers did in one delta cycle, in primitive columns: the block's
 * form of {@link NodeOutput}, as a block ComputeNode reports it.
 *
 * @param servers the servers, increasing
 * @param actions every server's actions, server after server, each in the order asked for
 * @param actionStart where {@code servers[i]}'s actions begin in {@code actions}, plus the end
 * @param handled per server, the events that reached a live task
 * @param intervals per server, the timeline spans that ended (empty lists when not recorded)
 */
public record NodeBlockOutput(int[] servers, TaskActions actions, int[] actionStart, int[] handled,
    List<List<TaskInterval>> intervals) {
  public NodeBlockOutput {
    if (actionStart.length != servers.length + 1 || handled.length != servers.length
        || intervals.size() != servers.length) {
      throw new IllegalArgumentException("per-server columns of " + servers.length + " servers expected");
    }
  }

  /** The block of one server that {@code output} is. */
  public static NodeBlockOutput of(NodeOutput output) {
    TaskActions actions = new TaskActions();
    actions.addAll(output.actions(), output.server());
    return new NodeBlockOutput(new int[] {output.server()}, actions, new int[] {0, actions.size()},
        new int[] {output.handled()}, List.of(output.intervals()));
  }

  /** Server {@code i}'s output as a record. */
  public NodeOutput output(int i) {
    return new NodeOutput(servers[i], actions.actions(actionStart[i], actionStart[i + 1]), intervals.get(i),
        handled[i]);
  }

  /** Every server's output as records, in server order. */
  public List<NodeOutput> outputs() {
    List<NodeOutput> out = new ArrayList<>(servers.length);
    for (int i = 0; i < servers.length; i++) out.add(output(i));
    return List.copyOf(out);
  }
}
