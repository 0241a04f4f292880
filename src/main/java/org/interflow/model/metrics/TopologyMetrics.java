package org.interflow.model.metrics;

/**
 * The static figures of merit of a topology under a failure set, as {@link TopologyAnalyzer}
 * computes them. Immutable. Figures skipped because the network exceeds their budget are null.
 *
 * @param servers servers in the topology (failed ones included)
 * @param switches switches in the topology
 * @param links links in the topology
 * @param serverPorts connected server ports
 * @param switchPorts connected switch ports
 * @param failedLinks links explicitly failed
 * @param failedNodes nodes failed
 * @param components connected components of the usable graph (up nodes, usable links, ignoring
 *     whether servers relay); 1 for a connected network
 * @param serverDistances hop distances between servers (servers relay only in server-centric networks)
 * @param switchDistances hop distances between switches
 * @param routers vertices of the graph the bisection splits: the up switches, and the servers too
 *     where servers relay (server-centric networks)
 * @param bisection Kernighan-Lin balanced bisection of that graph; null above the size budget, or
 *     with fewer than two routers ({@link #splittable})
 * @param bisectionExact exhaustive balanced bisection; null above the exhaustive-search size
 * @param switchEdgeConnectivity global minimum cut of the switch graph in links (Stoer-Wagner), a lower
 *     bound of the bisection width; 0 when disconnected; null above its budget
 * @param pathDiversity edge-disjoint shortest paths between switch pairs; null above its budget
 */
public record TopologyMetrics(int servers, int switches, int links, int serverPorts, int switchPorts,
    int failedLinks, int failedNodes, int components, DistanceSummary serverDistances,
    DistanceSummary switchDistances, int routers, BisectionSummary bisection, BisectionSummary bisectionExact,
    Integer switchEdgeConnectivity, PathDiversitySummary pathDiversity) {

  /** True when the usable graph is one component. */
  public boolean connected() { return components <= 1; }

  /** True when there are two routers or more, so that a bisection exists. */
  public boolean splittable() { return routers >= 2; }
}
