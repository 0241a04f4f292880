package org.interflow.model.topology.ficonn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class FiConnSpecTest extends TopologyContract {
  static Topology ficonn(int n, int k) {
    FiConnSpec spec = new FiConnSpec(n, k);
    return spec.levels().wire(spec, LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // Li et al. 2009: t_m = t_(m-1) (t_(m-1) / 2^m + 1); links t + t/2 - t/2^(k+1).
    // n=4,k=1: t_1 = 4*3 = 12, 3 switches, 12 + 6 - 3 = 15 links.
    // n=4,k=2: t_2 = 12 * (12/4 + 1) = 48, 12 switches, 48 + 24 - 6 = 66 links (INRFlow: 66 cables).
    // n=8,k=2: t_1 = 8*5 = 40, t_2 = 40*11 = 440, 55 switches, 440 + 220 - 55 = 605 links.
    return List.of(
        new Expected(ficonn(4, 1), 12, 3, 15, -1),
        new Expected(ficonn(4, 2), 48, 12, 66, -1),
        new Expected(ficonn(8, 2), 440, 55, 605, -1));
  }

  @Test
  void everyServerHasAtMostTwoPortsAndTheBackupLinksFollowThePaper() {
    // level 1 of FiConn(4,1): copies a < b joined by uid 4a + (b-1)*2 + 0 and 4b + 2a; pair (0,1):
    // 0 with 4, pair (0,2): 2 with 8, pair (1,2): 4+2 = 6 with 8+2 = 10 (links 12, 13, 14).
    Topology t = ficonn(4, 1);
    assertEquals(0, t.linkA(12));
    assertEquals(4, t.linkB(12));
    assertEquals(2, t.linkA(13));
    assertEquals(8, t.linkB(13));
    assertEquals(6, t.linkA(14));
    assertEquals(10, t.linkB(14));
    for (int s = 0; s < t.servers(); s++) assertEquals(s % 2 == 0 ? 2 : 1, t.degree(s), "server " + s);
  }

  @Test
  void specRejectsOddNAndPrintsItsCliForm() {
    // the paper needs an even n (a FiConn_0 pairs up its servers' backup ports)
    assertThrows(IllegalArgumentException.class, () -> new FiConnSpec(3, 1));
    assertThrows(IllegalArgumentException.class, () -> new FiConnSpec(4, -1));
    assertEquals("ficonn:n=4,k=2", new FiConnSpec(4, 2).canonical());
  }
}
