package org.interflow.engine.dynamic.jobs;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.SchedulingDecision;

/**
 * The scheduler's model: takes job arrivals and starts jobs through a {@link BatchScheduler} with
 * the run's {@link JobPolicies} (by default FCFS on the lowest block of consecutive free servers,
 * tasks in order; a job that names its servers starts at once on them), counts barrier arrivals
 * and opens each barrier when the job's last task reaches it, and ends a job when its last task
 * finishes, freeing its servers for the jobs waiting behind it (which start at that same time).
 * Jobs carry no runtime estimate, so a backfilling policy sees every running job as unbounded.
 * Not thread-safe: owned by the Scheduler actor (or the direct runner).
 */
public final class JobControl {
  private final Job[] jobs;
  private final BatchScheduler scheduler;

  /** A machine of {@code servers} servers that will be given {@code jobs}, under the default policies. */
  public JobControl(int servers, List<JobSpec> jobs) { this(servers, jobs, JobPolicies.defaults()); }

  /**
   * A machine of {@code servers} servers that will be given {@code jobs} (job index = list index),
   * scheduled by fresh policies of {@code policies}.
   *
   * @throws IllegalArgumentException if a job has more tasks than the machine has servers
   */
  public JobControl(int servers, List<JobSpec> jobs, JobPolicies policies) {
    if (servers < 1) throw new IllegalArgumentException("a machine needs at least one server, got " + servers);
    this.scheduler = new BatchScheduler(servers, policies.selection().get(), policies.allocation().get(),
        policies.mapping().get(), false);
    this.jobs = new Job[jobs.size()];
    for (int j = 0; j < this.jobs.length; j++) {
      this.jobs[j] = new Job(j, jobs.get(j));
      int tasks = this.jobs[j].tasks();
      if (!jobs.get(j).fixedServers() && (tasks < 1 || tasks > servers)) {
        throw new IllegalArgumentException("job " + j + " (" + jobs.get(j).application().name() + ") has " + tasks
            + " tasks; the machine has " + servers + " servers");
      }
    }
  }

  /** Handles one cycle's arrivals, barrier arrivals and finishes at {@code nowPs}, in that order, then starts what the policies start. */
  public SchedulerOutput handle(long nowPs, SchedulerInput input) {
    List<Placement> started = new ArrayList<>(0);
    List<SchedulerOutput.BarrierRelease> released = new ArrayList<>(0);
    List<Integer> ended = new ArrayList<>(0);
    for (int job : input.arrivals()) {
      JobSpec spec = jobs[job].spec();
      if (spec.fixedServers()) {
        Placement placement = Placement.mapped(job, spec.servers());
        jobs[job].start(placement);
        started.add(placement);
      } else {
        scheduler.submit(new BatchJob(job, nowPs, jobs[job].tasks(), BatchJob.NO_LIMIT));
      }
    }
    for (SchedulerInput.BarrierArrival arrival : input.barrierArrivals()) {
      if (jobs[arrival.job()].arriveAtBarrier(arrival.tag())) {
        released.add(new SchedulerOutput.BarrierRelease(arrival.job(), arrival.tag()));
      }
    }
    for (SchedulerInput.TaskFinish finish : input.finishes()) {
      if (jobs[finish.job()].finishTask()) {
        if (!jobs[finish.job()].spec().fixedServers()) scheduler.jobEnded(nowPs, finish.job());
        ended.add(finish.job());
      }
    }
    for (SchedulingDecision decision : scheduler.schedule(nowPs)) {
      if (!(decision instanceof SchedulingDecision.StartJob start)) continue;
      int job = start.job();
      Placement placement = placementOf(job, scheduler.taskNodes(job, jobs[job].tasks(), 1));
      jobs[job].start(placement);
      started.add(placement);
    }
    return new SchedulerOutput(started, released, ended);
  }

  /** The placement of task i on {@code servers[i]}: the compact form when they are consecutive. */
  private static Placement placementOf(int job, int[] servers) {
    for (int i = 1; i < servers.length; i++) {
      if (servers[i] != servers[0] + i) return Placement.mapped(job, servers);
    }
    return new Placement(job, servers[0], servers.length);
  }
}
