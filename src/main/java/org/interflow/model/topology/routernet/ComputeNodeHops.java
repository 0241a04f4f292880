package org.interflow.model.topology.routernet;

import java.util.Arrays;

/**
 * Hop counts between compute nodes of a connections database, on paths whose inner nodes are
 * routers only (notebook section 8.2). A hop is one link traversal, as in the rest of Interflow:
 * two compute nodes on one router are 2 hops apart; the notebook counts routers instead, which is
 * one less.
 *
 * <p>Method: one BFS over the router graph per compute node, seeded with all the node's routers at
 * distance 1; a destination's distance is one more than its nearest router's. O(N (P + M)) time,
 * O(P + M) memory.
 *
 * @param maxHops largest distance over reachable pairs; 0 when there is no pair
 * @param meanHops mean over reachable ordered pairs of distinct compute nodes; 0 when none
 * @param unreachablePairs ordered pairs with no router-only path
 */
public record ComputeNodeHops(int maxHops, double meanHops, long unreachablePairs) {
  /** The hop counts of {@code c}. */
  public static ComputeNodeHops of(RouterConnections c) {
    RouterNetLayout layout = c.layout();
    int routers = layout.routers();
    int nodes = layout.computeNodes();
    int n = layout.computePorts();
    // router adjacency in compressed form
    int[] start = new int[routers + 1];
    for (int s = layout.computeSlots(); s < layout.slots(); s += 2) {
      if (c.slot(s) == c.slot(s + 1)) continue;
      start[c.slot(s) + 1]++;
      start[c.slot(s + 1) + 1]++;
    }
    for (int r = 0; r < routers; r++) start[r + 1] += start[r];
    int[] fill = Arrays.copyOf(start, routers);
    int[] adjacent = new int[start[routers]];
    for (int s = layout.computeSlots(); s < layout.slots(); s += 2) {
      int a = c.slot(s);
      int b = c.slot(s + 1);
      if (a == b) continue;
      adjacent[fill[a]++] = b;
      adjacent[fill[b]++] = a;
    }
    int[] dist = new int[routers];
    int[] queue = new int[routers];
    long sum = 0;
    long reachable = 0;
    long unreachable = 0;
    int max = 0;
    for (int src = 0; src < nodes; src++) {
      Arrays.fill(dist, -1);
      int head = 0;
      int tail = 0;
      for (int s = src * n; s < src * n + n; s++) {
        if (dist[c.slot(s)] < 0) {
          dist[c.slot(s)] = 1;
          queue[tail++] = c.slot(s);
        }
      }
      while (head < tail) {
        int r = queue[head++];
        for (int k = start[r]; k < start[r + 1]; k++) {
          int q = adjacent[k];
          if (dist[q] < 0) {
            dist[q] = dist[r] + 1;
            queue[tail++] = q;
          }
        }
      }
      for (int dst = 0; dst < nodes; dst++) {
        if (dst == src) continue;
        int best = Integer.MAX_VALUE;
        for (int s = dst * n; s < dst * n + n; s++) if (dist[c.slot(s)] > 0) best = Math.min(best, dist[c.slot(s)] + 1);
        if (best == Integer.MAX_VALUE) {
          unreachable++;
        } else {
          sum += best;
          reachable++;
          max = Math.max(max, best);
        }
      }
    }
    return new ComputeNodeHops(max, reachable == 0 ? 0 : (double) sum / reachable, unreachable);
  }
}
