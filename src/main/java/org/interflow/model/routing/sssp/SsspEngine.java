package org.interflow.model.routing.sssp;

import java.util.Arrays;
import java.util.BitSet;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.topology.Topology;

/**
 * OpenSM's single-source-shortest-path engine, the core of its {@code sssp} and {@code dfsssp}
 * routings (Hoefler, Schneider and Lumsdaine, "Optimized routing for large-scale InfiniBand
 * networks", HOTI 2009; Domke, Hoefler and Nagel, IPDPS 2011) and of PARX (Domke et al., SC 2019).
 * It fills {@link ForwardingTables} one destination LID at a time, each time with the paths that
 * are cheapest under the current channel weights, then charges those paths to the weights, so
 * later destinations avoid the links earlier ones loaded: global balancing of routes per link.
 *
 * <p>Facts taken from OpenSM ({@code opensm/osm_ucast_dfsssp.c}, linux-rdma/opensm, and {@code
 * doc/current-routing.txt}, "DFSSSP and SSSP Routing Algorithm"):
 * <ul>
 *   <li>The graph is the switches and their switch-to-switch links, one weighted edge per direction
 *       ({@code dfsssp_build_graph}). Every edge starts at {@code P^2}, P the number of destination
 *       LIDs, "to force shortest paths": loads added later never outweigh one hop.
 *   <li>Per destination LID, Dijkstra runs from the destination's switch ({@code dijkstra}); every
 *       other switch's table entry is the link toward its predecessor ({@code update_lft}).
 *   <li>Then each switch adds the number of LIDs of the host adapters attached to it to every edge
 *       of its path ({@code update_weights}, {@code num_hca}): +1 per routed path.
 *   <li>Destinations come switch by switch, switches with more host adapters first ({@code
 *       sw_list_sort_by_num_hca}), each switch's adapters in port order, each adapter's LIDs in
 *       order.
 * </ul>
 * Deliberate differences: only servers' LIDs are routed and counted (OpenSM also routes each
 * switch's management port 0 and counts it in {@code num_hca}); equal distances are settled by
 * the lower switch index and, among a switch's links, the first port (OpenSM: the order of its
 * 4-ary heap); ties between switches with as many adapters keep index order (OpenSM: qsort's).
 * Failed links and switches are left out of the graph.
 *
 * <p>Cost: O(LIDs x (E log V + V x path length)) time for V switches and E switch-to-switch
 * links; memory O(LIDs x V) for the tables. Not thread-safe while routing; the tables it leaves
 * are read-only.
 */
public final class SsspEngine {
  private final Topology topology;
  private final FailureSet failures;
  private final ForwardingTables tables;
  private final int servers;
  private final long[] weight;           // per directed link; only switch-to-switch ones are used
  private final long[] distance;
  private final int[] next;              // per switch, the channel toward the current destination
  private final SwitchHeap heap;
  private final boolean[] usable;        // per directed link: it and the node it enters are up

  /**
   * An engine with every channel at its base weight {@code P^2} and empty tables.
   *
   * @param lidsPerServer LIDs each server owns (P = servers x lidsPerServer)
   */
  public SsspEngine(Topology topology, FailureSet failures, int lidsPerServer) {
    this.topology = topology;
    this.failures = failures;
    this.tables = new ForwardingTables(topology, lidsPerServer);
    this.servers = topology.servers();
    long p = (long) tables.lids();
    this.weight = new long[topology.directedLinks()];
    Arrays.fill(weight, p * p);
    this.distance = new long[topology.switches()];
    this.next = new int[topology.switches()];
    this.heap = new SwitchHeap(topology.switches());
    this.usable = new boolean[topology.directedLinks()];
    for (int l = 0; l < usable.length; l++) {
      usable[l] = failures.directedUsable(topology, l) && !failures.nodeFailed(topology.to(l));
    }
  }

  /** OpenSM's {@code sssp}: every server's one LID routed in OpenSM's order, +1 per path. */
  public static SsspEngine balanced(Topology topology, FailureSet failures) {
    SsspEngine engine = new SsspEngine(topology, failures, 1);
    long[] perPath = engine.sourceLids();
    for (int server : engine.destinationOrder()) {
      engine.route(server, null);
      engine.addLoad(server, perPath);
    }
    return engine;
  }

  public ForwardingTables tables() { return tables; }

  /** Current weight of a directed switch-to-switch link: {@code P^2} plus the paths charged to it. */
  public long weight(int directedLink) { return weight[directedLink]; }

  /** What the routed paths charged to a directed switch-to-switch link: its weight minus {@code P^2}. */
  public long load(int directedLink) {
    long p = tables.lids();
    return weight[directedLink] - p * p;
  }

  /** What each switch adds per routed path: the LIDs of the servers attached to it. */
  public long[] sourceLids() {
    long[] lids = new long[topology.switches()];
    for (int s = 0; s < servers; s++) {
      if (!failures.nodeFailed(s)) lids[tables.switchOf(s)] += tables.lidsPerServer();
    }
    return lids;
  }

  /** Servers in OpenSM's destination order: switches with more servers first (then by index), servers in port order. */
  public int[] destinationOrder() {
    int switches = topology.switches();
    Integer[] order = new Integer[switches];
    int[] attached = new int[switches];
    for (int s = 0; s < servers; s++) attached[tables.switchOf(s)]++;
    for (int i = 0; i < switches; i++) order[i] = i;
    Arrays.sort(order, (a, b) -> attached[a] != attached[b] ? Integer.compare(attached[b], attached[a]) : Integer.compare(a, b));
    int[] out = new int[servers];
    int n = 0;
    for (int sw : order) {
      int node = topology.switchNode(sw);
      for (int p = 0; p < topology.degree(node); p++) {
        int neighbour = topology.neighbor(node, p);
        if (topology.isServer(neighbour)) out[n++] = neighbour;
      }
    }
    return out;
  }

  /**
   * Routes one destination LID: shortest paths under the current weights from every switch to the
   * LID's switch, over usable switch-to-switch links whose undirected id is not in {@code
   * removedLinks} (PARX's temporarily removed half; null for none). Switches that cannot reach it
   * keep no entry; nothing is written when the destination server or its link has failed.
   */
  public void route(int lid, BitSet removedLinks) {
    int server = tables.serverOf(lid);
    int access = topology.outLink(server, 0);
    if (failures.nodeFailed(server) || !failures.directedUsable(topology, access)) return;
    int destination = topology.to(access) - servers;
    if (failures.nodeFailed(topology.switchNode(destination))) return;
    Arrays.fill(distance, Long.MAX_VALUE);
    Arrays.fill(next, -1);
    distance[destination] = 0;
    heap.offer(destination, 0);
    while (!heap.isEmpty()) {
      int v = heap.poll();
      int node = topology.switchNode(v);
      for (int p = 0, degree = topology.degree(node); p < degree; p++) {
        int out = topology.outLink(node, p);          // v -> u; traffic uses the reverse channel u -> v
        int u = topology.to(out) - servers;
        if (u < 0 || !usable(out, removedLinks)) continue;
        int channel = out ^ 1;
        long d = distance[v] + weight[channel];
        if (d < distance[u]) {
          distance[u] = d;
          next[u] = channel;
          heap.offer(u, d);
        }
      }
    }
    tables.set(lid, destination, access ^ 1);
    for (int u = 0; u < next.length; u++) if (next[u] >= 0) tables.set(lid, u, next[u]);
  }

  private boolean usable(int directedLink, BitSet removedLinks) {
    return usable[directedLink] && (removedLinks == null || !removedLinks.get(directedLink >>> 1));
  }

  /**
   * Charges the paths toward {@code lid}: every switch with a route adds {@code increment[switch]}
   * to each switch-to-switch link of its path (OpenSM's {@code update_weights}; PARX's demand
   * weights). O(switches x path length).
   */
  public void addLoad(int lid, long[] increment) {
    int switches = topology.switches();
    for (int u = 0; u < switches; u++) {
      long inc = increment[u];
      if (inc == 0) continue;
      int sw = u;
      for (int hops = 0; hops < switches; hops++) {
        int link = tables.next(lid, sw);
        if (link < 0) break;
        int node = topology.to(link);
        if (topology.isServer(node)) break;
        weight[link] += inc;
        sw = node - servers;
      }
    }
  }
}
