package org.interflow.model.routing.star;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarSpec;

/**
 * The only route in a star: up the source's link, down the destination's. Link i joins server i
 * to the switch as built by {@code StarBuilder}, so the route is arithmetic: directed link 2s then
 * 2d+1. O(1) per flow.
 */
public final class StarRouting implements RoutingAlgorithm {
  private final Topology topology;
  private final FailureSet failures;

  public StarRouting(Topology topology, FailureSet failures) {
    if (!(topology.spec() instanceof StarSpec)) throw new IllegalArgumentException("star routing needs a star topology");
    this.topology = topology;
    this.failures = failures;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    if (source != destination
        && (!failures.linkUsable(topology, source) || !failures.linkUsable(topology, destination))) {
      return 0;
    }
    out.beginPath();
    if (source != destination) {
      out.add(2 * source);
      out.add(2 * destination + 1);
    }
    return 1;
  }
}
