package org.interflow.engine.dynamic;

/**
 * Where a started job runs: its tasks on consecutive servers, task i on {@code firstServer + i}.
 *
 * @param job job index
 * @param firstServer server of task 0
 * @param tasks tasks of the job
 */
public record Placement(int job, int firstServer, int tasks) {
  public Placement {
    if (firstServer < 0 || tasks < 1) throw new IllegalArgumentException("bad placement " + firstServer + "+" + tasks);
  }

  /** Server of task {@code task}. */
  public int server(int task) { return firstServer + task; }
}
