package org.interflow.engine.schedule;

import org.interflow.io.workload.Workload;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.ScheduleHistory;

/**
 * How a scheduled run gives its jobs their runtimes: the host of a {@link BatchScheduler} that
 * submits the workload's jobs at their submit times, carries out the scheduler's starts and kill
 * timers, and reports each job's end back to it.
 */
public interface ScheduleExecution {
  /**
   * Runs every job of {@code workload} through {@code scheduler} (a fresh one, sized for the
   * workload's machine) until the last has ended.
   *
   * @return the scheduler's history
   */
  ScheduleHistory run(Workload workload, BatchScheduler scheduler, ScheduleProgress progress);
}
