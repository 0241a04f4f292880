package org.interflow.model.topology.routernet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ComputeNodeHopsTest {
  private static final double EPS = 1e-12;

  @Test
  void fourTwoPortNodesOnTwoSharedRoutersAreAllTwoHopsApart() {
    // Notebook Figure 16: 4 nodes, each on routers 0 and 1 (m = 4). Every pair shares a router:
    // node -> router -> node = 2 links; 12 ordered pairs, mean 2, max 2.
    RouterConnections c = RouterConnections.of(RouterNetLayout.uniform(4, 2, 2, 4), new int[] {0, 1, 1, 0, 0, 1, 1, 0});
    assertEquals(new ComputeNodeHops(2, 2.0, 0), ComputeNodeHops.of(c));
  }

  @Test
  void twoRouterPairsJoinedByOneCableGiveTwoAndThreeHops() {
    // Routers 0..3 with 2, 3, 3, 2 ports. A = node 0 and B = node 1 on routers 0 and 1; C = node 2 and
    // D = node 3 on routers 2 and 3; cable 1-2. A-B and C-D share routers: 2 hops (4 ordered pairs).
    // Cross pairs, e.g. A -> r1 -> r2 -> C: 3 hops (8 ordered pairs). Mean (4*2 + 8*3)/12 = 32/12.
    RouterNetLayout layout = new RouterNetLayout(4, 2, new int[] {2, 3, 3, 2});
    RouterConnections c = RouterConnections.of(layout, new int[] {0, 1, 1, 0, 2, 3, 3, 2, 1, 2});
    ComputeNodeHops hops = ComputeNodeHops.of(c);
    assertEquals(3, hops.maxHops());
    assertEquals(32.0 / 12, hops.meanHops(), EPS);
    assertEquals(0, hops.unreachablePairs());
  }

  @Test
  void eightNodesOnTwoFivePortRoutersMatchNotebookFigureFive() {
    // Figure 5: 4 nodes per router, routers cabled. The notebook counts 12 pairs at 1 router (2 links)
    // and 16 pairs at 2 routers (3 links): ordered mean (24*2 + 32*3)/56 = 144/56, max 3.
    RouterConnections c = RouterConnections.of(RouterNetLayout.uniform(8, 1, 2, 5),
        new int[] {0, 0, 0, 0, 1, 1, 1, 1, 0, 1});
    ComputeNodeHops hops = ComputeNodeHops.of(c);
    assertEquals(3, hops.maxHops());
    assertEquals(144.0 / 56, hops.meanHops(), EPS);
  }

  @Test
  void nodesWithoutARouterOnlyPathAreCountedUnreachable() {
    // N=2, n=1, routers of 2, 3, 2, 3 ports; cables (0,1) and (2,3) only (1 and 3 keep unused pairs);
    // node 0 on router 0, node 1 on router 2: neither ordered pair has a path.
    RouterConnections c = RouterConnections.of(new RouterNetLayout(2, 1, new int[] {2, 3, 2, 3}),
        new int[] {0, 2, 0, 1, 2, 3, 1, 1, 3, 3});
    assertEquals(new ComputeNodeHops(0, 0, 2), ComputeNodeHops.of(c));
  }
}
