package org.interflow.model.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ecmp.EcmpRouting;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class DestinationDistancesTest {
  @Test
  void bfsDistancesMatchAPlainBreadthFirstSearchOnARandomGraph() {
    // 300 switches of degree 10: levels grow about tenfold, so the wide last levels are expanded
    // bottom-up. Every server pair's distance must equal the contract's plain queue-based BFS,
    // intact and with 15% of the switch links or 10% of the switches failed.
    Topology t = SmallNetworks.randomRegular(300, 10, 11);
    for (FailureSet f : new FailureSet[] {FailureSet.NONE,
        FailureSet.randomFraction(t, FailureSet.Target.LINKS, 0.15, 1),
        FailureSet.randomFraction(t, FailureSet.Target.SWITCHES, 0.10, 2)}) {
      DestinationDistances distances = new DestinationDistances(t, f);
      PathBuffer scratch = new PathBuffer();
      for (int d = 0; d < t.servers(); d += 13) {
        DistanceTable table = distances.toward(d, scratch);
        for (int s = 0; s < t.servers(); s++) {
          assertEquals(RoutingAlgorithmContract.distance(t, f, s, d), distances.shortestHops(table, s, d), s + "->" + d);
        }
      }
    }
  }

  @Test
  void serversOfOneSwitchShareTheirSwitchAsAnchor() {
    // Ring of 4: server 2 hangs from switch 2, node 4 + 2 = 6. A dual-homed server and a BCube
    // server (two ports each) are their own anchors.
    DestinationDistances ring = new DestinationDistances(SmallNetworks.ring(4), FailureSet.NONE);
    assertEquals(6, ring.anchorOf(2));
    assertEquals(0, new DestinationDistances(SmallNetworks.dualHomed(), FailureSet.NONE).anchorOf(0));
    assertEquals(3, new DestinationDistances(SmallNetworks.bcube(true), FailureSet.NONE).anchorOf(3));
  }

  @Test
  void distancesBeyond254HopsAreKeptExactly() {
    // A ring of 600 switches: the opposite server is 300 switch hops away, plus 2 access hops,
    // which no longer fits the byte encoding.
    Topology ring = SmallNetworks.ring(600);
    DestinationDistances distances = new DestinationDistances(ring, FailureSet.NONE);
    assertEquals(302, distances.shortestHops(distances.toward(300, new PathBuffer()), 0, 300));
    assertEquals(255, distances.shortestHops(distances.toward(253, new PathBuffer()), 0, 253));
  }

  @Test
  void threadsSharingOneSmallCacheGetTheSameRoutesAsAnUnboundedCache() throws Exception {
    // A budget of 1 KiB holds about three 300-byte tables, so four threads routing every pair of
    // a 300-switch network keep evicting and recomputing each other's tables, and sometimes race
    // on the same anchor. Results must equal, path by path, those of an instance whose default
    // budget holds every table (so it never evicts).
    Topology t = SmallNetworks.randomRegular(300, 6, 5);
    EcmpRouting reference = new EcmpRouting(t, FailureSet.NONE);
    EcmpRouting shared = new EcmpRouting(t, FailureSet.NONE, 64, 1024);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Integer>> mismatches = new ArrayList<>();
      for (int w = 0; w < 4; w++) {
        int worker = w;
        mismatches.add(pool.submit(() -> {
          PathBuffer mine = new PathBuffer();
          PathBuffer expected = new PathBuffer();
          int bad = 0;
          for (int s = worker; s < t.servers(); s += 4) {
            for (int d = 0; d < t.servers(); d += 3) {
              int n = shared.route(s, d, mine);
              if (reference.route(s, d, expected) != n) bad++;
              for (int p = 0; p < n; p++) if (!java.util.Arrays.equals(mine.path(p), expected.path(p))) bad++;
            }
          }
          return bad;
        }));
      }
      for (Future<Integer> f : mismatches) assertEquals(0, f.get());
    } finally {
      pool.shutdown();
    }
  }
}
