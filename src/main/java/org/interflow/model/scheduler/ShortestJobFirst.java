package org.interflow.model.scheduler;

import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * Shortest job first (SJF) by estimate: the queue is ordered by requested time (ties by
 * submission order) and jobs start strictly in that order; when the shortest cannot start, the
 * others wait (INRFlow, section 3.4). A job without a requested time comes last. The order is kept
 * between calls (jobs submitted since are added): O((s + n) log q) per call for s starts, n new
 * jobs and q queued.
 */
public final class ShortestJobFirst implements SelectionPolicy {
  private final TreeSet<BatchJob> byEstimate =
      new TreeSet<>(Comparator.comparingLong(BatchJob::requested).thenComparingInt(BatchJob::id));

  @Override
  public void select(SchedulingContext context) {
    List<BatchJob> queue = context.queue();
    byEstimate.addAll(queue.subList(queue.size() - context.submittedSinceLastCall(), queue.size()));
    while (!byEstimate.isEmpty() && context.start(byEstimate.first())) byEstimate.pollFirst();
  }
}
