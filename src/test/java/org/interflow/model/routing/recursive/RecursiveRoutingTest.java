package org.interflow.model.routing.recursive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting.Mode;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dcell.DCellSpec;
import org.interflow.model.topology.ficonn.FiConnSpec;
import org.interflow.model.topology.hcn.BcnSpec;
import org.interflow.model.topology.hcn.HcnBuilder;
import org.interflow.model.topology.hcn.HcnSpec;
import org.junit.jupiter.api.Test;

class RecursiveRoutingTest extends RoutingAlgorithmContract {
  static Topology wired(RecursiveSpec spec) { return spec.levels().wire(spec, LinkParams.DEFAULT); }

  static List<Topology> networks() {
    return List.of(
        wired(new DCellSpec(4, 1, DCellSpec.Rule.ALPHA)),
        wired(new DCellSpec(2, 2, DCellSpec.Rule.BETA)),
        wired(new FiConnSpec(4, 2)),
        HcnBuilder.build(new HcnSpec(3, 2, 2), LinkParams.DEFAULT),
        HcnBuilder.build(new BcnSpec(2, 1, 2, 1, DCellSpec.Rule.ALPHA), LinkParams.DEFAULT),
        HcnBuilder.build(new BcnSpec(2, 2, 1, 0, DCellSpec.Rule.BETA), LinkParams.DEFAULT));
  }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (Topology t : networks()) {
      // dimensional routes are not always shortest (Guo et al. 2008, section 4.1.1)
      for (Mode m : Mode.values()) cases.add(new Case(t, FailureSet.NONE, new RecursiveRouting(t, FailureSet.NONE, m), false));
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 10, 11);
      for (Mode m : Mode.values()) cases.add(new Case(t, f, new RecursiveRouting(t, f, m), false));
    }
    return cases;
  }

  @Test
  void dcellRoutesThroughTheBridgeOfTheTwoCells() {
    // DCell(4,1) alpha: uid 0 (cell 0) to uid 5 (cell 1, position 1). Bridge (0,1) joins uid 0
    // and uid 4 (link 20). Path: 0 -> 4 over link 20, then 4 -> switch 21 -> 5 over switch links
    // 4 and 5: directed links 40, 8, 11.
    Topology t = wired(new DCellSpec(4, 1, DCellSpec.Rule.ALPHA));
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new RecursiveRouting(t, FailureSet.NONE, Mode.SINGLE).route(0, 5, buf));
    assertEquals(List.of(40, 8, 11), links(buf));
  }

  @Test
  void pathsStayWithinTheRecursionsLengthBound() {
    // a dimensional path over levels 0..k has at most 2^(k+1) - 1 server-to-server steps, each of
    // at most 2 links (via a switch): <= 2^(k+2) - 2 links. DCell(2,2): <= 14; FiConn(4,2): <= 14
    // (INRFlow's maximum on ficonn_2_4 all-to-all is 11).
    for (Topology t : List.of(wired(new DCellSpec(2, 2, DCellSpec.Rule.ALPHA)), wired(new FiConnSpec(4, 2)))) {
      RecursiveRouting r = new RecursiveRouting(t, FailureSet.NONE, Mode.SINGLE);
      PathBuffer buf = new PathBuffer();
      int longest = 0;
      for (int s = 0; s < t.servers(); s++) {
        for (int d = 0; d < t.servers(); d++) {
          r.route(s, d, buf);
          longest = Math.max(longest, buf.length(0));
        }
      }
      assertTrue(longest <= 14, t + " longest " + longest);
    }
  }

  @Test
  void faultAwareModeReroutesThroughAProxyCell() {
    // DCell(4,1): fail the bridge 0-4 (link 20); 0 -> 5 must avoid it. Single mode drops the
    // flow; fault-aware goes through proxy cell c = 2. Bridge (0,2) joins uid 1 and uid 8 (link
    // 21), bridge (2,1) joins uid 9 and uid 5 (link 24, created from 5 to 9). Path: 0 -sw- 1
    // (links 2*0, 2*1+1), 1 = 8 (2*21), 8 -sw- 9 (2*8, 2*9+1), 9 = 5 (2*24+1).
    Topology t = wired(new DCellSpec(4, 1, DCellSpec.Rule.ALPHA));
    FailureSet f = FailureSet.of(new int[] {20}, new int[0]);
    PathBuffer buf = new PathBuffer();
    assertEquals(0, new RecursiveRouting(t, f, Mode.SINGLE).route(0, 5, buf));
    assertEquals(1, new RecursiveRouting(t, f, Mode.FAULT_AWARE).route(0, 5, buf));
    assertEquals(List.of(0, 3, 42, 16, 19, 49), links(buf));
  }

  private static List<Integer> links(PathBuffer buf) {
    List<Integer> l = new ArrayList<>();
    for (int h = 0; h < buf.length(0); h++) l.add(buf.link(0, h));
    return l;
  }
}
