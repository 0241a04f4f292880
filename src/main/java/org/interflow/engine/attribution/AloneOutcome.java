package org.interflow.engine.attribution;

/**
 * What a job did with the network to itself.
 *
 * @param job the job's index in the shared run
 * @param finishPs when its last task finished (the same clock as the shared run: it started at the
 *     same time); -1 if it never finished
 */
public record AloneOutcome(int job, long finishPs) {
  /** True when its last task finished. */
  public boolean finished() { return finishPs >= 0; }
}
