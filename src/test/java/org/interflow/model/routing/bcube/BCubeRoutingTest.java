package org.interflow.model.routing.bcube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting.Mode;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.bcube.BCubeBuilder;
import org.interflow.model.topology.bcube.BCubeSpec;
import org.junit.jupiter.api.Test;

class BCubeRoutingTest extends RoutingAlgorithmContract {
  static Topology bcube(int n, int k) { return BCubeBuilder.build(new BCubeSpec(n, k), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (int[] nk : new int[][] {{4, 1}, {2, 3}, {3, 2}}) {
      Topology t = bcube(nk[0], nk[1]);
      // single path: one relay per differing digit, 2d links = the BFS distance (minimal)
      cases.add(new Case(t, FailureSet.NONE, new BCubeRouting(t, FailureSet.NONE, Mode.SINGLE), true));
      cases.add(new Case(t, FailureSet.NONE, new BCubeRouting(t, FailureSet.NONE, Mode.MULTIPATH), false));
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 10, 7);
      for (Mode m : Mode.values()) cases.add(new Case(t, f, new BCubeRouting(t, f, m), false));
    }
    return cases;
  }

  @Test
  void theKPlusOneParallelPathsAreDisjointAndAsLongAsThePaperSays() {
    // BCube(4, 2): 64 servers, 3 levels. Source 0 = (0,0,0), destination 5 = (0,1,1): d = 2.
    // P_0 and P_1 correct digits directly: 2d = 4 links; P_2 (digit 2 equal) detours: 2d + 4 = 8.
    Topology t = bcube(4, 2);
    BCubeRouting r = new BCubeRouting(t, FailureSet.NONE, Mode.MULTIPATH);
    PathBuffer buf = new PathBuffer();
    assertEquals(3, r.route(0, 5, buf));
    assertEquals(4, buf.length(0));
    assertEquals(4, buf.length(1));
    assertEquals(8, buf.length(2));
    BitSet seen = new BitSet();
    for (int p = 0; p < 3; p++) {
      for (int h = 0; h < buf.length(p) - 1; h++) {
        int node = t.to(buf.link(p, h));
        assertFalse(seen.get(node), "node " + node + " on two parallel paths");
        seen.set(node);
      }
    }
  }

  @Test
  void singlePathCorrectsLevelZeroFirstAndFaultAwarePicksTheNextParallelPath() {
    // BCube(4, 1): 0 -> 5 = (1,1). Single: level 0 to server 1, then level 1 to server 5:
    // links 2*0, 2*1+1 (level 0: link id = server), 2*(16+1), 2*(16+5)+1.
    Topology t = bcube(4, 1);
    PathBuffer buf = new PathBuffer();
    new BCubeRouting(t, FailureSet.NONE, Mode.SINGLE).route(0, 5, buf);
    assertEquals(List.of(0, 3, 34, 43), links(buf, 0));
    // fail server 0's level-0 link: single mode drops the flow, fault-aware takes P_1, which
    // corrects level 1 first: 0 -> 4 -> 5, links 2*16, 2*(16+4)+1, 2*4, 2*5+1.
    FailureSet f = FailureSet.of(new int[] {0}, new int[0]);
    assertEquals(0, new BCubeRouting(t, f, Mode.SINGLE).route(0, 5, buf));
    assertEquals(1, new BCubeRouting(t, f, Mode.FAULT_AWARE).route(0, 5, buf));
    assertEquals(List.of(32, 41, 8, 11), links(buf, 0));
  }

  private static List<Integer> links(PathBuffer buf, int path) {
    List<Integer> l = new ArrayList<>();
    for (int h = 0; h < buf.length(path); h++) l.add(buf.link(path, h));
    return l;
  }
}
