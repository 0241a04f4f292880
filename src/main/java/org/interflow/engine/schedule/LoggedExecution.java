package org.interflow.engine.schedule;

import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeSet;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.scheduler.SchedulingDecision;
import org.interflow.model.units.TimeScale;

/**
 * The logged execution mode: a job holds its nodes for its logged runtime and no network is
 * simulated (the classic job-scheduling simulation of Batsim, Alea or the Slurm simulator). Its
 * clock starts at the first job's submit time on an empty machine.
 *
 * <p>Outline: at each event time (the earliest of the next submission, the next end and the next
 * wake-up the scheduler asked for), first the jobs ending then are reported to the scheduler (in
 * job-id order; a job whose kill timer falls before its runtime ends as killed at that time), then
 * the jobs submitted then (in id order), then the scheduler decides, and each started job's end
 * goes into a heap. O((j + e) log j) for j
 * jobs and e events, plus the scheduler's own work.
 */
public final class LoggedExecution implements ScheduleExecution {
  private final TimeScale scale;

  /** @param scale the run's tick, for overflow checks of end times */
  public LoggedExecution(TimeScale scale) { this.scale = scale; }

  /** One pending end: a job ending (or killed) at {@code at}. */
  private record Ending(long at, int job, boolean killed) implements Comparable<Ending> {
    @Override
    public int compareTo(Ending o) { return at != o.at ? Long.compare(at, o.at) : Integer.compare(job, o.job); }
  }

  @Override
  public ScheduleOutcome run(Workload workload, SchedulePolicies policies, ScheduleProgress progress) {
    return new ScheduleOutcome(workload, run(workload, policies.scheduler(workload), progress), scale, null, null);
  }

  /** Runs {@code workload} through {@code scheduler} (fresh, sized for its machine); returns its history. */
  public ScheduleHistory run(Workload workload, BatchScheduler scheduler, ScheduleProgress progress) {
    List<WorkloadJob> jobs = workload.jobs();
    for (WorkloadJob job : jobs) {
      if (job.runtime() < 1) throw new IllegalArgumentException("job " + job.label() + " has no runtime; logged mode needs one");
    }
    PriorityQueue<Ending> endings = new PriorityQueue<>();
    TreeSet<Long> wakeUps = new TreeSet<>();
    long[] endAt = new long[jobs.size()];
    int next = 0;
    int ended = 0;
    while (next < jobs.size() || !endings.isEmpty() || !wakeUps.isEmpty()) {
      long now = Math.min(next < jobs.size() ? jobs.get(next).request().submit() : Long.MAX_VALUE,
          endings.isEmpty() ? Long.MAX_VALUE : endings.peek().at());
      if (!wakeUps.isEmpty()) now = Math.min(now, wakeUps.first());
      while (!wakeUps.isEmpty() && wakeUps.first() == now) wakeUps.pollFirst();
      while (!endings.isEmpty() && endings.peek().at() == now) {
        Ending e = endings.poll();
        if (e.killed()) scheduler.jobKilled(now, e.job());
        else scheduler.jobEnded(now, e.job());
        ended++;
      }
      while (next < jobs.size() && jobs.get(next).request().submit() == now) scheduler.submit(jobs.get(next++).request());
      List<SchedulingDecision> decisions = scheduler.schedule(now);
      for (int i = 0; i < decisions.size(); i++) {
        if (decisions.get(i) instanceof SchedulingDecision.StartJob start) {
          endAt[start.job()] = scale.add(now, jobs.get(start.job()).runtime());
          // its kill timer, when jobs are killed, follows it in the list
          boolean killed = false;
          if (i + 1 < decisions.size() && decisions.get(i + 1) instanceof SchedulingDecision.KillTimer kill && kill.job() == start.job()) {
            killed = kill.killAt() < endAt[start.job()];
            if (killed) endAt[start.job()] = kill.killAt();
            i++;
          }
          endings.add(new Ending(endAt[start.job()], start.job(), killed));
        } else if (decisions.get(i) instanceof SchedulingDecision.WakeUp wake) {
          wakeUps.add(wake.wakeAt());
        }
      }
      progress.update(ended, now);
    }
    if (scheduler.queuedJobs() > 0) {
      // nothing runs and nothing comes: a selection policy that leaves jobs waiting on an idle machine is broken
      throw new IllegalStateException(scheduler.queuedJobs() + " jobs were never started on an idle machine");
    }
    return scheduler.history();
  }
}
