package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.junit.jupiter.api.Test;

/**
 * Branch-and-bound bisection against closed forms (Dally and Towles, ch. 3: ring 2, k x k torus 2k,
 * n-cube 2^(n-1), K_n n^2/4, k x k mesh k) and against exhaustive search (a second method) on random
 * multigraphs, starting from a deliberately bad upper bound so the search has to find the cut itself.
 */
class BranchAndBoundBisectionTest {
  private static final long BUDGET = 50_000_000;

  private static RouterGraph graph(Topology t) {
    boolean[] usable = new boolean[t.links()];
    Arrays.fill(usable, true);
    return RouterGraph.of(t, FailureSet.NONE, usable);
  }

  /** The proven width, from a starting upper bound of every link (any cut is at most that). */
  private static int exact(Topology t) {
    RouterGraph g = graph(t);
    BranchAndBoundBisection.Result r = BranchAndBoundBisection.bisect(g, g.edges(), 0, BUDGET);
    assertTrue(r.proven(), t + " within " + BUDGET + " nodes");
    return r.width();
  }

  @Test
  void closedFormsOfRingsToriCubesCliquesAndMeshes() {
    assertEquals(2, exact(SmallNetworks.ring(16, 0)), "ring of 16");
    assertEquals(12, exact(SmallNetworks.torus(6, 2, 0)), "6x6 torus: 2k = 12");
    assertEquals(16, exact(SmallNetworks.hypercube(5)), "5-cube: 2^4 = 16");
    assertEquals(25, exact(SmallNetworks.complete(10)), "K_10: 5*5 = 25");
    assertEquals(6, exact(SmallNetworks.mesh(6, 2)), "6x6 mesh: k = 6");
  }

  @Test
  void exanestRingsAndLaddersHaveTheirClosedFormWidths() {
    // T = (R=1, N=8, M=1): s(1) = 2 cables router 0 of chassis q to router 0 of chassis q+1 (o = 0 + 2 = 2R,
    // one chassis on): a ring of 8 routers, each with its chassis' router 1 hanging on the backplane.
    // Halves of 8 routers: a ring arc of 4 chassis with their router 1s cuts 2 ring links.
    assertEquals(2, exact(exanest(8, 1, 1, 2, 0)));
    // s(2) = 2 too (o = 1 + 2 = 3: router 1 to router 1 of the next chassis): the prism C_8 x K_2;
    // cutting both rings at two places (4 links) beats separating the rings (8 rungs).
    assertEquals(4, exact(exanest(8, 1, 1, 2, 2)));
  }

  @Test
  void agreesWithExhaustiveSearchOnRandomMultigraphs() {
    SplittableRandom random = new SplittableRandom(11);
    for (int trial = 0; trial < 30; trial++) {
      int n = 6 + random.nextInt(11); // 6..16 switches
      int servers = trial % 3 == 0 ? 0 : 1; // switch-only (each weighs 1) or one server each
      TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("random-" + trial), servers * n, n, LinkParams.DEFAULT);
      for (int s = 0; s < servers * n; s++) b.link(b.server(s), b.switchNode(s));
      for (int v = 1; v < n; v++) b.link(b.switchNode(v), b.switchNode(random.nextInt(v))); // a spanning tree
      int extra = random.nextInt(2 * n);
      for (int e = 0; e < extra; e++) {
        int a = random.nextInt(n);
        int c = random.nextInt(n);
        if (a != c) b.link(b.switchNode(a), b.switchNode(c)); // parallel links allowed
      }
      Topology t = b.build();
      assertEquals(ExhaustiveBisection.bisect(graph(t)).linksCut(), exact(t), "trial " + trial + ", " + n + " switches");
    }
  }

  @Test
  void zeroWeightVerticesGoWhereTheyCutLeast() {
    // Leaf-spine 4 x 2 with one server per leaf: leaves weigh 1, spines 0. Two leaves per half; each
    // leaf has one link to each spine, so wherever the spines go every leaf has at least one link
    // across (both spines on one side: the other two leaves cut 2 each; one each side: 1 per leaf): 4.
    Topology t = SmallNetworks.leafSpine(4, 2, 1);
    assertEquals(4, exact(t));
    assertEquals(ExhaustiveBisection.bisect(graph(t)).linksCut(), exact(t));
  }

  @Test
  void aSpentBudgetKeepsTheBestCutUnproven() {
    RouterGraph g = graph(SmallNetworks.hypercube(5));
    BranchAndBoundBisection.Result r = BranchAndBoundBisection.bisect(g, g.edges(), 0, 10);
    assertFalse(r.proven());
    assertTrue(r.width() >= 16 && r.width() <= g.edges());
    assertEquals(11, r.nodes(), "stops at the first node past the budget");
  }

  @Test
  void aKnownCutThatMeetsTheLowerBoundNeedsNoSearch() {
    RouterGraph g = graph(SmallNetworks.hypercube(5));
    BranchAndBoundBisection.Result r = BranchAndBoundBisection.bisect(g, 16, 16, 1);
    assertTrue(r.proven());
    assertEquals(16, r.width());
    assertEquals(0, r.nodes());
  }

  private static Topology exanest(int n, int m, int r, int... s) {
    List<Integer> v = Arrays.stream(s).boxed().toList();
    return ExanestBuilder.build(new ExanestSpec(n, m, r, v), LinkParams.DEFAULT);
  }
}
