package org.interflow.model.routing.star;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.junit.jupiter.api.Test;

class StarRoutingTest extends RoutingAlgorithmContract {
  private static final Topology STAR8 = StarBuilder.build(new StarSpec(8), LinkParams.DEFAULT);

  @Override
  protected List<Case> cases() {
    return List.of(new Case(STAR8, FailureSet.NONE, new StarRouting(STAR8, FailureSet.NONE), true));
  }

  @Test
  void aFailedAccessLinkLeavesItsServerWithoutRoutes() {
    FailureSet f = FailureSet.of(new int[] {3}, new int[0]);
    StarRouting r = new StarRouting(STAR8, f);
    PathBuffer buf = new PathBuffer();
    assertEquals(0, r.route(3, 5, buf));
    assertEquals(0, r.route(5, 3, buf));
    assertEquals(1, r.route(4, 5, buf));
    assertEquals(2, buf.length(0));
  }
}
