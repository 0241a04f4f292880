package org.interflow.model.topology.torus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.interflow.model.topology.hypercube.HypercubeBuilder;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.junit.jupiter.api.Test;

/** Direct torus, mesh and hypercube: every node a relaying server, no switches and no access links. */
class DirectLatticeTest extends TopologyContract {
  static Topology direct(boolean wrap, int... dims) {
    return TorusBuilder.build(new TorusSpec(new MixedRadix(dims), 1, wrap, true), LinkParams.DEFAULT);
  }

  @Override
  protected List<Expected> cases() {
    // N nodes, no switches; links = the indirect network's switch links: torus sum_i (k_i == 2 ?
    // N/2 : N), mesh sum_i N/k_i (k_i - 1), hypercube n 2^(n-1). INRFlow's torus_4_4_4: 64 servers,
    // 192 cables. No switches, so no switch diameter (0).
    return List.of(
        new Expected(direct(true, 4, 4, 4), 64, 0, 192, 0),
        new Expected(direct(false, 3, 5), 15, 0, 10 + 12, 0),
        new Expected(direct(true, 2, 3), 6, 0, 3 + 6, 0),
        new Expected(HypercubeBuilder.build(new HypercubeSpec(4, 1, true), LinkParams.DEFAULT), 16, 0, 32, 0));
  }

  @Test
  void nodesAreServersThatRelayAndTheIndirectFormIsUnchanged() {
    Topology t = direct(true, 4, 4);
    assertTrue(t.serversForward());
    // link 0 joins nodes 0 and 1 (dimension 0, + direction), link 16 nodes 0 and 4 (dimension 1)
    assertEquals(0, t.linkA(0));
    assertEquals(1, t.linkB(0));
    assertEquals(0, t.linkA(16));
    assertEquals(4, t.linkB(16));
    assertEquals("torus:dims=4x4,t=1,direct=true", t.spec().canonical());
    assertEquals("torus:dims=4x4,t=1", TorusSpec.torus(1, 4, 4).canonical());
    assertThrows(IllegalArgumentException.class, () -> new TorusSpec(new MixedRadix(4, 4), 2, true, true));
    assertThrows(IllegalArgumentException.class, () -> new HypercubeSpec(3, 2, true));
  }
}
