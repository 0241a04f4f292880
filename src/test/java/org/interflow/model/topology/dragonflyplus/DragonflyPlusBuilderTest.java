package org.interflow.model.topology.dragonflyplus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.interflow.model.topology.megafly.MegaflySpec;
import org.junit.jupiter.api.Test;

class DragonflyPlusBuilderTest extends TopologyContract {
  static Topology dfplus(int l, int s, int p, int h, int g) {
    return DragonflyPlusBuilder.build(new DragonflyPlusSpec(l, s, p, h, g, DragonflyArrangement.RELATIVE), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // g L p servers, g (L+S) routers, g L p + g L S + C g (g-1)/2 links, C = floor(S h / (g-1)).
    // Switch diameter 5 with one global link per group pair: spine to spine of another group whose
    // shared link sits on other spines: spine, leaf, spine, global, spine, leaf, spine.
    // L=S=p=h=4, g=17: 272 servers, 136 routers, 272 + 272 + 136 = 680 links.
    // L=S=p=h=2, g=5 (Megafly k=4): 20, 20, 20 + 20 + 10 = 50; its diameter is below 5 because a
    // spine's own two global links reach the far spine through a third group (not a closed form).
    // L=2,S=2,p=2,h=2,g=3: C = 2, 12, 12, 12 + 12 + 6 = 30; with two spines each holding one
    // global port per other group, every spine reaches the other groups directly: diameter 3.
    return List.of(
        new Expected(dfplus(4, 4, 4, 4, 17), 272, 136, 680, 5),
        new Expected(DragonflyPlusBuilder.build(MegaflySpec.balanced(4, DragonflyArrangement.ABSOLUTE), LinkParams.DEFAULT), 20, 20, 50, -1),
        new Expected(dfplus(2, 2, 2, 2, 3), 12, 12, 30, 3),
        new Expected(dfplus(3, 2, 1, 1, 1), 3, 5, 9, 2));
  }

  @Test
  void leavesAndSpinesHaveTheirRadix() {
    // L=3, S=2, p=5, h=4, g=9: leaf radix p + S = 7, spine radix L + h = 7.
    Topology t = dfplus(3, 2, 5, 4, 9);
    for (int r = 0; r < 45; r++) assertEquals(7, t.radix(t.switchNode(r)));
    assertEquals(7, t.degree(t.switchNode(0)));
    assertEquals(7, t.degree(t.switchNode(3)));
  }

  @Test
  void megaflyIsTheDragonflyPlusOfHalfTheRadix() {
    MegaflySpec m = MegaflySpec.balanced(8, DragonflyArrangement.RELATIVE);
    assertEquals(new DragonflyPlusSpec(4, 4, 4, 4, 17, DragonflyArrangement.RELATIVE), m.dragonflyPlus());
    assertEquals("megafly:k=8,g=17,rule=relative", m.canonical());
    assertThrows(IllegalArgumentException.class, () -> new MegaflySpec(7, 2, DragonflyArrangement.RELATIVE));
    assertThrows(IllegalArgumentException.class, () -> new DragonflyPlusSpec(2, 2, 2, 2, 6, DragonflyArrangement.RELATIVE));
  }
}
