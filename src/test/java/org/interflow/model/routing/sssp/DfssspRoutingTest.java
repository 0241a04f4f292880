package org.interflow.model.routing.sssp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.torus.TorusBuilder;
import org.interflow.model.topology.torus.TorusSpec;
import org.junit.jupiter.api.Test;

class DfssspRoutingTest extends RoutingAlgorithmContract {
  static final Topology RING5 = SmallNetworks.ring(5);

  @Override
  protected List<Case> cases() {
    Topology ring4 = SmallNetworks.ring(4);
    Topology torus = TorusBuilder.build(TorusSpec.torus(1, 4, 4), LinkParams.DEFAULT);
    Topology hx = HyperXBuilder.build(HyperXSpec.of(1, 2, 4, 4), LinkParams.DEFAULT);
    Topology grid = SmallNetworks.grid3x3();
    FailureSet hxFailures = FailureSet.random(hx, FailureSet.Target.LINKS, 6, 5);
    return List.of(
        new Case(ring4, FailureSet.NONE, new DfssspRouting(ring4, FailureSet.NONE, 8), true),
        new Case(RING5, FailureSet.NONE, new DfssspRouting(RING5, FailureSet.NONE, 8), true),
        new Case(torus, FailureSet.NONE, new DfssspRouting(torus, FailureSet.NONE, 8), true),
        new Case(grid, FailureSet.NONE, new DfssspRouting(grid, FailureSet.NONE, 8), true),
        new Case(hx, FailureSet.NONE, new DfssspRouting(hx, FailureSet.NONE, 8), true),
        new Case(hx, hxFailures, new DfssspRouting(hx, hxFailures, 8), true));
  }

  /**
   * Ring of 5: shortest paths are unique (2 hops at most). The clockwise routes i -> i+2 induce
   * the dependencies (i, i+1) -> (i+1, i+2) for all five i: a cycle, each dependency carried by one
   * LID pair, so one route moves to lane 1; the counter-clockwise routes likewise. Lane 1 then holds
   * one dependency of each direction, which cannot close a cycle: 2 lanes.
   */
  @Test
  void ringOfFiveNeedsTwoLanes() {
    DfssspRouting r = new DfssspRouting(RING5, FailureSet.NONE, 8);
    assertEquals(2, r.virtualLanes());
    int onLaneOne = 0;
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 5; s++) {
      for (int d = 0; d < 5; d++) {
        r.route(s, d, buf);
        if (buf.lane(0) == 1) onLaneOne++;
      }
    }
    assertEquals(2, onLaneOne, "one route per direction moved up");
  }

  /**
   * Ring of 4: SSSP's two-hop routes are 2->1->0, 3->0->1, 0->3->2 and 1->2->3 (worked out in
   * {@link SsspRoutingTest}); their dependencies (2-1)->(1-0), (3-0)->(0-1), (0-3)->(3-2) and
   * (1-2)->(2-3) chain nowhere: one lane.
   */
  @Test
  void ringOfFourNeedsOneLane() {
    assertEquals(1, new DfssspRouting(SmallNetworks.ring(4), FailureSet.NONE, 8).virtualLanes());
  }

  @Test
  void aLaneLimitBelowTheNeedIsAClearError() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new DfssspRouting(RING5, FailureSet.NONE, 1));
    assertEquals("dfsssp needs 2 virtual lanes to be deadlock-free, more than vls=1", e.getMessage());
  }

  /**
   * The seed's machine: a 12x8 HyperX with 7 servers per switch, for which the paper reports that
   * DFSSSP needs 3 virtual lanes (Domke et al., SC 2019, section 4.4.3). At least 2: two-hop
   * minimal paths x -> y -> z in one dimension line of 3+ switches close dependency cycles like a
   * ring's. At most the paper's 3: OpenSM routes more paths (to and from every switch's own port
   * 0 as well), which can only add dependencies; the cut order of the two searches differs, so
   * the exact count may not match.
   */
  @Test
  void theSeedsHyperXNeedsTwoOrThreeLanes() {
    Topology hx = HyperXBuilder.build(HyperXSpec.of(1, 7, 12, 8), LinkParams.DEFAULT);
    int lanes = new DfssspRouting(hx, FailureSet.NONE, 8).virtualLanes();
    assertTrue(lanes >= 2 && lanes <= 3, lanes + " lanes");
  }
}
