package org.interflow.model.routing.ecmp;

import java.util.Arrays;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.DistanceTable;
import org.interflow.model.routing.ForwardingGraph;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;

/**
 * Picks an evenly spread subset of the minimal paths when there are more than the cap: with N
 * minimal paths in lexicographic port order (ranks 0..N-1), it returns the paths of rank {@code
 * floor(i * N / max)} for {@code i = 0 .. max-1}. So the chosen paths start over different first
 * hops in proportion to how many minimal paths each first hop leads to.
 *
 * <p>Two passes over the DAG of minimal next hops: a memoised depth-first count of the minimal
 * paths from every DAG node (counts saturate at 2^30, which keeps the ranks valid), then one walk
 * per chosen rank that subtracts sibling counts. O(DAG edges + max x length x degree). The DFS
 * stack lives in scratch array A and the memo, an open-addressing node -> count table, in scratch
 * array B (grown only when a DAG has more than 128 nodes).
 */
final class MinimalPathSpread {
  private static final int SATURATED = 1 << 30;
  private static final int INITIAL_SLOTS = 256;

  private final DestinationDistances distances;
  private final ForwardingGraph graph;
  private final Topology topology;
  private final PathBuffer out;
  private final int destination;
  private final DistanceTable table;
  private int[] memo;       // 2 ints per slot: node + 1 (0 = empty), count
  private int slots;
  private int used;

  private MinimalPathSpread(DestinationDistances distances, DistanceTable table, int destination, PathBuffer out) {
    this.distances = distances;
    this.graph = distances.graph();
    this.topology = graph.topology();
    this.out = out;
    this.destination = destination;
    this.table = table;
    this.slots = INITIAL_SLOTS;
    this.memo = out.scratchB(2 * slots);
    Arrays.fill(memo, 0, 2 * slots, 0);
  }

  /**
   * Appends {@code max} evenly spread minimal paths of {@code length} hops (fewer when fewer exist).
   *
   * @return the number of paths appended
   */
  static int append(DestinationDistances distances, DistanceTable table, int source, int destination, int length,
      int max, PathBuffer out) {
    MinimalPathSpread spread = new MinimalPathSpread(distances, table, destination, out);
    long total = spread.count(source, length);
    int paths = (int) Math.min(max, total);
    for (int i = 0; i < paths; i++) spread.walk(source, length, i * total / paths);
    return paths;
  }

  /** Minimal paths from the next hop behind {@code link} when {@code left} hops remain after it; 0 if not minimal. */
  private int pathsVia(int link, int left) {
    if (!graph.usable(link)) return 0;
    int v = topology.to(link);
    if (left == 0) return v == destination ? 1 : 0;
    if (v == destination || distances.hops(table, v, destination) != left) return 0;
    return get(v);
  }

  /** Counts minimal paths from {@code source}, memoising every DAG node on the way. */
  private long count(int source, int length) {
    int stride = length + 1;
    int[] stack = out.scratchA(3 * stride);   // nodes, next port, running count
    int depth = 0;
    stack[0] = source;
    stack[stride] = 0;
    stack[2 * stride] = 0;
    while (true) {
      int u = stack[depth];
      int left = length - depth - 1;
      boolean descended = false;
      for (int degree = topology.degree(u); stack[stride + depth] < degree; ) {
        int link = topology.outLink(u, stack[stride + depth]++);
        int v = topology.to(link);
        int known = pathsVia(link, left);
        if (known < 0) {                       // a DAG node not counted yet: descend
          depth++;
          stack[depth] = v;
          stack[stride + depth] = 0;
          stack[2 * stride + depth] = 0;
          descended = true;
          break;
        }
        stack[2 * stride + depth] = saturatedSum(stack[2 * stride + depth], known);
      }
      if (descended) continue;
      int paths = stack[2 * stride + depth];
      if (depth == 0) return paths;
      put(u, paths);
      depth--;
      stack[2 * stride + depth] = saturatedSum(stack[2 * stride + depth], paths);
    }
  }

  /** Writes the minimal path of the given rank in lexicographic port order. */
  private void walk(int source, int length, long rank) {
    out.beginPath();
    int u = source;
    for (int left = length - 1; left >= 0; left--) {
      for (int p = 0, degree = topology.degree(u); p < degree; p++) {
        int link = topology.outLink(u, p);
        int paths = pathsVia(link, left);
        if (rank < paths) {
          out.add(link);
          u = topology.to(link);
          break;
        }
        rank -= paths;
      }
    }
  }

  private static int saturatedSum(int a, int b) { return (int) Math.min(SATURATED, (long) a + b); }

  /** The memoised count of a node, or -1 when it has none yet. */
  private int get(int node) {
    for (int s = slot(node); ; s = (s + 1) & (slots - 1)) {
      if (memo[2 * s] == 0) return -1;
      if (memo[2 * s] == node + 1) return memo[2 * s + 1];
    }
  }

  private void put(int node, int paths) {
    if (2 * (used + 1) > slots) grow();
    int s = slot(node);
    while (memo[2 * s] != 0) s = (s + 1) & (slots - 1);
    memo[2 * s] = node + 1;
    memo[2 * s + 1] = paths;
    used++;
  }

  private void grow() {
    int[] old = Arrays.copyOf(memo, 2 * slots);
    int oldSlots = slots;
    slots *= 2;
    memo = out.scratchB(2 * slots);
    Arrays.fill(memo, 0, 2 * slots, 0);
    used = 0;
    for (int s = 0; s < oldSlots; s++) if (old[2 * s] != 0) put(old[2 * s] - 1, old[2 * s + 1]);
  }

  private int slot(int node) { return (int) ((node * 0x9E3779B97F4A7C15L) >>> 32) & (slots - 1); }
}
