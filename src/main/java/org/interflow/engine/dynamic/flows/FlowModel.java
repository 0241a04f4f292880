package org.interflow.engine.dynamic.flows;

import java.util.List;

/**
 * The network side of the dynamic engine: routes injected flows, shares bandwidth among them and
 * says when each one is delivered. A flow first waits out its path's latency (sum of link
 * latencies), then transfers its bytes at the rate the bandwidth model gives it (SimGrid's rule);
 * a multipath flow is split into equal parts, one per path, and is delivered when its last part
 * is. Not thread-safe: owned by the Network actor (or the direct runner).
 */
public interface FlowModel {
  /**
   * Hands a flow to the network at {@code nowPs} (not before the last {@link #advanceTo} time).
   *
   * @return null when the flow is routed; its undeliverable record when no path exists
   */
  FlowRecord inject(long nowPs, FlowRequest request);

  /** Time of the next internal event (a flow starting to transfer or finishing), or {@link Long#MAX_VALUE}. */
  long nextEventPs();

  /**
   * Advances the network to {@code nowPs} ({@code <= nextEventPs()}), processing every internal
   * event up to it, and appends the flows delivered at exactly {@code nowPs} to {@code delivered}
   * in increasing flow id order.
   */
  void advanceTo(long nowPs, List<FlowRecord> delivered);

  /**
   * Removes flows in flight (their job was killed) at {@code nowPs}, the time of the last {@link
   * #advanceTo} (so every event up to it has been processed), and appends a record of each, in the
   * given order, with delivery time -1. The bandwidth they held goes to the others from {@code
   * nowPs}.
   *
   * @param flowIds flows injected and not yet delivered, in increasing id order
   * @throws IllegalArgumentException for a flow not in flight or a time other than the model's
   */
  void cancel(long nowPs, List<Long> flowIds, List<FlowRecord> cancelled);

  /** Flows injected and not yet delivered. */
  int activeFlows();
}
