package org.interflow.model.routing.sssp;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;

/**
 * OpenSM's {@code sssp} routing: destination-based shortest paths, globally balanced by charging
 * every routed path to the links it uses ({@link SsspEngine}, where the facts from OpenSM are
 * cited). One path per flow, the one the switches' forwarding tables give. Not deadlock-free on
 * topologies whose shortest paths close a channel-dependency cycle (rings, tori, HyperX): use
 * {@link DfssspRouting} there.
 *
 * <p>Building is O(servers x (E log V + V x path length)); a route is a table walk, O(path length),
 * thread-safe. A pair with no route (failures) gets 0 paths.
 */
public final class SsspRouting implements RoutingAlgorithm {
  private final ForwardingTables tables;

  /** @throws IllegalArgumentException if a server has other than one port */
  public SsspRouting(Topology topology, FailureSet failures) {
    this.tables = SsspEngine.balanced(topology, failures).tables();
  }

  @Override
  public int route(int source, int destination, PathBuffer out) { return tables.route(source, destination, out); }

  @Override
  public String toString() { return "sssp"; }
}
