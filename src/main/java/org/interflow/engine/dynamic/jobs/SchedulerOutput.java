package org.interflow.engine.dynamic.jobs;

import java.util.List;

/**
 * What the scheduler decided in one delta cycle.
 *
 * @param started jobs started now, with their servers, in start order
 * @param released barriers every task of a job reached, as {@code {job, tag}} pairs in release order
 * @param ended jobs whose last task finished now, by job index
 * @param killed jobs killed now at their requested time, by job index: the engine aborts them
 *     (their tasks stop, their flows in flight leave the network, their timers are dropped)
 * @param nextTimerPs the scheduler's next timer (kill time or wake-up), {@link Long#MAX_VALUE} for none
 */
public record SchedulerOutput(List<Placement> started, List<BarrierRelease> released, List<Integer> ended,
    List<Integer> killed, long nextTimerPs) {
  public SchedulerOutput {
    started = List.copyOf(started);
    released = List.copyOf(released);
    ended = List.copyOf(ended);
    killed = List.copyOf(killed);
  }

  /** Starts, releases and ends, without kills or timers. */
  public SchedulerOutput(List<Placement> started, List<BarrierRelease> released, List<Integer> ended) {
    this(started, released, ended, List.of(), Long.MAX_VALUE);
  }

  /** Every task of job {@code job} reached barrier {@code tag}. */
  public record BarrierRelease(int job, long tag) {}
}
