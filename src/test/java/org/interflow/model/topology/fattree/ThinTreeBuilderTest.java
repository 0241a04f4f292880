package org.interflow.model.topology.fattree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class ThinTreeBuilderTest extends TopologyContract {
  private static Topology thin(int k, int kUp, int n) {
    return FatTreeBuilder.build(new ThinTreeSpec(k, kUp, n), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // k:k'-ary n-tree: servers k^n; level l (1 = leaves) has k^(n-l) k'^(l-1) switches, in all
    // (k^n - k'^n)/(k - k'); links k^n + sum_{l=1}^{n-1} k^(n-l) k'^l; switch diameter 2(n-1).
    return List.of(
        // 4:2, n=3: switches 16 + 8 + 4 = 28 = (64-8)/2; links 64 + 16*2 + 4*4 = 112.
        new Expected(thin(4, 2, 3), 64, 28, 112, 4),
        // 3:1, n=3 (a plain tree): switches 9 + 3 + 1 = 13 = (27-1)/2; links 27 + 9 + 3 = 39.
        new Expected(thin(3, 1, 3), 27, 13, 39, 4),
        // 4:3, n=2: switches 4 + 3 = 7 = (16-9)/1; links 16 + 4*3 = 28.
        new Expected(thin(4, 3, 2), 16, 7, 28, 2),
        // 2:3, n=3 (k' > k: fatter going up): switches 4 + 6 + 9 = 19 = (8-27)/(2-3);
        // links 8 + 4*3 + 2*9 = 38.
        new Expected(thin(2, 3, 3), 8, 19, 38, 4));
  }

  @Test
  void kUpEqualToKReproducesTheKAryNTreeExactly() {
    Topology thin = thin(4, 4, 3);
    Topology fat = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);
    assertEquals(fat.links(), thin.links());
    assertEquals(fat.switches(), thin.switches());
    for (int l = 0; l < fat.links(); l++) {
      assertEquals(fat.linkA(l), thin.linkA(l), "link " + l);
      assertEquals(fat.linkB(l), thin.linkB(l), "link " + l);
    }
    for (int n = 0; n < fat.nodes(); n++) assertEquals(fat.radix(n), thin.radix(n));
  }

  @Test
  void everySwitchDeclaresRadixKPlusKUp() {
    Topology t = thin(4, 2, 3);
    for (int s = 0; s < t.switches(); s++) assertEquals(6, t.radix(t.switchNode(s)));
    // Leaf switches use k down + k' up = 6 ports, top switches only their k = 4 down ports.
    assertEquals(6, t.degree(t.switchNode(0)));
    assertEquals(4, t.degree(t.switchNode(27)));
    assertEquals("thintree:k=4,kup=2,n=3", t.spec().canonical());
  }
}
