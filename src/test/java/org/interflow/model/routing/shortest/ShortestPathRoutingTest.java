package org.interflow.model.routing.shortest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class ShortestPathRoutingTest extends RoutingAlgorithmContract {
  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>(SmallNetworks.contractCases(ShortestPathRouting::new, true));
    cases.addAll(SmallNetworks.contractCases((t, f) -> new ShortestPathRouting(t, f, TieBreak.FIRST, 0), true));
    return cases;
  }

  @Test
  void aFailedRingLinkSendsTheFlowTheLongWayRound() {
    // Ring of 6 switches, servers 0 and 1 on neighbouring switches 0 and 1: 3 hops intact. With
    // the switch 0-1 link (link 6) down the only way is 0,5,4,3,2,1: 1 + 5 + 1 = 7 hops.
    // Directed ids: s0->sw0 is 2*0; sw0->sw5 is link 11 backwards (23); sw5->sw4 link 10 back (21);
    // then links 9, 8, 7 backwards (19, 17, 15); sw1->s1 is link 1 backwards (3).
    Topology ring = SmallNetworks.ring(6);
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new ShortestPathRouting(ring, FailureSet.NONE).route(0, 1, buf));
    assertEquals(3, buf.length(0));
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0)}, new int[0]);
    assertEquals(1, new ShortestPathRouting(ring, cut).route(0, 1, buf));
    assertArrayEquals(new int[] {0, 23, 21, 19, 17, 15, 3}, buf.path(0));
  }

  @Test
  void cuttingTheRingInTwoLeavesOppositeHalvesWithoutRoute() {
    // Links 0-1 and 3-4 down: switches {1,2,3} and {4,5,0} are separate halves.
    Topology ring = SmallNetworks.ring(6);
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(6, 0), SmallNetworks.ringLink(6, 3)}, new int[0]);
    ShortestPathRouting routing = new ShortestPathRouting(ring, cut);
    PathBuffer buf = new PathBuffer();
    assertEquals(0, routing.route(1, 0, buf));
    assertEquals(0, routing.route(4, 3, buf));
    assertEquals(1, routing.route(1, 3, buf));
    assertEquals(4, buf.length(0));   // s1, sw1, sw2, sw3, s3
  }

  @Test
  void aFailedDestinationSwitchLeavesItsServerWithoutRoute() {
    Topology grid = SmallNetworks.grid3x3();
    ShortestPathRouting routing = new ShortestPathRouting(grid, FailureSet.of(new int[0], new int[] {grid.switchNode(8)}));
    assertEquals(0, routing.route(0, 8, new PathBuffer()));
  }

  @Test
  void firstTieBreakTakesTheLowestPort() {
    // Ring of 4, server 0 to the opposite server 2: via switch 1 or switch 3. Switch 0's port 1
    // leads to switch 1 (link 4), so: s0->sw0 (0), sw0->sw1 (8), sw1->sw2 (link 5 forward, 10),
    // sw2->s2 (link 2 backwards, 5).
    PathBuffer buf = new PathBuffer();
    new ShortestPathRouting(SmallNetworks.ring(4), FailureSet.NONE, TieBreak.FIRST, 0).route(0, 2, buf);
    assertArrayEquals(new int[] {0, 8, 10, 5}, buf.path(0));
  }

  @Test
  void hashTieBreakSpreadsFlowsOverBothSpines() {
    // Leaf-spine with 4 leaves of 4 servers: 16 x 12 = 192 inter-leaf flows, each choosing one of
    // two spines at its source leaf. Lowest-port choice sends all 192 to spine 0. A balanced hash
    // acts as a fair coin per flow: Binomial(192, 1/2) has mean 96 and standard deviation 6.9,
    // so we accept 96 +- 28 (4 standard deviations).
    Topology t = SmallNetworks.leafSpine(4);
    assertEquals(192, flowsThroughSpineZero(t, new ShortestPathRouting(t, FailureSet.NONE, TieBreak.FIRST, 0)));
    int hashed = flowsThroughSpineZero(t, new ShortestPathRouting(t, FailureSet.NONE));
    assertTrue(hashed >= 68 && hashed <= 124, "flows on spine 0: " + hashed);
  }

  private static int flowsThroughSpineZero(Topology t, ShortestPathRouting routing) {
    PathBuffer buf = new PathBuffer();
    int count = 0;
    for (int s = 0; s < 16; s++) {
      for (int d = 0; d < 16; d++) {
        if (s / 4 == d / 4) continue;
        routing.route(s, d, buf);
        if (t.to(buf.link(0, 1)) == t.switchNode(4)) count++;
      }
    }
    return count;
  }

  @Test
  void serversRelayOnlyInServerCentricNetworks() {
    // BCube(2,1): servers 0 = (0,0) and 3 = (1,1) share no switch. Relaying through server (0,1)
    // or (1,0) takes 4 hops; without relaying they are disconnected. Servers 0 and 1 share
    // level-0 switch 0: 2 hops either way.
    PathBuffer buf = new PathBuffer();
    ShortestPathRouting relaying = new ShortestPathRouting(SmallNetworks.bcube(true), FailureSet.NONE);
    assertEquals(1, relaying.route(0, 3, buf));
    assertEquals(4, buf.length(0));
    ShortestPathRouting switchOnly = new ShortestPathRouting(SmallNetworks.bcube(false), FailureSet.NONE);
    assertEquals(0, switchOnly.route(0, 3, buf));
    assertEquals(1, switchOnly.route(0, 1, buf));
    assertEquals(2, buf.length(0));
  }

  @Test
  void aDualHomedServerPicksItsAccessLinkInTheSearch() {
    // Servers 0 and 2 are both on L0 and L2: 2 hops through either. Lowest port: s0->L0 is link 0
    // forward (0), L0->s2 is link 4 backwards (9). With link 0 down: s0->L2 is link 1 forward (2),
    // L2->s2 is link 3 backwards (7).
    Topology t = SmallNetworks.dualHomed();
    PathBuffer buf = new PathBuffer();
    new ShortestPathRouting(t, FailureSet.NONE, TieBreak.FIRST, 0).route(0, 2, buf);
    assertArrayEquals(new int[] {0, 9}, buf.path(0));
    new ShortestPathRouting(t, FailureSet.of(new int[] {0}, new int[0])).route(0, 2, buf);
    assertArrayEquals(new int[] {2, 7}, buf.path(0));
  }

  @Test
  void aCacheTooSmallForOneTableGivesTheSameRoutes() {
    // Content of a distance table depends only on the network, so evicting every table after use
    // must not change any route.
    Topology t = SmallNetworks.grid3x3();
    ShortestPathRouting cached = new ShortestPathRouting(t, FailureSet.NONE);
    ShortestPathRouting uncached = new ShortestPathRouting(t, FailureSet.NONE, TieBreak.HASH, 0);
    PathBuffer a = new PathBuffer();
    PathBuffer b = new PathBuffer();
    for (int s = 0; s < 9; s++) {
      for (int d = 0; d < 9; d++) {
        cached.route(s, d, a);
        uncached.route(d, s, b);   // a different order of misses
        uncached.route(s, d, b);
        assertArrayEquals(a.path(0), b.path(0));
      }
    }
  }
}
