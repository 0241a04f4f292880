package org.interflow.engine.dynamic.jobs;

import java.util.List;

/**
 * What the scheduler must handle in one delta cycle, each list in canonical order.
 *
 * @param arrivals jobs submitted at the cycle's time, by job index
 * @param barrierArrivals tasks that reached a barrier
 * @param finishes tasks that finished
 */
public record SchedulerInput(List<Integer> arrivals, List<BarrierArrival> barrierArrivals, List<TaskFinish> finishes) {
  public SchedulerInput {
    arrivals = List.copyOf(arrivals);
    barrierArrivals = List.copyOf(barrierArrivals);
    finishes = List.copyOf(finishes);
  }

  /** Task {@code task} of job {@code job} reached barrier {@code tag}. */
  public record BarrierArrival(int job, int task, long tag) {}

  /** Task {@code task} of job {@code job} finished. */
  public record TaskFinish(int job, int task) {}

  /** True when there is nothing to handle. */
  public boolean isEmpty() { return arrivals.isEmpty() && barrierArrivals.isEmpty() && finishes.isEmpty(); }
}
