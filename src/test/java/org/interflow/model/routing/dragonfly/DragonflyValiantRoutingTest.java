package org.interflow.model.routing.dragonfly;

import static org.interflow.model.routing.dragonfly.DragonflyMinimalRoutingTest.build;
import static org.interflow.model.routing.dragonfly.DragonflyMinimalRoutingTest.nodes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.junit.jupiter.api.Test;

class DragonflyValiantRoutingTest extends RoutingAlgorithmContract {
  // a=4,p=2,h=2,g=9: 72 servers, server s on router s/2 in group s/8; routers are nodes 72..107.
  private static final Topology DF = build(4, 2, 2, 9, DragonflyArrangement.RELATIVE);

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (DragonflyArrangement rule : DragonflyArrangement.values()) {
      Topology t = build(4, 2, 2, 9, rule);
      cases.add(new Case(t, FailureSet.NONE, new DragonflyValiantRouting(t, FailureSet.NONE, 7), false));
    }
    Topology parallel = build(3, 2, 2, 4, DragonflyArrangement.CIRCULANT);
    cases.add(new Case(parallel, FailureSet.NONE, new DragonflyValiantRouting(parallel, FailureSet.NONE, 1), false));
    FailureSet f = FailureSet.random(DF, FailureSet.Target.SWITCHES, 2, 5);
    cases.add(new Case(DF, f, new DragonflyValiantRouting(DF, f, 7), false));
    return cases;
  }

  private static int group(int node) { return (node - 72) / 4; }

  @Test
  void flowsBetweenGroupsCrossTwoGlobalLinksThroughAThirdGroupWithinTwiceTheShortestPlusOne() {
    DragonflyValiantRouting r = new DragonflyValiantRouting(DF, FailureSet.NONE, 11);
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 72; s++) {
      for (int d = 0; d < 72; d++) {
        if (s / 8 == d / 8) continue;
        assertEquals(1, r.route(s, d, buf));
        int[] n = nodes(DF, buf);
        int globals = 0;
        for (int i = 1; i + 2 < n.length; i++) {
          if (group(n[i]) != group(n[i + 1])) {
            globals++;
            if (globals == 1) {
              int via = group(n[i + 1]);
              assertTrue(via != s / 8 && via != d / 8, "intermediate group differs from both ends");
            }
          }
        }
        assertEquals(2, globals);
        // At most l-g-l-g-l: 5 router hops + 2 access links = 7; a shortest path between groups has
        // at least 3 links (access, global, access), so 7 <= 2 * shortest + 1.
        assertTrue(buf.length(0) <= 7);
        assertTrue(buf.length(0) <= 2 * distance(DF, FailureSet.NONE, s, d) + 1);
      }
    }
  }

  @Test
  void flowsInsideAGroupTakeTheDirectLocalPath() {
    // Servers 0 and 7 sit on routers 0 and 3 of group 0 (nodes 72 and 75): one local hop.
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new DragonflyValiantRouting(DF, FailureSet.NONE, 3).route(0, 7, buf));
    assertArrayEquals(new int[] {0, 72, 75, 7}, nodes(DF, buf));
  }

  @Test
  void theIntermediateGroupIsFixedPerFlowSpreadOverAllOtherGroupsAndChangesWithTheSeed() {
    DragonflyValiantRouting a = new DragonflyValiantRouting(DF, FailureSet.NONE, 1);
    DragonflyValiantRouting b = new DragonflyValiantRouting(DF, FailureSet.NONE, 2);
    // Between groups 0 and 1 there are 7 candidate groups (2..8); 64 server pairs should hit them all.
    boolean[] used = new boolean[9];
    int differ = 0;
    for (int s = 0; s < 8; s++) {
      for (int d = 8; d < 16; d++) {
        int via = a.intermediateGroup(s, d, 0, 1);
        assertEquals(via, a.intermediateGroup(s, d, 0, 1));
        used[via] = true;
        if (via != b.intermediateGroup(s, d, 0, 1)) differ++;
      }
    }
    assertArrayEquals(new boolean[] {false, false, true, true, true, true, true, true, true}, used);
    assertNotEquals(0, differ, "another seed picks other groups");
    PathBuffer x = new PathBuffer();
    PathBuffer y = new PathBuffer();
    a.route(3, 60, x);
    new DragonflyValiantRouting(DF, FailureSet.NONE, 1).route(3, 60, y);
    assertTrue(Arrays.equals(x.path(0), y.path(0)), "same seed, same path");
  }
}
