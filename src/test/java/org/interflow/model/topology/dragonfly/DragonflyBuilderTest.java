package org.interflow.model.topology.dragonfly;

import static org.interflow.model.topology.dragonfly.DragonflyArrangement.ABSOLUTE;
import static org.interflow.model.topology.dragonfly.DragonflyArrangement.CIRCULANT;
import static org.interflow.model.topology.dragonfly.DragonflyArrangement.RELATIVE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class DragonflyBuilderTest extends TopologyContract {
  private static Topology build(int a, int p, int h, int g, DragonflyArrangement rule) {
    return DragonflyBuilder.build(new DragonflySpec(a, p, h, g, rule), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // Closed forms: servers a*p*g, routers a*g, links a*p*g + g*a(a-1)/2 + C*g(g-1)/2 with
    // C = floor(a*h/(g-1)) parallel global links per group pair (C*g(g-1)/2 = g*a*h/2 when g = a*h+1).
    return List.of(
        // a=4,p=2,h=2,g=9: 72 servers, 36 routers, 72 + 9*6 + 9*8/2 = 72 + 54 + 36 = 162 links, diameter 3.
        new Expected(build(4, 2, 2, 9, ABSOLUTE), 72, 36, 162, 3),
        new Expected(build(4, 2, 2, 9, RELATIVE), 72, 36, 162, 3),
        new Expected(build(4, 2, 2, 9, CIRCULANT), 72, 36, 162, 3),
        // a=3,p=1,h=3,g=10 (even g, odd a*h): 30 servers, 30 routers, 30 + 10*3 + 10*9/2 = 105 links.
        new Expected(build(3, 1, 3, 10, CIRCULANT), 30, 30, 105, 3),
        // With parallel global links the diameter depends on where the copies land (it can drop to 2),
        // so it is skipped here and bounded by 3 in diameterStaysAtMostThreeWithParallelGlobalLinks.
        // a=4,p=1,h=2,g=5: C = 8/4 = 2, links 20 + 5*6 + 2*5*4/2 = 20 + 30 + 20 = 70.
        new Expected(build(4, 1, 2, 5, ABSOLUTE), 20, 20, 70, -1),
        // a=3,p=2,h=2,g=4: C = 6/3 = 2, links 24 + 4*3 + 2*4*3/2 = 24 + 12 + 12 = 48.
        new Expected(build(3, 2, 2, 4, CIRCULANT), 24, 12, 48, -1),
        // a=1,p=3,h=4,g=5: one router per group, the groups form K5: 15 + 0 + 10 = 25 links, diameter 1.
        new Expected(build(1, 3, 4, 5, RELATIVE), 15, 5, 25, 1));
  }

  /** Number of global links between each pair of groups, counted from the built link ends. */
  private static int[][] globalLinksPerGroupPair(Topology t, int a, int g) {
    int[][] count = new int[g][g];
    for (int l = 0; l < t.links(); l++) {
      if (t.isServer(t.linkA(l))) continue;
      int ga = (t.linkA(l) - t.servers()) / a;
      int gb = (t.linkB(l) - t.servers()) / a;
      if (ga != gb) {
        count[ga][gb]++;
        count[gb][ga]++;
      }
    }
    return count;
  }

  @Test
  void everyPairOfGroupsSharesExactlyOneGlobalLinkUnderEveryRuleWhenBalanced() {
    // g = a*h + 1: 4*2+1 = 9 (odd) and 3*3+1 = 10 (even, where circulant uses the antipodal slot).
    int[][] ah = {{4, 2}, {3, 3}, {2, 1}, {1, 4}};
    for (DragonflyArrangement rule : DragonflyArrangement.values()) {
      for (int[] x : ah) {
        int g = x[0] * x[1] + 1;
        Topology t = build(x[0], 1, x[1], g, rule);
        int[][] count = globalLinksPerGroupPair(t, x[0], g);
        for (int i = 0; i < g; i++) {
          for (int j = 0; j < g; j++) assertEquals(i == j ? 0 : 1, count[i][j], rule + " " + t + " groups " + i + "," + j);
        }
        // Every router then uses all its ports: p + (a-1) + h.
        for (int r = t.servers(); r < t.nodes(); r++) assertEquals(1 + x[0] - 1 + x[1], t.degree(r), rule + " router " + r);
      }
    }
  }

  @Test
  void fewerGroupsGetParallelGlobalLinksAndLeaveTheRemainderUnused() {
    // a=4,h=2: 8 global ports per group. g=4 needs 3 per round: C = 2 rounds use 6 ports, 2 stay free.
    Topology t = build(4, 1, 2, 4, RELATIVE);
    int[][] count = globalLinksPerGroupPair(t, 4, 4);
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) assertEquals(i == j ? 0 : 2, count[i][j]);
    int globalPortsUsed = 0;
    for (int r = t.servers(); r < t.nodes(); r++) {
      globalPortsUsed += t.degree(r) - 1 - 3;   // minus 1 server and a-1 = 3 local links
      assertEquals(1 + 3 + 2, t.radix(r), "declared radix p+a-1+h counts unused ports");
    }
    assertEquals(4 * 6, globalPortsUsed);
  }

  /** Global links as sorted "x-y" node pairs. */
  private static TreeSet<String> globalPairs(Topology t, int a) {
    TreeSet<String> pairs = new TreeSet<>();
    for (int l = 0; l < t.links(); l++) {
      int x = t.linkA(l);
      int y = t.linkB(l);
      if (t.isSwitch(x) && (x - t.servers()) / a != (y - t.servers()) / a) pairs.add(Math.min(x, y) + "-" + Math.max(x, y));
    }
    return pairs;
  }

  @Test
  void diameterStaysAtMostThreeWithParallelGlobalLinks() {
    // Any two routers are joined by local-global-local: a group pair shares at least one global link.
    for (DragonflyArrangement rule : DragonflyArrangement.values()) {
      for (Topology t : List.of(build(4, 1, 2, 5, rule), build(3, 2, 2, 4, rule), build(4, 1, 2, 3, rule))) {
        for (int s = t.servers(); s < t.nodes(); s++) {
          int[] dist = bfs(t, s);
          for (int x = t.servers(); x < t.nodes(); x++) assertTrue(dist[x] >= 1 || x == s, t + " " + s + "->" + x);
          for (int x = t.servers(); x < t.nodes(); x++) assertTrue(dist[x] <= 3, t + " " + s + "->" + x);
        }
      }
    }
  }

  @Test
  void absoluteAndRelativeRulesWireTheSmallDragonflyAsWorkedOutByHand() {
    // a=2,p=1,h=1,g=3: 6 servers, router (i,j) is node 6 + 2i + j, global port gamma = j.
    // Absolute: group i's slot d goes to d (d < i) or d+1. g0: r0->g1, r1->g2; g1: r0->g0, r1->g2;
    // g2: r0->g0, r1->g1. Links: g0r0-g1r0 (6-8), g0r1-g2r0 (7-10), g1r1-g2r1 (9-11).
    assertEquals(new TreeSet<>(List.of("6-8", "7-10", "9-11")), globalPairs(build(2, 1, 1, 3, ABSOLUTE), 2));
    // Relative: slot d goes to i+d+1. g0: r0->g1, r1->g2; g1: r0->g2, r1->g0; g2: r0->g0, r1->g1.
    // Links: g0r0-g1r1 (6-9), g0r1-g2r0 (7-10), g1r0-g2r1 (8-11).
    assertEquals(new TreeSet<>(List.of("6-9", "7-10", "8-11")), globalPairs(build(2, 1, 1, 3, RELATIVE), 2));
  }

  @Test
  void circulantRuleGivesEachRouterAPlusMinusOffsetPair() {
    // a=2,p=1,h=2,g=5: router (i,j) is node 10 + 2i + j; slots 0,1 (router 0) go to i+1, i-1 and
    // slots 2,3 (router 1) to i+2, i-2. So routers 0 form the cycle 10-12-14-16-18-10 and routers 1
    // the pentagram 11-15, 15-19, 19-13, 13-17, 17-11.
    TreeSet<String> expected = new TreeSet<>(List.of("10-12", "12-14", "14-16", "16-18", "10-18",
        "11-15", "15-19", "13-19", "13-17", "11-17"));
    assertEquals(expected, globalPairs(build(2, 1, 2, 5, CIRCULANT), 2));
  }

  @Test
  void theDefaultGroupCountIsTheBalancedMaximumAndTooManyGroupsAreRejected() {
    DragonflySpec spec = new DragonflySpec(4, 2, 2, RELATIVE);
    assertEquals(9, spec.g());
    assertEquals("dragonfly:a=4,p=2,h=2,g=9,rule=relative", spec.canonical());
    assertThrows(IllegalArgumentException.class, () -> new DragonflySpec(4, 2, 2, 10, RELATIVE));
    assertThrows(IllegalArgumentException.class, () -> new DragonflySpec(0, 2, 2, 1, RELATIVE));
    assertEquals(DragonflyArrangement.CIRCULANT, DragonflyArrangement.ofCliName("circulant"));
    assertThrows(IllegalArgumentException.class, () -> DragonflyArrangement.ofCliName("palm"));
  }
}
