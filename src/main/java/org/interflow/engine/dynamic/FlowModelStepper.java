package org.interflow.engine.dynamic;

import java.util.ArrayList;
import java.util.List;

/**
 * Drives a {@link FlowModel} through one delta cycle: injects the cycle's new flows, in flow id
 * order, at the cycle's time, then advances the model to that time, so a flow that needs no time
 * at all (zero latency and zero bytes) is delivered in the same cycle. Not thread-safe: owned by
 * the Network actor (or the direct runner), like the model it drives.
 */
public final class FlowModelStepper {
  private final FlowModel model;

  /** Drives {@code model}. */
  public FlowModelStepper(FlowModel model) {
    this.model = model;
  }

  /**
   * Injects {@code flows} at {@code atPs} and advances to {@code atPs}.
   *
   * @throws IllegalStateException if the model still has an event at or before {@code atPs}
   *     afterwards (it would never let time advance)
   */
  public NetworkOutput step(long atPs, List<FlowRequest> flows) {
    List<FlowRecord> undeliverable = new ArrayList<>(0);
    for (FlowRequest flow : flows) {
      FlowRecord dropped = model.inject(atPs, flow);
      if (dropped != null) undeliverable.add(dropped);
    }
    List<FlowRecord> delivered = new ArrayList<>();
    model.advanceTo(atPs, delivered);
    long next = model.nextEventPs();
    if (next <= atPs) {
      throw new IllegalStateException("flow model still has an event at " + next + " after advancing to " + atPs);
    }
    return new NetworkOutput(undeliverable, delivered, next, model.activeFlows());
  }
}
