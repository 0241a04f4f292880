package org.interflow.model.metrics;

/**
 * Hop distances between ordered pairs of distinct endpoints (servers, or switches) of a network.
 * A hop is one link traversal, so two servers on the same switch are 2 hops apart.
 *
 * <p>When {@code exact} is false the figures come from a seeded sample of {@code sourcesMeasured}
 * BFS sources out of {@code sourcesTotal}: the mean is an unbiased estimate and the diameter is a
 * lower bound (the largest eccentricity seen).
 *
 * @param diameterHops largest finite distance seen; 0 when no pair is reachable
 * @param meanHops mean distance over the reachable pairs measured; 0 when there are none
 * @param reachablePairs ordered reachable pairs measured (weighted by servers where sources are
 *     switches standing for their servers)
 * @param unreachablePairs ordered pairs measured with no path
 * @param exact true when every source was measured
 * @param sourcesMeasured BFS sources run
 * @param sourcesTotal sources there are
 */
public record DistanceSummary(int diameterHops, double meanHops, long reachablePairs, long unreachablePairs,
    boolean exact, int sourcesMeasured, int sourcesTotal) {
  /** The summary of a set with fewer than two endpoints: no pairs, exact. */
  static DistanceSummary empty(int sources) {
    return new DistanceSummary(0, 0, 0, 0, true, sources, sources);
  }
}
