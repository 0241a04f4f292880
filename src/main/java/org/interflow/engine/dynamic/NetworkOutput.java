package org.interflow.engine.dynamic;

import java.util.List;

/**
 * What the network did in one delta cycle.
 *
 * @param undeliverable flows injected in this cycle that have no route, in flow id order
 * @param delivered flows delivered at the cycle's time, in flow id order
 * @param nextEventPs the flow model's next event time, {@link Long#MAX_VALUE} when idle
 * @param activeFlows flows in flight
 */
public record NetworkOutput(List<FlowRecord> undeliverable, List<FlowRecord> delivered, long nextEventPs,
    int activeFlows) {
  public NetworkOutput {
    undeliverable = List.copyOf(undeliverable);
    delivered = List.copyOf(delivered);
  }
}
