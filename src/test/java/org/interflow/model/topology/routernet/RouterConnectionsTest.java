package org.interflow.model.topology.routernet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RouterConnectionsTest {
  @Test
  void pairsRoundTripThroughTheDatabase() {
    RouterNetLayout layout = RouterNetLayout.uniform(12, 2, 6, 6);
    for (long seed = 0; seed < 20; seed++) {
      RouterConnections c = RouterConnections.random(layout, new SplittableRandom(seed));
      assertEquals(c, RouterConnections.fromPairs(layout, c.pairs()));
    }
  }

  @Test
  void handWrittenPairsBecomeTheExpectedSlots() {
    // N=2, n=1, routers 0 and 1 with 2 ports each (nodes 2 and 3): [0,r0], [r1,1], cable [r0,r1].
    // Slots: node 0 -> 0, node 1 -> 1, cable (0, 1).
    RouterNetLayout layout = RouterNetLayout.uniform(2, 1, 2, 2);
    RouterConnections c = RouterConnections.fromPairs(layout, new int[] {0, 2, 3, 1, 2, 3});
    assertArrayEquals(new int[] {0, 1, 0, 1}, c.slots());
    assertArrayEquals(new int[] {0, 2, 1, 3, 2, 3}, c.pairs());
    assertTrue(c.valid());
  }

  @Test
  void freeRouterPortsAreKeptAsUnusedPairs() {
    // Star of 2 nodes on router 0 (4 ports): 2 free ports stored as the pair (0, 0); router 1 unused.
    RouterNetLayout layout = new RouterNetLayout(2, 1, new int[] {4, 2});
    RouterConnections c = RouterConnections.fromPairs(layout, new int[] {0, 2, 1, 2});
    assertArrayEquals(new int[] {0, 0, 0, 0, 1, 1}, c.slots());
    assertEquals(1, c.usedRouters());
    assertEquals(0, c.cables());
    assertTrue(c.valid());
  }

  @Test
  void randomNetworksAreValidUseEveryPortAndRepeatForASeed() {
    RouterNetLayout layout = RouterNetLayout.uniform(30, 3, 15, 8);
    for (long seed = 0; seed < 10; seed++) {
      RouterConnections c = RouterConnections.random(layout, new SplittableRandom(seed));
      assertTrue(c.valid(), "seed " + seed);
      assertEquals(15, c.usedRouters());
      assertEquals((15 * 8 - 30 * 3) / 2, c.cables());
      assertEquals(c, RouterConnections.random(layout, new SplittableRandom(seed)));
    }
  }

  @Test
  void rulesRejectTwoPortsOnOneRouterDuplicateCablesAndSplitNetworks() {
    RouterNetLayout layout = RouterNetLayout.uniform(2, 2, 2, 3);
    // node 0 has both ports on router 0
    assertFalse(ConnectionRules.valid(layout, new int[] {0, 0, 1, 1, 0, 1}));
    // N=2, n=1, routers of 2, 3, 2, 3 ports: cables (0,1),(2,3) and unused pairs (1,1),(3,3) leave
    // node 0 (router 0) and node 1 (router 2) apart
    RouterNetLayout split = new RouterNetLayout(2, 1, new int[] {2, 3, 2, 3});
    assertFalse(ConnectionRules.valid(split, new int[] {0, 2, 0, 1, 2, 3, 1, 1, 3, 3}));
    // 4 routers of 2 ports, cables (0,1),(2,3),(1,3): the chain 0-1-3-2 joins them
    RouterNetLayout chain = RouterNetLayout.uniform(2, 1, 4, 2);
    assertTrue(ConnectionRules.valid(chain, new int[] {0, 2, 0, 1, 2, 3, 1, 3}));
    // duplicate cable (0,1) twice on routers 0 and 1 of 3 ports with one node each
    RouterNetLayout twice = RouterNetLayout.uniform(2, 1, 2, 3);
    assertFalse(ConnectionRules.valid(twice, new int[] {0, 1, 0, 1, 1, 0}));
  }

  @Test
  void computeNodesSharingRoutersNeedNoCable() {
    // Notebook Figure 16: m = 4, M = 2, N = 4, n = 2, every node on both routers, no cable.
    RouterNetLayout layout = RouterNetLayout.uniform(4, 2, 2, 4);
    assertTrue(ConnectionRules.valid(layout, new int[] {0, 1, 1, 0, 0, 1, 1, 0}));
  }

  @Test
  void databasesBreakingPortCountsAreRejected() {
    RouterNetLayout layout = RouterNetLayout.uniform(2, 1, 2, 2);
    assertThrows(IllegalArgumentException.class, () -> RouterConnections.of(layout, new int[] {0, 0, 0, 1}));
    assertThrows(IllegalArgumentException.class, () -> RouterConnections.fromPairs(layout, new int[] {0, 2, 1, 2, 2, 2}));
  }
}
