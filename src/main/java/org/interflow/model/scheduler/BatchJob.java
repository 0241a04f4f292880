package org.interflow.model.scheduler;

/**
 * A job as a batch scheduler sees it when it is submitted: when, how many nodes, and the time its
 * user asked for. The scheduler never sees how long the job will really run.
 *
 * @param id the job's dense index in its workload (0, 1, ...), also the tie-break everywhere: jobs
 *     submitted at the same time queue in id order
 * @param submit submission time, in ticks of the run's {@link org.interflow.model.units.TimeScale}
 * @param nodes nodes the job needs (the scheduler's allocation unit), at least 1
 * @param requested the time the job asked for, in ticks, at least 1: backfilling plans with it as
 *     the job's runtime estimate, and a job still running when it runs out is killed (when the
 *     scheduler kills). {@link #NO_LIMIT} when the job gave none: it is planned as never ending
 *     and never killed.
 */
public record BatchJob(int id, long submit, int nodes, long requested) {
  /** The requested time of a job without one. */
  public static final long NO_LIMIT = Long.MAX_VALUE;

  public BatchJob {
    if (id < 0) throw new IllegalArgumentException("job id must not be negative, got " + id);
    if (submit < 0) throw new IllegalArgumentException("job " + id + ": submit time must not be negative, got " + submit);
    if (nodes < 1) throw new IllegalArgumentException("job " + id + " needs at least one node, got " + nodes);
    if (requested < 1) throw new IllegalArgumentException("job " + id + ": requested time must be at least 1 tick, got " + requested);
  }

  /** When the job ends at the latest if it starts at {@code start}: start + requested, or {@link #NO_LIMIT}. */
  public long limit(long start) { return plus(start, requested); }

  /** {@code time + duration}, saturating at {@link #NO_LIMIT} (times and durations are not negative). */
  static long plus(long time, long duration) {
    long sum = time + duration;
    return sum < 0 || duration == NO_LIMIT ? NO_LIMIT : sum;
  }
}
