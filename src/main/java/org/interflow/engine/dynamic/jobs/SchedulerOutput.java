package org.interflow.engine.dynamic.jobs;

import java.util.List;

/**
 * What the scheduler decided in one delta cycle.
 *
 * @param started jobs started now, with their servers, in start order
 * @param released barriers every task of a job reached, as {@code {job, tag}} pairs in release order
 * @param ended jobs whose last task finished now, by job index
 */
public record SchedulerOutput(List<Placement> started, List<BarrierRelease> released, List<Integer> ended) {
  public SchedulerOutput {
    started = List.copyOf(started);
    released = List.copyOf(released);
    ended = List.copyOf(ended);
  }

  /** Every task of job {@code job} reached barrier {@code tag}. */
  public record BarrierRelease(int job, long tag) {}
}
