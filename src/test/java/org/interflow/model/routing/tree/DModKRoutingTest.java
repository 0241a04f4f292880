package org.interflow.model.routing.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.fattree.ThinTreeSpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.topology.xgft.XgftBuilder;
import org.interflow.model.topology.xgft.XgftSpec;
import org.junit.jupiter.api.Test;

class DModKRoutingTest extends RoutingAlgorithmContract {
  // 4-ary 3-tree: servers 0..63, level-1 switches 64..79, level 2 80..95, level 3 (top) 96..111.
  static final Topology FAT_4_3 = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);
  // 4:2-ary 3-tree: servers 0..63, level 1 64..79 (16), level 2 80..87 (8), level 3 88..91 (4).
  static final Topology THIN_4_2_3 = FatTreeBuilder.build(new ThinTreeSpec(4, 2, 3), LinkParams.DEFAULT);
  // XGFT(2; 4,4; 1,2), p=2: servers 0..15, leaves 16..19, tops 20..21, two links per leaf-top pair.
  static final Topology XGFT_PARALLEL = xgft(new int[] {4, 4}, new int[] {1, 2}, 2);

  static Topology xgft(int[] m, int[] w, int p) { return XgftBuilder.build(new XgftSpec(m, w, p), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    Topology fat24 = FatTreeBuilder.build(new FatTreeSpec(2, 4), LinkParams.DEFAULT);
    Topology uneven = xgft(new int[] {2, 3, 2}, new int[] {1, 2, 3}, 1);
    Topology parallel3 = xgft(new int[] {3, 2, 2}, new int[] {1, 2, 1}, 3);
    Topology multiHomed = xgft(new int[] {2, 2, 2}, new int[] {2, 2, 1}, 1);
    FailureSet broken = FailureSet.random(FAT_4_3, FailureSet.Target.LINKS, 12, 7);
    return List.of(
        new Case(FAT_4_3, FailureSet.NONE, new DModKRouting(FAT_4_3, FailureSet.NONE), true),
        new Case(fat24, FailureSet.NONE, new DModKRouting(fat24, FailureSet.NONE), true),
        new Case(THIN_4_2_3, FailureSet.NONE, new DModKRouting(THIN_4_2_3, FailureSet.NONE), true),
        new Case(XGFT_PARALLEL, FailureSet.NONE, new DModKRouting(XGFT_PARALLEL, FailureSet.NONE), true),
        new Case(uneven, FailureSet.NONE, new DModKRouting(uneven, FailureSet.NONE), true),
        new Case(parallel3, FailureSet.NONE, new DModKRouting(parallel3, FailureSet.NONE), true),
        new Case(multiHomed, FailureSet.NONE, new DModKRouting(multiHomed, FailureSet.NONE), true),
        new Case(FAT_4_3, broken, new DModKRouting(FAT_4_3, broken), true));
  }

  /** The nodes a single-path route visits, source first. */
  static int[] nodes(Topology t, RoutingAlgorithm r, int source, int destination) {
    PathBuffer buf = new PathBuffer();
    assertEquals(1, r.route(source, destination, buf));
    int[] nodes = new int[buf.length(0) + 1];
    nodes[0] = source;
    for (int h = 0; h < buf.length(0); h++) nodes[h + 1] = t.to(buf.link(0, h));
    return nodes;
  }

  @Test
  void upPortsFollowTheDestinationDigitsOnAFourAryThreeTree() {
    // 0 -> 63 = 333 in base 4: the nearest common ancestor is at level 3. Leaf 0 (node 64) takes up
    // port 63 mod 4 = 3 to level-2 switch (0,3) = 3 (node 83), which takes up port (63/4) mod 4 = 3
    // to top switch (3,3) = 15 (node 111). Down: level-2 (63/16, 3) = (3,3) = 15 (node 95), leaf
    // 63/4 = 15 (node 79), server 63.
    assertArrayEquals(new int[] {0, 64, 83, 111, 95, 79, 63}, nodes(FAT_4_3, new DModKRouting(FAT_4_3, FailureSet.NONE), 0, 63));
    // 5 -> 9 share level-2 subtree 0 (5/16 = 9/16) but not a leaf: up from leaf 1 (node 65) by port
    // 9 mod 4 = 1 to level-2 switch (0,1) = 1 (node 81), down to leaf 2 (node 66).
    assertArrayEquals(new int[] {5, 65, 81, 66, 9}, nodes(FAT_4_3, new DModKRouting(FAT_4_3, FailureSet.NONE), 5, 9));
    // Servers on one leaf switch meet there: two hops.
    assertArrayEquals(new int[] {4, 65, 7}, nodes(FAT_4_3, new DModKRouting(FAT_4_3, FailureSet.NONE), 4, 7));
  }

  @Test
  void thinTreeUpPortsAreTheDestinationDigitsModKUp() {
    // 4:2-ary 3-tree, 0 -> 63: up-port digits base k'=2: level 1 uses 63 mod 2 = 1, level 2 uses
    // (63/2) mod 2 = 1. Level-2 node (A = 0, B = 1) has index A*W_2 + B = 0*2 + 1 (node 81); top node
    // B = 1*W_2 + 1 = 3 (node 91). Down: level-2 (63/16 = 3, 3 mod 2 = 1) = 3*2+1 = 7 (node 87),
    // leaf 15 (node 79).
    assertArrayEquals(new int[] {0, 64, 81, 91, 87, 79, 63},
        nodes(THIN_4_2_3, new DModKRouting(THIN_4_2_3, FailureSet.NONE), 0, 63));
  }

  @Test
  void parallelLinksAreChosenAsExtraUpPortsAndReusedOnTheWayDown() {
    // XGFT(2; 4,4; 1,2), p=2: a leaf has U_1 = w_2*p = 4 up ports; 0 -> 15 takes up port 15 mod 4 = 3
    // = parent 3/2 = 1 (node 21), copy 3 mod 2 = 1: leaf 0's port 4+3. Down, top 1 uses copy 1 of
    // its links to child digit 3: down port 3*2 + 1 = 7. Server links: 0 is link 0, 15 is link 15.
    Topology t = XGFT_PARALLEL;
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new DModKRouting(t, FailureSet.NONE).route(0, 15, buf));
    assertArrayEquals(new int[] {0, t.outLink(16, 7), t.outLink(21, 7), 2 * 15 + 1}, buf.path(0));
  }

  @Test
  void allToAllOnAFourAryTwoTreeLoadsEveryLeafUpLinkEqually() {
    // fattree:k=4,n=2: 16 servers, leaves i = 0..3 hold servers 4i..4i+3, every leaf joins every top
    // switch j = 0..3. All-to-all: 16*15 = 240 flows. D-mod-K sends s -> d (different leaves) up to
    // top d mod 4. Leaf i -> top j carries sources in leaf i (4) times destinations outside leaf i
    // with d mod 4 = j (3 leaves x 1) = 12 flows; top j -> leaf i carries the one destination
    // 4i + j times 12 sources outside leaf i = 12. Each server link carries 15 flows each way.
    Topology t = FatTreeBuilder.build(new FatTreeSpec(4, 2), LinkParams.DEFAULT);
    int[] load = allToAllLoads(t, new DModKRouting(t, FailureSet.NONE));
    for (int d = 0; d < t.directedLinks(); d++) {
      boolean serverLink = t.isServer(t.from(d)) || t.isServer(t.to(d));
      assertEquals(serverLink ? 15 : 12, load[d], "directed link " + d + " " + t.from(d) + "->" + t.to(d));
    }
  }

  @Test
  void allToAllOnAThinTreeSplitsEachLeafEvenlyOverItsKUpLinks() {
    // thintree:k=4,kup=2,n=2: 16 servers, 4 leaves, 2 tops. Leaf i -> top j carries sources in leaf
    // i (4) times outside destinations with d mod 2 = j (12 / 2 = 6) = 24; top j -> leaf i carries
    // destinations in leaf i with d mod 2 = j (2) times 12 outside sources = 24.
    Topology t = FatTreeBuilder.build(new ThinTreeSpec(4, 2, 2), LinkParams.DEFAULT);
    int[] load = allToAllLoads(t, new DModKRouting(t, FailureSet.NONE));
    for (int d = 0; d < t.directedLinks(); d++) {
      boolean serverLink = t.isServer(t.from(d)) || t.isServer(t.to(d));
      assertEquals(serverLink ? 15 : 24, load[d], "directed link " + t.from(d) + "->" + t.to(d));
    }
  }

  @Test
  void everyShiftPermutationLoadsEachLinkOfAFourAryThreeTreeAtMostOnce() {
    // Zahavi's non-blocking property, re-derived for this numbering: a level-l switch's up port r
    // carries flows from its k^l-server block whose destination has d mod k^l = r*k^(l-1) + B (B the
    // switch's replica). Under a shift d = s + t mod N the k^l consecutive sources give k^l distinct
    // residues mod k^l, so at most one flow matches. A down link into the level-l node with subtree
    // A (servers A*k^l ..) from the parent with replica B' (D-mod-K makes B' = d mod k^l) carries
    // only the destination d = A*k^l + B', hence one flow in a permutation. So every directed link
    // carries 0 or 1 flows.
    assertShiftsAreNonBlocking(FAT_4_3, new DModKRouting(FAT_4_3, FailureSet.NONE));
  }

  static void assertShiftsAreNonBlocking(Topology t, RoutingAlgorithm r) {
    PathBuffer buf = new PathBuffer();
    int n = t.servers();
    for (int shift = 1; shift < n; shift++) {
      int[] load = new int[t.directedLinks()];
      for (int s = 0; s < n; s++) {
        assertEquals(1, r.route(s, (s + shift) % n, buf));
        for (int h = 0; h < buf.length(0); h++) load[buf.link(0, h)]++;
      }
      for (int d = 0; d < load.length; d++) assertTrue(load[d] <= 1, "shift " + shift + " puts " + load[d] + " flows on " + d);
    }
  }

  static int[] allToAllLoads(Topology t, RoutingAlgorithm r) {
    int[] load = new int[t.directedLinks()];
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < t.servers(); s++) {
      for (int d = 0; d < t.servers(); d++) {
        if (s == d) continue;
        assertEquals(1, r.route(s, d, buf));
        for (int h = 0; h < buf.length(0); h++) load[buf.link(0, h)]++;
      }
    }
    return load;
  }

  @Test
  void aFailedLinkOnTheFixedPathLeavesTheFlowWithoutARouteButSparesOthers() {
    // 0 -> 63 climbs leaf 0 (node 64) -> level-2 node 83; 0 -> 62 climbs 64 -> 82 instead.
    int link = Topology.linkOf(FAT_4_3.outLink(64, FAT_4_3.portTo(64, 83)));
    DModKRouting r = new DModKRouting(FAT_4_3, FailureSet.of(new int[] {link}, new int[0]));
    PathBuffer buf = new PathBuffer();
    assertEquals(0, r.route(0, 63, buf));
    assertEquals(0, buf.pathCount());
    assertEquals(0, r.route(1, 63, buf), "1 -> 63 uses the same up port of leaf 0");
    // Going down, destination 3 is reached from level-2 replica 3 mod 4 = 3 (node 83 -> 64), so
    // 63 -> 3 crosses the failed link the other way; destination 0 descends from node 80.
    assertEquals(0, r.route(63, 3, buf));
    assertEquals(1, r.route(63, 0, buf));
    assertEquals(1, r.route(0, 62, buf));
    assertEquals(6, buf.length(0));
  }

  @Test
  void aFailedTopSwitchCutsOnlyTheFlowsRoutedThroughIt() {
    // Top switch (3,3) = node 111 carries 0 -> 63 (B = 15); 0 -> 62 uses B = 3*4 + 2 = 14 (node 110).
    DModKRouting r = new DModKRouting(FAT_4_3, FailureSet.of(new int[0], new int[] {111}));
    PathBuffer buf = new PathBuffer();
    assertEquals(0, r.route(0, 63, buf));
    assertEquals(1, r.route(0, 62, buf));
    assertEquals(110, FAT_4_3.to(buf.link(0, 2)));
  }

  @Test
  void nonTreeTopologiesAreRejected() {
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    assertThrows(IllegalArgumentException.class, () -> new DModKRouting(star, FailureSet.NONE));
  }
}
