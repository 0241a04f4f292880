package org.interflow.model.scheduler;

/** What a {@link BatchScheduler} tells its host to do after an event time. */
public sealed interface SchedulingDecision {
  /** The time the decision was taken (and, for a start, the job starts), in ticks. */
  long at();

  /**
   * Start job {@code job} now on {@code nodes} (in allocation order; the array is the scheduler's
   * own: do not change it).
   */
  record StartJob(int job, long at, int[] nodes) implements SchedulingDecision {}

  /**
   * Kill job {@code job} at {@code killAt} (its start + requested time) unless it has ended by then;
   * the host then reports {@link BatchScheduler#jobKilled}. A job that ends exactly then completes.
   */
  record KillTimer(int job, long at, long killAt) implements SchedulingDecision {}

  /**
   * Call {@link BatchScheduler#schedule} again at {@code wakeAt} even if nothing is submitted or
   * ends then (a reservation's planned start).
   */
  record WakeUp(long at, long wakeAt) implements SchedulingDecision {}
}
