package org.interflow.model.topology.routernet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class RouterNetBuilderTest extends TopologyContract {
  @Override
  protected List<Expected> cases() {
    // Links = N n compute-node links + (M m - N n) / 2 cables, every port used.
    // N=8, n=1, M=2, m=5: 8 + 1 links; two routers joined by their one cable: diameter 1.
    // N=4, n=2, M=2, m=5: 8 + 1 links; diameter 1.
    // N=16, n=2, M=8, m=6: 32 + 8 links; random router graph, diameter not fixed.
    return List.of(
        new Expected(RouterNetBuilder.build(new RouterNetSpec(8, 1, 2, 5, 1), LinkParams.DEFAULT), 8, 2, 9, 1),
        new Expected(RouterNetBuilder.build(new RouterNetSpec(4, 2, 2, 5, 2), LinkParams.DEFAULT), 4, 2, 9, 1),
        new Expected(RouterNetBuilder.build(new RouterNetSpec(16, 2, 8, 6, 3), LinkParams.DEFAULT), 16, 8, 40, -1));
  }

  @Test
  void computeNodePortsFollowTheDatabaseSlots() {
    // Nodes 0,1 on routers 0 and 1 (slots 0..3), cable 0-1: node 0's port 1 leads to router 1 = node 3.
    RouterNetLayout layout = RouterNetLayout.uniform(2, 2, 2, 3);
    RouterConnections c = RouterConnections.of(layout, new int[] {0, 1, 1, 0, 0, 1});
    Topology t = RouterNetBuilder.build(new RouterNetSpec(2, 2, 2, 3, 0), c, LinkParams.DEFAULT);
    assertEquals(2, t.degree(0));
    assertEquals(3, t.neighbor(0, 1));
    assertEquals(2, t.neighbor(1, 1));
    assertEquals(3, t.degree(2));
    assertEquals(5, t.links());
  }
}
