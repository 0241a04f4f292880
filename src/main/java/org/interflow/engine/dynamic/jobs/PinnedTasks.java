package org.interflow.engine.dynamic.jobs;

/**
 * The last tasks of a scheduled job that the scheduler does not place: their servers follow from
 * the servers it gave the job's other tasks, decided when the job starts (e.g. the storage devices
 * of the nodes a job got). The scheduler allocates and maps only the other tasks. Implementations
 * are immutable and deterministic (the same servers give the same answer), so both runtimes agree.
 */
public interface PinnedTasks {
  /** Tasks pinned: the job's last {@code tasks()} tasks, at least 1. */
  int tasks();

  /**
   * The server of each pinned task, in task order, when task i of the others runs on {@code
   * placed[i]}.
   *
   * @return {@link #tasks()} server ids of the run's network
   */
  int[] servers(int[] placed);
}
