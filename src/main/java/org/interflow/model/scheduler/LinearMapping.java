package org.interflow.model.scheduler;

/**
 * Maps tasks onto the allocation in order, {@code tasksPerNode} consecutive tasks per node: task t
 * runs on {@code nodes[t / tasksPerNode]} (INRFlow's "consecutive" mapping; the usual MPI rank
 * order). O(tasks).
 */
public final class LinearMapping implements MappingPolicy {
  @Override
  public int[] map(int job, int tasks, int tasksPerNode, int[] nodes) {
    MappingPolicy.nodesNeeded(tasks, tasksPerNode, nodes);
    int[] map = new int[tasks];
    for (int t = 0; t < tasks; t++) map[t] = nodes[t / tasksPerNode];
    return map;
  }
}
