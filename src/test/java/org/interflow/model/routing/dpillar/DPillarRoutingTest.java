package org.interflow.model.routing.dpillar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting.Mode;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dpillar.DPillarBuilder;
import org.interflow.model.topology.dpillar.DPillarSpec;
import org.junit.jupiter.api.Test;

class DPillarRoutingTest extends RoutingAlgorithmContract {
  static Topology dpillar(int n, int k) { return DPillarBuilder.build(new DPillarSpec(n, k), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (Topology t : List.of(dpillar(4, 3), dpillar(6, 2), dpillar(4, 4))) {
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 10, 5);
      for (boolean mp : new boolean[] {false, true}) {
        for (boolean shorter : new boolean[] {false, true}) {
          for (Mode m : Mode.values()) {
            cases.add(new Case(t, FailureSet.NONE, new DPillarRouting(t, FailureSet.NONE, m, mp, shorter), false));
            cases.add(new Case(t, f, new DPillarRouting(t, f, m, mp, shorter), false));
          }
        }
      }
    }
    return cases;
  }

  @Test
  void theSinglePathSetsOneDigitPerColumnCrossed() {
    // n=4, k=3 (h=2, 8 servers per column). Source 0 = H_0 label 0, destination 23 = H_2 label 7
    // (digits 1,1,1). Clockwise: S_0 sets digit 0 -> H_1 label 1 (server 9); S_1 sets digit 1 ->
    // H_2 label 3 (19); S_2 sets digit 2 -> H_0 label 7 (7); S_0 (digit 0 already 1) -> H_1 label
    // 7 (15); S_1 -> H_2 label 7 (23): 5 hops, 10 links. Counter-clockwise: S_2 sets digit 2 -> H_2
    // label 4 (20), then S_1 sets digit 1 -> H_1 label 6 (14), S_0 sets digit 0 -> H_0 label 7 (7),
    // S_2 -> H_2 label 7 (23): 4 hops. direction=shorter picks ccw: column 2 is 1 step ccw, 2 cw.
    Topology t = dpillar(4, 3);
    PathBuffer buf = new PathBuffer();
    new DPillarRouting(t, FailureSet.NONE, Mode.SINGLE, false, false).route(0, 23, buf);
    assertEquals(List.of(9, 19, 7, 15, 23), servers(t, buf));
    new DPillarRouting(t, FailureSet.NONE, Mode.SINGLE, false, true).route(0, 23, buf);
    assertEquals(List.of(20, 14, 7, 23), servers(t, buf));
  }

  @Test
  void multipathGivesHalfNPathsEachPassingADifferentFirstNeighbour() {
    Topology t = dpillar(8, 3);
    PathBuffer buf = new PathBuffer();
    int n = new DPillarRouting(t, FailureSet.NONE, Mode.MULTIPATH, true, false).route(5, 200, buf);
    assertEquals(4, n);
    java.util.Set<Integer> firsts = new java.util.HashSet<>();
    for (int p = 0; p < n; p++) firsts.add(t.to(buf.link(p, 1)));
    assertEquals(4, firsts.size(), "n/2 distinct first servers");
    for (int p = 0; p < n; p++) assertTrue(buf.length(p) % 2 == 0, "server-switch-server steps");
  }

  private static List<Integer> servers(Topology t, PathBuffer buf) {
    List<Integer> l = new ArrayList<>();
    for (int h = 1; h < buf.length(0); h += 2) l.add(t.to(buf.link(0, h)));
    return l;
  }
}
