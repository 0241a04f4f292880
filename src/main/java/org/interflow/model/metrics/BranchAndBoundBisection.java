package org.interflow.model.metrics;

import java.util.Arrays;

/**
 * Exact balanced minimum bisection of a {@link RouterGraph} by depth-first branch and bound, within
 * a budget of search nodes: either the proven minimum, or (budget spent) the best cut found and the
 * lower bound given.
 *
 * <p>Balance. Every vertex weighs 0 or one common weight w (all routers of an ExaNeSt system host 3
 * servers; compute nodes 1 and routers 0 in a router network); with K weighted vertices a bisection
 * puts floor(K/2) or ceil(K/2) of them on each side, zero-weight vertices anywhere. This is the
 * least-imbalance rule of {@link ExhaustiveBisection} for such weights. Other weightings are refused.
 *
 * <p>Outline. Vertices are fixed in a "most connected first" order (each next vertex has the most
 * links to those already placed), vertex order[0] on side 0 (a bisection and its mirror image cut
 * alike). A search node has the first d vertices placed; for each unplaced vertex u it knows
 * {@code toSide[s][u]}, its links to placed vertices on side s. Its lower bound is the links cut
 * among placed vertices plus the least that the unplaced ones must still cut towards the placed
 * ones: a zero-weight u pays min(toSide[1][u], toSide[0][u]); of the weighted ones exactly k go to
 * side 0, with k in the range the balance leaves, and the cheapest choice puts on side 0 the k of
 * smallest {@code toSide[1][u] - toSide[0][u]} (counting sort, O(U + degree range)). Links between
 * unplaced vertices count through the room left on each side ({@link #bound()}), a weak term near
 * the root of dense graphs; the bound is exact at the leaves. A node is pruned when its bound reaches the best cut known (initially the given upper
 * bound, e.g. from Kernighan-Lin); the side that costs less is tried first.
 *
 * <p>Cost: O(V + E) per node (the bound), nodes up to the budget; 2^(V-1) in the worst case. On
 * ExaNeSt systems of 32 routers (T = (8, 16, 1)) a few thousand to a few hundred thousand nodes.
 */
final class BranchAndBoundBisection {
  private final RouterGraph g;
  private final int n;
  private final int[] order;
  private final int[] side;            // -1 unplaced, else 0 or 1
  private final int[][] toSide;        // [s][u]: links from u to placed vertices on side s
  private final boolean[] weighted;
  private final int minWeighted;       // weighted vertices a side must hold at least
  private final int maxWeighted;       // ... and at most
  private final int[] weightedOn = new int[2];
  private final int[] deltaCount;      // counting sort of the doubled cost differences, offset by 3 maxDegree
  private final boolean allWeighted;   // no zero-weight vertex: side sizes are fixed
  private final int[] multiplicity;    // per vertex, its most parallel links to one neighbour
  private final long budget;
  private long nodes;
  private int best;

  private BranchAndBoundBisection(RouterGraph g, long budget) {
    this.g = g;
    this.n = g.vertices();
    this.budget = budget;
    this.weighted = new boolean[n];
    int common = 0;
    int count = 0;
    for (int v = 0; v < n; v++) {
      int w = g.weight(v);
      if (w == 0) continue;
      if (common != 0 && w != common) {
        throw new IllegalArgumentException("branch-and-bound bisection needs every vertex to weigh 0 or one common weight, got "
            + common + " and " + w);
      }
      common = w;
      weighted[v] = true;
      count++;
    }
    this.minWeighted = count / 2;
    this.maxWeighted = (count + 1) / 2;
    this.order = connectedOrder();
    this.side = new int[n];
    Arrays.fill(side, -1);
    this.toSide = new int[2][n];
    this.deltaCount = new int[6 * g.maxDegree() + 1];
    this.allWeighted = count == n;
    this.multiplicity = new int[n];
    int[] seen = new int[n];
    for (int v = 0; v < n; v++) {
      for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) seen[g.head(g.arcAt(p))]++;
      for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) {
        int w = g.head(g.arcAt(p));
        multiplicity[v] = Math.max(multiplicity[v], seen[w]);
      }
      for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) seen[g.head(g.arcAt(p))] = 0;
    }
  }

  /** True when every vertex weighs 0 or one common weight (the balance this search handles). */
  static boolean accepts(RouterGraph g) {
    int common = 0;
    for (int v = 0; v < g.vertices(); v++) {
      int w = g.weight(v);
      if (w != 0 && common != 0 && w != common) return false;
      if (w != 0) common = w;
    }
    return true;
  }

  /**
   * The minimum bisection width, searched within {@code nodeBudget} nodes.
   *
   * @param upper the width of a balanced cut already known (e.g. from Kernighan-Lin), the starting best
   * @param lower a proven lower bound of the width (e.g. spectral, or 0); the search stops at a cut that small
   * @throws IllegalArgumentException if the graph has fewer than 2 vertices or the weights differ
   */
  static Result bisect(RouterGraph g, int upper, int lower, long nodeBudget) {
    if (g.vertices() < 2) throw new IllegalArgumentException("bisection needs two vertices, got " + g.vertices());
    BranchAndBoundBisection b = new BranchAndBoundBisection(g, nodeBudget);
    b.best = upper;
    boolean proven = upper <= lower || b.search(0, 0, lower);
    return new Result(b.best, proven, b.nodes);
  }

  /**
   * What a search found.
   *
   * @param width the least cut found (links); the minimum when {@code proven}
   * @param proven the search finished within the budget (or the known cut met the lower bound)
   * @param nodes search nodes visited
   */
  record Result(int width, boolean proven, long nodes) {}

  /** Places order[depth..]; returns false when the budget ran out (the best cut then stays unproven). */
  private boolean search(int depth, int cut, int lower) {
    if (++nodes > budget) return false;
    if (depth == n) {
      best = Math.min(best, cut);
      return true;
    }
    int v = order[depth];
    int first = depth == 0 ? 0 : (toSide[1][v] <= toSide[0][v] ? 1 : 0); // join the side it has more links to
    for (int k = 0; k < (depth == 0 ? 1 : 2); k++) {
      int s = k == 0 ? first : 1 - first;
      if (weighted[v] && weightedOn[s] == maxWeighted) continue;
      int added = toSide[1 - s][v];
      place(v, s, +1);
      boolean ok = true;
      if (cut + added + bound() < best) ok = search(depth + 1, cut + added, lower);
      place(v, s, -1);
      if (!ok) return false;
      if (best <= lower) return true;
    }
    return true;
  }

  private void place(int v, int s, int sign) {
    side[v] = sign > 0 ? s : -1;
    if (weighted[v]) weightedOn[s] += sign;
    for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) toSide[s][g.head(g.arcAt(p))] += sign;
  }

  /**
   * The least the unplaced vertices must still cut (class comment), in doubled units so that links
   * between two unplaced vertices, seen from both ends, count one half each: a vertex u bound for
   * side s cuts its {@code toSide[1 - s][u]} links to placed vertices (twice) and, when every vertex
   * is weighted, at least {@code dU(u) - (room_s - 1) mu(u)} of its dU(u) links to unplaced ones, as
   * at most {@code room_s - 1} other vertices can still join it there, each by at most mu(u)
   * parallel links (once).
   */
  private int bound() {
    int offset = 3 * g.maxDegree();
    Arrays.fill(deltaCount, 0);
    int total = 0;
    int free = 0;
    int room0 = maxWeighted - weightedOn[0] - 1;
    int room1 = maxWeighted - weightedOn[1] - 1;
    for (int u = 0; u < n; u++) {
      if (side[u] >= 0) continue;
      if (!weighted[u]) {
        total += 2 * Math.min(toSide[0][u], toSide[1][u]);
        continue;
      }
      int unplaced = g.degree(u) - toSide[0][u] - toSide[1][u];
      int inner0 = allWeighted ? Math.max(0, unplaced - room0 * multiplicity[u]) : 0;
      int inner1 = allWeighted ? Math.max(0, unplaced - room1 * multiplicity[u]) : 0;
      int cost0 = 2 * toSide[1][u] + inner0;
      int cost1 = 2 * toSide[0][u] + inner1;
      total += cost1; // as if it went to side 1; moving it to side 0 adds cost0 - cost1
      deltaCount[cost0 - cost1 + offset]++;
      free++;
    }
    // side 0 takes k of the free weighted vertices, side 1 the others; both end within [min, max]
    int lo = Math.max(0, Math.max(minWeighted - weightedOn[0], free - (maxWeighted - weightedOn[1])));
    int hi = Math.min(free, Math.min(maxWeighted - weightedOn[0], free - (minWeighted - weightedOn[1])));
    if (lo > hi) return Integer.MAX_VALUE / 2;
    int taken = 0;
    for (int d = 0; d < deltaCount.length && taken < hi; d++) {
      int delta = d - offset;
      if (taken >= lo && delta >= 0) break;
      int take = Math.min(deltaCount[d], (delta < 0 ? hi : lo) - taken);
      total += take * delta;
      taken += take;
    }
    return (total + 1) / 2;
  }

  /** Vertices from one of largest degree, then always the one with most links to those taken (ties: lowest id). */
  private int[] connectedOrder() {
    int[] out = new int[n];
    int[] links = new int[n];
    boolean[] taken = new boolean[n];
    for (int i = 0; i < n; i++) {
      int pick = -1;
      for (int v = 0; v < n; v++) {
        if (taken[v]) continue;
        if (pick < 0 || links[v] > links[pick] || (links[v] == links[pick] && g.degree(v) > g.degree(pick))) pick = v;
      }
      taken[pick] = true;
      out[i] = pick;
      for (int p = g.firstArc(pick), end = g.endArc(pick); p < end; p++) links[g.head(g.arcAt(p))]++;
    }
    return out;
  }
}
