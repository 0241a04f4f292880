package org.interflow.model.topology.torus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class TorusBuilderTest extends TopologyContract {
  private static Topology torus(int t, int... dims) { return TorusBuilder.build(TorusSpec.torus(t, dims), LinkParams.DEFAULT); }

  private static Topology mesh(int t, int... dims) { return TorusBuilder.build(TorusSpec.mesh(t, dims), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Closed forms, N = prod k_i switches, N*t servers:
    //   torus links = N*t + sum_i (k_i == 2 ? N/2 : k_i == 1 ? 0 : N), switch diameter sum floor(k_i/2);
    //   mesh  links = N*t + sum_i N/k_i*(k_i - 1),                      switch diameter sum (k_i - 1).
    return List.of(
        // ring of 5: 5 + 5 links, diameter 2
        new Expected(torus(1, 5), 5, 5, 10, 2),
        // two switches, t=2: one switch link (not two), 4 + 1 links, diameter 1
        new Expected(torus(2, 2), 4, 2, 5, 1),
        // 4x4: 16 + 16 + 16 links, diameter 2 + 2
        new Expected(torus(1, 4, 4), 16, 16, 48, 4),
        // 3x4x5, t=2: N=60, 120 servers, 120 + 3*60 = 300 links, diameter 1+2+2
        new Expected(torus(2, 3, 4, 5), 120, 60, 300, 5),
        // 2x3x4: N=24, 24 + 12 + 24 + 24 = 84 links, diameter 1+1+2
        new Expected(torus(1, 2, 3, 4), 24, 24, 84, 4),
        // 1x4: the size-1 dimension adds nothing, 4 + 4 links, diameter 2
        new Expected(torus(1, 1, 4), 4, 4, 8, 2),
        // 6D 3x2x4x3x2x3: N=432; four dims of size >2 give 4*432, two of size 2 give 216 each:
        // 432 + 1728 + 432 = 2592 links; diameter 1+1+2+1+1+1 = 7
        new Expected(torus(1, 3, 2, 4, 3, 2, 3), 432, 432, 2592, 7),
        // 6D 4^6: N=4096, 4096 + 6*4096 = 28672 links (diameter 12 not re-checked: 4096 BFS runs)
        new Expected(torus(1, 4, 4, 4, 4, 4, 4), 4096, 4096, 28672, -1),
        // line of 4: 4 + 3 links, diameter 3
        new Expected(mesh(1, 4), 4, 4, 7, 3),
        // 4x4 mesh: 16 + 2*4*3 = 40 links, diameter 3+3
        new Expected(mesh(1, 4, 4), 16, 16, 40, 6),
        // 3x4x2 mesh, t=3: N=24, 72 servers, 72 + 8*2 + 6*3 + 12*1 = 118 links, diameter 2+3+1
        new Expected(mesh(3, 3, 4, 2), 72, 24, 118, 6));
  }

  @Test
  void eachLinkJoinsTheSwitchesTheDocumentedOrderNames() {
    // The javadoc's order: server links first, then per dimension d the + link of switch
    // i = low + stride*(c + k*high) has id servers + base_d + (high*m + c)*stride + low, m = k (ring)
    // or k-1 (line). Checked against coordinates worked out independently of the builder's loops.
    for (TorusSpec spec : List.of(TorusSpec.torus(2, 3, 4, 2), TorusSpec.mesh(1, 3, 4, 2))) {
      Topology t = TorusBuilder.build(spec, LinkParams.DEFAULT);
      MixedRadix dims = spec.dims();
      for (int s = 0; s < t.servers(); s++) {
        assertEquals(s, t.linkA(s));
        assertEquals(t.switchNode(s / spec.serversPerSwitch()), t.linkB(s));
      }
      int base = t.servers();
      int[] c = new int[3];
      for (int d = 0; d < 3; d++) {
        int k = dims.size(d);
        int m = spec.ring(d) ? k : k - 1;
        for (int i = 0; i < dims.cells(); i++) {
          dims.coordinates(i, c);
          if (c[d] >= m) continue;
          int low = i % dims.stride(d);
          int high = i / (dims.stride(d) * k);
          int id = base + (high * m + c[d]) * dims.stride(d) + low;
          c[d] = (c[d] + 1) % k;
          assertEquals(t.switchNode(i), t.linkA(id), spec.canonical() + " link " + id);
          assertEquals(t.switchNode(dims.index(c)), t.linkB(id), spec.canonical() + " link " + id);
        }
        base += dims.cells() / k * m;
      }
      assertEquals(t.links(), base);
    }
  }

  @Test
  void specsPrintTheirCliFormAndRejectBadParameters() {
    assertEquals("torus:dims=8x8x8,t=1", TorusSpec.torus(1, 8, 8, 8).canonical());
    assertEquals("mesh:dims=4x4,t=2", TorusSpec.mesh(2, 4, 4).canonical());
    assertEquals("torus", TorusSpec.torus(1, 8).family());
    assertThrows(IllegalArgumentException.class, () -> TorusSpec.torus(0, 4, 4));
    assertThrows(IllegalArgumentException.class, () -> TorusSpec.torus(1, 4, 0));
    assertThrows(IllegalArgumentException.class, () -> new TorusSpec(null, 1, true));
    // 1024^3 = 2^30 switches with t=1: 2^30 servers alone exceed the 2^29 - 1 link limit.
    assertThrows(IllegalArgumentException.class, () -> TorusSpec.torus(1, 1024, 1024, 1024));
    // 2^13 x 2^13 = 2^26 switches, t=1: 2^26 + 2 * 2^26 = 201,326,592 links, accepted (not built).
    assertEquals(201_326_592L, TorusSpec.torus(1, 8192, 8192).switchLinks() + (1L << 26));
  }
}
