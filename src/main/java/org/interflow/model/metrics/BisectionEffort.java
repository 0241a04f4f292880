package org.interflow.model.metrics;

/**
 * How hard a bisection width is worked: Kernighan-Lin starts, then branch and bound on graphs small
 * enough, within a node budget.
 *
 * @param restarts Kernighan-Lin random starts (>= 1)
 * @param exactMaxVertices largest graph (vertices of the bisected graph: routers, or compute nodes
 *     and routers) given to branch and bound; 0 = never
 * @param exactNodes branch-and-bound node budget per graph (>= 1)
 */
public record BisectionEffort(int restarts, int exactMaxVertices, long exactNodes) {
  /** @throws IllegalArgumentException if restarts or the node budget is below 1, or the vertex limit negative */
  public BisectionEffort {
    if (restarts < 1) throw new IllegalArgumentException("restarts must be >= 1, got " + restarts);
    if (exactMaxVertices < 0) throw new IllegalArgumentException("exact-max-routers must be >= 0, got " + exactMaxVertices);
    if (exactNodes < 1) throw new IllegalArgumentException("exact-nodes must be >= 1, got " + exactNodes);
  }

  /** Kernighan-Lin only. */
  public static BisectionEffort heuristic(int restarts) { return new BisectionEffort(restarts, 0, 1); }

  /** In words: {@code restarts=8 exact<=32 vertices within 5000 nodes}. */
  public String describe() {
    return "restarts=" + restarts + (exactMaxVertices == 0 ? "" : " exact<=" + exactMaxVertices + " vertices within " + exactNodes + " nodes");
  }
}
