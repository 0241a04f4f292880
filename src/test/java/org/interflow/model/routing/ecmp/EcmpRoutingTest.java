package org.interflow.model.routing.ecmp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
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
    List<Case> cases = new ArrayList<>(SmallNetworks.contractCases(EcmpRouting::new, true));
    cases.addAll(SmallNetworks.contractCases((t, f) -> new EcmpRouting(t, f, 3, 0), true));
    return cases;
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
    for (int p = 0; p < 6; p++) {
      for (int q = p + 1; q < 6; q++) assertTrue(!java.util.Arrays.equals(buf.path(p), buf.path(q)));
    }
  }

  @Test
  void theCapKeepsAnEvenlySpreadSubset() {
    // Grid switch ports are ordered left, right, up, down (link creation order), so from corner
    // (0,0) to (2,2) the six minimal paths in port order are, as moves, RRDD, RDRD, RDDR, DRRD,
    // DRDR, DDRR (ranks 0..5). A cap of 3 takes ranks floor(i*6/3) = 0, 2, 4: RRDD, RDDR, DRDR,
    // and a cap of 4 ranks 0, 1, 3, 4: RRDD, RDRD, DRRD, DRDR.
    Topology grid = SmallNetworks.grid3x3();
    assertEquals(List.of("RRDD", "RDRD", "RDDR", "DRRD", "DRDR", "DDRR"),
        moves(grid, route(new EcmpRouting(grid, FailureSet.NONE), 0, 8, 6)));
    assertEquals(List.of("RRDD", "RDDR", "DRDR"),
        moves(grid, route(new EcmpRouting(grid, FailureSet.NONE, 3, DestinationDistances.DEFAULT_BUDGET_BYTES), 0, 8, 3)));
    assertEquals(List.of("RRDD", "RDRD", "DRRD", "DRDR"),
        moves(grid, route(new EcmpRouting(grid, FailureSet.NONE, 4, 0), 0, 8, 4)));
  }

  @Test
  void theSpreadSplitsALargePathSetByFirstHop() {
    // 12x12 grid corner to corner: C(22,11) = 705432 minimal paths of 22 + 2 hops; exactly
    // C(21,10) = 352716, half of them, start with R. Ranks floor(i * 705432 / 64) fall below
    // 352716 exactly for i < 32, so 32 of the 64 chosen paths start R and 32 start D (taking the
    // first 64 would start all of them with RRRRRRRRRRR). The 144-switch DAG also outgrows the
    // first memo table.
    Topology grid = SmallNetworks.grid(12);
    List<String> paths = moves(grid, route(new EcmpRouting(grid, FailureSet.NONE), 0, 143, 64));
    assertEquals(64, new java.util.TreeSet<>(paths).size());
    assertEquals(32, paths.stream().filter(m -> m.startsWith("R")).count());
    for (String m : paths) assertEquals(22, m.length());
  }

  /** Each path's switch-to-switch hops as R (right: switch index + 1) or D (down: + n). */
  private static List<String> moves(Topology grid, PathBuffer buf) {
    List<String> out = new ArrayList<>();
    for (int p = 0; p < buf.pathCount(); p++) {
      StringBuilder m = new StringBuilder();
      for (int h = 1; h < buf.length(p) - 1; h++) {
        int d = buf.link(p, h);
        m.append(grid.to(d) - grid.from(d) == 1 ? 'R' : 'D');
      }
      out.add(m.toString());
    }
    return out;
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
