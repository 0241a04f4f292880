package org.interflow.engine.dynamic.cycles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.results.TaskOutcomes;

/**
 * The jobs' lives and the tasks' timelines: which job arrives next, when and where each job
 * started, when it ended, and every compute/communicate span the tasks reported; at the end, the
 * result's job outcomes and its spans sorted by job, task and start time. Not thread-safe: owned
 * by {@link DeltaCycles}.
 */
public final class JobLog {
  private static final Comparator<TaskInterval> BY_TASK_AND_START = Comparator.comparingInt(TaskInterval::job)
      .thenComparingInt(TaskInterval::task).thenComparingLong(TaskInterval::startPs);

  private final List<JobSpec> jobs;
  private final boolean recordIntervals;
  private final long[] startPs;
  private final long[] finishPs;
  private final Placement[] placement;
  private final ArrayList<TaskInterval> intervals = new ArrayList<>();
  private int nextArrival;
  private int ended;

  /** The log of {@code jobs} (in arrival order); without {@code recordIntervals} spans are dropped. */
  public JobLog(List<JobSpec> jobs, boolean recordIntervals) {
    this.jobs = List.copyOf(jobs);
    this.recordIntervals = recordIntervals;
    startPs = new long[jobs.size()];
    finishPs = new long[jobs.size()];
    placement = new Placement[jobs.size()];
    Arrays.fill(startPs, -1);
    Arrays.fill(finishPs, -1);
  }

  /** Arrival time of the next job not yet taken, {@link Long#MAX_VALUE} when none is left. */
  public long nextArrivalPs() {
    return nextArrival < jobs.size() ? jobs.get(nextArrival).arrivalPs() : Long.MAX_VALUE;
  }

  /** Appends to {@code into}, in arrival order, every job not yet taken that arrives at or before {@code nowPs}. */
  public void takeArrivals(long nowPs, List<Integer> into) {
    while (nextArrival < jobs.size() && jobs.get(nextArrival).arrivalPs() <= nowPs) into.add(nextArrival++);
  }

  /** Job {@code placement.job()} started now on {@code placement}. */
  public void started(Placement placement, long nowPs) {
    startPs[placement.job()] = nowPs;
    this.placement[placement.job()] = placement;
  }

  /** Where job {@code job} runs (null before it starts). */
  public Placement placement(int job) { return placement[job]; }

  /** Job {@code job}'s last task finished now. */
  public void finished(int job, long nowPs) {
    if (finishPs[job] < 0) ended++;
    finishPs[job] = nowPs;
  }

  /** Jobs ended so far (their last task finished, or they were killed). */
  public int ended() { return ended; }

  /** Jobs of the run. */
  public int jobs() { return jobs.size(); }

  /** Keeps spans that ended (if the log records them). */
  public void addIntervals(List<TaskInterval> ended) {
    if (recordIntervals) intervals.addAll(ended);
  }

  /** Every job's arrival, start and finish, by job index. */
  public List<JobOutcome> outcomes() {
    List<JobOutcome> out = new ArrayList<>(jobs.size());
    for (int j = 0; j < jobs.size(); j++) {
      JobSpec spec = jobs.get(j);
      out.add(new JobOutcome(j, spec.application().name(), spec.application().tasks(), placement[j], spec.arrivalPs(),
          startPs[j], finishPs[j]));
    }
    return out;
  }

  /** The tasks' reports {@code entries} (any order) as a table by job and task. */
  public TaskOutcomes taskOutcomes(List<TaskOutcomes.Entry> entries) {
    int[] tasks = new int[jobs.size()];
    for (int j = 0; j < tasks.length; j++) tasks[j] = jobs.get(j).application().tasks();
    return new TaskOutcomes(tasks, entries);
  }

  /**
   * The spans by job, task and start time. A task's spans are reported as they end, one after the
   * other, so they already come in start order: a stable counting sort on (job, task) gives the
   * full order in O(spans + tasks). Should a task's spans ever come out of order, a comparison
   * sort on (job, task, start) is used instead.
   */
  public List<TaskInterval> sortedIntervals() {
    int n = intervals.size();
    int[] base = new int[jobs.size() + 1];
    for (int j = 0; j < jobs.size(); j++) base[j + 1] = base[j] + jobs.get(j).application().tasks();
    int[] start = new int[base[jobs.size()] + 1];
    long[] lastStart = new long[base[jobs.size()]];
    Arrays.fill(lastStart, Long.MIN_VALUE);
    for (int i = 0; i < n; i++) {
      TaskInterval interval = intervals.get(i);
      int key = base[interval.job()] + interval.task();
      if (interval.startPs() <= lastStart[key]) {
        List<TaskInterval> sorted = new ArrayList<>(intervals);
        sorted.sort(BY_TASK_AND_START);
        return sorted;
      }
      lastStart[key] = interval.startPs();
      start[key + 1]++;
    }
    for (int k = 0; k + 1 < start.length; k++) start[k + 1] += start[k];
    TaskInterval[] sorted = new TaskInterval[n];
    for (int i = 0; i < n; i++) {
      TaskInterval interval = intervals.get(i);
      sorted[start[base[interval.job()] + interval.task()]++] = interval;
    }
    return Arrays.asList(sorted);
  }
}
