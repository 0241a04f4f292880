package org.interflow.model.metrics;

/**
 * A balanced cut of a network's switch graph in two halves: the links it cuts and their capacity.
 * Balance is on servers (each switch carries the servers it hosts), or on switches for switch-only
 * graphs; when the total cannot be split evenly the halves differ by the least amount found.
 *
 * @param linksCut links with one end in each half (parallel links count separately)
 * @param capacityCutBitsPerSecond sum of the cut links' capacities, bits per second in one direction
 * @param weightA servers (or switches, for switch-only graphs) in the first half
 * @param weightB servers (or switches) in the second half
 * @param method how the cut was found
 */
public record BisectionSummary(int linksCut, double capacityCutBitsPerSecond, long weightA, long weightB, Method method) {
  /** The summary of the partition {@code side} (0 or 1 per vertex) of {@code g}. O(V + E). */
  static BisectionSummary of(RouterGraph g, int[] side, Method method) {
    int cut = 0;
    double capacity = 0;
    for (int e = 0; e < g.edges(); e++) {
      if (side[g.tail(2 * e)] != side[g.head(2 * e)]) {
        cut++;
        capacity += g.capacityBitsPerSecond(e);
      }
    }
    long a = 0;
    long b = 0;
    for (int v = 0; v < g.vertices(); v++) {
      if (side[v] == 0) a += g.weight(v);
      else b += g.weight(v);
    }
    return new BisectionSummary(cut, capacity, a, b, method);
  }

  /** How a bisection was computed. */
  public enum Method {
    /** Kernighan and Lin's swap heuristic with seeded random restarts: an upper bound. */
    KERNIGHAN_LIN,
    /** Exhaustive search over all balanced partitions: the exact bisection width. */
    EXHAUSTIVE
  }
}
