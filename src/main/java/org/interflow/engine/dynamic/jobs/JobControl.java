package org.interflow.engine.dynamic.jobs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeSet;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.scheduler.SchedulingDecision;

/**
 * The scheduler's model: takes job arrivals and starts jobs through a {@link BatchScheduler} with
 * the run's {@link JobPolicies} (by default FCFS on the lowest block of consecutive free servers,
 * tasks in order; a job that names its servers starts at once on them; a job's {@link PinnedTasks}
 * go where the servers of its other tasks say), counts barrier arrivals
 * and opens each barrier when the job's last task reaches it, and ends a job when its last task
 * finishes, freeing its servers for the jobs waiting behind it (which start at that same time).
 *
 * <p>Each job's requested time ({@link JobSpec#requestedPs()}) is the scheduler's estimate, so
 * backfilling plans with it (a job without one is planned as never ending). The scheduler's own
 * timers, kill times (when the policies kill) and the wake-ups a policy asks for (a reservation's
 * planned start), are reported as {@link SchedulerOutput#nextTimerPs()}; when one is due the
 * engine hands the scheduler {@link SchedulerInput#timerDue()} in the last delta cycle of that
 * time, so a job whose last task finishes exactly at its kill time completes. A job still running
 * then is killed: reported in {@link SchedulerOutput#killed()} for the engine to abort, and
 * anything later from its tasks is ignored. Not thread-safe: owned by the Scheduler actor (or the
 * direct runner).
 */
public final class JobControl {
  /** A kill timer: job {@code job} at {@code atPs}, ordered by time then job. */
  private record Kill(long atPs, int job) implements Comparable<Kill> {
    @Override
    public int compareTo(Kill o) { return atPs != o.atPs ? Long.compare(atPs, o.atPs) : Integer.compare(job, o.job); }
  }

  private final Job[] jobs;
  private final BatchScheduler scheduler;
  private final PriorityQueue<Kill> kills = new PriorityQueue<>();
  private final TreeSet<Long> wakeUps = new TreeSet<>();
  /** Jobs carry requested times: start jobs once per time, after all of its arrivals and ends. */
  private final boolean oncePerTime;
  /** An arrival or end waits for the start decisions of its time (with {@link #oncePerTime}). */
  private long decideAtPs = Long.MAX_VALUE;

  /** A machine of {@code servers} servers that will be given {@code jobs}, under the default policies. */
  public JobControl(int servers, List<JobSpec> jobs) { this(servers, jobs, JobPolicies.defaults()); }

  /**
   * A machine of {@code servers} servers that will be given {@code jobs} (job index = list index),
   * scheduled by fresh policies of {@code policies}.
   *
   * @throws IllegalArgumentException if a job asks for more servers than the machine has
   */
  public JobControl(int servers, List<JobSpec> jobs, JobPolicies policies) {
    if (servers < 1) throw new IllegalArgumentException("a machine needs at least one server, got " + servers);
    this.scheduler = new BatchScheduler(servers, policies.selection().get(), policies.allocation().get(),
        policies.mapping().get(), policies.killAtRequested());
    this.jobs = new Job[jobs.size()];
    boolean requested = false;
    for (JobSpec spec : jobs) requested |= spec.requestedPs() != BatchJob.NO_LIMIT;
    this.oncePerTime = requested;
    for (int j = 0; j < this.jobs.length; j++) {
      this.jobs[j] = new Job(j, jobs.get(j));
      int nodes = jobs.get(j).nodes();
      if (!jobs.get(j).fixedServers() && nodes > servers) {
        throw new IllegalArgumentException("job " + j + " (" + jobs.get(j).application().name() + ") needs " + nodes
            + " servers; the machine has " + servers + " servers");
      }
    }
  }

  /**
   * Handles one cycle's arrivals, barrier arrivals and finishes at {@code nowPs}, in that order,
   * or its due timers (kills, then wake-ups), then starts what the policies start. When the jobs
   * carry requested times the policies decide once per time, in the scheduler's timer cycle (the
   * last at that time), after every arrival and end of the time, as the logged mode does: a
   * backfilling plan made from part of a time's events (a job still running at its estimated end
   * that ends a delta cycle later) would start jobs a picosecond late. Without requested times
   * (simulate) they decide in the cycle of the event.
   */
  public SchedulerOutput handle(long nowPs, SchedulerInput input) {
    List<Placement> started = new ArrayList<>(0);
    List<SchedulerOutput.BarrierRelease> released = new ArrayList<>(0);
    List<Integer> ended = new ArrayList<>(0);
    List<Integer> killed = new ArrayList<>(0);
    boolean changed = false;
    for (int job : input.arrivals()) {
      JobSpec spec = jobs[job].spec();
      if (spec.fixedServers()) {
        Placement placement = Placement.mapped(job, spec.servers());
        jobs[job].start(placement);
        started.add(placement);
      } else {
        scheduler.submit(new BatchJob(job, nowPs, spec.nodes(), spec.requestedPs()));
        changed = true;
      }
    }
    for (SchedulerInput.BarrierArrival arrival : input.barrierArrivals()) {
      if (jobs[arrival.job()].killed()) continue;
      if (jobs[arrival.job()].arriveAtBarrier(arrival.tag())) {
        released.add(new SchedulerOutput.BarrierRelease(arrival.job(), arrival.tag()));
      }
    }
    for (SchedulerInput.TaskFinish finish : input.finishes()) {
      if (jobs[finish.job()].killed()) continue;
      if (jobs[finish.job()].finishTask()) {
        if (!jobs[finish.job()].spec().fixedServers()) {
          scheduler.jobEnded(nowPs, finish.job());
          changed = true;
        }
        ended.add(finish.job());
      }
    }
    if (input.timerDue()) {
      while (!kills.isEmpty() && kills.peek().atPs() <= nowPs) {
        int job = kills.poll().job();
        if (jobs[job].ended()) continue;
        scheduler.jobKilled(nowPs, job);
        jobs[job].kill();
        killed.add(job);
      }
      while (!wakeUps.isEmpty() && wakeUps.first() <= nowPs) wakeUps.pollFirst();
      decideAtPs = Long.MAX_VALUE;
    } else if (oncePerTime) {
      if (changed) decideAtPs = nowPs;  // decide in this time's timer cycle
      return new SchedulerOutput(started, released, ended, killed, nextTimerPs());
    }
    for (SchedulingDecision decision : scheduler.schedule(nowPs)) {
      if (decision instanceof SchedulingDecision.StartJob start) {
        int job = start.job();
        JobSpec spec = jobs[job].spec();
        int[] servers = scheduler.taskNodes(job, spec.placedTasks(), spec.tasksPerNode());
        if (spec.pinned() != null) servers = withPinned(servers, spec.pinned());
        Placement placement = placementOf(job, servers);
        jobs[job].start(placement);
        started.add(placement);
      } else if (decision instanceof SchedulingDecision.KillTimer kill) {
        kills.add(new Kill(kill.killAt(), kill.job()));
      } else if (decision instanceof SchedulingDecision.WakeUp wake) {
        wakeUps.add(wake.wakeAt());
      }
    }
    return new SchedulerOutput(started, released, ended, killed, nextTimerPs());
  }

  /** What the batch scheduler saw and did: submits, starts, ends (completed or killed), machine samples. */
  public ScheduleHistory history() { return scheduler.history(); }

  /** The earliest kill time of a job still running, or wake-up; {@link Long#MAX_VALUE} for none. */
  private long nextTimerPs() {
    while (!kills.isEmpty() && jobs[kills.peek().job()].ended()) kills.poll();  // the job ended first
    long next = Math.min(decideAtPs, kills.isEmpty() ? Long.MAX_VALUE : kills.peek().atPs());
    return wakeUps.isEmpty() ? next : Math.min(next, wakeUps.first());
  }

  /** The placed tasks' servers followed by the pinned tasks' ones. */
  private static int[] withPinned(int[] placed, PinnedTasks pinned) {
    int[] more = pinned.servers(placed.clone());
    if (more.length != pinned.tasks()) throw new IllegalStateException("pinned tasks gave " + more.length + " servers for " + pinned.tasks());
    int[] all = Arrays.copyOf(placed, placed.length + more.length);
    System.arraycopy(more, 0, all, placed.length, more.length);
    return all;
  }

  /** The placement of task i on {@code servers[i]}: the compact form when they are consecutive. */
  private static Placement placementOf(int job, int[] servers) {
    for (int i = 1; i < servers.length; i++) {
      if (servers[i] != servers[0] + i) return Placement.mapped(job, servers);
    }
    return new Placement(job, servers[0], servers.length);
  }
}
