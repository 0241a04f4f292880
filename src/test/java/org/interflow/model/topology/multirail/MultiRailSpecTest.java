package org.interflow.model.topology.multirail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.tree.DModKRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.xgft.XgftBuilder;
import org.junit.jupiter.api.Test;

class MultiRailSpecTest extends TopologyContract {
  static Topology multirail(int k, int n, int r) { return XgftBuilder.build(new MultiRailSpec(k, n, r), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // k^n servers, r n k^(n-1) switches, r n k^n links. The rails meet only at servers, so the
    // switch graph is disconnected and its diameter (within a rail) is 2(n-1).
    // k=4,n=2,r=2: 16, 16, 64. k=3,n=3,r=3: 27, 81, 243. k=2,n=4,r=2: 16, 64, 128.
    return List.of(
        new Expected(multirail(4, 2, 2), 16, 16, 64, 2),
        new Expected(multirail(3, 3, 3), 27, 81, 243, 4),
        new Expected(multirail(2, 4, 2), 16, 64, 128, 6));
  }

  /** Every server has one port per rail, and each rail alone connects all servers and its switches. */
  @Override
  @Test
  protected void everyServerHasAPortAndTheSwitchGraphIsConnected() {
    for (Expected e : cases()) {
      Topology t = e.topology();
      int rails = ((MultiRailSpec) t.spec()).rails();
      for (int s = 0; s < t.servers(); s++) assertEquals(rails, t.degree(s));
      for (int port = 0; port < rails; port++) {
        int[] dist = bfs(t, t.neighbor(0, port));
        int reached = 0;
        for (int n = 0; n < t.nodes(); n++) if (dist[n] >= 0) reached++;
        assertEquals(t.servers() + t.switches() / rails, reached, t + " rail " + port);
      }
    }
  }

  @Test
  void dmodkPicksTheRailFromTheDestination() {
    // dmodk's first up choice is destination mod r: the rail. k=4, n=2, r=2: server 5 -> 10 leaves
    // on port 10 mod 2 = 0 (rail 0), 5 -> 11 on port 1 (rail 1).
    Topology t = multirail(4, 2, 2);
    DModKRouting r = new DModKRouting(t, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    r.route(5, 10, buf);
    assertEquals(t.outLink(5, 0), buf.link(0, 0));
    r.route(5, 11, buf);
    assertEquals(t.outLink(5, 1), buf.link(0, 0));
    assertTrue(buf.length(0) == 4);
  }
}
