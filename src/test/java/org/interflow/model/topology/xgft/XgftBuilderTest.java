package org.interflow.model.topology.xgft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.junit.jupiter.api.Test;

class XgftBuilderTest extends TopologyContract {
  private static Topology xgft(int[] m, int[] w, int p) { return XgftBuilder.build(new XgftSpec(m, w, p), LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // XGFT(h; m; w) with p parallel switch links: level i has N_i = m_{i+1}..m_h * w_1..w_i nodes;
    // band i (levels i, i+1) has N_{i+1} * m_{i+1} * (i == 0 ? 1 : p) links. Switch diameter
    // 2(h-1) when w_1 = 1 and m_h >= 2 (two leaves in different top subtrees meet only at level h).
    return List.of(
        // XGFT(3; 4,4,4; 1,4,4) = 4-ary 3-tree: 64 servers, 16+16+16 switches, 64*3 links.
        new Expected(xgft(new int[] {4, 4, 4}, new int[] {1, 4, 4}, 1), 64, 48, 192, 4),
        // XGFT(2; 4,4; 1,2), p=2: 16 servers; N_1 = 4, N_2 = 2; links 16 + N_2*m_2*p = 16 + 2*4*2 = 32.
        new Expected(xgft(new int[] {4, 4}, new int[] {1, 2}, 2), 16, 6, 32, 2),
        // XGFT(3; 2,3,2; 1,2,3): 12 servers; N_1 = 3*2 = 6, N_2 = 2*2 = 4, N_3 = 2*3 = 6;
        // links 12 + N_2*m_2 + N_3*m_3 = 12 + 4*3 + 6*2 = 36.
        new Expected(xgft(new int[] {2, 3, 2}, new int[] {1, 2, 3}, 1), 12, 16, 36, 4),
        // XGFT(3; 3,2,2; 1,2,1), p=3: 12 servers; N_1 = 4, N_2 = 2*2 = 4, N_3 = 2;
        // links 12 + N_2*m_2*3 + N_3*m_3*3 = 12 + 24 + 12 = 48.
        new Expected(xgft(new int[] {3, 2, 2}, new int[] {1, 2, 1}, 3), 12, 10, 48, 4));
  }

  @Test
  void xgftWithUnitFirstWAndKEverywhereElseIsTheKAryNTree() {
    Topology x = xgft(new int[] {4, 4, 4}, new int[] {1, 4, 4}, 1);
    Topology fat = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);
    assertEquals(fat.links(), x.links());
    for (int l = 0; l < fat.links(); l++) {
      assertEquals(fat.linkA(l), x.linkA(l));
      assertEquals(fat.linkB(l), x.linkB(l));
    }
    assertEquals(new FatTreeSpec(4, 3).xgft(), x.spec());
  }

  @Test
  void parallelLinksJoinEachPairOfConnectedSwitchesPTimes() {
    // XGFT(2; 4,4; 1,2), p=2: leaf switch 0 (node 16) has 4 server ports, then 2 parents x 2 copies:
    // ports 4,5 to top switch 0 (node 20), ports 6,7 to top switch 1 (node 21).
    Topology t = xgft(new int[] {4, 4}, new int[] {1, 2}, 2);
    int[] expected = {20, 20, 21, 21};
    for (int i = 0; i < 4; i++) assertEquals(expected[i], t.neighbor(16, 4 + i));
    // A top switch has m_2 * p = 8 down ports; declared radix is the leaf's 4 + 4 = 8.
    assertEquals(8, t.degree(20));
    assertEquals(8, t.radix(20));
  }

  @Test
  void multiHomedServersGetOneLinkPerLeafReplica() {
    // XGFT(2; 2,2; 2,1): 4 servers, N_1 = 2*2 = 4 leaf switches, N_2 = 2 top switches; links
    // 4 servers * w_1 = 8 plus N_2 * m_2 = 4, so 12. Server 0 reaches leaf (A=0, B=0) and (A=0, B=1),
    // in-level indices 0 and 1, nodes 4 and 5.
    Topology t = xgft(new int[] {2, 2}, new int[] {2, 1}, 1);
    assertEquals(4, t.servers());
    assertEquals(6, t.switches());
    assertEquals(12, t.links());
    assertEquals(2, t.degree(0));
    assertEquals(4, t.neighbor(0, 0));
    assertEquals(5, t.neighbor(0, 1));
  }

  @Test
  void specValidatesAndPrintsInCliSyntax() {
    XgftSpec s = new XgftSpec(new int[] {4, 4, 4}, new int[] {1, 4, 4}, 1);
    assertEquals("xgft:m=4x4x4,w=1x4x4,p=1", s.canonical());
    assertEquals(new XgftSpec(new int[] {4, 4, 4}, new int[] {1, 4, 4}, 1), s);
    assertThrows(IllegalArgumentException.class, () -> new XgftSpec(new int[] {4, 4}, new int[] {1}, 1));
    assertThrows(IllegalArgumentException.class, () -> new XgftSpec(new int[] {4, 0}, new int[] {1, 4}, 1));
    assertThrows(IllegalArgumentException.class, () -> new XgftSpec(new int[] {4}, new int[] {1}, 0));
    assertThrows(IllegalArgumentException.class, () -> new XgftSpec(new int[0], new int[0], 1));
  }
}
