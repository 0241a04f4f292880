package org.interflow.model.scheduler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A batch scheduler of one machine, as a model object without a loop of its own: its host tells
 * it what happened at an event time (jobs submitted, ended, killed), then asks it to {@link
 * #schedule} that time, and gets back what to do: start these jobs on these nodes, set these kill
 * timers. It holds the queue, the running jobs with their estimated ends, and the free nodes, and
 * applies the three stages of INRFlow's scheduler (section 3.4): a {@link SelectionPolicy} picks
 * the jobs, an {@link AllocationPolicy} their nodes, and a {@link MappingPolicy} their tasks'
 * nodes (on request, {@link #taskNodes}).
 *
 * <p>Hosts: the logged-mode driver (jobs hold their nodes for their logged runtime), and the
 * dynamic engine's job control, where a job's runtime comes out of the network simulation. Times
 * are ticks of the host's {@link org.interflow.model.units.TimeScale} and never go backwards. Every
 * event and decision goes into a {@link ScheduleHistory}. Deterministic: same calls, same
 * decisions. Not thread-safe: one owner.
 */
public final class BatchScheduler {
  private final NodePool pool;
  private final SelectionPolicy selection;
  private final AllocationPolicy allocation;
  private final MappingPolicy mapping;
  private final boolean killAtRequested;
  private final List<BatchJob> queue = new ArrayList<>();
  private final List<BatchJob> queueView = Collections.unmodifiableList(queue);
  private final RunningJobs running = new RunningJobs();
  private final List<int[]> held = new ArrayList<>();
  private final List<BatchJob> jobs = new ArrayList<>();
  private final ScheduleHistory history;
  private final Context context = new Context();
  private List<SchedulingDecision> decisions = new ArrayList<>();
  private long now;
  private int submittedSinceLastCall;
  private int endedSinceLastCall;
  private int endedOffEstimateSinceLastCall;
  /** True while every job was submitted after those with lower ids (the queue is then sorted by id). */
  private boolean queueInIdOrder = true;

  /**
   * @param nodes nodes of the machine
   * @param killAtRequested kill a job still running when its requested time runs out
   */
  public BatchScheduler(int nodes, SelectionPolicy selection, AllocationPolicy allocation, MappingPolicy mapping,
      boolean killAtRequested) {
    this.pool = new NodePool(nodes);
    this.selection = selection;
    this.allocation = allocation;
    this.mapping = mapping;
    this.killAtRequested = killAtRequested;
    this.history = new ScheduleHistory(nodes);
  }

  /**
   * Queues a job at its submit time.
   *
   * @throws IllegalArgumentException if it needs more nodes than the machine has, its id was seen,
   *     or its submit time is before the last event time
   */
  public void submit(BatchJob job) {
    if (job.nodes() > pool.nodes()) {
      throw new IllegalArgumentException("job " + job.id() + " needs " + job.nodes() + " nodes; the machine has " + pool.nodes());
    }
    while (jobs.size() <= job.id()) {
      jobs.add(null);
      held.add(null);
    }
    if (jobs.get(job.id()) != null) throw new IllegalArgumentException("job " + job.id() + " was already submitted");
    advance(job.submit());
    jobs.set(job.id(), job);
    if (!queue.isEmpty() && queue.get(queue.size() - 1).id() > job.id()) queueInIdOrder = false;
    queue.add(job);
    submittedSinceLastCall++;
    history.submitted(job);
  }

  /** Job {@code job} ended by itself at {@code at} (at or before its kill time, if any). */
  public void jobEnded(long at, int job) {
    long limit = limitOfRunning(job);
    if (killAtRequested && at > limit) {
      throw new IllegalArgumentException("job " + job + " ends at " + at + ", after its kill time " + limit);
    }
    advance(at);
    if (at != limit) endedOffEstimateSinceLastCall++;
    finish(job, JobStatus.COMPLETED);
  }

  /** Job {@code job} was killed by its kill timer at {@code at} (its start + requested time). */
  public void jobKilled(long at, int job) {
    long limit = limitOfRunning(job);
    if (!killAtRequested || at != limit) {
      throw new IllegalArgumentException("job " + job + " killed at " + at + "; its kill time is "
          + (killAtRequested ? limit : "none (jobs are not killed)"));
    }
    advance(at);
    finish(job, JobStatus.KILLED);
  }

  /**
   * Runs the selection policy at {@code at}, after every submission and end of that time.
   *
   * @return the starts (in start order, each followed by its kill timer when jobs are killed), and
   *     any wake-up the policy asked for
   */
  public List<SchedulingDecision> schedule(long at) {
    advance(at);
    decisions = new ArrayList<>();
    selection.select(context);
    submittedSinceLastCall = 0;
    endedSinceLastCall = 0;
    endedOffEstimateSinceLastCall = 0;
    history.sample(now, pool.nodes() - pool.freeCount(), queue.size(), running.size());
    return decisions;
  }

  /** The node of each task of running job {@code job}, by the mapping policy ({@code tasksPerNode} at most per node). */
  public int[] taskNodes(int job, int tasks, int tasksPerNode) {
    int[] nodes = held.get(job);
    if (nodes == null) throw new IllegalArgumentException("job " + job + " is not running");
    return mapping.map(job, tasks, tasksPerNode, nodes);
  }

  public int nodes() { return pool.nodes(); }

  public int busyNodes() { return pool.nodes() - pool.freeCount(); }

  public int queuedJobs() { return queue.size(); }

  public int runningJobs() { return running.size(); }

  /** Everything that happened so far. */
  public ScheduleHistory history() { return history; }

  /** Moves the clock to {@code at}; every check of an event comes before, so a refused event changes nothing. */
  private void advance(long at) {
    if (at < now) throw new IllegalArgumentException("time goes backwards: " + at + " after " + now);
    now = at;
  }

  /** When running job {@code job} reaches its requested time. */
  private long limitOfRunning(int job) {
    if (job < 0 || job >= held.size() || held.get(job) == null) throw new IllegalArgumentException("job " + job + " is not running");
    return jobs.get(job).limit(history.start(job));
  }

  private void finish(int job, JobStatus how) {
    int[] nodes = held.get(job);
    pool.release(nodes);
    held.set(job, null);
    running.remove(job);
    endedSinceLastCall++;
    history.ended(job, now, how);
  }

  /**
   * Where {@code job} (one of the queue's own) is in the queue, or -1: a binary search by id while
   * jobs were submitted in id order (the usual case), else a scan. O(log q) or O(q).
   */
  private int positionInQueue(BatchJob job) {
    if (queueInIdOrder) {
      int lo = 0;
      int hi = queue.size() - 1;
      while (lo <= hi) {
        int mid = (lo + hi) >>> 1;
        int id = queue.get(mid).id();
        if (id < job.id()) lo = mid + 1;
        else if (id > job.id()) hi = mid - 1;
        else return queue.get(mid) == job ? mid : -1;
      }
      return -1;
    }
    for (int i = 0; i < queue.size(); i++) if (queue.get(i) == job) return i;
    return -1;
  }

  /** What the selection policy sees, and its way to start a job. */
  private final class Context implements SchedulingContext {
    @Override
    public long now() { return now; }

    @Override
    public int totalNodes() { return pool.nodes(); }

    @Override
    public int freeNodes() { return pool.freeCount(); }

    @Override
    public List<BatchJob> queue() { return queueView; }

    @Override
    public int submittedSinceLastCall() { return submittedSinceLastCall; }

    @Override
    public int endedSinceLastCall() { return endedSinceLastCall; }

    @Override
    public int endedOffEstimateSinceLastCall() { return endedOffEstimateSinceLastCall; }

    @Override
    public int runningJobs() { return running.size(); }

    @Override
    public long estimatedEnd(int i) { return Math.max(running.limit(i), now + 1); }

    @Override
    public int runningPastEstimate() {
      int past = 0;
      while (past < running.size() && running.limit(past) <= now) past++;
      return past;
    }

    @Override
    public int runningNodes(int i) { return running.nodes(i); }

    @Override
    public void wakeUpAt(long time) {
      if (time <= now) throw new IllegalArgumentException("a wake-up must be after now (" + now + "), got " + time);
      decisions.add(new SchedulingDecision.WakeUp(now, time));
    }

    @Override
    public boolean start(BatchJob job) {
      int at = positionInQueue(job);
      if (at < 0) throw new IllegalArgumentException("job " + job.id() + " is not queued");
      int[] nodes = allocation.allocate(job.nodes(), pool);
      if (nodes == null) return false;
      pool.take(nodes);
      queue.remove(at);
      held.set(job.id(), nodes);
      long limit = job.limit(now);
      running.add(job.id(), limit, job.nodes());
      history.started(job.id(), now, nodes);
      decisions.add(new SchedulingDecision.StartJob(job.id(), now, nodes));
      if (killAtRequested && limit != BatchJob.NO_LIMIT) decisions.add(new SchedulingDecision.KillTimer(job.id(), now, limit));
      return true;
    }
  }
}
