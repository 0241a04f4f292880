package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.junit.jupiter.api.Test;

/**
 * Kernighan-Lin and exhaustive bisection against the closed forms of the bisection width (see e.g.
 * Dally and Towles, "Principles and Practices of Interconnection Networks", ch. 3): ring 2, k-ary
 * n-cube 2k^(n-1) (k even), hypercube 2^(n-1), K_n with n even n^2/4, k x k mesh k (k even).
 */
class BisectionTest {
  private static final int RESTARTS = 8;
  private static final long SEED = 42;

  private static RouterGraph graph(Topology t) {
    return graph(t, FailureSet.NONE);
  }

  private static RouterGraph graph(Topology t, FailureSet failures) {
    boolean[] usable = new boolean[t.links()];
    for (int l = 0; l < t.links(); l++) usable[l] = failures.linkUsable(t, l);
    return RouterGraph.of(t, failures, usable);
  }

  private static int kl(Topology t) {
    return KernighanLinBisection.bisect(graph(t), RESTARTS, SEED).linksCut();
  }

  private static int exact(Topology t) {
    return ExhaustiveBisection.bisect(graph(t)).linksCut();
  }

  @Test
  void kernighanLinFindsTheClosedFormBisectionOfRingsToriCubesCliquesAndMeshes() {
    assertEquals(2, kl(SmallNetworks.ring(16, 0)), "ring of 16: cut two opposite links");
    assertEquals(16, kl(SmallNetworks.torus(8, 2, 0)), "8x8 torus: 2k = 16");
    assertEquals(32, kl(SmallNetworks.torus(4, 3, 0)), "4-ary 3-cube: 2k^(n-1) = 2*16 = 32");
    assertEquals(32, kl(SmallNetworks.hypercube(6)), "6-cube: 2^5 = 32");
    assertEquals(25, kl(SmallNetworks.complete(10)), "K_10: 5*5 = 25");
    assertEquals(8, kl(SmallNetworks.mesh(8, 2)), "8x8 mesh: k = 8");
  }

  @Test
  void exhaustiveSearchFindsTheClosedFormBisectionOfSmallGraphs() {
    assertEquals(2, exact(SmallNetworks.ring(16, 0)));
    assertEquals(8, exact(SmallNetworks.torus(4, 2, 0)), "4x4 torus: 2k = 8");
    assertEquals(8, exact(SmallNetworks.hypercube(4)), "4-cube: 2^3 = 8");
    assertEquals(25, exact(SmallNetworks.complete(10)), "K_10: 25");
    assertEquals(4, exact(SmallNetworks.mesh(4, 2)), "4x4 mesh: k = 4");
  }

  @Test
  void anOddRingSplitsFourToFiveWithTwoLinksCut() {
    // 9 switches, no servers: halves of 4 and 5 switches, still two links cut
    BisectionSummary kl = KernighanLinBisection.bisect(graph(SmallNetworks.ring(9, 0)), RESTARTS, SEED);
    assertEquals(2, kl.linksCut());
    assertEquals(9, kl.weightA() + kl.weightB());
    assertEquals(1, Math.abs(kl.weightA() - kl.weightB()));
    assertEquals(2, exact(SmallNetworks.ring(9, 0)));
  }

  @Test
  void aLeafSpineBisectionBalancesServersAndCutsHalfOfEveryUplinkBundle() {
    // 4 leaves x 2 servers, 2 spines with no servers. Balance puts 2 leaves (4 servers) on each side;
    // whichever side a spine joins, 2 of its 4 leaf links are cut: 2 spines * 2 = 4 links, 400 Gbit/s.
    Topology t = SmallNetworks.leafSpine(4, 2, 2);
    BisectionSummary kl = KernighanLinBisection.bisect(graph(t), RESTARTS, SEED);
    BisectionSummary exact = ExhaustiveBisection.bisect(graph(t));
    for (BisectionSummary b : new BisectionSummary[] {kl, exact}) {
      assertEquals(4, b.linksCut());
      assertEquals(4e11, b.capacityCutBitsPerSecond(), 1.0);
      assertEquals(4, b.weightA());
      assertEquals(4, b.weightB());
    }
  }

  @Test
  void serverWeightsDecideTheBalanceNotSwitchCounts() {
    // Switch u (4 servers) and v (4 servers) joined by 3 parallel links; six server-less switches form
    // a K6 hanging from u by one link. Balancing servers puts u and v apart; the K6 joins u: cut 3.
    // Balancing switch counts (4 and 4) would have to split the K6 (at least 8 links).
    Topology t = lollipop();
    assertEquals(3, exact(t));
    assertEquals(3, kl(t));
  }

  @Test
  void kernighanLinNeverBeatsTheExactBisectionNorTheMinimumCutBeatsEither() {
    // Random 16-switch graphs with 28 links: KL is an upper bound of the exact bisection, which is at
    // least the global min cut (a bisection is a cut). On graphs this small KL should be exact.
    SplittableRandom random = new SplittableRandom(7);
    for (int trial = 0; trial < 20; trial++) {
      TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("random"), 0, 16, LinkParams.DEFAULT);
      for (int i = 0; i < 16; i++) b.link(b.switchNode(i), b.switchNode((i + 1) % 16)); // keep it connected
      for (int e = 0; e < 12; e++) {
        int x = random.nextInt(16);
        int y = (x + 1 + random.nextInt(15)) % 16;
        b.link(b.switchNode(x), b.switchNode(y));
      }
      Topology t = b.build();
      int exact = exact(t);
      int heuristic = kl(t);
      assertTrue(heuristic >= exact, "KL " + heuristic + " below exact " + exact);
      assertEquals(exact, heuristic, "trial " + trial);
      Integer minCut = TopologyAnalyzer.analyze(t, FailureSet.NONE, TopologyAnalyzer.Options.defaults(1))
          .switchEdgeConnectivity();
      assertTrue(minCut <= exact);
    }
  }

  @Test
  void theSameSeedGivesTheSamePartitionWeights() {
    Topology t = SmallNetworks.torus(6, 2, 1);
    BisectionSummary first = KernighanLinBisection.bisect(graph(t), RESTARTS, SEED);
    BisectionSummary second = KernighanLinBisection.bisect(graph(t), RESTARTS, SEED);
    assertEquals(first, second);
    assertEquals(12, first.linksCut(), "6x6 torus: 2k = 12");
    assertEquals(18, first.weightA());
  }

  @Test
  void failedLinksAreNotCounted() {
    // a ring of 8 with link 0 (switches 0-1) failed is a path of 8: one link cut in the middle
    Topology t = SmallNetworks.ring(8, 0);
    RouterGraph g = graph(t, FailureSet.of(new int[] {0}, new int[0]));
    assertEquals(1, ExhaustiveBisection.bisect(g).linksCut());
    assertEquals(1, KernighanLinBisection.bisect(g, RESTARTS, SEED).linksCut());
    assertEquals(7, g.edges());
    assertEquals(8, g.vertices());
  }

  /** See {@link #serverWeightsDecideTheBalanceNotSwitchCounts()}. */
  private static Topology lollipop() {
    TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("lollipop"), 8, 8, LinkParams.DEFAULT);
    for (int s = 0; s < 8; s++) b.link(b.server(s), b.switchNode(s / 4));
    for (int i = 0; i < 3; i++) b.link(b.switchNode(0), b.switchNode(1));
    b.link(b.switchNode(0), b.switchNode(2));
    for (int i = 2; i < 8; i++) for (int j = i + 1; j < 8; j++) b.link(b.switchNode(i), b.switchNode(j));
    return b.build();
  }
}
