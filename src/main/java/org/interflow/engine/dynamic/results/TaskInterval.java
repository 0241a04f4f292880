package org.interflow.engine.dynamic.results;

/**
 * A span of time one task spent in one state, for the timeline output.
 *
 * @param job job index (arrival order)
 * @param task task index within the job
 * @param server server the task ran on
 * @param state what it was doing
 */
public record TaskInterval(int job, int task, int server, State state, long startPs, long endPs) {
  /** What a task can be doing. */
  public enum State {
    /** Computing (a compute period). */
    COMPUTE,
    /** Waiting for messages, deliveries or a barrier. */
    COMMUNICATE
  }
}
