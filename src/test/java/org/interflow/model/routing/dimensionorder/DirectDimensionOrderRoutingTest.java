package org.interflow.model.routing.dimensionorder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hypercube.HypercubeBuilder;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.interflow.model.topology.torus.TorusBuilder;
import org.interflow.model.topology.torus.TorusSpec;
import org.junit.jupiter.api.Test;

/** Dimension order on direct lattices, and the seeded random tie-breaking of even rings. */
class DirectDimensionOrderRoutingTest extends RoutingAlgorithmContract {
  static Topology direct(boolean wrap, int... dims) {
    return TorusBuilder.build(new TorusSpec(new MixedRadix(dims), 1, wrap, true), LinkParams.DEFAULT);
  }

  @Override
  protected List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    List<Topology> nets = List.of(direct(true, 4, 4, 4), direct(false, 3, 4), direct(true, 6, 5),
        HypercubeBuilder.build(new HypercubeSpec(5, 1, true), LinkParams.DEFAULT));
    for (Topology t : nets) {
      cases.add(new Case(t, FailureSet.NONE, new DimensionOrderRouting(t, FailureSet.NONE), true));
      cases.add(new Case(t, FailureSet.NONE, new DimensionOrderRouting(t, FailureSet.NONE, DimensionOrderRouting.Ties.RANDOM, 7), true));
      FailureSet f = FailureSet.random(t, FailureSet.Target.LINKS, t.links() / 10, 1);
      cases.add(new Case(t, f, new DimensionOrderRouting(t, f, DimensionOrderRouting.Ties.RANDOM, 7), false));
    }
    // the indirect torus keeps its access links with random ties too
    Topology indirect = TorusBuilder.build(TorusSpec.torus(2, 4, 4), LinkParams.DEFAULT);
    cases.add(new Case(indirect, FailureSet.NONE, new DimensionOrderRouting(indirect, FailureSet.NONE, DimensionOrderRouting.Ties.SIMGRID, 3), true));
    return cases;
  }

  @Test
  void allToAllOnADirect4x4x4TorusWithPlusTiesLoadsEveryPlusLinkWith48Flows() {
    // On one ring of 4 with ties going +, the + link c -> c+1 carries the flows from c to c+1 and
    // c+2 and from c-1 to c+1: 3; the - link carries only c -> c-1: 1. Dimension order corrects
    // dimension 0 first, so a dimension-0 link carries its ring's 3 flows for each of the 16
    // combinations of the other two destination coordinates: 48 (and - links 16). Dimensions 1, 2
    // the same with the free coordinates of source and destination swapped: also 48 and 16.
    Topology t = direct(true, 4, 4, 4);
    DimensionOrderRouting r = new DimensionOrderRouting(t, FailureSet.NONE);
    int[] load = new int[t.directedLinks()];
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 64; s++) {
      for (int d = 0; d < 64; d++) {
        r.route(s, d, buf);
        for (int h = 0; h < buf.length(0); h++) load[buf.link(0, h)]++;
      }
    }
    for (int dl = 0; dl < t.directedLinks(); dl++) assertEquals(dl % 2 == 0 ? 48 : 16, load[dl], "directed link " + dl);
  }

  @Test
  void randomTiesSplitTheAntipodesBothWaysReproduciblyAndDependOnTheSeed() {
    // ring of 8: every pair at distance 4 is a tie. Over the 8 antipodal pairs the hash sends some
    // each way; the same seed gives the same paths, another seed other ones.
    Topology t = direct(true, 8);
    PathBuffer a = new PathBuffer();
    PathBuffer b = new PathBuffer();
    int plus = 0;
    int differing = 0;
    for (int s = 0; s < 8; s++) {
      new DimensionOrderRouting(t, FailureSet.NONE, DimensionOrderRouting.Ties.RANDOM, 11).route(s, (s + 4) % 8, a);
      new DimensionOrderRouting(t, FailureSet.NONE, DimensionOrderRouting.Ties.RANDOM, 11).route(s, (s + 4) % 8, b);
      assertEquals(4, a.length(0));
      for (int h = 0; h < 4; h++) assertEquals(a.link(0, h), b.link(0, h));
      if ((a.link(0, 0) & 1) == 0) plus++;
      new DimensionOrderRouting(t, FailureSet.NONE, DimensionOrderRouting.Ties.RANDOM, 12).route(s, (s + 4) % 8, b);
      if (a.link(0, 0) != b.link(0, 0)) differing++;
    }
    assertTrue(plus > 0 && plus < 8, "both ways used: " + plus + " of 8 go +");
    assertTrue(differing > 0, "another seed changes some ties");
  }

  @Test
  void simgridTiesGoPlusExceptFromTheMiddleCoordinateToZero() {
    // SimGrid's TorusZone on a ring of 4: 0 -> 2 and 1 -> 3 and 3 -> 1 go + (3 -> 0 -> 1), but 2 ->
    // 0 goes - (2 -> 1 -> 0): directed link 2*l is +, 2*l+1 is -.
    Topology t = direct(true, 4);
    DimensionOrderRouting r = new DimensionOrderRouting(t, FailureSet.NONE, DimensionOrderRouting.Ties.SIMGRID, 0);
    PathBuffer buf = new PathBuffer();
    int[][] plusPairs = {{0, 2}, {1, 3}, {3, 1}};
    for (int[] p : plusPairs) {
      r.route(p[0], p[1], buf);
      assertEquals(0, buf.link(0, 0) & 1, p[0] + " -> " + p[1] + " goes +");
    }
    r.route(2, 0, buf);
    assertEquals(1, buf.link(0, 0) & 1, "2 -> 0 goes -");
  }
}
