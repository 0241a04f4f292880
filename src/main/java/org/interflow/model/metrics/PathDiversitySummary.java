package org.interflow.model.metrics;

/**
 * Shortest-path diversity between switch pairs: for a pair (u, v), the largest number of
 * edge-disjoint paths of length dist(u, v), i.e. the unit-capacity max flow on the shortest-path DAG.
 * Unreachable pairs count 0 paths.
 *
 * <p>{@code exanestF2} is objective f2 of the ExaNeSt topology optimizer (Section V.B, equation (4) of
 * "Multi-objective optimization of the ExaNeSt interconnect topology"): {@code 2 * sum_{i<j}
 * |SDP(a_i, a_j)| / ((|G| + 1) * |G|)}, with |G| the number of routers, implemented exactly as printed
 * (note the {@code |G| + 1}, which makes it slightly smaller than the plain mean). When sampled, the
 * sum is estimated as {@code meanPaths * |G| (|G| - 1) / 2}.
 *
 * @param meanPaths mean number of edge-disjoint shortest paths over the pairs measured
 * @param minPaths least over the pairs measured
 * @param maxPaths largest over the pairs measured
 * @param exanestF2 the ExaNeSt f2 figure (see above)
 * @param pairsMeasured unordered switch pairs measured
 * @param exact true when every switch pair was measured
 */
public record PathDiversitySummary(double meanPaths, int minPaths, int maxPaths, double exanestF2,
    long pairsMeasured, boolean exact) {}
