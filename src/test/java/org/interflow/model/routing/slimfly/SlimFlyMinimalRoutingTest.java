package org.interflow.model.routing.slimfly;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting.Mode;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.slimfly.SlimFlyBuilder;
import org.interflow.model.topology.slimfly.SlimFlySpec;
import org.junit.jupiter.api.Test;

class SlimFlyMinimalRoutingTest extends RoutingAlgorithmContract {
  static Topology slimfly(int q, int p) { return SlimFlyBuilder.build(new SlimFlySpec(q, p), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (Topology t : List.of(slimfly(5, 2), slimfly(4, 1), slimfly(3, 2))) {
      cases.add(new Case(t, FailureSet.NONE, new SlimFlyMinimalRouting(t, FailureSet.NONE, Mode.SINGLE), true));
      cases.add(new Case(t, FailureSet.NONE, new SlimFlyMinimalRouting(t, FailureSet.NONE, Mode.MULTIPATH), true));
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 20, 3);
      for (Mode m : Mode.values()) cases.add(new Case(t, f, new SlimFlyMinimalRouting(t, f, m), false));
    }
    return cases;
  }

  @Test
  void routesHaveAtMostTwoRouterHopsAndUseEveryCommonNeighbourInMultipath() {
    // diameter 2: every path is 2 (same router), 3 (adjacent) or 4 links; in multipath, a pair of
    // non-adjacent routers gets one path per common neighbour, each of 4 links.
    Topology t = slimfly(5, 1);
    SlimFlyMinimalRouting single = new SlimFlyMinimalRouting(t, FailureSet.NONE, Mode.SINGLE);
    SlimFlyMinimalRouting multi = new SlimFlyMinimalRouting(t, FailureSet.NONE, Mode.MULTIPATH);
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 50; s++) {
      for (int d = 0; d < 50; d++) {
        if (s == d) continue;
        single.route(s, d, buf);
        int length = buf.length(0);
        assertEquals(true, length == 3 || length == 4, "length " + length);
        int paths = multi.route(s, d, buf);
        int common = 0;
        for (int x = 0; x < 50; x++) {
          if (t.portTo(t.switchNode(x), t.switchNode(s)) >= 0 && t.portTo(t.switchNode(x), t.switchNode(d)) >= 0) common++;
        }
        assertEquals(length == 3 ? 1 : common, paths, s + " -> " + d);
      }
    }
  }
}
