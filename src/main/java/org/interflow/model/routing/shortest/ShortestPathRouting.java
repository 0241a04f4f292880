package org.interflow.model.routing.shortest;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.DistanceTable;
import org.interflow.model.routing.ForwardingGraph;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.AbstractDistanceRouting;
import org.interflow.model.topology.Topology;

/**
 * Minimal-hop single-path routing on any topology (CLI {@code shortest}): INRFlow's generic "BFS
 * routing" (Navaridas et al., "INRFlow: an interconnection networks research flow-level simulation
 * framework", JPDC 130, 2019, section 3.2), the baseline for families without a routing of their own. Each flow follows one
 * shortest path over the usable links, relaying through servers only when the topology lets them
 * forward, so it routes around failures and reports no route only when the pair is disconnected.
 *
 * <p>The path is walked from the source: each hop takes a neighbour whose BFS distance to the
 * destination is one less (tables from {@link DestinationDistances}, one BFS per destination
 * anchor, cached). Equal next hops are resolved by the {@link TieBreak}. A multi-port source picks
 * its access link in the same walk; a multi-port destination is entered by whichever of its links
 * lies on the chosen path.
 *
 * <p>Cost per flow: O(path length x node degree) on a cache hit, plus one BFS of O(switches +
 * switch links) per anchor on a miss, so call in destination order ({@link
 * #prefersDestinationOrder()}). No allocation on a hit. Immutable and thread-safe.
 */
public final class ShortestPathRouting extends AbstractDistanceRouting {
  private final ForwardingGraph graph;
  private final Topology topology;
  private final TieBreak tieBreak;

  /**
   * @param tieBreak how equal next hops are chosen ({@code tiebreak=hash|first}, default hash)
   * @param cacheBytes memory budget of the distance-table cache in bytes
   */
  public ShortestPathRouting(Topology topology, FailureSet failures, TieBreak tieBreak, long cacheBytes) {
    super(topology, failures, cacheBytes);
    this.graph = distances.graph();
    this.topology = topology;
    this.tieBreak = tieBreak;
  }

  /** Hash tie-break and the default cache budget ({@link DestinationDistances#DEFAULT_BUDGET_BYTES}). */
  public ShortestPathRouting(Topology topology, FailureSet failures) {
    this(topology, failures, TieBreak.HASH, DestinationDistances.DEFAULT_BUDGET_BYTES);
  }

  @Override
  protected int routeConnected(int source, int destination, DistanceTable table, int shortest, PathBuffer out) {
    int left = shortest;
    long hash = tieBreak == TieBreak.HASH ? mix(((long) source << 32) ^ destination) : 0;
    out.beginPath();
    int node = source;
    while (node != destination) {
      left--;
      int degree = topology.degree(node);
      int pick = 0;
      if (tieBreak == TieBreak.HASH) {
        int candidates = 0;
        for (int p = 0; p < degree; p++) if (nextHop(node, p, destination, table, left)) candidates++;
        hash = mix(hash + 0x9E3779B97F4A7C15L);
        pick = (int) (((hash >>> 32) * candidates) >>> 32);   // multiply-shift: uniform in 0..candidates-1
      }
      for (int p = 0; p < degree; p++) {
        if (nextHop(node, p, destination, table, left) && pick-- == 0) {
          int link = topology.outLink(node, p);
          out.add(link);
          node = topology.to(link);
          break;
        }
      }
    }
    return 1;
  }

  private boolean nextHop(int node, int port, int destination, DistanceTable table, int left) {
    int link = topology.outLink(node, port);
    return graph.usable(link) && distances.hops(table, topology.to(link), destination) == left;
  }

  /** The MurmurHash3 64-bit finaliser: every input bit flips about half of the output bits. */
  static long mix(long x) {
    x ^= x >>> 33;
    x *= 0xFF51AFD7ED558CCDL;
    x ^= x >>> 33;
    x *= 0xC4CEB93FE5D3DA75L;
    x ^= x >>> 33;
    return x;
  }
}
