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
 */
public record NetworkOutput(long timePs, List<FlowRecord> undeliverable, List<FlowRecord> delivered, long nextEventPs,
    int activeFlows) {
  public NetworkOutput {
    undeliverable = List.copyOf(undeliverable);
    delivered = List.copyOf(delivered);
  }
}
