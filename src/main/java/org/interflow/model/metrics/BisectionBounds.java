package org.interflow.model.metrics;

import java.util.Arrays;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * The bisection width of a network as two numbers whose quality is known: the least balanced cut
 * found ({@code width}, an upper bound) and a certified lower bound ({@code lower}); equal numbers
 * mean the width is exact. Balance as in {@link BisectionSummary} (servers; compute nodes of a
 * server-centric graph).
 *
 * @param width links cut by the least balanced bisection found
 * @param lower a certified lower bound of the exact width (links)
 */
public record BisectionBounds(int width, int lower) {
  /** True when the width is proven exact. */
  public boolean exact() { return width == lower; }

  /**
   * The bounds of {@code t}'s switch graph (no failures): Kernighan-Lin with the effort's starts
   * from {@code seed} and the given extra starts, then, when the graph has at most {@code
   * effort.exactMaxVertices()} vertices and every vertex weighs 0 or one common weight, branch and
   * bound within the node budget, which may prove the width ({@link BranchAndBoundBisection}).
   *
   * @param lower a certified lower bound already known (0 if none)
   * @throws IllegalArgumentException if the graph has fewer than two vertices
   */
  public static BisectionBounds of(Topology t, BisectionEffort effort, long seed, int lower) {
    boolean[] usable = new boolean[t.links()];
    Arrays.fill(usable, true);
    return of(RouterGraph.of(t, FailureSet.NONE, usable), effort, seed, lower, new int[0][]);
  }

  static BisectionBounds of(RouterGraph g, BisectionEffort effort, long seed, int lower, int[][] starts) {
    int upper = KernighanLinBisection.bisect(g, effort.restarts(), seed, starts).linksCut();
    lower = Math.min(lower, upper);
    if (upper > lower && g.vertices() <= effort.exactMaxVertices() && BranchAndBoundBisection.accepts(g)) {
      BranchAndBoundBisection.Result exact = BranchAndBoundBisection.bisect(g, upper, lower, effort.exactNodes());
      upper = exact.width();
      if (exact.proven()) lower = upper;
    }
    return new BisectionBounds(upper, lower);
  }
}
