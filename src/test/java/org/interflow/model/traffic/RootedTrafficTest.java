package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RootedTrafficTest extends TrafficPatternContract {
  @Override
  protected List<Case> cases() {
    // one flow between the root and each of the other N-1 servers
    return List.of(
        new Case("alltoone 9 to 8", 9, 8, () -> RootedTraffic.allToOne(9, 8)),
        new Case("onetoall 9 from 0", 9, 8, () -> RootedTraffic.oneToAll(9, 0)),
        new Case("alltoone 1", 1, 0, () -> RootedTraffic.allToOne(1, 0)));
  }


  @Test
  void allToOneSendsFromEveryOtherServerToTheRoot() {
    // N = 5, root 2: flows 0->2, 1->2, 3->2, 4->2
    RootedTraffic p = RootedTraffic.allToOne(5, 2);
    assertEquals(4, p.flowCount());
    int[] sources = {0, 1, 3, 4};
    for (int f = 0; f < 4; f++) {
      assertEquals(sources[f], p.source(f));
      assertEquals(2, p.destination(f));
    }
  }

  @Test
  void oneToAllSendsFromTheRootToEveryOtherServer() {
    RootedTraffic p = RootedTraffic.oneToAll(4, 0);
    assertEquals(3, p.flowCount());
    for (int f = 0; f < 3; f++) {
      assertEquals(0, p.source(f));
      assertEquals(f + 1, p.destination(f));
    }
  }

  @Test
  void aRootOutsideTheServersIsRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RootedTraffic.allToOne(4, 4));
    assertEquals("all-to-one destination 4 is not a server id in 0..3", e.getMessage());
  }
}
