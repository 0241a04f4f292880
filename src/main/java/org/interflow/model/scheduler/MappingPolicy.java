package org.interflow.model.scheduler;

/**
 * Task mapping, the third stage of a batch scheduler (INRFlow, section 3.4): which of a job's
 * allocated nodes each of its tasks (MPI ranks, application tasks) runs on. Deterministic: the
 * same job, tasks and nodes give the same map whenever it is asked for.
 */
public interface MappingPolicy {
  /**
   * The node of each task of one job.
   *
   * @param job the job's id (randomised mappings draw from a stream of their seed and this id)
   * @param tasks tasks of the job, at least 1
   * @param tasksPerNode most tasks on one node, at least 1
   * @param nodes the job's nodes in allocation order, at least ceil(tasks / tasksPerNode) of them
   * @return the node of task 0, 1, ... tasks-1
   * @throws IllegalArgumentException when the nodes cannot hold the tasks
   */
  int[] map(int job, int tasks, int tasksPerNode, int[] nodes);

  /** Checks the arguments every mapping takes; returns the nodes the tasks fill. */
  static int nodesNeeded(int tasks, int tasksPerNode, int[] nodes) {
    if (tasks < 1) throw new IllegalArgumentException("a job needs at least one task, got " + tasks);
    if (tasksPerNode < 1) throw new IllegalArgumentException("tasks per node must be at least 1, got " + tasksPerNode);
    int needed = (int) ((tasks + (long) tasksPerNode - 1) / tasksPerNode);
    if (needed > nodes.length) {
      throw new IllegalArgumentException(tasks + " tasks at " + tasksPerNode + " per node need " + needed + " nodes; the job has "
          + nodes.length);
    }
    return needed;
  }
}
