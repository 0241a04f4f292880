package org.interflow.model.routing;

import java.util.Arrays;
import java.util.BitSet;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * The part of a topology that can carry transit traffic under a failure set: the relaying nodes
 * (switches, plus servers when {@link Topology#serversForward()}) that are up, joined by the usable
 * links between them, stored as a compact adjacency (compressed sparse rows of relaying-node
 * indices) for breadth-first search. It is the one BFS every generic routing shares.
 *
 * <p>A relaying node {@code n} has index {@code n - base()}: switches are indexed {@code 0 ..
 * switches-1} unless servers relay, in which case every node is indexed by its own id. Links are
 * full duplex and fail as a whole, so hop distances are symmetric and a BFS from a destination
 * gives every node's distance toward it.
 *
 * <p>Immutable and thread-safe. Construction is O(nodes + links) time and about 4 bytes per
 * relaying-node port; {@link #search} is O(relaying nodes + their links), and much less on
 * low-diameter networks thanks to direction-optimizing BFS.
 */
public final class ForwardingGraph {
  private final Topology topology;
  private final FailureSet failures;
  private final int base;
  private final int[] adjacencyStart;
  private final int[] adjacency;
  private final BitSet unusableLinks;

  /**
   * A BFS level is expanded bottom-up when its frontier has more than 1/14 of the edges not yet
   * explored: the switch point of Beamer, Asanovic and Patterson, "Direction-optimizing
   * breadth-first search", SC 2012.
   */
  private static final int BOTTOM_UP_RATIO = 14;

  public ForwardingGraph(Topology topology, FailureSet failures) {
    this.topology = topology;
    this.failures = failures;
    this.base = topology.serversForward() ? 0 : topology.servers();
    this.unusableLinks = new BitSet();
    if (!failures.isEmpty()) {
      for (int l = 0; l < topology.links(); l++) if (!failures.linkUsable(topology, l)) unusableLinks.set(l);
    }
    int relays = topology.nodes() - base;
    adjacencyStart = new int[relays + 1];
    int[] adj = new int[16];
    int size = 0;
    for (int i = 0; i < relays; i++) {
      int node = base + i;
      if (!failures.nodeFailed(node)) {
        for (int p = 0, deg = topology.degree(node); p < deg; p++) {
          int link = topology.outLink(node, p);
          int next = topology.to(link);
          if (next < base || !usable(link)) continue;
          if (size == adj.length) adj = Arrays.copyOf(adj, 2 * size);
          adj[size++] = next - base;
        }
      }
      adjacencyStart[i + 1] = size;
    }
    this.adjacency = Arrays.copyOf(adj, size);
  }

  public Topology topology() { return topology; }

  public FailureSet failures() { return failures; }

  /** Node id of relaying index 0: 0 when servers relay, else the first switch's id. */
  public int base() { return base; }

  /** Number of relaying indices (relaying nodes, failed ones included as isolated entries). */
  public int relays() { return adjacencyStart.length - 1; }

  /** True when {@code node} may relay traffic (it may still have failed). */
  public boolean relays(int node) { return node >= base; }

  /** True when the directed link's undirected link and both its end nodes are up. O(1). */
  public boolean usable(int directedLink) { return !unusableLinks.get(directedLink >>> 1); }

  /** True when the node has failed. */
  public boolean failed(int node) { return failures.nodeFailed(node); }

  /**
   * Hop distances from a set of seed relaying nodes to every relaying node, by breadth-first search
   * over usable links. Failed seeds are ignored.
   *
   * @param anchor the node id the resulting table is labelled with (see {@link DistanceTable#anchor()})
   * @param seeds relaying indices of the seeds
   * @param seedCount how many entries of {@code seeds} are used
   * @param seedDistance the distance given to every seed (0 or 1)
   * @param scratch lends the queue and the working distance array
   * @return the distances, compacted to bytes when the largest one allows
   */
  public DistanceTable search(int anchor, int[] seeds, int seedCount, int seedDistance, PathBuffer scratch) {
    int n = relays();
    int[] queue = scratch.scratchA(n);
    int[] dist = scratch.scratchB(n);
    Arrays.fill(dist, 0, n, -1);
    int tail = 0;
    for (int i = 0; i < seedCount; i++) {
      int s = seeds[i];
      if (dist[s] < 0 && !failures.nodeFailed(base + s)) {
        dist[s] = seedDistance;
        queue[tail++] = s;
      }
    }
    int[] start = adjacencyStart;
    int[] adj = adjacency;
    long unexplored = adj.length - edgesOf(queue, 0, tail);
    int head = 0;
    for (int level = seedDistance; head < tail; level++) {
      int frontierEnd = tail;
      int next = level + 1;
      if (edgesOf(queue, head, frontierEnd) * BOTTOM_UP_RATIO > unexplored) {
        // Bottom-up: each undiscovered node looks for a parent in the frontier and stops at the
        // first, which beats scanning every frontier edge once the frontier is large.
        for (int u = 0; u < n; u++) {
          if (dist[u] >= 0) continue;
          for (int e = start[u], end = start[u + 1]; e < end; e++) {
            if (dist[adj[e]] == level) {
              dist[u] = next;
              queue[tail++] = u;
              break;
            }
          }
        }
      } else {
        for (int i = head; i < frontierEnd; i++) {
          int u = queue[i];
          for (int e = start[u], end = start[u + 1]; e < end; e++) {
            int v = adj[e];
            if (dist[v] < 0) {
              dist[v] = next;
              queue[tail++] = v;
            }
          }
        }
      }
      head = frontierEnd;
      unexplored -= edgesOf(queue, frontierEnd, tail);
    }
    int max = tail == 0 ? 0 : dist[queue[tail - 1]];
    return DistanceTable.of(anchor, dist, n, max);
  }

  private long edgesOf(int[] queue, int from, int to) {
    long edges = 0;
    for (int i = from; i < to; i++) edges += adjacencyStart[queue[i] + 1] - adjacencyStart[queue[i]];
    return edges;
  }
}
