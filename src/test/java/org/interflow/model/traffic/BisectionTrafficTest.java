package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BisectionTrafficTest extends TrafficPatternContract {
  @Override
  protected List<Case> cases() {
    // pairs: 2*floor(N/2) flows; complete: 2*floor(N/2)^2
    return List.of(
        new Case("pairs 33", 33, 32, () -> BisectionTraffic.pairs(33, 2)),
        new Case("complete 9", 9, 2 * 4 * 4, () -> BisectionTraffic.complete(9, 2)));
  }


  @Test
  void pairsSendOneFlowEachWayBetweenPartners() {
    // N = 10: 5 pairs, 10 flows; every server sends once and receives once, from its partner.
    int n = 10;
    BisectionTraffic p = BisectionTraffic.pairs(n, 3);
    assertEquals(10, p.flowCount());
    int[] partner = new int[n];
    int[] received = new int[n];
    java.util.Arrays.fill(partner, -1);
    for (long f = 0; f < p.flowCount(); f++) {
      int s = p.source(f);
      int d = p.destination(f);
      assertNotEquals(s, d);
      assertEquals(-1, partner[s], "server " + s + " sends once");
      partner[s] = d;
      received[d]++;
    }
    for (int s = 0; s < n; s++) {
      assertEquals(1, received[s]);
      assertEquals(s, partner[partner[s]], "the partner of my partner is me");
    }
  }

  @Test
  void anOddServerCountLeavesOneServerIdle() {
    // N = 7: h = 3 pairs, 6 flows, exactly one server in none of them
    BisectionTraffic p = BisectionTraffic.pairs(7, 1);
    assertEquals(6, p.flowCount());
    boolean[] used = new boolean[7];
    for (long f = 0; f < 6; f++) used[p.source(f)] = true;
    int idle = 0;
    for (boolean u : used) if (!u) idle++;
    assertEquals(1, idle);
  }

  @Test
  void completeBisectionSendsFromEachHalfToAllOfTheOther() {
    // N = 6: halves of 3, 2 * 3 * 3 = 18 distinct flows; each server sends to exactly the 3
    // servers of the other half, so the servers it sends to never send to each other.
    int n = 6;
    BisectionTraffic p = BisectionTraffic.complete(n, 8);
    assertEquals(18, p.flowCount());
    boolean[][] flow = new boolean[n][n];
    for (long f = 0; f < 18; f++) {
      assertTrue(!flow[p.source(f)][p.destination(f)], "flow repeated");
      flow[p.source(f)][p.destination(f)] = true;
    }
    for (int s = 0; s < n; s++) {
      int out = 0;
      for (int a = 0; a < n; a++) {
        if (!flow[s][a]) continue;
        out++;
        assertTrue(flow[a][s], "both directions");
        for (int b = 0; b < n; b++) assertTrue(!(flow[s][b] && flow[a][b]), a + " and " + b + " are in one half");
      }
      assertEquals(3, out);
    }
  }

  @Test
  void theSplitDependsOnlyOnTheSeed() {
    BisectionTraffic a = BisectionTraffic.pairs(64, 5);
    BisectionTraffic b = BisectionTraffic.pairs(64, 5);
    BisectionTraffic c = BisectionTraffic.pairs(64, 6);
    boolean differs = false;
    for (long f = 0; f < 64; f++) {
      assertEquals(a.destination(f), b.destination(f));
      differs |= a.destination(f) != c.destination(f);
    }
    assertTrue(differs);
  }
}
