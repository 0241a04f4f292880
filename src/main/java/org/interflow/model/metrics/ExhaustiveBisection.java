package org.interflow.model.metrics;

/**
 * Exact balanced bisection of a small {@link RouterGraph} by exhaustive search: among all partitions
 * into two non-empty halves whose server weights differ by the least achievable amount, the one
 * cutting fewest links. Used as the reference for {@link KernighanLinBisection} and reported when the
 * graph is small.
 *
 * <p>Vertex 0 stays on side 0 and the other vertices are flipped in Gray-code order, so each of the
 * 2^(V-1) partitions costs O(V) to update: about 10^7 steps for V = 20.
 */
final class ExhaustiveBisection {
  /** Largest graph searched; 2^29 partitions would take minutes. */
  static final int MAX_VERTICES = 28;

  private ExhaustiveBisection() {}

  /**
   * The exact balanced bisection.
   *
   * @throws IllegalArgumentException if the graph has fewer than 2 or more than {@link #MAX_VERTICES} vertices
   */
  static BisectionSummary bisect(RouterGraph g) {
    int n = g.vertices();
    if (n < 2 || n > MAX_VERTICES) {
      throw new IllegalArgumentException("exhaustive bisection needs 2.." + MAX_VERTICES + " vertices, got " + n);
    }
    int[][] adjacency = new int[n][n];
    for (int e = 0; e < g.edges(); e++) {
      adjacency[g.tail(2 * e)][g.head(2 * e)]++;
      adjacency[g.head(2 * e)][g.tail(2 * e)]++;
    }
    long totalWeight = 0;
    for (int v = 0; v < n; v++) totalWeight += g.weight(v);
    int[] side = new int[n];
    int cut = 0;
    long weightB = 0;
    long bestImbalance = Long.MAX_VALUE;
    int bestCut = Integer.MAX_VALUE;
    int bestMask = 0;
    int mask = 0;
    for (int step = 1; step < 1 << (n - 1); step++) {
      int v = 1 + Integer.numberOfTrailingZeros(step);
      int[] row = adjacency[v];
      for (int u = 0; u < n; u++) {
        if (row[u] != 0) cut += side[u] == side[v] ? row[u] : -row[u];
      }
      side[v] ^= 1;
      mask ^= 1 << v;
      weightB += side[v] == 1 ? g.weight(v) : -g.weight(v);
      long imbalance = Math.abs(totalWeight - 2 * weightB);
      if (imbalance < bestImbalance || (imbalance == bestImbalance && cut < bestCut)) {
        bestImbalance = imbalance;
        bestCut = cut;
        bestMask = mask;
      }
    }
    int[] best = new int[n];
    for (int v = 0; v < n; v++) best[v] = (bestMask >>> v) & 1;
    return BisectionSummary.of(g, best, BisectionSummary.Method.EXHAUSTIVE);
  }
}
