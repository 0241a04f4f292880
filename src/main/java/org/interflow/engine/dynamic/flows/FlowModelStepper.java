package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.List;

/**
 * Drives a {@link FlowModel} through one delta cycle: injects the cycle's new flows, in flow id
 * order, at the cycle's time, then advances the model to that time, so a flow that needs no time
 * at all (zero latency and zero bytes) is delivered in the same cycle.
 *
 * <p>Lookahead: when the coordinator knows that nothing but the network can act before a horizon
 * (no task event pending, no timer or job arrival before it), the stepper goes on through the
 * model's internal events (flows starting to transfer, rate changes) up to the first time that
 * delivers something, if that time is within the horizon. This saves a round of messages per
 * internal event and per delivery time; the result does not depend on it, only the counts of
 * time steps and delta cycles do. Not thread-safe: owned by the Network actor (or the direct
 * runner), like the model it drives.
 */
public final class FlowModelStepper {
  private final FlowModel model;
  // reused between steps; the output holds immutable copies
  private final ArrayList<FlowRecord> undeliverable = new ArrayList<>();
  private final ArrayList<FlowRecord> delivered = new ArrayList<>();
  private final ArrayList<FlowRecord> cancelled = new ArrayList<>();

  /** Drives {@code model}. */
  public FlowModelStepper(FlowModel model) {
    this.model = model;
  }

  /**
   * Injects {@code flows} at {@code atPs} and advances to {@code atPs}; if nothing was delivered
   * then, advances event by event while the model's next event is at or before {@code horizonPs},
   * stopping at the first time that delivers flows.
   *
   * @param horizonPs last time the network may advance to on its own ({@code atPs} for none)
   * @throws IllegalStateException if the model still has an event at or before {@code atPs}
   *     afterwards (it would never let time advance)
   */
  public NetworkOutput step(long atPs, List<FlowRequest> flows, long horizonPs) {
    return step(atPs, List.of(), flows, horizonPs);
  }

  /**
   * As {@link #step(long, List, long)}, first removing the flows {@code cancelled} (of killed
   * jobs, in flight, in id order) at {@code atPs}.
   */
  public NetworkOutput step(long atPs, List<Long> cancelledFlows, List<FlowRequest> flows, long horizonPs) {
    undeliverable.clear();
    delivered.clear();
    cancelled.clear();
    if (!cancelledFlows.isEmpty()) {
      model.advanceTo(atPs, delivered);
      model.cancel(atPs, cancelledFlows, cancelled);
    }
    for (int i = 0, n = flows.size(); i < n; i++) {
      FlowRecord dropped = model.inject(atPs, flows.get(i));
      if (dropped != null) undeliverable.add(dropped);
    }
    model.advanceTo(atPs, delivered);
    long next = model.nextEventPs();
    while (delivered.isEmpty() && next <= horizonPs && next != Long.MAX_VALUE) {
      atPs = next;
      model.advanceTo(atPs, delivered);
      next = model.nextEventPs();
    }
    if (next <= atPs) {
      throw new IllegalStateException("flow model still has an event at " + next + " after advancing to " + atPs);
    }
    NetworkOutput output = new NetworkOutput(atPs, ShortLists.copyOf(undeliverable), ShortLists.copyOf(delivered), next,
        model.activeFlows(), ShortLists.copyOf(cancelled));
    undeliverable.clear();
    delivered.clear();
    cancelled.clear();
    return output;
  }
}
