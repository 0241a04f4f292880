package org.interflow.model.topology.dpillar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class DPillarBuilderTest extends TopologyContract {
  static Topology dpillar(int n, int k) { return DPillarBuilder.build(new DPillarSpec(n, k), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Liao et al. 2010, h = n/2: k h^k servers, k h^(k-1) switches, 2 k h^k links.
    // n=4,k=3: 24 servers, 12 switches, 48 links (INRFlow dpillar_4_3: 24 servers, 48 cables).
    // n=6,k=2: 18 servers, 6 switches, 36 links. n=8,k=4: 1024, 256, 2048.
    return List.of(
        new Expected(dpillar(4, 3), 24, 12, 48, -1),
        new Expected(dpillar(6, 2), 18, 6, 36, -1),
        new Expected(dpillar(8, 4), 1024, 256, 2048, -1));
  }

  @Test
  void aSwitchJoinsTwoNeighbouringColumnsThatDifferOnlyInItsDigit() {
    // n=4, k=3, h=2: column servers 8, column switches 4. Switch 0 of S_0 (node 24) joins the
    // servers of H_0 with labels 0 (digit 0 = 0) and 1 on ports 0, 1, and those of H_1 with labels
    // 0, 1 (servers 8, 9) on ports 2, 3. Switch 1 of S_1 (node 24+4+1 = 29): j = 1 means digit 0 =
    // 1, digit 2 = 0; H_1 labels 1 and 3 (servers 9, 11), H_2 labels 1 and 3 (servers 17, 19).
    Topology t = dpillar(4, 3);
    assertEquals(List.of(0, 1, 8, 9), neighbours(t, 24));
    assertEquals(List.of(9, 11, 17, 19), neighbours(t, 29));
    // S_2 joins H_2 and H_0: switch 0 of S_2 (node 32): labels 0 and 4 (digit 2) in H_2 and H_0
    assertEquals(List.of(16, 20, 0, 4), neighbours(t, 32));
  }

  @Test
  void specRejectsBadParameters() {
    assertThrows(IllegalArgumentException.class, () -> new DPillarSpec(5, 3));
    assertThrows(IllegalArgumentException.class, () -> new DPillarSpec(4, 1));
    assertEquals("dpillar:n=4,k=3", new DPillarSpec(4, 3).canonical());
  }

  private static List<Integer> neighbours(Topology t, int node) {
    java.util.ArrayList<Integer> l = new java.util.ArrayList<>();
    for (int p = 0; p < t.degree(node); p++) l.add(t.neighbor(node, p));
    return l;
  }
}
