package org.interflow.model.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.exanest.ExanestSpec;

/**
 * The three objectives of the ExaNeSt link-assignment problem (Pascual, Navaridas, et al., CEC 2017,
 * section V.B; seed text {@code exanest-topology-optimization.txt}) for a system {@code T = (R, N,
 * M)} and a vector {@code s}: the network is built by {@link ExanestBuilder} and measured on its
 * router graph (servers excluded, backplanes and cables included, parallel cables counted apiece).
 *
 * <ul>
 *   <li>{@code f1 = B(G)}, the bisection width in links, maximised, given as two numbers whose
 *       quality is known: the least balanced cut found ({@code bisectionWidth}, an upper bound:
 *       Kernighan-Lin, as the paper does, from the six spectral partitions of {@link
 *       ExanestSpectralBound#spectralStarts} and {@code restarts} seeded random starts, then, for systems of at
 *       most {@link BisectionEffort#exactMaxVertices} routers, branch and bound within {@link
 *       BisectionEffort#exactNodes} nodes) and a certified lower bound ({@code bisectionLower}: the symmetric
 *       Donath-Hoffman spectral bound of {@link ExanestSpectralBound}, or the width itself once branch
 *       and bound has proven it). Equal numbers mean f1 is exact. Every router hosts 3 servers, so
 *       "balanced" means equal router counts.
 *   <li>{@code f2}, equation (4), maximised: {@code 2 * sum_{i<j} |SDP(a_i, a_j)| / ((|G| + 1) |G|)},
 *       with SDP the edge-disjoint shortest paths between routers, over every router pair; by the
 *       chassis symmetry (every chassis is cabled alike, shifted) the sum is {@code NM/2} times the
 *       paths from chassis 0's two routers to all others, the same integer as the sum over all pairs.
 *   <li>{@code f3 = |A_s|}, equation (5), minimised: the active links, i.e. the non-zero entries of
 *       {@code s} (one chassis' count; the network has {@code N*M*|A_s|} cables).
 * </ul>
 *
 * <p>A disconnected network (some router unreachable from router 0) is reported with {@code
 * connected = false}; its f1 and f2 are still computed (f1 is then usually 0). Pure and
 * deterministic: the same inputs and seed give the same numbers. Cost: O(N M R) to build, O(restarts
 * * passes * (V + E)) for Kernighan-Lin, O(N M R) for the spectral bound, up to the node budget for
 * branch and bound, and O(V (V + E)) for f2, with V = 2NM routers.
 */
public final class ExanestObjectives {
  /** Fourier blocks of least eigenvalue whose eigenvectors seed Kernighan-Lin (two starts each). */
  private static final int SPECTRAL_BLOCKS = 3;

  private ExanestObjectives() {}

  /**
   * The objectives of one vector.
   *
   * @param connected every router reaches every other
   * @param bisectionWidth f1, links cut by the least balanced bisection found (maximise): an upper
   *     bound of the exact width, equal to it when {@link #bisectionExact()}
   * @param bisectionLower a certified lower bound of the exact width (links)
   * @param pathDiversity f2, equation (4) of the paper (maximise)
   * @param activeLinks f3, non-zero entries of {@code s} (minimise)
   */
  public record Values(boolean connected, int bisectionWidth, int bisectionLower, double pathDiversity, int activeLinks) {
    /** True when f1 is proven to be the exact bisection width. */
    public boolean bisectionExact() { return bisectionWidth == bisectionLower; }
  }

  /** {@link #evaluate(int, int, int, int[], BisectionEffort, long)} with Kernighan-Lin and the spectral bound only. */
  public static Values evaluate(int n, int m, int r, int[] s, int restarts, long seed) {
    return evaluate(n, m, r, s, BisectionEffort.heuristic(restarts), seed);
  }

  /**
   * Builds and measures the network of {@code s} in the system of {@code n} chassis per cabinet,
   * {@code m} cabinets and {@code r} links per router.
   *
   * @param s the vector {@code s(1)..s(2R)} stored 0-based; checked by {@link ExanestSpec}
   * @param effort how hard f1 is worked
   * @param seed seed of the Kernighan-Lin starts
   * @throws IllegalArgumentException if {@code s} is not valid for {@code (n, m, r)}
   */
  public static Values evaluate(int n, int m, int r, int[] s, BisectionEffort effort, long seed) {
    Topology t = ExanestBuilder.build(spec(n, m, r, s), LinkParams.DEFAULT);
    RouterGraph g = routerGraph(t);
    boolean connected = connected(g);
    int[][] starts = ExanestSpectralBound.spectralStarts(n, m, r, s, SPECTRAL_BLOCKS);
    BisectionBounds f1 = BisectionBounds.of(g, effort, seed, connected ? ExanestSpectralBound.lowerBound(n, m, r, s) : 0, starts);
    long sumFromChassis0 = ShortestPathDiversity.sumFromSources(g, 0, 1);
    long pairSum = (long) n * m * sumFromChassis0 / 2; // each unordered pair once
    int routers = g.vertices();
    double f2 = 2.0 * pairSum / ((double) (routers + 1) * routers);
    return new Values(connected, f1.width(), f1.lower(), f2, activeLinks(s));
  }

  /**
   * True when the network of {@code s} joins every router: the seed's validity rule for children
   * of crossover and mutation. O(N M R).
   *
   * @throws IllegalArgumentException if {@code s} is not valid for {@code (n, m, r)}
   */
  public static boolean connected(int n, int m, int r, int[] s) {
    return connected(routerGraph(ExanestBuilder.build(spec(n, m, r, s), LinkParams.DEFAULT)));
  }

  /** Non-zero entries of {@code s}: objective f3. */
  public static int activeLinks(int[] s) {
    int used = 0;
    for (int v : s) if (v != 0) used++;
    return used;
  }

  private static ExanestSpec spec(int n, int m, int r, int[] s) {
    List<Integer> list = new ArrayList<>(s.length);
    for (int v : s) list.add(v);
    return new ExanestSpec(n, m, r, list);
  }

  private static RouterGraph routerGraph(Topology t) {
    boolean[] usable = new boolean[t.links()];
    Arrays.fill(usable, true);
    return RouterGraph.of(t, FailureSet.NONE, usable);
  }

  private static boolean connected(RouterGraph g) {
    int[] dist = new int[g.vertices()];
    Arrays.fill(dist, -1);
    return g.breadthFirst(0, dist, new int[g.vertices()]) == g.vertices();
  }
}
