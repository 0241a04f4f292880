package org.interflow.model.metrics;

import org.interflow.model.scheduler.JobStatus;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.units.TimeScale;

/**
 * The figures of a scheduled run (INRFlow, section 3.4; Feitelson et al., "Theory and practice in
 * parallel job scheduling", JSSPP 1997, for slowdown and bounded slowdown), over the jobs that
 * ended, summed in job-id order so that the same history always gives the same bits.
 *
 * <p>Per job: wait = start - submit, run = end - start, turnaround = wait + run, slowdown =
 * turnaround / run, bounded slowdown = max(1, turnaround / max(run, tau)). Per run: makespan = last
 * end - first submit; utilisation = busy node-seconds / (nodes x makespan); throughput = jobs per
 * hour of makespan; the queue length is averaged over the makespan (a step function between
 * samples).
 *
 * @param jobs jobs that ended (completed or killed)
 * @param killed jobs killed at their requested time
 * @param firstSubmitSeconds the first submission, in the run's time
 * @param lastEndSeconds the last end
 * @param makespanSeconds last end - first submit (0 without jobs)
 * @param meanWaitSeconds mean wait
 * @param maxWaitSeconds longest wait
 * @param meanTurnaroundSeconds mean wait + run
 * @param meanSlowdown mean turnaround / run
 * @param meanBoundedSlowdown mean max(1, turnaround / max(run, tau))
 * @param utilisation busy node-seconds over nodes x makespan, in 0..1
 * @param throughputJobsPerHour jobs over the makespan in hours
 * @param meanQueuedJobs time-averaged queue length over the makespan
 * @param maxQueuedJobs longest queue
 */
public record ScheduleMetrics(int jobs, int killed, double firstSubmitSeconds, double lastEndSeconds, double makespanSeconds,
    double meanWaitSeconds, double maxWaitSeconds, double meanTurnaroundSeconds, double meanSlowdown, double meanBoundedSlowdown,
    double utilisation, double throughputJobsPerHour, double meanQueuedJobs, int maxQueuedJobs) {
  private static final double SECONDS_PER_HOUR = 3600;

  /**
   * The figures of {@code history}, whose times are ticks of {@code scale}.
   *
   * @param tauTicks the bounded slowdown's threshold tau (10 s is usual), in ticks, at least 1
   */
  public static ScheduleMetrics of(ScheduleHistory history, TimeScale scale, long tauTicks) {
    if (tauTicks < 1) throw new IllegalArgumentException("tau must be at least one tick, got " + tauTicks);
    int jobs = 0;
    int killed = 0;
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    double waitSum = 0;
    double maxWait = 0;
    double turnaroundSum = 0;
    double slowdownSum = 0;
    double boundedSum = 0;
    double busyNodeSeconds = 0;
    for (int j = 0; j < history.jobs(); j++) {
      if (!history.ended(j)) continue;
      jobs++;
      if (history.status(j) == JobStatus.KILLED) killed++;
      long wait = history.start(j) - history.submit(j);
      long run = history.end(j) - history.start(j);
      first = Math.min(first, history.submit(j));
      last = Math.max(last, history.end(j));
      waitSum += scale.seconds(wait);
      maxWait = Math.max(maxWait, scale.seconds(wait));
      turnaroundSum += scale.seconds(wait + run);
      slowdownSum += slowdown(wait, run);
      boundedSum += boundedSlowdown(wait, run, tauTicks);
      busyNodeSeconds += history.nodes(j) * scale.seconds(run);
    }
    if (jobs == 0) return new ScheduleMetrics(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    double makespan = scale.seconds(last - first);
    double queueIntegral = 0;
    int maxQueued = 0;
    for (int i = 0; i < history.samples(); i++) {
      long from = Math.max(history.sampleTime(i), first);
      long to = i + 1 < history.samples() ? Math.min(history.sampleTime(i + 1), last) : last;
      if (to > from) queueIntegral += history.queuedJobs(i) * scale.seconds(to - from);
      maxQueued = Math.max(maxQueued, history.queuedJobs(i));
    }
    return new ScheduleMetrics(jobs, killed, scale.seconds(first), scale.seconds(last), makespan, waitSum / jobs, maxWait,
        turnaroundSum / jobs, slowdownSum / jobs, boundedSum / jobs,
        makespan > 0 ? busyNodeSeconds / (history.machineNodes() * makespan) : 0,
        makespan > 0 ? jobs / (makespan / SECONDS_PER_HOUR) : 0, makespan > 0 ? queueIntegral / makespan : 0, maxQueued);
  }

  /** (wait + run) / run; NaN for a job that did not run at all. */
  public static double slowdown(long wait, long run) { return run > 0 ? (double) (wait + run) / run : Double.NaN; }

  /** max(1, (wait + run) / max(run, tau)), all in the same unit. */
  public static double boundedSlowdown(long wait, long run, long tau) {
    return Math.max(1.0, (double) (wait + run) / Math.max(run, tau));
  }
}
