package org.interflow.model.topology.dcell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class DCellSpecTest extends TopologyContract {
  static Topology dcell(int n, int k, DCellSpec.Rule rule) {
    DCellSpec spec = new DCellSpec(n, k, rule);
    return spec.levels().wire(spec, LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // Guo et al. 2008: t_0 = n, t_m = t_(m-1) (t_(m-1) + 1); t_k / n switches; links: t_k switch
    // links plus t_m / 2 per DCell_m at each level, i.e. t_k (k + 2) / 2.
    // n=4,k=1: t_1 = 20, 5 switches, 30 links. n=2,k=2: t_1 = 6, t_2 = 42, 21 switches, 84 links.
    // n=3,k=1: t_1 = 12, 4 switches, 18 links. Switch diameter: not a closed form here (-1).
    return List.of(
        new Expected(dcell(4, 1, DCellSpec.Rule.ALPHA), 20, 5, 30, -1),
        new Expected(dcell(2, 2, DCellSpec.Rule.ALPHA), 42, 21, 84, -1),
        new Expected(dcell(3, 1, DCellSpec.Rule.BETA), 12, 4, 18, -1),
        new Expected(dcell(2, 2, DCellSpec.Rule.BETA), 42, 21, 84, -1));
  }

  @Test
  void alphaJoinsServerBMinusOneOfCopyAToServerAOfCopyB() {
    // n=4, k=1: copies a < b of DCell_0 joined by uid 4a + (b-1) and uid 4b + a; link ids after
    // the 20 switch links in pair order (0,1),(0,2),(0,3),(0,4),(1,2),...: link 20 is 0-4,
    // link 24 is (1,2): 4+1 = 5 with 8+1 = 9, link 29 is (3,4): 12+3 = 15 with 16+3 = 19.
    Topology t = dcell(4, 1, DCellSpec.Rule.ALPHA);
    assertEquals(0, t.linkA(20));
    assertEquals(4, t.linkB(20));
    assertEquals(5, t.linkA(24));
    assertEquals(9, t.linkB(24));
    assertEquals(15, t.linkA(29));
    assertEquals(19, t.linkB(29));
  }

  @Test
  void betaJoinsServerBMinusAMinusOneToServerTMinusBPlusA() {
    // n=3, k=1, t_0 = 3, 4 copies: pair (a,b) joins uid 3a + (b-a-1) and 3b + (3-b+a). Link 12
    // (pair 0,1): 0 with 3+2 = 5; link 17 (pair 2,3): 6+0 = 6 with 9+2 = 11.
    Topology t = dcell(3, 1, DCellSpec.Rule.BETA);
    assertEquals(0, t.linkA(12));
    assertEquals(5, t.linkB(12));
    assertEquals(6, t.linkA(17));
    assertEquals(11, t.linkB(17));
  }

  @Test
  void specRejectsBadParametersAndPrintsItsCliForm() {
    assertEquals("dcell:n=4,k=1,rule=beta", new DCellSpec(4, 1, DCellSpec.Rule.BETA).canonical());
    assertThrows(IllegalArgumentException.class, () -> new DCellSpec(1, 1, DCellSpec.Rule.ALPHA));
    assertThrows(IllegalArgumentException.class, () -> new DCellSpec(8, 4, DCellSpec.Rule.ALPHA));
    assertThrows(IllegalArgumentException.class, () -> DCellSpec.Rule.ofCliName("gamma"));
  }
}
