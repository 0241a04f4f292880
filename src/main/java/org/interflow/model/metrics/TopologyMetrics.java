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
 * @param bisection Kernighan-Lin balanced bisection of the switch graph; null above the size budget
 * @param bisectionExact exhaustive balanced bisection; null above the exhaustive-search size
 * @param switchEdgeConnectivity global minimum cut of the switch graph in links (Stoer-Wagner), a lower
 *     bound of the bisection width; 0 when disconnected; null above its budget
 * @param pathDiversity edge-disjoint shortest paths between switch pairs; null above its budget
 */
public record TopologyMetrics(int servers, int switches, int links, int serverPorts, int switchPorts,
    int failedLinks, int failedNodes, int components, DistanceSummary serverDistances,
    DistanceSummary switchDistances, BisectionSummary bisection, BisectionSummary bisectionExact,
    Integer switchEdgeConnectivity, PathDiversitySummary pathDiversity) {

  /** True when the usable graph is one component. */
  public boolean connected() { return components <= 1; }
}
