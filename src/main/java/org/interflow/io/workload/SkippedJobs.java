package org.interflow.io.workload;

/**
 * Jobs of a log left out of a run, by reason (each job counts once, under its first reason).
 *
 * @param noRuntime run time zero, negative or missing
 * @param noProcessors neither requested nor allocated processors
 * @param tooWide more nodes than the machine has (and no scaling asked for)
 */
public record SkippedJobs(int noRuntime, int noProcessors, int tooWide) {
  public static final SkippedJobs NONE = new SkippedJobs(0, 0, 0);

  public int total() { return noRuntime + noProcessors + tooWide; }
}
