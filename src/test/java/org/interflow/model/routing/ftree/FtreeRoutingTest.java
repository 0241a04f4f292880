package org.interflow.model.routing.ftree;

import static org.interflow.model.routing.SmallNetworks.switches;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.fattree.ThinTreeSpec;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.xgft.XgftBuilder;
import org.interflow.model.topology.xgft.XgftSpec;
import org.junit.jupiter.api.Test;

class FtreeRoutingTest extends RoutingAlgorithmContract {
  static final Topology FAT_2_2 = FatTreeBuilder.build(new FatTreeSpec(2, 2), LinkParams.DEFAULT);
  static final Topology FAT_4_3 = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);

  static Topology xgft(int[] m, int[] w, int p) { return XgftBuilder.build(new XgftSpec(m, w, p), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    Topology thin = FatTreeBuilder.build(new ThinTreeSpec(4, 2, 3), LinkParams.DEFAULT);
    Topology parallel = xgft(new int[] {4, 4}, new int[] {1, 2}, 2);
    Topology study = xgft(new int[] {14, 16, 3}, new int[] {1, 18, 18}, 1);
    FailureSet broken = FailureSet.random(FAT_4_3, FailureSet.Target.LINKS, 8, 7);
    return List.of(
        new Case(FAT_2_2, FailureSet.NONE, new FtreeRouting(FAT_2_2, FailureSet.NONE), true),
        new Case(FAT_4_3, FailureSet.NONE, new FtreeRouting(FAT_4_3, FailureSet.NONE), true),
        new Case(thin, FailureSet.NONE, new FtreeRouting(thin, FailureSet.NONE), true),
        new Case(parallel, FailureSet.NONE, new FtreeRouting(parallel, FailureSet.NONE), true),
        new Case(study, FailureSet.NONE, new FtreeRouting(study, FailureSet.NONE), true),
        new Case(FAT_4_3, broken, new FtreeRouting(FAT_4_3, broken), false));
  }

  /**
   * 2-ary 2-tree: leaves 0 (servers 0, 1) and 1 (servers 2, 3), tops 2 and 3. Destination 0: leaf
   * 0's up groups both have no downward route yet, so the main path climbs to top 2 (lower index)
   * and leaf 1 is routed up to it. Destination 1: leaf 0's link to top 2 now carries one downward
   * route, so top 3. Leaf 1's destinations likewise take tops 2 then 3. So every destination has
   * its own top for traffic from the other leaf: 2->0 and 0->2 via top 2, 3->1 and 1->3 via top 3.
   */
  @Test
  void twoLevelTreeGivesEachDestinationOfALeafItsOwnTop() {
    FtreeRouting r = new FtreeRouting(FAT_2_2, FailureSet.NONE);
    assertArrayEquals(new int[] {1, 2, 0}, switches(FAT_2_2, r, 2, 0));
    assertArrayEquals(new int[] {1, 3, 0}, switches(FAT_2_2, r, 3, 1));
    assertArrayEquals(new int[] {0, 2, 1}, switches(FAT_2_2, r, 0, 2));
    assertArrayEquals(new int[] {0, 3, 1}, switches(FAT_2_2, r, 1, 3));
    assertArrayEquals(new int[] {1, 3, 0}, switches(FAT_2_2, r, 2, 1));
  }

  /**
   * What the fat-tree routing is for (OpenSM, doc/current-routing.txt: "optimizes routing for
   * congestion-free shift communication pattern"): on a full k-ary n-tree every shift permutation
   * i -> i + k mod N puts at most one flow on every directed link.
   */
  @Test
  void everyShiftIsCongestionFreeOnAFullTree() {
    FtreeRouting r = new FtreeRouting(FAT_4_3, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    int n = FAT_4_3.servers();
    for (int shift = 1; shift < n; shift++) {
      int[] flows = new int[FAT_4_3.directedLinks()];
      for (int s = 0; s < n; s++) {
        r.route(s, (s + shift) % n, buf);
        for (int h = 0; h < buf.length(0); h++) flows[buf.link(0, h)]++;
      }
      for (int l = 0; l < flows.length; l++) assertEquals(true, flows[l] <= 1, "shift " + shift + " link " + l + ": " + flows[l]);
    }
  }

  @Test
  void aNetworkThatIsNotATreeIsRefused() {
    Topology hx = HyperXBuilder.build(HyperXSpec.of(1, 1, 3, 3), LinkParams.DEFAULT);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new FtreeRouting(hx, FailureSet.NONE));
    assertEquals(true, e.getMessage().startsWith("not a fat-tree"), e.getMessage());
  }
}
