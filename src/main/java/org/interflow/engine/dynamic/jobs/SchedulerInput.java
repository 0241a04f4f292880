package org.interflow.engine.dynamic.jobs;

import java.util.List;

/**
 * What the scheduler must handle in one delta cycle, each list in canonical order.
 *
 * @param arrivals jobs submitted at the cycle's time, by job index
 * @param barrierArrivals tasks that reached a barrier
 * @param finishes tasks that finished
 * @param timerDue the scheduler's own timer (a kill time or a wake-up it asked for) is due: it
 *     comes alone, in the last delta cycle of its time, once nothing else is left at that time
 */
public record SchedulerInput(List<Integer> arrivals, List<BarrierArrival> barrierArrivals, List<TaskFinish> finishes,
    boolean timerDue) {
  /** The scheduler's timer alone. */
  public static final SchedulerInput TIMER = new SchedulerInput(List.of(), List.of(), List.of(), true);

  public SchedulerInput {
    arrivals = List.copyOf(arrivals);
    barrierArrivals = List.copyOf(barrierArrivals);
    finishes = List.copyOf(finishes);
  }

  /** Arrivals, barrier arrivals and finishes, without the timer. */
  public SchedulerInput(List<Integer> arrivals, List<BarrierArrival> barrierArrivals, List<TaskFinish> finishes) {
    this(arrivals, barrierArrivals, finishes, false);
  }

  /** Task {@code task} of job {@code job} reached barrier {@code tag}. */
  public record BarrierArrival(int job, int task, long tag) {}

  /** Task {@code task} of job {@code job} finished. */
  public record TaskFinish(int job, int task) {}

  /** True when there is nothing to handle. */
  public boolean isEmpty() { return arrivals.isEmpty() && barrierArrivals.isEmpty() && finishes.isEmpty() && !timerDue; }
}
