package org.interflow.engine.dynamic.results;

import java.util.Arrays;
import java.util.List;
import org.interflow.model.traffic.app.TaskOutcome;

/**
 * What the tasks of a run reported about themselves ({@link TaskOutcome}), by job and task: an
 * immutable table, empty for jobs whose programs report nothing. Equal when every outcome is.
 */
public final class TaskOutcomes {
  /** Task {@code task} of job {@code job} reported {@code outcome} (not null). */
  public record Entry(int job, int task, TaskOutcome outcome) {}

  private static final TaskOutcome[] NONE = new TaskOutcome[0];
  private final TaskOutcome[][] byJob;

  /**
   * The outcomes {@code entries} (any order) of a run whose job j has {@code tasks[j]} tasks.
   *
   * @throws IllegalArgumentException if two entries name the same task
   */
  public TaskOutcomes(int[] tasks, List<Entry> entries) {
    byJob = new TaskOutcome[tasks.length][];
    Arrays.fill(byJob, NONE);
    for (Entry e : entries) {
      if (byJob[e.job()] == NONE) byJob[e.job()] = new TaskOutcome[tasks[e.job()]];
      if (byJob[e.job()][e.task()] != null) {
        throw new IllegalArgumentException("task " + e.task() + " of job " + e.job() + " reported twice");
      }
      byJob[e.job()][e.task()] = e.outcome();
    }
  }

  /** No outcome for any of {@code jobs} jobs. */
  public static TaskOutcomes none(int jobs) { return new TaskOutcomes(new int[jobs], List.of()); }

  /** What task {@code task} of job {@code job} reported, or null (it reported nothing, or never started). */
  public TaskOutcome outcome(int job, int task) {
    TaskOutcome[] tasks = byJob[job];
    return task < tasks.length ? tasks[task] : null;
  }

  @Override
  public boolean equals(Object o) { return o instanceof TaskOutcomes t && Arrays.deepEquals(byJob, t.byJob); }

  @Override
  public int hashCode() { return Arrays.deepHashCode(byJob); }

  @Override
  public String toString() { return "TaskOutcomes" + Arrays.deepToString(byJob); }
}
