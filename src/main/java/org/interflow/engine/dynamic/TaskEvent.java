package org.interflow.engine.dynamic;

/**
 * Something that happens to one task at the current simulated time: the callbacks of a {@link
 * org.interflow.model.traffic.app.NodeProgram}, as the coordinator batches them to the server
 * hosting the task. Every event names its job and task.
 */
public sealed interface TaskEvent {
  /** Job index. */
  int job();

  /** Task index within the job. */
  int task();

  /** The job starts: the server creates the task's program and calls {@code start}. */
  record Start(int job, int task, Placement placement) implements TaskEvent {}

  /** A compute period of the task ended. */
  record ComputeDone(int job, int task, long tag) implements TaskEvent {}

  /** A message the task sent with {@code tag} was delivered. */
  record Sent(int job, int task, long tag) implements TaskEvent {}

  /** A message from {@code sourceTask} arrived at the task. */
  record Received(int job, int task, int sourceTask, long bytes, long tag) implements TaskEvent {}

  /** Task {@code sourceTask} notified the task of {@code (tag, value)} (no network, same time). */
  record Notified(int job, int task, int sourceTask, long tag, long value) implements TaskEvent {}

  /** Every task of the job reached barrier {@code tag}. */
  record BarrierReleased(int job, int task, long tag) implements TaskEvent {}
}
