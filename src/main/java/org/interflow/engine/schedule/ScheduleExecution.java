package org.interflow.engine.schedule;

import org.interflow.io.workload.Workload;

/**
 * How a scheduled run gives its jobs their runtimes: the host of a batch scheduler that submits
 * the workload's jobs at their submit times, carries out the scheduler's starts, kills and
 * wake-ups, and reports each job's end back to it. Implementations: {@link LoggedExecution} (the
 * logged runtimes, no network) and {@link NetworkExecution} (each job's program on the simulated
 * network).
 */
public interface ScheduleExecution {
  /**
   * Runs every job of {@code workload} under {@code policies} until the last has ended.
   *
   * @throws IllegalArgumentException when the workload cannot run in this mode (one line, for the user)
   */
  ScheduleOutcome run(Workload workload, SchedulePolicies policies, ScheduleProgress progress);

  /** True when {@link #run} reports to its progress as it goes; false when it logs its own progress line. */
  default boolean reportsProgress() { return true; }
}
