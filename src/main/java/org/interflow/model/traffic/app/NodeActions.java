package org.interflow.model.traffic.app;

import java.util.SplittableRandom;
import org.interflow.model.traffic.TrafficClass;

/**
 * What a {@link NodeProgram} can do, handed to it in every callback by the runtime that hosts it.
 * All actions take effect at {@link #nowPs()}.
 */
public interface NodeActions {
  /** Current simulated time in picoseconds. */
  long nowPs();

  /** This task's index in its job. */
  int task();

  /** Number of tasks in the job. */
  int tasks();

  /**
   * Sends a message to another task of the job (a flow through the network). {@link
   * NodeProgram#onSent} follows at delivery; the receiver gets {@link NodeProgram#onReceived}.
   * A message to oneself is delivered at once (no network). {@code bytes} may be 0 (latency only).
   */
  void send(int destinationTask, long bytes, long tag, TrafficClass trafficClass);

  /**
   * As {@link #send} but without a receipt: the sender gets no {@link NodeProgram#onSent} for this
   * message (the receiver still gets {@link NodeProgram#onReceived} at delivery). For a program
   * that has no use for the delivery time of a message, e.g. an eager MPI send, which is complete
   * when posted; it saves the runtime one callback per message.
   */
  void sendWithoutReceipt(int destinationTask, long bytes, long tag, TrafficClass trafficClass);

  /**
   * Tells another task of the job {@code (tag, value)} at once, outside the network: it gets
   * {@link NodeProgram#onNotified} at the same simulated time (next delta cycle). Models the
   * simulator-level matching a real protocol does with control messages, e.g. a rendezvous
   * transfer that may start only once the receive is posted (SimGrid's mailboxes).
   */
  void notify(int destinationTask, long tag, long value);

  /** Computes for {@code durationPs}; {@link NodeProgram#onComputeDone} follows with {@code tag}. */
  void compute(long durationPs, long tag);

  /** Waits until every task of the job has called barrier with this tag; then {@link NodeProgram#onBarrier}. */
  void barrier(long tag);

  /** This task is done; no further callbacks are expected. */
  void finish();

  /** This task's own seeded random stream (derived from the run seed, job and task). */
  SplittableRandom random();
}
