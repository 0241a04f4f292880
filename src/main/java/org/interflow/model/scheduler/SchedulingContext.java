package org.interflow.model.scheduler;

import java.util.List;

/**
 * What a {@link SelectionPolicy} sees of the machine at one scheduling time, and how it starts a
 * job. Running jobs are listed by estimated end: start + requested time, {@link BatchJob#NO_LIMIT}
 * for a job without one, and the next tick (now + 1) for a job already past its requested time
 * (only when jobs are not killed: it may end at any moment, but its nodes are not free now); ties
 * in id order.
 */
public interface SchedulingContext {
  /** The current time, in ticks. */
  long now();

  /** Nodes of the machine. */
  int totalNodes();

  /** Nodes free now. */
  int freeNodes();

  /**
   * The queued jobs in submission order (id order among jobs submitted together): a read-only
   * view that a job leaves as soon as it starts.
   */
  List<BatchJob> queue();

  /**
   * Jobs submitted since the policy's previous call: the last this many of {@link #queue()} (the
   * queue only grows at its tail between calls, and only the policy removes jobs, by starting
   * them).
   */
  int submittedSinceLastCall();

  /** Jobs that ended or were killed since the policy's previous call (0: the free nodes are as the policy left them). */
  int endedSinceLastCall();

  /**
   * Jobs that ended at another time than their estimated end (start + requested) since the
   * policy's previous call: before it, or after it when jobs are not killed. Only these free nodes
   * at another time than planned; a job killed at, or ending at, its requested time frees them when
   * its estimate said.
   */
  int endedOffEstimateSinceLastCall();

  /** Running jobs past their requested time (only when jobs are not killed); their estimated end is the next tick. */
  int runningPastEstimate();

  /** Running jobs. */
  int runningJobs();

  /** The estimated end of the {@code i}-th running job in order of estimated end. */
  long estimatedEnd(int i);

  /** The nodes of the {@code i}-th running job in order of estimated end. */
  int runningNodes(int i);

  /**
   * Asks to be called again at {@code time} (after now) even if no job is submitted or ends then:
   * a reservation's planned start need not fall on an event.
   */
  void wakeUpAt(long time);

  /**
   * Starts queued job {@code job} now on the nodes the allocation policy picks.
   *
   * @return true when it started; false when the allocation policy found no nodes for it (too few
   *     free, or none of the shape it wants): the job stays queued
   * @throws IllegalArgumentException if the job is not queued
   */
  boolean start(BatchJob job);
}
