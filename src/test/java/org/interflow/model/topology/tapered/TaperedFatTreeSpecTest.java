package org.interflow.model.topology.tapered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.xgft.XgftBuilder;
import org.junit.jupiter.api.Test;

class TaperedFatTreeSpecTest extends TopologyContract {
  static Topology tapered(int k, int n, int t) { return XgftBuilder.build(new TaperedFatTreeSpec(k, n, t), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // k^n servers, k^(n-1) switches per level below the top and k^(n-1)/t on top, (n-1) k^n +
    // k^n/t links, switch diameter 2(n-1). k=4,n=3,t=2: 64, 16+16+8 = 40, 128 + 32 = 160, 4.
    // k=8,n=2,t=4: 64, 8 + 2 = 10, 64 + 16 = 80, 2. k=6,n=3,t=3: 216, 36+36+12 = 84, 432 + 72 = 504.
    return List.of(
        new Expected(tapered(4, 3, 2), 64, 40, 160, 4),
        new Expected(tapered(8, 2, 4), 64, 10, 80, 2),
        new Expected(tapered(6, 3, 3), 216, 84, 504, 4));
  }

  @Test
  void taperOneIsTheKAryNTree() {
    Topology t = tapered(4, 3, 1);
    Topology f = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);
    assertEquals(f.links(), t.links());
    for (int l = 0; l < t.links(); l++) {
      assertEquals(f.linkA(l), t.linkA(l));
      assertEquals(f.linkB(l), t.linkB(l));
    }
    assertThrows(IllegalArgumentException.class, () -> new TaperedFatTreeSpec(4, 3, 3));
    assertEquals("tapered:k=4,n=3,taper=2", new TaperedFatTreeSpec(4, 3, 2).canonical());
  }
}
