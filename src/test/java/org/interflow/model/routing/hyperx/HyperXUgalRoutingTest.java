package org.interflow.model.routing.hyperx;

import static org.interflow.model.routing.hyperx.HyperXValiantRoutingTest.HX4;
import static org.interflow.model.routing.hyperx.HyperXValiantRoutingTest.hyperx;
import static org.interflow.model.routing.SmallNetworks.switches;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.Test;

class HyperXUgalRoutingTest extends RoutingAlgorithmContract {
  @Override
  protected List<Case> cases() {
    Topology hx44 = hyperx(1, 2, 4, 4);
    FailureSet failures = FailureSet.random(hx44, FailureSet.Target.LINKS, 6, 4);
    return List.of(
        new Case(HX4, FailureSet.NONE, ugal(HX4, 1, HyperXUgalRouting.Mode.LOCAL, 0), false),
        new Case(hx44, FailureSet.NONE, ugal(hx44, 3, HyperXUgalRouting.Mode.GLOBAL, 1), false),
        new Case(hx44, failures, new HyperXUgalRouting(hx44, failures, 2, HyperXUgalRouting.Mode.LOCAL, 0, 3), false));
  }

  static HyperXUgalRouting ugal(Topology t, int candidates, HyperXUgalRouting.Mode mode, int threshold) {
    return new HyperXUgalRouting(t, FailureSet.NONE, candidates, mode, threshold, 3);
  }

  /** The directed link from switch a to switch b of the 1D HyperX of 4 (one server per switch). */
  static int channel(int a, int b) {
    for (int p = 0; p < HX4.degree(HX4.switchNode(a)); p++) {
      int l = HX4.outLink(HX4.switchNode(a), p);
      if (HX4.to(l) == HX4.switchNode(b)) return l;
    }
    throw new IllegalArgumentException();
  }

  /**
   * Server 0 to server 1 on the complete graph of 4 switches: the minimal path is switch 0 -> 1 (1
   * switch hop), the Valiant candidate 0 -> v -> 1 (2 hops). Idle network: costs 0 and 0, the tie
   * goes to the minimal path. With 3 flows on 0 -> 1 and none elsewhere: UGAL-L compares 3 x 1
   * with 0 x 2 and detours; with threshold 5 the detour costs 0 + 5 > 3 and the minimal path stays.
   */
  @Test
  void localModeDetoursWhenTheSourceQueueIsLongerThanTheDetoursWeightedByHops() {
    PathBuffer buf = new PathBuffer();
    int busy = channel(0, 1);
    LinkLoad queue = link -> link == busy ? 3 : 0;
    ugal(HX4, 1, HyperXUgalRouting.Mode.LOCAL, 0).route(0, 1, 1, LinkLoad.IDLE, buf);
    assertArrayEquals(new int[] {0, 1}, switches(HX4, buf, 0));
    ugal(HX4, 1, HyperXUgalRouting.Mode.LOCAL, 0).route(0, 1, 1, queue, buf);
    assertEquals(3, switches(HX4, buf, 0).length, "a detour through a third switch");
    ugal(HX4, 1, HyperXUgalRouting.Mode.LOCAL, 5).route(0, 1, 1, queue, buf);
    assertArrayEquals(new int[] {0, 1}, switches(HX4, buf, 0));
  }

  /**
   * UGAL-G sums the flows over the whole path: with 3 flows on 0 -> 1 and 1 on every other link a
   * detour costs 1 + 1 = 2 < 3 and is taken; with 2 on every other link it costs 4 > 3.
   */
  @Test
  void globalModeComparesTheLoadSummedAlongEachPath() {
    PathBuffer buf = new PathBuffer();
    int busy = channel(0, 1);
    HyperXUgalRouting r = ugal(HX4, 1, HyperXUgalRouting.Mode.GLOBAL, 0);
    r.route(0, 1, 1, link -> link == busy ? 3 : 1, buf);
    assertEquals(3, switches(HX4, buf, 0).length);
    r.route(0, 1, 1, link -> link == busy ? 3 : 2, buf);
    assertArrayEquals(new int[] {0, 1}, switches(HX4, buf, 0));
  }

  @Test
  void withoutALoadViewEveryFlowTakesTheMinimalPath() {
    PathBuffer buf = new PathBuffer();
    HyperXUgalRouting r = ugal(hyperx(1, 1, 4, 4), 3, HyperXUgalRouting.Mode.LOCAL, 0);
    for (int d = 1; d < 16; d++) {
      r.route(0, d, buf);
      int hops = (d % 4 != 0 ? 1 : 0) + (d / 4 != 0 ? 1 : 0);
      assertEquals(hops + 2, buf.length(0), "0 -> " + d);
    }
  }
}
