package org.interflow.engine.dynamic.flows;

import java.util.List;

/**
 * What the network did in one delta cycle.
 *
 * @param timePs the time the network advanced to: the cycle's time, or later when it looked ahead
 *     (see {@link FlowModelStepper}); the delivered flows arrived then
 * @param undeliverable flows injected in this cycle that have no route, in flow id order
 * @param delivered flows delivered at the cycle's time, in flow id order
 * @param nextEventPs the flow model's next event time, {@link Long#MAX_VALUE} when idle
 * @param activeFlows flows in flight
 * @param cancelled flows removed in this cycle because their job was killed, in flow id order
 *     (delivery time -1)
 */
public record NetworkOutput(long timePs, List<FlowRecord> undeliverable, List<FlowRecord> delivered, long nextEventPs,
    int activeFlows, List<FlowRecord> cancelled) {
  public NetworkOutput {
    undeliverable = List.copyOf(undeliverable);
    delivered = List.copyOf(delivered);
    cancelled = List.copyOf(cancelled);
  }

  /** An output without cancelled flows. */
  public NetworkOutput(long timePs, List<FlowRecord> undeliverable, List<FlowRecord> delivered, long nextEventPs,
      int activeFlows) {
    this(timePs, undeliverable, delivered, nextEventPs, activeFlows, List.of());
  }
}
