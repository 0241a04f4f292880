package org.interflow.model.routing.allpath;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.routing.ecmp.EcmpRouting;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class AllPathRoutingTest extends RoutingAlgorithmContract {
  private static final long BUDGET = DestinationDistances.DEFAULT_BUDGET_BYTES;

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>(SmallNetworks.contractCases(AllPathRouting::new, false));
    cases.addAll(SmallNetworks.contractCases((t, f) -> new AllPathRouting(t, f, 0, 64, BUDGET), true));
    cases.addAll(SmallNetworks.contractCases((t, f) -> new AllPathRouting(t, f, 3, 5, BUDGET), false));
    return cases;
  }

  private static int[] lengths(Topology t, int d, int max, int source, int destination) {
    PathBuffer buf = new PathBuffer();
    int n = new AllPathRouting(t, FailureSet.NONE, d, max, BUDGET).route(source, destination, buf);
    int[] lengths = new int[n];
    for (int p = 0; p < n; p++) lengths[p] = buf.length(p);
    return lengths;
  }

  @Test
  void adjacentSwitchesOfAFourRingHaveNoPathOneHopLonger() {
    // Ring of 4, servers on switches 0 and 1: the direct 3-hop path, and the way round
    // 0-3-2-1 of 5 hops. A ring of 4 is bipartite, so no 4-hop path exists: AllPath-1 finds 1
    // path, AllPath-2 finds both.
    Topology ring = SmallNetworks.ring(4);
    assertArrayEquals(new int[] {3}, lengths(ring, 1, 64, 0, 1));
    assertArrayEquals(new int[] {3, 5}, lengths(ring, 2, 64, 0, 1));
  }

  @Test
  void leafSpineDetoursThroughAThirdLeafAreTwoHopsLonger() {
    // Leaves A and B: 2 shortest paths (one per spine) of 4 hops. A 6-hop path goes
    // A-spine-C-other spine-B: 2 choices of the third leaf C x 2 orders of the spines = 4.
    // Bipartite again, so nothing of 5 hops: AllPath-1 = 2 paths, AllPath-2 = 2 + 4.
    Topology t = SmallNetworks.leafSpine(2);
    assertArrayEquals(new int[] {4, 4}, lengths(t, 1, 64, 0, 7));
    assertArrayEquals(new int[] {4, 4, 6, 6, 6, 6}, lengths(t, 2, 64, 0, 7));
  }

  @Test
  void shorterPathsWinTheCap() {
    // 3x3 grid corner to corner: self-avoiding switch walks have 4 hops (C(4,2) = 6 of them), 6
    // hops (4: e.g. right, down, left, down, right, right) or 8 hops (2 snakes), 12 in all
    // (OEIS A007764). Plus 2 access hops each. AllPath-2 with cap 8 keeps the 6 shortest and the
    // first 2 of the 4 longer; AllPath-4 uncapped finds all 12.
    Topology grid = SmallNetworks.grid3x3();
    assertArrayEquals(new int[] {6, 6, 6, 6, 6, 6, 8, 8}, lengths(grid, 2, 8, 0, 8));
    assertArrayEquals(new int[] {6, 6, 6, 6, 6, 6, 8, 8, 8, 8, 10, 10}, lengths(grid, 4, 64, 0, 8));
  }

  @Test
  void slackZeroIsEcmp() {
    Topology grid = SmallNetworks.grid3x3();
    PathBuffer a = new PathBuffer();
    PathBuffer b = new PathBuffer();
    for (int s = 0; s < 9; s++) {
      for (int d = 0; d < 9; d++) {
        int n = new AllPathRouting(grid, FailureSet.NONE, 0, 64, BUDGET).route(s, d, a);
        assertEquals(new EcmpRouting(grid, FailureSet.NONE).route(s, d, b), n);
        for (int p = 0; p < n; p++) assertArrayEquals(b.path(p), a.path(p));
      }
    }
  }

  @Test
  void aFailedRingLinkLeavesOnlyTheWayRound() {
    // Ring of 6, link 0-1 down: the only simple path from server 0 to 1 has 7 hops, which
    // AllPath-1 still returns (slack counts from the shortest surviving path).
    FailureSet f = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0)}, new int[0]);
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new AllPathRouting(SmallNetworks.ring(6), f).route(0, 1, buf));
    assertEquals(7, buf.length(0));
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0), SmallNetworks.ringLink(6, 3)}, new int[0]);
    assertEquals(0, new AllPathRouting(SmallNetworks.ring(6), cut).route(0, 1, buf));
  }
}
