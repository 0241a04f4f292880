package org.interflow.model.topology.hyperx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class HyperXBuilderTest extends TopologyContract {
  private static Topology hyperx(int k, int t, int... dims) { return HyperXBuilder.build(HyperXSpec.of(k, t, dims), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Closed forms (Ahn et al. 2009): N = prod S_i switches, N*T servers,
    // links = N*T + K * N * sum(S_i - 1) / 2, switch diameter = number of dims with S_i > 1.
    return List.of(
        // 5 switches fully connected (K5), T=2: 10 + 10 links, diameter 1
        new Expected(hyperx(1, 2, 5), 10, 5, 20, 1),
        // the paper-sized 12x8, T=7: N=96, 672 servers, 672 + 96*(11+7)/2 = 672 + 864 = 1536 links
        new Expected(hyperx(1, 7, 12, 8), 672, 96, 1536, 2),
        // 4x4x4, T=4, K=2: N=64, 256 + 2*64*9/2 = 256 + 576 = 832 links, diameter 3
        new Expected(hyperx(2, 4, 4, 4, 4), 256, 64, 832, 3),
        // 3x1x5, K=3: the size-1 dim adds nothing; 15 + 3*15*(2+0+4)/2 = 15 + 135 = 150, diameter 2
        new Expected(hyperx(3, 1, 3, 1, 5), 15, 15, 150, 2));
  }

  @Test
  void switchesDifferingInOneCoordinateShareExactlyKLinks() {
    // 3x4, K=2: every pair differing in exactly one coordinate has 2 links, all other pairs none.
    Topology t = hyperx(2, 1, 3, 4);
    MixedRadix dims = new MixedRadix(3, 4);
    int n = dims.cells();
    int[][] count = new int[n][n];
    for (int l = t.servers(); l < t.links(); l++) {
      int a = t.linkA(l) - t.servers();
      int b = t.linkB(l) - t.servers();
      count[a][b]++;
      count[b][a]++;
    }
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        int differing = (dims.coordinate(a, 0) != dims.coordinate(b, 0) ? 1 : 0)
            + (dims.coordinate(a, 1) != dims.coordinate(b, 1) ? 1 : 0);
        assertEquals(differing == 1 ? 2 : 0, count[a][b], "switches " + a + " and " + b);
      }
    }
  }

  @Test
  void linkIdsFollowTheDocumentedOrder() {
    // 3x2, K=2, T=1: 6 servers (links 0..5). Dim 0 (stride 1, P=3 pairs (0,1),(0,2),(1,2)):
    // id = 6 + ((high*3 + p)*1 + 0)*2 + trunk, so high=1 (switches 3,4,5), pair (0,2), trunk 1 is
    // 6 + (3 + 1)*2 + 1 = 15 and joins switch 3 to switch 5. Dim 1 starts at 6 + 2*2*3 = 18,
    // stride 3, P=1: low=2, trunk 0 is 18 + (0 + 2)*2 = 22, joining switch 2 to switch 5.
    Topology t = hyperx(2, 1, 3, 2);
    assertEquals(t.switchNode(3), t.linkA(15));
    assertEquals(t.switchNode(5), t.linkB(15));
    assertEquals(t.switchNode(2), t.linkA(22));
    assertEquals(t.switchNode(5), t.linkB(22));
  }

  @Test
  void specsPrintTheirCliFormAndRejectBadParameters() {
    assertEquals("hyperx:dims=12x8,t=7,k=1", HyperXSpec.of(1, 7, 12, 8).canonical());
    assertEquals("hyperx:dims=4x4x4,t=4,k=2", HyperXSpec.of(2, 4, 4, 4, 4).canonical());
    assertThrows(IllegalArgumentException.class, () -> HyperXSpec.of(0, 1, 4));
    assertThrows(IllegalArgumentException.class, () -> HyperXSpec.of(1, 0, 4));
    assertThrows(IllegalArgumentException.class, () -> HyperXSpec.of(1, 1, 4, 0));
  }
}
