package org.interflow.model.routing.dragonflyplus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting.Mode;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusBuilder;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusSpec;
import org.interflow.model.topology.megafly.MegaflySpec;
import org.junit.jupiter.api.Test;

class DragonflyPlusRoutingTest extends RoutingAlgorithmContract {
  static Topology dfplus(int l, int s, int p, int h, int g, DragonflyArrangement rule) {
    return DragonflyPlusBuilder.build(new DragonflyPlusSpec(l, s, p, h, g, rule), LinkParams.DEFAULT);
  }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    List<Topology> nets = new ArrayList<>();
    for (DragonflyArrangement rule : DragonflyArrangement.values()) nets.add(dfplus(3, 2, 2, 2, 5, rule));
    nets.add(dfplus(2, 3, 1, 2, 4, DragonflyArrangement.ABSOLUTE));   // C = floor(6/3) = 2 parallel links
    nets.add(DragonflyPlusBuilder.build(MegaflySpec.balanced(4, DragonflyArrangement.CIRCULANT), LinkParams.DEFAULT));
    for (Topology t : nets) {
      // leaves have no global links, so leaf-spine-(global)-spine-leaf is a shortest path
      cases.add(new Case(t, FailureSet.NONE, new DragonflyPlusRouting(t, FailureSet.NONE, Mode.SINGLE), true));
      cases.add(new Case(t, FailureSet.NONE, new DragonflyPlusRouting(t, FailureSet.NONE, Mode.MULTIPATH), true));
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 10, 2);
      for (Mode m : Mode.values()) cases.add(new Case(t, f, new DragonflyPlusRouting(t, f, m), false));
    }
    return cases;
  }

  @Test
  void insideAGroupMultipathSpreadsOverEverySpine() {
    // L=3, S=2, p=2, h=2, g=5: servers 0,1 on leaf 0 and 2,3 on leaf 1 of group 0: 2 paths of 4
    // links, one per spine; across groups with C = floor(4/4) = 1: one path of 5 links.
    Topology t = dfplus(3, 2, 2, 2, 5, DragonflyArrangement.RELATIVE);
    DragonflyPlusRouting r = new DragonflyPlusRouting(t, FailureSet.NONE, Mode.MULTIPATH);
    PathBuffer buf = new PathBuffer();
    assertEquals(2, r.route(0, 2, buf));
    assertEquals(4, buf.length(0));
    assertEquals(4, buf.length(1));
    assertEquals(1, r.route(0, 6, buf));
    assertEquals(5, buf.length(0));
  }
}
