package org.interflow.engine.dynamic.tasks;

import java.util.List;
import java.util.SplittableRandom;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.traffic.app.NodeActions;
import org.interflow.model.traffic.app.NodeProgram;
import org.interflow.model.traffic.app.TaskOutcome;

/**
 * Hosts the {@link NodeProgram} of one task on its server and is the program's {@link
 * NodeActions}: while a callback runs, whatever the program asks for is appended, in order, to
 * the caller's action list. It also records the task's timeline: COMPUTE while a compute period
 * is outstanding, COMMUNICATE otherwise, from start to finish (zero-length spans are dropped).
 *
 * <p>Each task draws from its own {@link SplittableRandom} seeded with {@link #seedOf(long, int,
 * int)} (run seed, job, task), so its choices do not depend on where or when it runs. Events that
 * reach a task after it finished are ignored; an Aborted event (its job was killed) ends the task
 * at once, closing its span, without a finish action. Not thread-safe: owned by one server's host.
 */
public final class TaskHost implements NodeActions {
  private final Placement placement;
  private final int task;
  private final int server;
  private final NodeProgram program;
  private final SplittableRandom random;
  private final boolean recordIntervals;

  private long nowPs;
  private TaskActions actions;
  private int outstandingComputes;
  private boolean finished;
  private TaskInterval.State state;
  private long stateStartPs;

  /** Hosts {@code program}, task {@code task} of the job placed at {@code placement}, seeded from {@code seed}. */
  public TaskHost(Placement placement, int task, NodeProgram program, long seed) {
    this(placement, task, program, seed, true);
  }

  /**
   * As {@link #TaskHost(Placement, int, NodeProgram, long)}; without {@code recordIntervals} the
   * host reports no timeline spans (it still tracks its state, which costs nothing).
   */
  public TaskHost(Placement placement, int task, NodeProgram program, long seed, boolean recordIntervals) {
    this.recordIntervals = recordIntervals;
    this.placement = placement;
    this.task = task;
    this.server = placement.server(task);
    this.program = program;
    this.random = new SplittableRandom(seedOf(seed, placement.job(), task));
  }

  /**
   * The seed of task {@code task} of job {@code job}: two SplitMix64 finalisation rounds over the
   * run seed, so neighbouring (job, task) pairs get unrelated streams.
   */
  public static long seedOf(long seed, int job, int task) {
    return mix64(mix64(seed + 0x9E3779B97F4A7C15L * (job + 1L)) + 0x9E3779B97F4A7C15L * (task + 1L));
  }

  /**
   * The run seed under which the tasks of job {@code asJob} draw exactly what those of job {@code
   * job} draw under {@code seed}: {@code seedOf(result, asJob, t) == seedOf(seed, job, t)} for every
   * task t (the inner round's input is the same, modulo 2^64). A job rerun alone as job 0 keeps its
   * random streams this way.
   */
  public static long seedAs(long seed, int job, int asJob) {
    return seed + 0x9E3779B97F4A7C15L * ((long) job - asJob);
  }

  private static long mix64(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Job index. */
  public int job() { return placement.job(); }

  /** What the program reports about its task now ({@link NodeProgram#outcome()}), or null. */
  public TaskOutcome outcome() { return program.outcome(); }

  /** True once the program called {@link #finish()}. */
  public boolean finished() { return finished; }

  /**
   * Runs the callback for event {@code i} of {@code events} (which must be this task's) at
   * {@code atPs}, appending the program's actions to {@code out} and any timeline span that ended
   * to {@code intervals}.
   *
   * @return false when the task had already finished (the event is ignored)
   */
  public boolean handle(TaskEvents events, int i, long atPs, TaskActions out, List<TaskInterval> intervals) {
    if (finished) return false;
    nowPs = atPs;
    actions = out;
    switch (events.kind(i)) {
      case TaskEvents.RECEIVED -> program.onReceived(events.source(i), events.value(i), events.tag(i), this);
      case TaskEvents.SENT -> program.onSent(events.tag(i), this);
      case TaskEvents.COMPUTE_DONE -> {
        outstandingComputes--;
        program.onComputeDone(events.tag(i), this);
      }
      case TaskEvents.NOTIFIED -> program.onNotified(events.source(i), events.tag(i), events.value(i), this);
      case TaskEvents.BARRIER_RELEASED -> program.onBarrier(events.tag(i), this);
      case TaskEvents.ABORTED -> finished = true;  // killed: stops without a finish action
      default -> {
        state = TaskInterval.State.COMMUNICATE;
        stateStartPs = atPs;
        program.start(this);
      }
    }
    actions = null;
    TaskInterval.State next = finished ? null
        : outstandingComputes > 0 ? TaskInterval.State.COMPUTE : TaskInterval.State.COMMUNICATE;
    if (next != state) {
      if (recordIntervals && stateStartPs < atPs) {
        intervals.add(new TaskInterval(placement.job(), task, server, state, stateStartPs, atPs));
      }
      state = next;
      stateStartPs = atPs;
    }
    return true;
  }

  @Override public long nowPs() { return nowPs; }

  @Override public int task() { return task; }

  @Override public int tasks() { return placement.tasks(); }

  @Override
  public void send(int destinationTask, long bytes, long tag, TrafficClass trafficClass) {
    send(destinationTask, bytes, tag, trafficClass, 0);
  }

  @Override
  public void sendWithoutReceipt(int destinationTask, long bytes, long tag, TrafficClass trafficClass) {
    send(destinationTask, bytes, tag, trafficClass, TaskActions.NO_RECEIPT);
  }

  private void send(int destinationTask, long bytes, long tag, TrafficClass trafficClass, long receipt) {
    checkInCallback();
    if (destinationTask < 0 || destinationTask >= placement.tasks()) {
      throw new IllegalArgumentException("task " + task + " sends to task " + destinationTask + " of "
          + placement.tasks());
    }
    if (bytes < 0) throw new IllegalArgumentException("message size must not be negative, got " + bytes);
    actions.add(TaskActions.SEND, placement.job(), task, server, destinationTask, placement.server(destinationTask),
        bytes, tag, receipt, trafficClass);
  }

  @Override
  public void notify(int destinationTask, long tag, long value) {
    checkInCallback();
    if (destinationTask < 0 || destinationTask >= placement.tasks()) {
      throw new IllegalArgumentException("task " + task + " notifies task " + destinationTask + " of "
          + placement.tasks());
    }
    actions.add(TaskActions.NOTIFY, placement.job(), task, server, destinationTask, placement.server(destinationTask), 0,
        tag, value, TrafficClass.APPLICATION);
  }

  @Override
  public void compute(long durationPs, long tag) {
    checkInCallback();
    if (durationPs < 0) throw new IllegalArgumentException("compute time must not be negative, got " + durationPs);
    outstandingComputes++;
    actions.add(TaskActions.COMPUTE, placement.job(), task, server, 0, 0, durationPs, tag, 0, TrafficClass.APPLICATION);
  }

  @Override
  public void barrier(long tag) {
    checkInCallback();
    actions.add(TaskActions.BARRIER, placement.job(), task, server, 0, 0, 0, tag, 0, TrafficClass.APPLICATION);
  }

  @Override
  public void finish() {
    checkInCallback();
    finished = true;
    actions.add(TaskActions.FINISH, placement.job(), task, server, 0, 0, 0, 0, 0, TrafficClass.APPLICATION);
  }

  @Override public SplittableRandom random() { return random; }

  private void checkInCallback() {
    if (actions == null) throw new IllegalStateException("task " + task + " acted outside a callback");
    if (finished) {
      throw new IllegalStateException("task " + task + " of job " + placement.job() + " acted after finish");
    }
  }
}
