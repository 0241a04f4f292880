package org.interflow.model.routing.dragonfly;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.interflow.model.topology.dragonfly.DragonflyBuilder;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.junit.jupiter.api.Test;

class DragonflyMinimalRoutingTest extends RoutingAlgorithmContract {
  static Topology build(int a, int p, int h, int g, DragonflyArrangement rule) {
    return DragonflyBuilder.build(new DragonflySpec(a, p, h, g, rule), LinkParams.DEFAULT);
  }

  /** The nodes a path visits, from the source server to the destination server. */
  static int[] nodes(Topology t, PathBuffer buf) {
    int[] n = new int[buf.length(0) + 1];
    n[0] = t.from(buf.link(0, 0));
    for (int h = 0; h < buf.length(0); h++) n[h + 1] = t.to(buf.link(0, h));
    return n;
  }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    for (DragonflyArrangement rule : DragonflyArrangement.values()) {
      // h = 1: a router's only global link cannot shorten a detour through a third group, so
      // local-global-local is a shortest path and the contract may check minimality by BFS.
      Topology t = build(4, 2, 1, 5, rule);
      cases.add(new Case(t, FailureSet.NONE, new DragonflyMinimalRouting(t, FailureSet.NONE), true));
      // h = 2: a detour global-global can beat local-global-local (Bunde et al.), so not BFS-minimal.
      Topology t2 = build(4, 2, 2, 9, rule);
      cases.add(new Case(t2, FailureSet.NONE, new DragonflyMinimalRouting(t2, FailureSet.NONE), false));
    }
    Topology parallel = build(4, 1, 2, 4, DragonflyArrangement.ABSOLUTE);
    cases.add(new Case(parallel, FailureSet.NONE, new DragonflyMinimalRouting(parallel, FailureSet.NONE), false));
    Topology failed = build(4, 2, 2, 9, DragonflyArrangement.RELATIVE);
    FailureSet f = FailureSet.random(failed, FailureSet.Target.LINKS, 20, 3);
    cases.add(new Case(failed, f, new DragonflyMinimalRouting(failed, f), false));
    return cases;
  }

  @Test
  void pathsAreLocalGlobalLocalWithAtMostThreeRouterHops() {
    // a=4,p=2,h=2,g=9: servers 0..71, router of server s is s/2, group of router r is r/4.
    Topology t = build(4, 2, 2, 9, DragonflyArrangement.CIRCULANT);
    DragonflyMinimalRouting r = new DragonflyMinimalRouting(t, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 72; s++) {
      for (int d = 0; d < 72; d++) {
        if (s == d) continue;
        assertEquals(1, r.route(s, d, buf));
        int[] n = nodes(t, buf);
        int globals = 0;
        for (int i = 1; i + 2 < n.length; i++) if ((n[i] - 72) / 4 != (n[i + 1] - 72) / 4) globals++;
        int sameRouter = s / 2 == d / 2 ? 1 : 0;
        int sameGroup = s / 8 == d / 8 ? 1 : 0;
        assertEquals(1 - sameGroup, globals, "one global hop between groups, none inside one");
        if (sameRouter == 1) assertEquals(2, buf.length(0));
        else if (sameGroup == 1) assertEquals(3, buf.length(0));
        else assertTrue(buf.length(0) >= 3 && buf.length(0) <= 5, "2 access links + 1..3 router hops");
      }
    }
  }

  @Test
  void theSmallRelativeDragonflyRoutesAsWorkedOutByHand() {
    // a=2,p=1,h=1,g=3 relative: server s on router s, node 6+s. Group 0's link to group 2 sits on
    // router 1 (slot 1 -> 0+1+1) and lands on group 2's router 0 (slot 0 -> 2+0+1 = 0 mod 3).
    // Server 0 -> server 5: 0, router 6, local to 7, global to 10, local to 11, server 5.
    Topology t = build(2, 1, 1, 3, DragonflyArrangement.RELATIVE);
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new DragonflyMinimalRouting(t, FailureSet.NONE).route(0, 5, buf));
    assertArrayEquals(new int[] {0, 6, 7, 10, 11, 5}, nodes(t, buf));
    // Failing that global link (between nodes 7 and 10) leaves 0 -> 5 without a route but not 0 -> 2.
    int global = -1;
    for (int l = 0; l < t.links(); l++) if (t.linkA(l) == 7 && t.linkB(l) == 10) global = l;
    FailureSet f = FailureSet.of(new int[] {global}, new int[0]);
    DragonflyMinimalRouting broken = new DragonflyMinimalRouting(t, f);
    assertEquals(0, broken.route(0, 5, buf));
    assertEquals(0, broken.route(5, 0, buf));
    assertEquals(1, broken.route(0, 2, buf));
    // A failed router (node 7) cuts every path through it, including its own server's.
    DragonflyMinimalRouting noRouter = new DragonflyMinimalRouting(t, FailureSet.of(new int[0], new int[] {7}));
    assertEquals(0, noRouter.route(1, 0, buf));
    assertEquals(0, noRouter.route(0, 5, buf));
  }

  @Test
  void otherFamiliesAreRejected() {
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    assertThrows(IllegalArgumentException.class, () -> new DragonflyMinimalRouting(star, FailureSet.NONE));
  }
}
