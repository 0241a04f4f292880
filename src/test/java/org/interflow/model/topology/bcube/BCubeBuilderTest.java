package org.interflow.model.topology.bcube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class BCubeBuilderTest extends TopologyContract {
  static Topology bcube(int n, int k) { return BCubeBuilder.build(new BCubeSpec(n, k), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Guo et al. 2009: n^(k+1) servers, (k+1) n^k switches, (k+1) n^(k+1) links. Two same-level
    // switches whose names differ in all k digits are 2 + 2k apart (down to a server, k digit
    // corrections of 2 links, up), the farthest pair: switch diameter 2(k+1).
    return List.of(
        new Expected(bcube(4, 1), 16, 8, 32, 4),
        new Expected(bcube(2, 3), 16, 32, 64, 8),
        new Expected(bcube(3, 2), 27, 27, 81, 6),
        new Expected(bcube(5, 0), 5, 1, 5, 0));
  }

  @Test
  void serverPortIIsItsLevelISwitchNamedByItsOtherDigits() {
    // n=4, k=1: server 5 = digits (a1, a0) = (1, 1). Level 0 switch: index 5 mod 1 + 5/4 * 1 = 1,
    // node 16+1 = 17; level 1 switch: 4 + 5 mod 4 + 5/16 * 4 = 5, node 21. Link ids: level 0 is
    // link 5, level 1 is link 16 + 5 = 21.
    Topology t = bcube(4, 1);
    assertEquals(17, t.neighbor(5, 0));
    assertEquals(21, t.neighbor(5, 1));
    assertEquals(5, t.linkA(21));
    assertEquals(21, t.linkB(21));
    // switch 17 serves the servers with a1 = 1: 4, 5, 6, 7 on its ports 0..3
    for (int p = 0; p < 4; p++) assertEquals(4 + p, t.neighbor(17, p));
    assertTrue(t.serversForward());
  }

  @Test
  void specRejectsBadParametersAndPrintsItsCliForm() {
    assertEquals("bcube:n=4,k=1", new BCubeSpec(4, 1).canonical());
    assertThrows(IllegalArgumentException.class, () -> new BCubeSpec(1, 1));
    assertThrows(IllegalArgumentException.class, () -> new BCubeSpec(4, -1));
    assertThrows(IllegalArgumentException.class, () -> new BCubeSpec(64, 5));
  }
}
