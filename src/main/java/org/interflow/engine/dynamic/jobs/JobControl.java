package org.interflow.engine.dynamic.jobs;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.scheduler.ConsecutiveAllocation;

/**
 * The scheduler's model: takes job arrivals and starts jobs with {@link ConsecutiveAllocation}
 * (FCFS, consecutive servers; a job that names its servers starts at once on them), counts
 * barrier arrivals and opens each barrier when the job's last
 * task reaches it, and ends a job when its last task finishes, freeing its servers for the jobs
 * waiting behind it (which start at that same time). Not thread-safe: owned by the Scheduler actor
 * (or the direct runner).
 */
public final class JobControl {
  private final Job[] jobs;
  private final ConsecutiveAllocation allocation;

  /**
   * A machine of {@code servers} servers that will be given {@code jobs} (job index = list index).
   *
   * @throws IllegalArgumentException if a job has more tasks than the machine has servers
   */
  public JobControl(int servers, List<JobSpec> jobs) {
    this.allocation = new ConsecutiveAllocation(servers);
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

  /** Handles one cycle's arrivals, barrier arrivals and finishes, in that order. */
  public SchedulerOutput handle(SchedulerInput input) {
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
        allocation.submit(job, jobs[job].tasks());
      }
    }
    for (SchedulerInput.BarrierArrival arrival : input.barrierArrivals()) {
      if (jobs[arrival.job()].arriveAtBarrier(arrival.tag())) {
        released.add(new SchedulerOutput.BarrierRelease(arrival.job(), arrival.tag()));
      }
    }
    for (SchedulerInput.TaskFinish finish : input.finishes()) {
      if (jobs[finish.job()].finishTask()) {
        if (!jobs[finish.job()].spec().fixedServers()) allocation.release(finish.job());
        ended.add(finish.job());
      }
    }
    for (int[] start = allocation.startNext(); start != null; start = allocation.startNext()) {
      Placement placement = new Placement(start[0], start[1], jobs[start[0]].tasks());
      jobs[start[0]].start(placement);
      started.add(placement);
    }
    return new SchedulerOutput(started, released, ended);
  }
}
