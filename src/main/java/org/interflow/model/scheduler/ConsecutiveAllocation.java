package org.interflow.model.scheduler;

import java.util.ArrayDeque;
import java.util.List;

/**
 * The dynamic engine's job start rule, one job at a time: first-come first-served on the lowest
 * block of consecutive free servers, one task per server, no runtime estimates (strict FCFS, no
 * backfilling; INRFlow's default "consecutive" allocation). A {@link BatchScheduler} with {@link
 * FirstComeFirstServed} and {@link ConsecutiveBlockAllocation} does the work; this class keeps the
 * call shape {@code JobControl} uses (submit, release, then start jobs one by one).
 * TODO(issue 10): JobControl hosts a BatchScheduler itself (with the configured policies); then
 * this adapter goes.
 */
public final class ConsecutiveAllocation {
  private final BatchScheduler scheduler;
  private final ArrayDeque<int[]> startable = new ArrayDeque<>();

  /** A machine of {@code servers} servers, all free. */
  public ConsecutiveAllocation(int servers) {
    if (servers < 1) throw new IllegalArgumentException("a machine needs at least one server, got " + servers);
    this.scheduler = new BatchScheduler(servers, new FirstComeFirstServed(), new ConsecutiveBlockAllocation(),
        new LinearMapping(), false);
  }

  /** Servers of the machine. */
  public int servers() { return scheduler.nodes(); }

  /** Servers currently allocated to running jobs. */
  public int busyServers() { return scheduler.busyNodes(); }

  /** Jobs submitted and not started yet. */
  public int waitingJobs() { return scheduler.queuedJobs() + startable.size(); }

  /**
   * Queues job {@code job} needing {@code tasks} servers behind every job submitted before it.
   *
   * @throws IllegalArgumentException if the job can never fit (more tasks than servers, or none)
   */
  public void submit(int job, int tasks) {
    if (tasks < 1 || tasks > servers()) {
      throw new IllegalArgumentException("job " + job + " needs " + tasks + " servers; the machine has " + servers());
    }
    scheduler.submit(new BatchJob(job, 0, tasks, BatchJob.NO_LIMIT));
  }

  /**
   * Starts the job at the head of the queue if a block of consecutive free servers fits it.
   *
   * @return {@code {job, firstServer}}, or null when the queue is empty or its head must wait
   */
  public int[] startNext() {
    if (startable.isEmpty()) {
      List<SchedulingDecision> decisions = scheduler.schedule(0);
      for (SchedulingDecision d : decisions) {
        if (d instanceof SchedulingDecision.StartJob s) startable.add(new int[] {s.job(), s.nodes()[0]});
      }
    }
    return startable.poll();
  }

  /** Frees the servers of running job {@code job}. */
  public void release(int job) {
    scheduler.jobEnded(0, job);
  }
}
