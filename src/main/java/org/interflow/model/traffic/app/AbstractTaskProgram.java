package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficClass;

/**
 * Skeleton of the node programs of this package: counts the messages a task has sent that are
 * not yet delivered and calls {@link NodeActions#finish()} exactly once, when the task has
 * declared its work {@linkplain #done done} and every one of its messages has been delivered (so
 * no callback reaches a finished task). Callbacks a workload never provokes fail loudly instead
 * of being ignored, so a wiring mistake in a runtime shows up at once.
 *
 * <p>Every state change is made before the action that might, in a re-entrant runtime, call back
 * into the program. Memory: a few fields per task.
 */
abstract class AbstractTaskProgram implements NodeProgram {
  private int undelivered;
  private boolean workDone;
  private boolean finished;

  /** Sends an application message and counts it until its {@link #onSent}. */
  protected final void send(NodeActions actions, int destinationTask, long bytes, long tag) {
    send(actions, destinationTask, bytes, tag, TrafficClass.APPLICATION);
  }

  /** Sends a message of the given traffic class (storage I/O workloads use {@link TrafficClass#STORAGE}). */
  protected final void send(NodeActions actions, int destinationTask, long bytes, long tag, TrafficClass trafficClass) {
    undelivered++;
    actions.send(destinationTask, bytes, tag, trafficClass);
  }

  /** Messages sent by this task and not yet delivered. */
  protected final int undelivered() {
    return undelivered;
  }

  /** The task's work is over; it finishes as soon as its last message is delivered. */
  protected final void done(NodeActions actions) {
    workDone = true;
    finishIfQuiet(actions);
  }

  @Override
  public final void onSent(long tag, NodeActions actions) {
    if (undelivered == 0) throw new IllegalStateException(name() + ": delivery of a message it did not send (tag " + tag + ")");
    undelivered--;
    delivered(tag, actions);
    finishIfQuiet(actions);
  }

  /** Hook after one of this task's messages was delivered; by default nothing. */
  protected void delivered(long tag, NodeActions actions) {}

  @Override
  public void onComputeDone(long tag, NodeActions actions) {
    throw new IllegalStateException(name() + " never computes, got compute tag " + tag);
  }

  @Override
  public void onReceived(int sourceTask, long bytes, long tag, NodeActions actions) {
    throw new IllegalStateException(name() + " expects no message, got tag " + tag + " from task " + sourceTask);
  }

  @Override
  public void onBarrier(long tag, NodeActions actions) {
    throw new IllegalStateException(name() + " never waits at a barrier, got barrier " + tag);
  }

  private void finishIfQuiet(NodeActions actions) {
    if (workDone && undelivered == 0 && !finished) {
      finished = true;
      actions.finish();
    }
  }

  private String name() {
    return getClass().getSimpleName();
  }
}
