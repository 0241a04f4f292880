package org.interflow.model.topology.exanest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyContract;
import org.junit.jupiter.api.Test;

class ExanestBuilderTest extends TopologyContract {
  /** The paper's Fig. 2 example: T = (R=2, N=4, M=2), s = (5, 17, 8, 22). */
  private static final ExanestSpec PAPER = new ExanestSpec(4, 2, 2, List.of(5, 17, 8, 22));

  private static Topology build(ExanestSpec spec) { return ExanestBuilder.build(spec, LinkParams.DEFAULT); }

  @Override
  protected List<Expected> cases() {
    // Closed forms: 6NM servers, 2NM routers, NM*(7 + |A_s|) links.
    return List.of(
        // Paper example: 8 chassis, 48 servers, 16 routers, 8*(7+4) = 88 links.
        new Expected(build(PAPER), 48, 16, 88, -1),
        // Default vector for N=16, M=4, R=8: internal d=1..8 and external e=1..2, |A_s| = 10:
        // 64 chassis, 384 servers, 128 routers, 64*17 = 1088 links.
        new Expected(build(new ExanestSpec(16, 4, 8)), 384, 128, 1088, -1),
        // One cabinet of 4 chassis, R=1: the default is s = (2R*1, 0) = (2, 0), router 0 of chassis q
        // cabled to router 0 of chassis q+1, a ring of router 0s. 24 servers, 8 routers,
        // 4*(7+1) = 32 links. Switch diameter: router 1 of chassis 0 to router 1 of chassis 2 is
        // 1 (backplane) + 2 (ring) + 1 = 4.
        new Expected(build(new ExanestSpec(4, 1, 1)), 24, 8, 32, 4),
        // A single chassis with no cables: 6 servers, 2 routers, 7 links, diameter 1.
        new Expected(build(new ExanestSpec(1, 1, 3, List.of(0, 0, 0, 0, 0, 0))), 6, 2, 7, 1));
  }

  private static TreeSet<Integer> neighbors(Topology t, int node) {
    TreeSet<Integer> out = new TreeSet<>();
    for (int p = 0; p < t.degree(node); p++) out.add(t.neighbor(node, p));
    return out;
  }

  @Test
  void thePaperExampleIsWiredAsWorkedOutByHand() {
    // Servers 0..47; chassis c = 4b + q has routers 48 + 2c (links 1,2) and 49 + 2c (links 3,4).
    // Chassis 0: link 1 -> 1+5 = 6 = chassis 1 link 2 (router 50); link 2 -> 2+17 = 19 = cabinet 1
    // chassis 0 (c=4) link 3 (router 57); link 3 -> 3+8 = 11 = chassis 2 link 3 (router 53); link 4 ->
    // 4+22 = 26 = c=6 link 2 (router 60).
    Topology t = build(PAPER);
    List<String> chassis0 = new ArrayList<>();
    for (int l = 48 + 8; l < 48 + 8 + 4; l++) chassis0.add(t.linkA(l) + "-" + t.linkB(l));
    assertEquals(List.of("48-50", "48-57", "49-53", "49-60"), chassis0);
    // Paper: "13 -> 2": chassis 3 link 1 (router 54) wraps to chassis 0 link 2 (router 48); and the
    // last chassis (c=7, routers 62, 63) cables its link 2 to the first cabinet: 30+17 = 47 -> 15 =
    // chassis 3 link 3 (router 55).
    assertTrue(neighbors(t, 54).contains(48));
    assertTrue(neighbors(t, 62).contains(55));
    // Router 48 in full: servers 0,1,2; backplane 49; its own cables 50, 57; incoming from chassis 3
    // link 1 (54) and from c=6 link 4 (router 61, offset 3+22 = 25 -> cabinet +1, chassis +2, link 2).
    assertEquals(new TreeSet<>(List.of(0, 1, 2, 49, 50, 54, 57, 61)), neighbors(t, 48));
  }

  @Test
  void internalCablesStayInTheCabinetAndExternalOnesLeaveItForEveryChassis() {
    // s(1) = 5 and s(3) = 8 are internal, s(2) = 17 and s(4) = 22 external: per chassis 2 + 2, so the
    // network has 16 cables inside cabinets and 16 between them.
    Topology t = build(PAPER);
    int inside = 0;
    int between = 0;
    for (int l = 48 + 8; l < t.links(); l++) {
      int ca = (t.linkA(l) - 48) / 2 / 4;
      int cb = (t.linkB(l) - 48) / 2 / 4;
      if (ca == cb) inside++;
      else between++;
    }
    assertEquals(16, inside);
    assertEquals(16, between);
  }

  @Test
  void theDefaultVectorIsAChordalRingAndACabinetRing() {
    // N=16, M=4, R=8: s(d) = 16d for d=1..8, s(8+e) = 256e for e=1..2, s(11..16) = 0.
    assertEquals(List.of(16, 32, 48, 64, 80, 96, 112, 128, 256, 512, 0, 0, 0, 0, 0, 0), ExanestSpec.defaultLinks(16, 4, 8));
    assertEquals("exanest:n=4,m=2,r=2,links=5-17-8-22", PAPER.canonical());
    assertEquals(List.of(5, 17, 8, 22), ExanestSpec.parseLinks("5-17-8-22"));
    assertEquals(List.of(5, 17, 0, 22), ExanestSpec.parseLinks("5.17.0.22"));
  }

  @Test
  void theDefaultVectorIsValidAndConnectsEverySize() {
    // The spec constructor checks the ranges; a BFS from the first router must reach every router.
    for (int n = 1; n <= 6; n++) {
      for (int m = 1; m <= 4; m++) {
        for (int r = 1; r <= 3; r++) {
          Topology t = build(new ExanestSpec(n, m, r));
          int[] dist = bfs(t, t.switchNode(0));
          for (int x = t.servers(); x < t.nodes(); x++) assertTrue(dist[x] >= 0, t + ": router " + x + " reachable");
        }
      }
    }
  }

  @Test
  void vectorsOutOfRangeOrOfTheWrongLengthAreRejected() {
    // R=2, N=4, M=2: s(1) internal [4, 15], external [16, 31]; 3 would stay in the chassis and 32 is past the end.
    assertThrows(IllegalArgumentException.class, () -> new ExanestSpec(4, 2, 2, List.of(3, 0, 0, 0)));
    assertThrows(IllegalArgumentException.class, () -> new ExanestSpec(4, 2, 2, List.of(32, 0, 0, 0)));
    // s(4) internal [1, 12]: 1 reaches the next chassis' first link and is fine, 29 is beyond 2MNR - 4 = 28.
    new ExanestSpec(4, 2, 2, List.of(0, 0, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> new ExanestSpec(4, 2, 2, List.of(0, 0, 0, 29)));
    // One cabinet has no external range.
    assertThrows(IllegalArgumentException.class, () -> new ExanestSpec(4, 1, 2, List.of(17, 0, 0, 0)));
    assertThrows(IllegalArgumentException.class, () -> new ExanestSpec(4, 2, 2, List.of(5, 17, 8)));
    assertThrows(IllegalArgumentException.class, () -> ExanestSpec.parseLinks("5-x-8-22"));
  }
}
