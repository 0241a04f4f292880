package org.interflow.engine.dynamic;

import org.interflow.model.traffic.TrafficClass;

/**
 * What a task asked for in one callback, as its server reports it back to the coordinator, in
 * the order the program asked. Every action names its job and task.
 */
public sealed interface TaskAction {
  /** Job index. */
  int job();

  /** Task index within the job. */
  int task();

  /**
   * Send {@code bytes} to {@code destinationTask} (on {@code destinationServer}); with {@code
   * receipt} the sender gets {@code Sent} at delivery.
   */
  record Send(int job, int task, int sourceServer, int destinationTask, int destinationServer, long bytes, long tag,
      TrafficClass trafficClass, boolean receipt) implements TaskAction {
    /** A send with a receipt. */
    public Send(int job, int task, int sourceServer, int destinationTask, int destinationServer, long bytes, long tag,
        TrafficClass trafficClass) {
      this(job, task, sourceServer, destinationTask, destinationServer, bytes, tag, trafficClass, true);
    }
  }

  /** Tell {@code destinationTask} (on {@code destinationServer}) {@code (tag, value)} at once, without the network. */
  record Notify(int job, int task, int destinationTask, int destinationServer, long tag, long value)
      implements TaskAction {}

  /** Compute for {@code durationPs}, then get {@code ComputeDone(tag)}. */
  record Compute(int job, int task, int server, long durationPs, long tag) implements TaskAction {}

  /** The task reached barrier {@code tag}. */
  record ArriveAtBarrier(int job, int task, long tag) implements TaskAction {}

  /** The task is done. */
  record Finish(int job, int task) implements TaskAction {}
}
