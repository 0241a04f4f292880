package org.interflow.model.routing.ksp;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.failure.GraphView;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.shortestpath.YenKShortestPath;
import org.jgrapht.graph.AsGraphUnion;
import org.jgrapht.graph.builder.GraphTypeBuilder;

/**
 * K shortest simple paths (CLI {@code ksp}): a flow is split evenly over the {@code k} loopless
 * paths of fewest hops between its servers, found by Yen's algorithm (J. Y. Yen, "Finding the K
 * shortest loopless paths in a network", Management Science 17(11), 1971) as implemented by JGraphT.
 * Fewer paths are returned when fewer exist. Usable links only; servers relay only when the
 * topology lets them forward. This is INRFlow's generic KSP routing (Navaridas et al., JPDC 130,
 * 2019, section 3.2).
 *
 * <p>The relaying graph ({@link GraphView#directed}: switches, or every node when servers forward)
 * is built once. Servers hanging from one switch each are routed by a search between their two
 * switches. For other servers a tiny graph holding the two servers and their usable access links
 * is joined to it per flow, so multi-port servers choose their access links within the search and
 * no other server is ever relayed through. Order is JGraphT's: by length, ties as Yen's candidate heap
 * yields them, which is deterministic because every graph iterates in insertion (link id) order.
 *
 * <p>Cost per flow: Yen's O(k x V x (E + V log V)) on the relaying graph, with boxing; meant for
 * small and medium networks (thousands of switches), not for the million-server hot path.
 * Immutable and thread-safe (the shared graph is only read).
 */
public final class KShortestPathsRouting implements RoutingAlgorithm {
  /** Default number of paths per flow. */
  public static final int DEFAULT_K = 4;

  private final Topology topology;
  private final FailureSet failures;
  private final int k;
  private final Graph<Integer, Integer> relays;

  /** @param k paths per flow ({@code k}, default 4), at least 1 */
  public KShortestPathsRouting(Topology topology, FailureSet failures, int k) {
    if (k < 1) throw new IllegalArgumentException("ksp k must be >= 1, got " + k);
    this.topology = topology;
    this.failures = failures;
    this.k = k;
    this.relays = GraphView.directed(topology, failures, !topology.serversForward());
  }

  /** Four paths per flow. */
  public KShortestPathsRouting(Topology topology, FailureSet failures) {
    this(topology, failures, DEFAULT_K);
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    if (failures.nodeFailed(source) || failures.nodeFailed(destination)) return 0;
    if (topology.serversForward()) {
      return write(new YenKShortestPath<>(relays).getPaths(source, destination, k), -1, -1, out);
    }
    int up = singleUplink(source);
    int down = singleUplink(destination);
    if (up >= 0 && down >= 0) {
      // The common case: each server hangs from one switch, so search between the two switches.
      if (!failures.directedUsable(topology, up) || !failures.directedUsable(topology, down)) return 0;
      int first = topology.to(up);
      int last = topology.to(down);
      if (first == last) {
        out.beginPath();
        out.add(up);
        out.add(down ^ 1);
        return 1;
      }
      return write(new YenKShortestPath<>(relays).getPaths(first, last, k), up, down ^ 1, out);
    }
    Graph<Integer, Integer> graph = new AsGraphUnion<>(relays, endpoints(source, destination));
    return write(new YenKShortestPath<>(graph).getPaths(source, destination, k), -1, -1, out);
  }

  /** The directed link from a single-port server up to its switch, or -1 for other servers. */
  private int singleUplink(int server) {
    if (topology.degree(server) != 1 || !topology.isSwitch(topology.neighbor(server, 0))) return -1;
    return topology.outLink(server, 0);
  }

  /** Writes the paths, each wrapped in the given first and last links when they are not -1. */
  private static int write(List<GraphPath<Integer, Integer>> paths, int firstLink, int lastLink, PathBuffer out) {
    for (GraphPath<Integer, Integer> path : paths) {
      out.beginPath();
      if (firstLink >= 0) out.add(firstLink);
      for (Integer link : path.getEdgeList()) out.add(link);
      if (lastLink >= 0) out.add(lastLink);
    }
    return paths.size();
  }

  /** The two servers with their usable links: out of the source, into the destination. */
  private Graph<Integer, Integer> endpoints(int source, int destination) {
    Graph<Integer, Integer> g = GraphTypeBuilder.<Integer, Integer>directed().allowingMultipleEdges(true)
        .allowingSelfLoops(false).weighted(true).buildGraph();
    g.addVertex(source);
    g.addVertex(destination);
    for (int p = 0; p < topology.degree(source); p++) {
      int link = topology.outLink(source, p);
      int next = topology.to(link);
      if (failures.directedUsable(topology, link) && (topology.isSwitch(next) || next == destination)) {
        g.addVertex(next);
        g.addEdge(source, next, link);
      }
    }
    for (int p = 0; p < topology.degree(destination); p++) {
      int back = topology.outLink(destination, p) ^ 1;   // the same link entering the destination
      int previous = topology.from(back);
      if (failures.directedUsable(topology, back) && topology.isSwitch(previous)) {
        g.addVertex(previous);
        g.addEdge(previous, destination, back);
      }
    }
    return g;
  }

  @Override
  public boolean multipath() { return true; }
}
