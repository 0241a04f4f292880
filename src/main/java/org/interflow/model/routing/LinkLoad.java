package org.interflow.model.routing;

/**
 * What a load-aware routing (UGAL) may see of the network when it routes a flow: how many flows
 * are routed over each directed link right now. The dynamic engine keeps it current (flows count
 * from injection to delivery); engines that route all flows at once (the static engine) pass
 * {@link #IDLE}.
 */
@FunctionalInterface
public interface LinkLoad {
  /** An idle network: no flow on any link. */
  LinkLoad IDLE = directedLink -> 0;

  /** Flows (paths of flows) routed over the directed link and not yet delivered; 0 when unknown. */
  int flowsOn(int directedLink);
}
