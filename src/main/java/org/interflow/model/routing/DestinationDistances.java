package org.interflow.model.routing;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * Hop distances toward destination servers, the shared basis of the generic routings. Each
 * destination has an anchor: the switch it hangs from when it has a single port (so all servers of
 * a switch share one table), otherwise the server itself. The distances from every relaying node to
 * an anchor come from one {@link ForwardingGraph#search BFS} and are kept in a bounded cache.
 *
 * <p>The cache is thread-safe: lookups are a lock-free array read; inserting a new table takes a
 * lock and evicts the oldest tables (first in, first out) until the total size fits the budget in
 * bytes. Two threads missing on the same anchor may both compute it; one table wins. Because a
 * table depends only on the topology, the failures and the anchor, caching never changes a result.
 * Callers that route flows grouped by destination get one BFS per anchor.
 *
 * <p>Cost: a miss is O(relaying nodes + their links); a hit is O(1). Memory is one reference per
 * node plus at most {@code budgetBytes} of tables (always at least one table).
 */
public final class DestinationDistances {
  /**
   * Default table budget, 256 MiB: every table of a 16,384-switch network (16 KiB each), or a
   * quarter of a 32,768-switch one (flows grouped by destination then still compute each once).
   */
  public static final long DEFAULT_BUDGET_BYTES = 256L << 20;

  private final ForwardingGraph graph;
  private final Topology topology;
  private final long budgetBytes;
  private final AtomicReferenceArray<DistanceTable> tables;
  private final ArrayDeque<DistanceTable> residents = new ArrayDeque<>();
  private long residentBytes;

  public DestinationDistances(Topology topology, FailureSet failures, long budgetBytes) {
    if (budgetBytes < 0) throw new IllegalArgumentException("distance cache budget must be >= 0 bytes, got " + budgetBytes);
    this.graph = new ForwardingGraph(topology, failures);
    this.topology = topology;
    this.budgetBytes = budgetBytes;
    this.tables = new AtomicReferenceArray<>(topology.nodes());
  }

  public DestinationDistances(Topology topology, FailureSet failures) {
    this(topology, failures, DEFAULT_BUDGET_BYTES);
  }

  public ForwardingGraph graph() { return graph; }

  /** The node whose distance table serves {@code destination}. O(1). */
  public int anchorOf(int destination) {
    if (topology.degree(destination) == 1) {
      int upstream = topology.neighbor(destination, 0);
      if (graph.relays(upstream)) return upstream;
    }
    return destination;
  }

  /**
   * The distance table toward a destination server, or null when the destination cannot be reached
   * at all (it failed, or its only link is down).
   *
   * @param scratch lends the BFS its working arrays on a cache miss
   */
  public DistanceTable toward(int destination, PathBuffer scratch) {
    if (graph.failed(destination)) return null;
    int anchor = anchorOf(destination);
    if (anchor != destination && !graph.usable(topology.outLink(destination, 0))) return null;
    DistanceTable table = tables.get(anchor);
    return table != null ? table : compute(anchor, scratch);
  }

  /**
   * Hops from {@code node} to {@code destination} over relaying nodes, or -1 when it cannot get
   * there. A node that does not relay reaches only itself. O(1).
   *
   * @param table the table {@link #toward} returned for {@code destination}
   */
  public int hops(DistanceTable table, int node, int destination) {
    if (node == destination) return 0;
    if (!graph.relays(node)) return -1;
    int d = table.get(node - graph.base());
    if (d < 0) return -1;
    return table.anchor() == destination ? d : d + 1;
  }

  /**
   * Length of the shortest path from a source server to a destination server: one more than the
   * best of the source's usable neighbours, so a multi-port source picks its best access link.
   * Returns 0 when they are equal and -1 when no path exists. O(source degree).
   */
  public int shortestHops(DistanceTable table, int source, int destination) {
    if (source == destination) return 0;
    if (table == null || graph.failed(source)) return -1;
    int best = -1;
    for (int p = 0, deg = topology.degree(source); p < deg; p++) {
      int link = topology.outLink(source, p);
      if (!graph.usable(link)) continue;
      int h = hops(table, topology.to(link), destination);
      if (h >= 0 && (best < 0 || h < best)) best = h;
    }
    return best < 0 ? -1 : best + 1;
  }

  private DistanceTable compute(int anchor, PathBuffer scratch) {
    int[] seeds;
    int seedDistance;
    if (graph.relays(anchor)) {
      seeds = new int[] {anchor - graph.base()};
      seedDistance = 0;
    } else {
      seeds = new int[topology.degree(anchor)];
      int count = 0;
      for (int p = 0; p < seeds.length; p++) {
        int link = topology.outLink(anchor, p);
        int next = topology.to(link);
        if (graph.usable(link) && graph.relays(next)) seeds[count++] = next - graph.base();
      }
      seeds = java.util.Arrays.copyOf(seeds, count);
      seedDistance = 1;
    }
    DistanceTable table = graph.search(anchor, seeds, seeds.length, seedDistance, scratch);
    synchronized (residents) {
      DistanceTable present = tables.get(anchor);
      if (present != null) return present;
      tables.set(anchor, table);
      residents.addLast(table);
      residentBytes += table.sizeBytes();
      while (residentBytes > budgetBytes && residents.size() > 1) {
        DistanceTable old = residents.removeFirst();
        tables.set(old.anchor(), null);
        residentBytes -= old.sizeBytes();
      }
    }
    return table;
  }
}
