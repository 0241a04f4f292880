package org.interflow.engine.dynamic.jobs;

import java.util.HashMap;

/**
 * The run-time state of one job as the scheduler tracks it: where it runs, how many of its tasks
 * finished (or whether it was killed), and how many reached each open barrier. Not thread-safe: owned by {@link JobControl}.
 */
public final class Job {
  private final int index;
  private final JobSpec spec;
  private Placement placement;
  private int finishedTasks;
  private boolean killed;
  // barrier tag -> arrivals; looked up only, never iterated, so hash order cannot leak into output
  private final HashMap<Long, Integer> barrierArrivals = new HashMap<>();

  /** Job {@code index} (arrival order) submitted as {@code spec}. */
  public Job(int index, JobSpec spec) {
    this.index = index;
    this.spec = spec;
  }

  /** Job index (arrival order). */
  public int index() { return index; }

  /** What was submitted. */
  public JobSpec spec() { return spec; }

  /** Tasks of the job (servers it needs). */
  public int tasks() { return spec.application().tasks(); }

  /** Its servers, or null before it starts. */
  public Placement placement() { return placement; }

  void start(Placement at) { placement = at; }

  /** Counts one more task at barrier {@code tag}; true when it was the last one (the barrier opens). */
  boolean arriveAtBarrier(long tag) {
    int count = barrierArrivals.merge(tag, 1, Integer::sum);
    if (count < tasks()) return false;
    barrierArrivals.remove(tag);
    return true;
  }

  /** Counts one more finished task; true when it was the last one. */
  boolean finishTask() { return ++finishedTasks == tasks(); }

  /** The scheduler killed it (at its requested time). */
  void kill() { killed = true; }

  /** True once it was killed. */
  boolean killed() { return killed; }

  /** True once its last task finished or it was killed. */
  boolean ended() { return killed || finishedTasks == tasks(); }
}
