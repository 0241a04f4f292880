package org.interflow.model.routing.dimensionorder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hypercube.HypercubeBuilder;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.topology.torus.TorusBuilder;
import org.interflow.model.topology.torus.TorusSpec;
import org.junit.jupiter.api.Test;

class DimensionOrderRoutingTest extends RoutingAlgorithmContract {
  private static final Topology TORUS_4X4 = TorusBuilder.build(TorusSpec.torus(1, 4, 4), LinkParams.DEFAULT);

  private static Topology torus(int t, int... dims) { return TorusBuilder.build(TorusSpec.torus(t, dims), LinkParams.DEFAULT); }

  private static Topology mesh(int t, int... dims) { return TorusBuilder.build(TorusSpec.mesh(t, dims), LinkParams.DEFAULT); }

  private static Topology hyperx(int k, int t, int... dims) { return HyperXBuilder.build(HyperXSpec.of(k, t, dims), LinkParams.DEFAULT); }

  @Override
  protected List<Case> cases() {
    // DOR is minimal on all these families: every dimension is corrected along a shortest way and
    // dimensions are independent. With failures it must either return that minimal path intact or 0.
    List<Topology> networks = List.of(
        TORUS_4X4,
        torus(2, 5, 2, 3),
        torus(1, 3, 2, 4, 3, 2, 3),
        torus(1, 1, 6),
        mesh(2, 3, 4),
        mesh(1, 2, 1, 5),
        HypercubeBuilder.build(new HypercubeSpec(4, 2), LinkParams.DEFAULT),
        hyperx(2, 2, 4, 3, 2),
        hyperx(1, 7, 12, 8));
    List<Case> cases = new ArrayList<>();
    for (Topology t : networks) {
      cases.add(new Case(t, FailureSet.NONE, new DimensionOrderRouting(t, FailureSet.NONE), true));
    }
    for (Topology t : List.of(networks.get(1), networks.get(4), networks.get(6), networks.get(7))) {
      FailureSet links = FailureSet.random(t, FailureSet.Target.LINKS, 4, 7);
      FailureSet switches = FailureSet.random(t, FailureSet.Target.SWITCHES, 1, 11);
      cases.add(new Case(t, links, new DimensionOrderRouting(t, links), true));
      cases.add(new Case(t, switches, new DimensionOrderRouting(t, switches), true));
    }
    return cases;
  }

  @Test
  void torusPathsOnA4x4TorusMatchTheHandWorkedLinks() {
    // 4x4 torus, t=1: servers 0..15 on links 0..15; switch i = x + 4y is node 16+i. X links
    // (dim 1, base 16): link 16+i joins (x,y) to (x+1 mod 4, y). Y links (base 32, stride 4):
    // link 32+i joins (x,y) to (x, y+1 mod 4). Directed 2l runs a->b, 2l+1 back.
    assertEquals(TORUS_4X4.switchNode(3), TORUS_4X4.linkA(19));   // (3,0) -> (0,0), the x wrap link
    assertEquals(TORUS_4X4.switchNode(0), TORUS_4X4.linkB(19));
    assertEquals(TORUS_4X4.switchNode(15), TORUS_4X4.linkA(47));  // (3,3) -> (3,0), the y wrap link
    assertEquals(TORUS_4X4.switchNode(3), TORUS_4X4.linkB(47));
    DimensionOrderRouting dor = new DimensionOrderRouting(TORUS_4X4, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    // 0 -> 15, (0,0) -> (3,3): x is 1 hop backwards over wrap link 19 (directed 39) to (3,0), then
    // y 1 hop backwards over wrap link 47 (directed 95) to (3,3), then down server link 15 (31).
    assertEquals(1, dor.route(0, 15, buf));
    assertArrayEquals(new int[] {0, 39, 95, 31}, buf.path(0));
    // 0 -> 10, (0,0) -> (2,2): both dimensions tie at distance 2 and go +: x links 16, 17
    // (directed 32, 34) to (2,0), y links 32+2 and 32+4+2 (directed 68, 76) to (2,2), then 21.
    assertEquals(1, dor.route(0, 10, buf));
    assertArrayEquals(new int[] {0, 32, 34, 68, 76, 21}, buf.path(0));
    // 10 -> 0 also ties and also goes +: x links 26 (2,2)->(3,2) and 27 (3,2)->(0,2), directed 52, 54;
    // y links 40 (0,2)->(0,3) and 44 (0,3)->(0,0), directed 80, 88; then server link 0 back (1).
    assertEquals(1, dor.route(10, 0, buf));
    assertArrayEquals(new int[] {20, 52, 54, 80, 88, 1}, buf.path(0));
  }

  @Test
  void hypercubeRoutesCorrectTheLowestDifferingBitFirst() {
    // 3-cube, t=1: servers 0..7, switch i = node 8+i. Bit d's links start at 8 + 4d and link
    // i -> i + 2^d (bit d clear) has id 8 + 4d + (i >> (d+1))*2^d + i mod 2^d.
    // 6 -> 1 (110 -> 001): bit 0: 6->7 is link 8 + 3 = 11, forward 22; bit 1: 7->5 is link
    // 12 + 1*2 + 1 = 15 taken backwards, 31; bit 2: 5->1 is link 16 + 0 + 1 = 17 backwards, 35;
    // then server link 1 back, 3.
    Topology cube = HypercubeBuilder.build(new HypercubeSpec(3, 1), LinkParams.DEFAULT);
    PathBuffer buf = new PathBuffer();
    assertEquals(1, new DimensionOrderRouting(cube, FailureSet.NONE).route(6, 1, buf));
    assertArrayEquals(new int[] {12, 22, 31, 35, 3}, buf.path(0));
  }

  @Test
  void hyperxPicksTheTrunkFromTheServerPair() {
    // hyperx:dims=3,t=1,k=2: servers 0..2 on links 0..2; switch pairs (0,1), (0,2), (1,2) have
    // trunks 3,4 / 5,6 / 7,8. 0 -> 2 uses trunk (0+2) mod 2 = 0, link 5 forward (10);
    // 2 -> 0 the same link backwards (11); 1 -> 2 uses trunk 1 of (1,2), link 8 (16).
    Topology t = hyperx(2, 1, 3);
    DimensionOrderRouting dor = new DimensionOrderRouting(t, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    dor.route(0, 2, buf);
    assertArrayEquals(new int[] {0, 10, 5}, buf.path(0));
    dor.route(2, 0, buf);
    assertArrayEquals(new int[] {4, 11, 1}, buf.path(0));
    dor.route(1, 2, buf);
    assertArrayEquals(new int[] {2, 16, 5}, buf.path(0));
  }

  @Test
  void aFailedLinkOrSwitchOnTheFixedPathMeansNoRoute() {
    // On the 4x4 torus, 0 -> 10 uses x link 16 and 0 -> 15 does not (see the hand-worked paths).
    PathBuffer buf = new PathBuffer();
    DimensionOrderRouting withoutLink16 = new DimensionOrderRouting(TORUS_4X4, FailureSet.of(new int[] {16}, new int[0]));
    assertEquals(0, withoutLink16.route(0, 10, buf));
    assertEquals(0, buf.pathCount());
    assertEquals(1, withoutLink16.route(0, 15, buf));
    // 0 -> 15 passes switch (3,0), node 16+3 = 19.
    DimensionOrderRouting withoutSwitch3 = new DimensionOrderRouting(TORUS_4X4, FailureSet.of(new int[0], new int[] {19}));
    assertEquals(0, withoutSwitch3.route(0, 15, buf));
    assertEquals(1, withoutSwitch3.route(0, 10, buf));
  }

  @Test
  void aMillionServerTorusRoutesWithArithmeticAlone() {
    // 32^4 torus, t=1: 2^20 switches and servers, 2^20 + 4*2^20 = 5,242,880 links. Server 0 sits
    // on (0,0,0,0). To (16,16,16,16) (switch 16*(1+32+1024+32768) = 541,200) every dimension ties
    // at 16 hops and goes +: 64 switch hops + 2 server links. To the last server, on
    // (31,31,31,31), every dimension is one hop backwards over its wrap link: 4 + 2 links; the x
    // wrap link of (31,0,0,0) has id 2^20 + 31 and is taken backwards, directed 2*(2^20+31)+1.
    Topology big = torus(1, 32, 32, 32, 32);
    assertEquals(5_242_880, big.links());
    DimensionOrderRouting dor = new DimensionOrderRouting(big, FailureSet.NONE);
    PathBuffer buf = new PathBuffer();
    assertEquals(1, dor.route(0, 541_200, buf));
    assertEquals(66, buf.length(0));
    assertEquals(big.switchNode(541_200), big.from(buf.link(0, 65)));
    assertEquals(1, dor.route(0, 1_048_575, buf));
    assertEquals(6, buf.length(0));
    assertEquals(2 * (1_048_576 + 31) + 1, buf.link(0, 1));
  }

  @Test
  void otherFamiliesAreRejected() {
    Topology star = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);
    assertThrows(IllegalArgumentException.class, () -> new DimensionOrderRouting(star, FailureSet.NONE));
  }
}
