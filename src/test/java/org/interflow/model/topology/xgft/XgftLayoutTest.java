package org.interflow.model.topology.xgft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.fattree.ThinTreeSpec;
import org.junit.jupiter.api.Test;

class XgftLayoutTest {
  @Test
  void hundredAryThreeTreeHasAMillionServersThirtyThousandSwitchesAndThreeMillionLinks() {
    // k-ary n-tree with k = 100, n = 3: k^n = 10^6 servers, n*k^(n-1) = 30,000 switches, n*k^n =
    // 3*10^6 links; switch ids start at 10^6, level by level (10,000 each).
    XgftLayout l = new XgftLayout(new FatTreeSpec(100, 3).xgft());
    assertEquals(1_000_000, l.servers());
    assertEquals(30_000, l.switches());
    assertEquals(3_000_000, l.links());
    assertEquals(1_000_000 + 10_000 + 5, l.node(2, 5));
    assertEquals(200, l.switchRadix());
  }

  @Test
  void bandOffsetsCountTheLinksOfTheLevelsBelow() {
    // thintree 4:2, n=3: band 0 has 64 server links, band 1 has N_2 * m_2 = 8*4 = 32, band 2 has
    // N_3 * m_3 = 4*4 = 16; so bands start at 0, 64, 96 and there are 112 links.
    XgftLayout l = new XgftLayout(new ThinTreeSpec(4, 2, 3).xgft());
    assertEquals(0, l.bandOffset(0));
    assertEquals(64, l.bandOffset(1));
    assertEquals(96, l.bandOffset(2));
    assertEquals(112, l.links());
    // A level-1 switch has k'=2 up ports, a level-2 switch 4 down ports per band-1 parent.
    assertEquals(2, l.upPorts(1));
    assertEquals(4, l.downPorts(1));
  }

  @Test
  void networksWithMoreThanTwoToTheThirtyNodesOrLinksAreRejected() {
    // 64-ary 5-tree: 64^5 = 2^30 servers plus switches exceeds the id space.
    assertThrows(IllegalArgumentException.class, () -> new XgftLayout(new FatTreeSpec(64, 5).xgft()));
  }
}
