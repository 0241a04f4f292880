package org.interflow.model.topology.slimfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class SlimFlyBuilderTest extends TopologyContract {
  static Topology slimfly(int q) { return SlimFlyBuilder.build(SlimFlySpec.balanced(q), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Besta & Hoefler 2014: 2q^2 routers of network degree k' = (3q - δ)/2, p = ceil(k'/2), links
    // 2q^2 p + q^2 k', diameter 2. q=5 (δ=1): k'=7, p=4: 200 servers, 50 routers, 200+175 = 375
    // links (the paper's 50-router example). q=3 (δ=-1): k'=5, p=3: 54, 18, 54+45 = 99.
    // q=4 (δ=0, GF(4)): k'=6, p=3: 96, 32, 96+96 = 192. q=9 (δ=1, GF(9)): k'=13, p=7: 1134, 162,
    // 1134 + 81*13 = 2187. q=8 (δ=0, GF(8)): k'=12, p=6: 768, 128, 768+768 = 1536.
    List<Expected> cases = new ArrayList<>();
    int[][] table = {{5, 200, 50, 375}, {3, 54, 18, 99}, {4, 96, 32, 192}, {9, 1134, 162, 2187}, {8, 768, 128, 1536}};
    for (int[] c : table) cases.add(new Expected(slimfly(c[0]), c[1], c[2], c[3], 2));
    return cases;
  }

  @Test
  void everyRouterHasTheNetworkDegreeOfTheMmsGraph() {
    for (int q : new int[] {3, 4, 5, 7, 8, 9, 11, 13}) {
      SlimFlySpec spec = SlimFlySpec.balanced(q);
      Topology t = SlimFlyBuilder.build(spec, LinkParams.DEFAULT);
      for (int r = 0; r < spec.routers(); r++) {
        assertEquals(spec.networkDegree() + spec.p(), t.degree(t.switchNode(r)), "q=" + q + " router " + r);
      }
    }
  }

  @Test
  void finiteFieldsOfPrimePowerOrderObeyTheFieldLaws() {
    for (int q : new int[] {4, 8, 9, 25, 27}) {
      FiniteField f = new FiniteField(q);
      for (int a = 0; a < q; a++) {
        assertEquals(0, f.add(a, f.negate(a)));
        for (int b = 0; b < q; b++) {
          assertEquals(f.add(a, b), f.add(b, a));
          assertEquals(f.multiply(a, b), f.multiply(b, a));
          for (int c = 0; c < q; c += 3) {
            assertEquals(f.multiply(a, f.add(b, c)), f.add(f.multiply(a, b), f.multiply(a, c)), "distributive in GF(" + q + ")");
          }
        }
      }
      // ξ is primitive: its first q-1 powers are all distinct and non-zero
      java.util.Set<Integer> powers = new java.util.HashSet<>();
      for (int e = 0; e < q - 1; e++) powers.add(f.primitivePower(e));
      assertEquals(q - 1, powers.size());
      assertNotEquals(true, powers.contains(0));
    }
  }

  @Test
  void specRejectsFieldSizesWithoutAnMmsGraph() {
    assertThrows(IllegalArgumentException.class, () -> new SlimFlySpec(6, 1));    // 6 = 4 + 2
    assertThrows(IllegalArgumentException.class, () -> new SlimFlySpec(15, 1));   // not a prime power
    assertThrows(IllegalArgumentException.class, () -> new SlimFlySpec(2, 1));
    assertEquals("slimfly:q=5,p=4", SlimFlySpec.balanced(5).canonical());
  }
}
