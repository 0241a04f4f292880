package org.interflow.model.routing.ksp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class KShortestPathsRoutingTest extends RoutingAlgorithmContract {
  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>(SmallNetworks.contractCases(KShortestPathsRouting::new, false));
    cases.addAll(SmallNetworks.contractCases((t, f) -> new KShortestPathsRouting(t, f, 1), true));
    return cases;
  }

  /** Yen costs about a millisecond per flow here; a sample of pairs keeps the suite fast. */
  @Override
  protected int maxPairs() { return 256; }

  private static int[] lengths(Topology t, FailureSet f, int k, int source, int destination) {
    PathBuffer buf = new PathBuffer();
    int n = new KShortestPathsRouting(t, f, k).route(source, destination, buf);
    int[] lengths = new int[n];
    for (int p = 0; p < n; p++) lengths[p] = buf.length(p);
    return lengths;
  }

  @Test
  void aRingOffersOnlyTwoSimplePaths() {
    // Ring of 6, servers on neighbouring switches: the direct 3-hop path and the 7-hop way
    // round are the only simple paths, so k = 3 yields 2.
    assertArrayEquals(new int[] {3, 7}, lengths(SmallNetworks.ring(6), FailureSet.NONE, 3, 0, 1));
  }

  @Test
  void gridCornersGiveSixShortestPathsThenLongerOnes() {
    // 3x3 grid corner to corner: 6 switch walks of 4 hops, 4 of 6 hops, 2 of 8 (plus 2 access
    // hops each), so the 7 shortest are six of 6 hops and one of 8.
    assertArrayEquals(new int[] {6, 6, 6, 6, 6, 6, 8}, lengths(SmallNetworks.grid3x3(), FailureSet.NONE, 7, 0, 8));
  }

  @Test
  void leafSpineGivesTwoMinimalPathsThenDetours() {
    // Leaves A, B: 2 paths of 4 hops (one per spine), then 4 of 6 hops through a third leaf.
    assertArrayEquals(new int[] {4, 4, 6, 6}, lengths(SmallNetworks.leafSpine(2), FailureSet.NONE, 4, 0, 7));
    // Spine 0 down: 1 path of 4 hops, and no detour (every detour needs both spines).
    Topology t = SmallNetworks.leafSpine(2);
    assertArrayEquals(new int[] {4}, lengths(t, FailureSet.of(new int[0], new int[] {t.switchNode(4)}), 4, 0, 7));
  }

  @Test
  void serversRelayOnlyWhenTheTopologyForwards() {
    // BCube(2,1) with relaying is an 8-cycle: two 4-hop paths. Without relaying, servers 0 and 3
    // are disconnected; the dual-homed servers 0 and 1 have two 3-hop paths (via L0 or L2), none
    // through server 2.
    assertArrayEquals(new int[] {4, 4}, lengths(SmallNetworks.bcube(true), FailureSet.NONE, 4, 0, 3));
    assertArrayEquals(new int[0], lengths(SmallNetworks.bcube(false), FailureSet.NONE, 4, 0, 3));
    assertArrayEquals(new int[] {3, 3}, lengths(SmallNetworks.dualHomed(), FailureSet.NONE, 4, 0, 1));
  }

  @Test
  void aCutRingGivesNoPaths() {
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0), SmallNetworks.ringLink(6, 3)}, new int[0]);
    assertArrayEquals(new int[0], lengths(SmallNetworks.ring(6), cut, 4, 1, 0));
  }
}
