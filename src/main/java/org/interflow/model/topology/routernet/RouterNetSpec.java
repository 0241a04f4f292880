package org.interflow.model.topology.routernet;

import org.interflow.model.topology.TopologySpec;

/**
 * A random router/compute-node network in the notation of the router-network design notebook:
 * N compute nodes with n ports each plugged into M routers with m ports each, every port used, no
 * compute node twice on one router, no router connected to itself, and every pair of compute nodes
 * joined through routers (see {@link RouterNetLayout}). The wiring is drawn by
 * {@link RouterConnections#random} from {@code seed}.
 *
 * @param computeNodes N, number of compute nodes (servers), at least 1
 * @param computePorts n, ports per compute node, at least 1 and at most M
 * @param routers M, number of routers (switches), at least 1
 * @param routerPorts m, ports per router; M m - N n must be even and leave enough cables to join
 *     the routers
 * @param seed seed of the random wiring
 */
public record RouterNetSpec(int computeNodes, int computePorts, int routers, int routerPorts, long seed)
    implements TopologySpec {
  public RouterNetSpec {
    layoutOf(computeNodes, computePorts, routers, routerPorts);
  }

  /** The slot layout of this spec. */
  public RouterNetLayout layout() { return layoutOf(computeNodes, computePorts, routers, routerPorts); }

  private static RouterNetLayout layoutOf(int computeNodes, int computePorts, int routers, int routerPorts) {
    return RouterNetLayout.uniform(computeNodes, computePorts, routers, routerPorts);
  }

  @Override
  public String family() { return "routernet"; }

  @Override
  public String canonical() {
    return "routernet:N=" + computeNodes + ",n=" + computePorts + ",M=" + routers + ",m=" + routerPorts + ",seed=" + seed;
  }
}
