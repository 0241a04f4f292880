package org.interflow.model.routing.ecmp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class EcmpRoutingTest extends RoutingAlgorithmContract {
  @Override
  protected List<Case> cases() {
    return SmallNetworks.contractCases(EcmpRouting::new, true);
  }

  private static PathBuffer route(EcmpRouting routing, int source, int destination, int expectedPaths) {
    PathBuffer buf = new PathBuffer();
    assertEquals(expectedPaths, routing.route(source, destination, buf), source + "->" + destination);
    return buf;
  }

  @Test
  void oppositeServersOfAFourRingGetExactlyTwoPathsOfFourHops() {
    // Ring of 4: from switch 0 to switch 2 via switch 1 (port 1, listed first) or switch 3.
    // Via 1: s0->sw0 (0), sw0->sw1 (link 4 fwd, 8), sw1->sw2 (link 5 fwd, 10), sw2->s2 (link 2 back, 5).
    // Via 3: sw0->sw3 (link 7 back, 15), sw3->sw2 (link 6 back, 13).
    PathBuffer buf = route(new EcmpRouting(SmallNetworks.ring(4), FailureSet.NONE), 0, 2, 2);
    assertArrayEquals(new int[] {0, 8, 10, 5}, buf.path(0));
    assertArrayEquals(new int[] {0, 15, 13, 5}, buf.path(1));
    assertEquals(3, route(new EcmpRouting(SmallNetworks.ring(4), FailureSet.NONE), 0, 1, 1).length(0));
  }

  @Test
  void cornersOfAThreeByThreeGridHaveSixMinimalPaths() {
    // Corner to corner is 2 right + 2 down moves in any order: C(4,2) = 6 paths of 4 + 2 = 6 hops.
    PathBuffer buf = route(new EcmpRouting(SmallNetworks.grid3x3(), FailureSet.NONE), 0, 8, 6);
    for (int p = 0; p < 6; p++) assertEquals(6, buf.length(p));
    for (int p = 0; p < 6; p++) for (int q = p + 1; q < 6; q++) assertTrue(!java.util.Arrays.equals(buf.path(p), buf.path(q)));
  }

  @Test
  void theCapKeepsTheFirstPathsInPortOrder() {
    Topology grid = SmallNetworks.grid3x3();
    PathBuffer all = route(new EcmpRouting(grid, FailureSet.NONE), 0, 8, 6);
    PathBuffer capped = route(new EcmpRouting(grid, FailureSet.NONE, 4, DestinationDistances.DEFAULT_BUDGET_BYTES), 0, 8, 4);
    for (int p = 0; p < 4; p++) assertArrayEquals(all.path(p), capped.path(p));
  }

  @Test
  void failuresRemoveExactlyThePathsThroughThem() {
    Topology grid = SmallNetworks.grid3x3();
    // Link (0,0)-(0,1) down: the first move must be down to (1,0), leaving the C(3,1) = 3
    // orderings of 2 right + 1 down, still 6 hops.
    PathBuffer buf = route(new EcmpRouting(grid, FailureSet.of(new int[] {9}, new int[0])), 0, 8, 3);
    for (int p = 0; p < 3; p++) assertEquals(6, buf.length(p));
    // Centre switch down: only the two paths along the border remain.
    route(new EcmpRouting(grid, FailureSet.of(new int[0], new int[] {grid.switchNode(4)})), 0, 8, 2);
    // Leaf-spine: one path per spine; with spine 0 down one remains.
    Topology leafSpine = SmallNetworks.leafSpine(2);
    route(new EcmpRouting(leafSpine, FailureSet.NONE), 0, 7, 2);
    route(new EcmpRouting(leafSpine, FailureSet.of(new int[0], new int[] {leafSpine.switchNode(4)})), 0, 7, 1);
  }

  @Test
  void serverCentricAndDualHomedNetworksSplitOverBothSides() {
    // BCube(2,1) is an 8-cycle 0-sw-1-sw-3-sw-2-sw-0: two 4-hop paths from server 0 to server 3.
    route(new EcmpRouting(SmallNetworks.bcube(true), FailureSet.NONE), 0, 3, 2);
    // Dual-homed server 0 reaches server 1 over L0-L1 or L2-L1 (3 hops each); it reaches server 2
    // directly through L0 or L2 (2 hops each), never relaying through a server.
    Topology dual = SmallNetworks.dualHomed();
    assertEquals(3, route(new EcmpRouting(dual, FailureSet.NONE), 0, 1, 2).length(1));
    assertEquals(2, route(new EcmpRouting(dual, FailureSet.NONE), 0, 2, 2).length(1));
  }

  @Test
  void aCutRingGivesNoPaths() {
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0), SmallNetworks.ringLink(6, 3)}, new int[0]);
    route(new EcmpRouting(SmallNetworks.ring(6), cut), 1, 0, 0);
  }
}
