package org.interflow.model.topology.hypercube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.junit.jupiter.api.Test;

class HypercubeBuilderTest extends TopologyContract {
  private static Topology cube(int n, int t) { return HypercubeBuilder.build(new HypercubeSpec(n, t), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Closed forms: 2^n switches, 2^n*t servers, 2^n*t + n*2^(n-1) links, switch diameter n.
    return List.of(
        new Expected(cube(0, 1), 1, 1, 1, 0),          // one switch, its server
        new Expected(cube(1, 2), 4, 2, 5, 1),          // 4 + 1
        new Expected(cube(4, 1), 16, 16, 48, 4),       // 16 + 4*8
        new Expected(cube(6, 2), 128, 64, 320, 6));    // 128 + 6*32
  }

  @Test
  void switchesAreLinkedExactlyWhenTheirIndicesDifferInOneBit() {
    // Both hypercube:n=4 and hyperx:dims=2x2x2x2 must give this graph: a link between switch
    // indices i and j iff i XOR j is a power of two, one link per such pair (32 pairs in all).
    Topology cube = cube(4, 1);
    Topology hyperx = HyperXBuilder.build(HyperXSpec.of(1, 1, 2, 2, 2, 2), LinkParams.DEFAULT);
    for (Topology t : List.of(cube, hyperx)) {
      int[][] count = new int[16][16];
      for (int l = t.servers(); l < t.links(); l++) {
        int a = t.linkA(l) - t.servers();
        int b = t.linkB(l) - t.servers();
        count[a][b]++;
        count[b][a]++;
      }
      for (int i = 0; i < 16; i++) {
        for (int j = 0; j < 16; j++) assertEquals(Integer.bitCount(i ^ j) == 1 ? 1 : 0, count[i][j], t + ": " + i + "-" + j);
      }
      assertEquals(16 + 32, t.links());
    }
  }

  @Test
  void specPrintsItsCliFormAndRejectsBadParameters() {
    assertEquals("hypercube:n=6,t=1", new HypercubeSpec(6, 1).canonical());
    assertThrows(IllegalArgumentException.class, () -> new HypercubeSpec(-1, 1));
    assertThrows(IllegalArgumentException.class, () -> new HypercubeSpec(3, 0));
    // The limit is 2^29 - 1 = 536,870,911 links. t=1: n = 25 has 2^25 + 25 * 2^24 = 452,984,832
    // links and is accepted; n = 26 has 2^26 + 26 * 2^25 = 939,524,096 and is rejected.
    assertEquals(25, new HypercubeSpec(25, 1).n());
    assertThrows(IllegalArgumentException.class, () -> new HypercubeSpec(26, 1));
    assertThrows(IllegalArgumentException.class, () -> new HypercubeSpec(40, 1));
  }
}
