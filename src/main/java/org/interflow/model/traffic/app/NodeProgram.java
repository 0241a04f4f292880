package org.interflow.model.traffic.app;

/**
 * The behaviour of one task of an application, run by the compute node it is mapped on: a pure,
 * deterministic state machine that reacts to events by asking its {@link NodeActions} to send
 * messages, compute, wait at a barrier or finish. Tasks address each other by task index (0 ..
 * tasks-1); the runtime maps tasks to servers.
 *
 * <p>Every callback happens at the simulated time {@link NodeActions#nowPs()}; actions taken in
 * a callback start at that same time. One program per task, owned by one compute node.
 */
public interface NodeProgram {
  /** The task starts (the job's start time). */
  void start(NodeActions actions);

  /** A compute period started with {@link NodeActions#compute(long, long)} ended. */
  void onComputeDone(long tag, NodeActions actions);

  /** A message this task sent with {@code tag} has been delivered to its destination. */
  void onSent(long tag, NodeActions actions);

  /** A message from task {@code sourceTask} with {@code tag} and {@code bytes} has arrived. */
  void onReceived(int sourceTask, long bytes, long tag, NodeActions actions);

  /**
   * Task {@code sourceTask} called {@link NodeActions#notify} for this task. Programs that never
   * notify need not implement it.
   */
  default void onNotified(int sourceTask, long tag, long value, NodeActions actions) {
    throw new IllegalStateException("task " + actions.task() + " was notified by task " + sourceTask
        + " but does not handle notifications");
  }

  /** Every task of the job reached the barrier {@code tag} ({@link NodeActions#barrier(long)}). */
  void onBarrier(long tag, NodeActions actions);

  /**
   * What the task reports at the end of the run, whether it finished or not (called once, after
   * the last event, or when the task finished); null when it reports nothing beyond what the
   * engine records, which is the default.
   */
  default TaskOutcome outcome() { return null; }
}
