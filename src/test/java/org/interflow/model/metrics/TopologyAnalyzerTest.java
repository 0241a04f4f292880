package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.junit.jupiter.api.Test;

/** Whole analyses of small networks whose distances, cuts and components are worked out by hand. */
class TopologyAnalyzerTest {
  private static final double TOLERANCE = 1e-12;
  private static final TopologyAnalyzer.Options OPTIONS = TopologyAnalyzer.Options.defaults(11);

  @Test
  void serversRelayInAServerCentricNetworkAndADirectTorus() {
    // BCube(4,1): a pair differing in d of the 2 digits is 2d links apart; per server 6 others at
    // 2 links and 9 at 4: mean (12 + 36) / 15 = 3.2, diameter 4. Only servers relaying makes the
    // level-0 and level-1 switches reach each other.
    TopologyMetrics b = TopologyAnalyzer.analyze(org.interflow.model.topology.bcube.BCubeBuilder.build(
        new org.interflow.model.topology.bcube.BCubeSpec(4, 1), LinkParams.DEFAULT), FailureSet.NONE, OPTIONS);
    assertTrue(b.connected());
    assertEquals(4, b.serverDistances().diameterHops());
    assertEquals(3.2, b.serverDistances().meanHops(), TOLERANCE);
    // Direct ring of 8 (nodes are servers): distances 1,1,2,2,3,3,4, mean 16/7, diameter 4, no
    // access links.
    TopologyMetrics r = TopologyAnalyzer.analyze(org.interflow.model.topology.torus.TorusBuilder.build(
        new org.interflow.model.topology.torus.TorusSpec(new org.interflow.model.topology.MixedRadix(8), 1, true, true),
        LinkParams.DEFAULT), FailureSet.NONE, OPTIONS);
    assertEquals(4, r.serverDistances().diameterHops());
    assertEquals(16.0 / 7, r.serverDistances().meanHops(), TOLERANCE);
  }

  @Test
  void aRingOfEightWithOneServerPerSwitchHasTheRingDistancesPlusTwo() {
    // From any switch of a ring of 8 the others are at 1,1,2,2,3,3,4: sum 16, mean 16/7, diameter 4.
    // Server to server adds the two access links: mean 16/7 + 2 = 30/7, diameter 6.
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.ring(8, 1), FailureSet.NONE, OPTIONS);
    assertEquals(8, m.servers());
    assertEquals(8, m.switches());
    assertEquals(16, m.links());
    assertEquals(8, m.serverPorts());
    assertEquals(24, m.switchPorts());
    assertEquals(4, m.switchDistances().diameterHops());
    assertEquals(16.0 / 7, m.switchDistances().meanHops(), TOLERANCE);
    assertEquals(56, m.switchDistances().reachablePairs());
    assertEquals(6, m.serverDistances().diameterHops());
    assertEquals(30.0 / 7, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(56, m.serverDistances().reachablePairs());
    assertTrue(m.serverDistances().exact() && m.switchDistances().exact());
    assertEquals(1, m.components());
    assertEquals(2, m.bisection().linksCut());
    assertEquals(2, m.bisectionExact().linksCut());
    assertEquals(4, m.bisection().weightA(), "4 servers per half");
    assertEquals(2, m.switchEdgeConnectivity());
  }

  @Test
  void aLeafSpineHasServerDistancesTwoAndFour() {
    // 4 leaves x 2 servers, 2 spines. A server sees 1 server at 2 hops (same leaf) and 6 at 4 hops:
    // mean 26/7. Switches: a leaf sees 3 leaves at 2 and 2 spines at 1 (8); a spine sees 4 leaves at
    // 1 and a spine at 2 (6): sum 4*8 + 2*6 = 44 over 30 ordered pairs. Disjoint shortest paths: a
    // leaf pair has 2 (one per spine), the spine pair 4 (one per leaf), a leaf-spine pair 1.
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.leafSpine(4, 2, 2), FailureSet.NONE, OPTIONS);
    assertEquals(4, m.serverDistances().diameterHops());
    assertEquals(26.0 / 7, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(2, m.switchDistances().diameterHops());
    assertEquals(44.0 / 30, m.switchDistances().meanHops(), TOLERANCE);
    // diversity: 6 leaf pairs * 2 + 1 spine pair * 4 + 8 leaf-spine pairs * 1 = 24 over 15 pairs
    assertEquals(24.0 / 15, m.pathDiversity().meanPaths(), TOLERANCE);
    assertEquals(4, m.pathDiversity().maxPaths());
    assertEquals(2, m.switchEdgeConnectivity(), "a leaf has two uplinks");
  }

  @Test
  void aStarHasAllServersTwoHopsApartAndNoSwitchPairs() {
    // 5 servers on one switch: 20 ordered pairs, all at 2 hops; a single switch has nothing to cut
    TopologyMetrics m = TopologyAnalyzer.analyze(StarBuilder.build(new StarSpec(5), LinkParams.DEFAULT),
        FailureSet.NONE, OPTIONS);
    assertEquals(2, m.serverDistances().diameterHops());
    assertEquals(2.0, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(20, m.serverDistances().reachablePairs());
    assertEquals(0, m.switchDistances().reachablePairs());
    assertNull(m.bisection());
    assertNull(m.switchEdgeConnectivity());
  }

  @Test
  void serversRelayInAServerCentricNetwork() {
    // BCube(n=2, k=1): servers 0..3; switch A joins 0,1; B joins 2,3; C joins 0,2; D joins 1,3.
    // Server 0 reaches 1 and 2 in 2 hops and 3 in 4 (0-A-1-D-3): mean 8/3, diameter 4 (all servers
    // alike). Switch A reaches C and D in 2 (A-0-C, A-1-D) and B in 4: mean 8/3, diameter 4.
    TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("bcube:n=2,k=1"), 4, 4, LinkParams.DEFAULT)
        .serversForward(true);
    int[][] members = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
    for (int s = 0; s < 4; s++) for (int server : members[s]) b.link(b.server(server), b.switchNode(s));
    TopologyMetrics m = TopologyAnalyzer.analyze(b.build(), FailureSet.NONE, OPTIONS);
    assertEquals(4, m.serverDistances().diameterHops());
    assertEquals(8.0 / 3, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(4, m.switchDistances().diameterHops());
    assertEquals(8.0 / 3, m.switchDistances().meanHops(), TOLERANCE);
    // the 8-node graph is an 8-ring (0-A-1-D-3-B-2-C-0): 2 links cut, 2 servers per half
    assertEquals(2, m.bisectionExact().linksCut());
    assertEquals(2, m.bisectionExact().weightA());
    assertEquals(2, m.bisection().linksCut());
  }

  @Test
  void aDualHomedServerDoesNotRelayInASwitchCentricNetwork() {
    // Switches A and B are not linked. Server 0 hangs from both, server 1 from A, server 2 from B.
    // 0<->1 and 0<->2 are 2 hops; 1<->2 would need server 0 to relay: unreachable, as is A<->B.
    // The plain graph is still one component (components ignore relaying).
    TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("dual-homed"), 3, 2, LinkParams.DEFAULT);
    b.link(b.server(0), b.switchNode(0));
    b.link(b.server(0), b.switchNode(1));
    b.link(b.server(1), b.switchNode(0));
    b.link(b.server(2), b.switchNode(1));
    TopologyMetrics m = TopologyAnalyzer.analyze(b.build(), FailureSet.NONE, OPTIONS);
    assertEquals(4, m.serverDistances().reachablePairs());
    assertEquals(2, m.serverDistances().unreachablePairs());
    assertEquals(2.0, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(2, m.serverDistances().diameterHops());
    assertEquals(0, m.switchDistances().reachablePairs());
    assertEquals(2, m.switchDistances().unreachablePairs());
    assertEquals(1, m.components());
    assertEquals(0, m.switchEdgeConnectivity());
  }

  @Test
  void aRingWithAFailedLinkIsAPathOfMeanThree() {
    // 8 switches in a path: sum over unordered pairs of |i-j| = sum_d d(8-d) = 84, ordered 168 over
    // 56 pairs: mean 3, diameter 7; cutting it anywhere costs 1 link
    Topology ring = SmallNetworks.ring(8, 0);
    TopologyMetrics m = TopologyAnalyzer.analyze(ring, FailureSet.of(new int[] {3}, new int[0]), OPTIONS);
    assertEquals(7, m.switchDistances().diameterHops());
    assertEquals(3.0, m.switchDistances().meanHops(), TOLERANCE);
    assertEquals(0, m.switchDistances().unreachablePairs());
    assertEquals(1, m.failedLinks());
    assertEquals(1, m.components());
    assertEquals(1, m.switchEdgeConnectivity());
    assertEquals(1, m.bisectionExact().linksCut());
  }

  @Test
  void twoFailedLinksSplitARingIntoTwoComponents() {
    // links 0 (0-1) and 4 (4-5) down: {1,2,3,4} and {5,6,7,0}; 2 * 4 * 3 = 24 ordered pairs reach,
    // 56 - 24 = 32 do not; the minimum cut is 0 and so is the bisection
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.ring(8, 0),
        FailureSet.of(new int[] {0, 4}, new int[0]), OPTIONS);
    assertEquals(2, m.components());
    assertFalse(m.connected());
    assertEquals(24, m.switchDistances().reachablePairs());
    assertEquals(32, m.switchDistances().unreachablePairs());
    assertEquals(0, m.switchEdgeConnectivity());
    assertEquals(0, m.bisection().linksCut());
    assertEquals(0, m.pathDiversity().minPaths());
  }

  @Test
  void aFailedSwitchAndItsServerDropOut() {
    // ring of 8, 1 server each; switch 0 (node 8) down: its server is cut off. The 7 other switches
    // form a path (sum_d d(7-d) = 56 unordered, 112 ordered over 42 pairs: mean 8/3, diameter 6).
    // Components: the path with its 7 servers, and the lone server 0.
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.ring(8, 1), FailureSet.of(new int[0], new int[] {8}),
        OPTIONS);
    assertEquals(1, m.failedNodes());
    assertEquals(6, m.switchDistances().diameterHops());
    assertEquals(8.0 / 3, m.switchDistances().meanHops(), TOLERANCE);
    assertEquals(2, m.components());
    assertEquals(8, m.serverDistances().diameterHops());
    assertEquals(42, m.serverDistances().reachablePairs());
  }

  @Test
  void aSampleOfAVertexTransitiveTorusGivesTheExactMean() {
    // 8x8 torus: from any switch the ring-of-8 distances 0,1,2,3,4,3,2,1 (sum 16) in each of 2
    // dimensions give 2 * 8 * 16 = 256 over 63 switches. Every source sees the same, so a sample of
    // 5 sources (budget 5 * (64 + 2*128)) measures 256/63 too, but is not exact.
    Topology torus = SmallNetworks.torus(8, 2, 0);
    TopologyMetrics m = TopologyAnalyzer.analyze(torus, FailureSet.NONE, OPTIONS.withDistanceWork(5 * (64 + 256)));
    assertFalse(m.switchDistances().exact());
    assertEquals(5, m.switchDistances().sourcesMeasured());
    assertEquals(64, m.switchDistances().sourcesTotal());
    assertEquals(256.0 / 63, m.switchDistances().meanHops(), TOLERANCE);
    assertEquals(8, m.switchDistances().diameterHops());
  }

  @Test
  void aSixteenAryThreeCubeWithinTheDefaultBudgetsGetsExactDistancesAndTheClosedFormBisection() {
    // 16x16x16 torus, one server per switch. A ring of 16 has distance sum 2(1+..+7) + 8 = 64 from any
    // switch, so a switch sees 3 * 256 * 64 = 49152 hops in total over 4095 others; servers add 2.
    // Diameter 3 * 8 = 24 (26 for servers). Bisection 2k^(n-1) = 2 * 16^2 = 512 links, 2048 servers
    // a side. Path diversity is sampled (4096 switches is over the exact budget) and lies between 1
    // and the degree 6.
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.torus(16, 3, 1), FailureSet.NONE, OPTIONS.withThreads(2));
    assertTrue(m.switchDistances().exact());
    assertEquals(49152.0 / 4095, m.switchDistances().meanHops(), TOLERANCE);
    assertEquals(49152.0 / 4095 + 2, m.serverDistances().meanHops(), TOLERANCE);
    assertEquals(24, m.switchDistances().diameterHops());
    assertEquals(26, m.serverDistances().diameterHops());
    assertEquals(512, m.bisection().linksCut());
    assertEquals(2048, m.bisection().weightA());
    assertNull(m.bisectionExact());
    assertFalse(m.pathDiversity().exact());
    assertTrue(m.pathDiversity().minPaths() >= 1 && m.pathDiversity().maxPaths() <= 6);
  }

  @Test
  void threadCountDoesNotChangeTheResult() {
    Topology t = SmallNetworks.torus(6, 3, 2);
    FailureSet failures = FailureSet.random(t, FailureSet.Target.LINKS, 20, 5);
    TopologyAnalyzer.Options sampled = OPTIONS.withDistanceWork(40_000).withDiversityExactPairs(10);
    TopologyMetrics one = TopologyAnalyzer.analyze(t, failures, sampled);
    assertEquals(one, TopologyAnalyzer.analyze(t, failures, sampled.withThreads(3)));
    assertFalse(one.serverDistances().exact());
  }

  @Test
  void networksAboveTheBudgetsReportTheExpensiveFiguresAbsent() {
    TopologyAnalyzer.Options tight = new TopologyAnalyzer.Options(1, 1, 1, 1, 10, 4, 10, 1, 1, 1, 1);
    TopologyMetrics m = TopologyAnalyzer.analyze(SmallNetworks.ring(16, 0), FailureSet.NONE, tight);
    assertNull(m.bisection());
    assertNull(m.bisectionExact());
    assertNull(m.switchEdgeConnectivity());
    assertEquals(1, m.switchDistances().sourcesMeasured());
    assertEquals(8, m.switchDistances().diameterHops(), "a ring is vertex-transitive: one source suffices");
  }
}
