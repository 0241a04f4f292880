package org.interflow.model.routing.hyperx;

import static org.interflow.model.routing.SmallNetworks.switches;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.junit.jupiter.api.Test;

class HyperXValiantRoutingTest extends RoutingAlgorithmContract {
  static Topology hyperx(int k, int t, int... dims) { return HyperXBuilder.build(HyperXSpec.of(k, t, dims), LinkParams.DEFAULT); }

  static final Topology HX4 = hyperx(1, 1, 4);
  static final Topology HX33 = hyperx(1, 1, 3, 3);

  @Override
  protected List<Case> cases() {
    Topology hx44 = hyperx(1, 2, 4, 4);
    Topology trunked = hyperx(2, 1, 3, 3, 2);
    FailureSet failures = FailureSet.random(hx44, FailureSet.Target.LINKS, 6, 4);
    return List.of(
        new Case(HX4, FailureSet.NONE, new HyperXValiantRouting(HX4, FailureSet.NONE, 3), false),
        new Case(hx44, FailureSet.NONE, new HyperXValiantRouting(hx44, FailureSet.NONE, 3), false),
        new Case(trunked, FailureSet.NONE, new HyperXValiantRouting(trunked, FailureSet.NONE, 9), false),
        new Case(hx44, failures, new HyperXValiantRouting(hx44, failures, 3), false));
  }

  /**
   * A 1D HyperX of 4 switches is a complete graph: every pair on different switches goes through
   * one of the two other switches (two switch hops), and over all pairs each switch serves as an
   * intermediate.
   */
  @Test
  void onACompleteGraphEveryFlowDetoursThroughAThirdSwitch() {
    HyperXValiantRouting r = new HyperXValiantRouting(HX4, FailureSet.NONE, 3);
    PathBuffer buf = new PathBuffer();
    int[] used = new int[4];
    for (int s = 0; s < 4; s++) {
      for (int d = 0; d < 4; d++) {
        if (s == d) continue;
        assertEquals(1, r.route(s, d, buf));
        int[] sw = switches(HX4, buf, 0);
        assertEquals(3, sw.length, "source switch, intermediate, destination switch");
        assertNotEquals(s, sw[1]);
        assertNotEquals(d, sw[1]);
        used[sw[1]]++;
      }
    }
    for (int sw = 0; sw < 4; sw++) assertTrue(used[sw] > 0, "switch " + sw + " is an intermediate");
  }

  /**
   * 3x3 HyperX, one server per switch (switch x + 3y): from (0,0) through (1,0) to (0,2), the
   * second leg's first hop (1,0) -> (0,0) returns to the source's switch; the loop is cut and the
   * path is the direct (0,0) -> (0,2), switch 0 then 6.
   */
  @Test
  void aLegThatComesBackIsCutOut() {
    HyperXPaths paths = new HyperXPaths(HX33, FailureSet.NONE, "valiant");
    PathBuffer buf = new PathBuffer();
    assertTrue(paths.write(0, 6, 1, buf));
    assertArrayEquals(new int[] {0, 6}, switches(HX33, buf, 0));
    assertTrue(paths.write(0, 8, 4, buf));          // (0,0) -> (1,1) -> (2,2): x then y, twice
    assertArrayEquals(new int[][] {{0, 6}, {0, 1, 4, 5, 8}}, new int[][] {switches(HX33, buf, 0), switches(HX33, buf, 1)});
  }
}
