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
 *   <li>{@code f1 = B(G)}, the bisection width in links, maximised: the best balanced cut found by
 *       Kernighan-Lin over {@code restarts} seeded starts, as the paper does (an upper bound of the
 *       exact width). Every router hosts 3 servers, so "balanced" means equal router counts.
 *   <li>{@code f2}, equation (4), maximised: {@code 2 * sum_{i<j} |SDP(a_i, a_j)| / ((|G| + 1) |G|)},
 *       with SDP the edge-disjoint shortest paths between routers, computed over every router pair
 *       ({@link PathDiversitySummary#exanestF2()}, never sampled here).
 *   <li>{@code f3 = |A_s|}, equation (5), minimised: the active links, i.e. the non-zero entries of
 *       {@code s} (one chassis' count; the network has {@code N*M*|A_s|} cables).
 * </ul>
 *
 * <p>A disconnected network (some router unreachable from router 0) is reported with {@code
 * connected = false}; its f1 and f2 are still computed (f1 is then usually 0). Pure and
 * deterministic: the same inputs and seed give the same numbers. Cost: O(N M R) to build, O(restarts
 * * passes * (V + E)) for Kernighan-Lin and O(V^2 (V + E)) for f2, with V = 2NM routers: about a
 * third of a millisecond for {@code T = (2, 4, 2)} and 30-60 ms for {@code T = (8, 16, 4)} (128 routers)
 * with 8 restarts, about 10 ms with one (warm JVM; Kernighan-Lin dominates).
 */
public final class ExanestObjectives {
  private ExanestObjectives() {}

  /**
   * The objectives of one vector.
   *
   * @param connected every router reaches every other
   * @param bisectionWidth f1, links cut by the best balanced bisection found (maximise)
   * @param pathDiversity f2, equation (4) of the paper (maximise)
   * @param activeLinks f3, non-zero entries of {@code s} (minimise)
   */
  public record Values(boolean connected, int bisectionWidth, double pathDiversity, int activeLinks) {}

  /**
   * Builds and measures the network of {@code s} in the system of {@code n} chassis per cabinet,
   * {@code m} cabinets and {@code r} links per router.
   *
   * @param s the vector {@code s(1)..s(2R)} stored 0-based; checked by {@link ExanestSpec}
   * @param restarts Kernighan-Lin random starts, 1 or more
   * @param seed seed of the Kernighan-Lin starts
   * @throws IllegalArgumentException if {@code s} is not valid for {@code (n, m, r)} or restarts < 1
   */
  public static Values evaluate(int n, int m, int r, int[] s, int restarts, long seed) {
    Topology t = ExanestBuilder.build(spec(n, m, r, s), LinkParams.DEFAULT);
    RouterGraph g = routerGraph(t);
    boolean connected = connected(g);
    int f1 = KernighanLinBisection.bisect(g, restarts, seed).linksCut();
    PathDiversitySummary diversity = ShortestPathDiversity.measure(g,
        new ShortestPathDiversity.Budget(Long.MAX_VALUE, 1, 1, Long.MAX_VALUE), seed);
    return new Values(connected, f1, diversity.exanestF2(), activeLinks(s));
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
