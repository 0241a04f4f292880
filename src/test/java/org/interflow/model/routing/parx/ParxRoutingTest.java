package org.interflow.model.routing.parx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.junit.jupiter.api.Test;

class ParxRoutingTest extends RoutingAlgorithmContract {
  /**
   * 2x2 HyperX, one server per switch: switch i = x + 2y, so 0 (0,0) is Q0, 1 (1,0) Q3, 2 (0,1) Q1
   * and 3 (1,1) Q2. Links 0..3 join server i to switch i, then 4: 0-1, 5: 2-3, 6: 0-2, 7: 1-3 (a
   * ring 0-1-3-2-0); directed 2l runs from the lower to the higher switch. The rules remove link 6
   * (left half) for LID0, 7 (right) for LID1, 4 (top) for LID2, 5 (bottom) for LID3.
   */
  static final Topology HX22 = hyperx(1, 2, 2);
  static final Topology HX44 = hyperx(1, 4, 4);

  static Topology hyperx(int t, int... dims) { return HyperXBuilder.build(HyperXSpec.of(1, t, dims), LinkParams.DEFAULT); }

  static ParxRouting parx(Topology t, FailureSet f, DemandProfile demand) { return new ParxRouting(t, f, 512, demand, 8, 1); }

  @Override
  protected List<Case> cases() {
    Topology hx42 = hyperx(2, 4, 2);
    Topology hx64 = hyperx(1, 6, 4);
    FailureSet failures = FailureSet.random(hx64, FailureSet.Target.LINKS, 5, 2);
    return List.of(
        new Case(HX22, FailureSet.NONE, parx(HX22, FailureSet.NONE, DemandProfile.NONE), false),
        new Case(HX44, FailureSet.NONE, parx(HX44, FailureSet.NONE, DemandProfile.NONE), false),
        new Case(hx42, FailureSet.NONE, parx(hx42, FailureSet.NONE, DemandProfile.NONE), false),
        new Case(hx64, failures, parx(hx64, failures, DemandProfile.NONE), false));
  }

  /** The switches of each path of a route, by path. */
  static int[][] switches(Topology t, PathBuffer buf) {
    int[][] out = new int[buf.pathCount()][];
    for (int p = 0; p < buf.pathCount(); p++) out[p] = SmallNetworks.switches(t, buf, p);
    return out;
  }

  @Test
  void smallMessagesTakeMinimalPathsAndLargeOnesDetourToTheOtherHalf() {
    ParxRouting r = parx(HX22, FailureSet.NONE, DemandProfile.NONE);
    PathBuffer buf = new PathBuffer();
    r.route(0, 2, 512, LinkLoad.IDLE, buf);          // Q0 -> Q1 small: LID1 (right half gone): direct
    assertArrayEquals(new int[][] {{0, 2}}, switches(HX22, buf));
    r.route(0, 2, 513, LinkLoad.IDLE, buf);          // large: LID0, the left link 0-2 is gone
    assertArrayEquals(new int[][] {{0, 1, 3, 2}}, switches(HX22, buf));
    r.route(0, 3, 1 << 20, LinkLoad.IDLE, buf);      // Q0 -> Q2 large: LIDs 0 and 2, both minimal, split
    assertArrayEquals(new int[][] {{0, 1, 3}, {0, 2, 3}}, switches(HX22, buf));
  }

  /**
   * Table 1 on a 4x4 HyperX: for every pair of servers on different switches, a small message's
   * path is minimal; a large message's paths are longer than minimal between the same or adjacent
   * quadrants and minimal between diagonal quadrants (Q0-Q2, Q1-Q3), where Table 1b keeps the
   * small-message LIDs.
   */
  @Test
  void table1GivesMinimalPathsToSmallMessagesAndDetoursToLargeOnes() {
    ParxRouting r = parx(HX44, FailureSet.NONE, DemandProfile.NONE);
    PathBuffer buf = new PathBuffer();
    for (int s = 0; s < 16; s++) {
      for (int d = 0; d < 16; d++) {
        if (s == d) continue;
        int minimal = (s % 4 != d % 4 ? 1 : 0) + (s / 4 != d / 4 ? 1 : 0) + 2;
        assertEquals(1, r.route(s, d, 100, LinkLoad.IDLE, buf));
        assertEquals(minimal, buf.length(0), "small " + s + "->" + d);
        boolean diagonal = ((s % 4 < 2) != (d % 4 < 2)) && ((s / 4 < 2) != (d / 4 < 2));
        int n = r.route(s, d, 4096, LinkLoad.IDLE, buf);
        for (int p = 0; p < n; p++) {
          if (diagonal) assertEquals(minimal, buf.length(p), "large diagonal " + s + "->" + d);
          else assertTrue(buf.length(p) > minimal, "large " + s + "->" + d + " detours");
        }
      }
    }
  }

  /**
   * Link weights after balancing on the 2x2 HyperX without demand. With one link removed the ring
   * is a line of 4 switches, so every path is forced; on a line a-b-c-e routed toward each of its
   * 4 switches with +1 per source, the end links' channels carry 1 x 3 = 3 paths and the middle
   * link's 2 x 2 = 4. Each link is an end link under two rules, the middle under one and removed
   * under one: 3 + 3 + 4 = 10 on every one of the 8 channels.
   */
  @Test
  void withoutDemandEveryChannelOfTheSmallestHyperXCarriesTenPaths() {
    ParxRouting r = parx(HX22, FailureSet.NONE, DemandProfile.NONE);
    for (int d = 8; d < 16; d++) assertEquals(10, r.load(d), "directed link " + d);
  }

  /**
   * With a demand profile of one pair, server 0 to server 3 (weight 255), server 3 is routed first:
   * its four LIDs' paths from switch 0 are 0-1-3 (LID0, LID3) and 0-2-3 (LID1, LID2), each adding
   * 255: 510 on channels 0->1, 1->3, 0->2 and 2->3. The other destinations then add 1 per path:
   * the 10 per channel of the profile-free case minus what destination 3 would have added with +1
   * from all three sources (0->1: 3, 1->3: 6, 2->3: 6, 0->2: 3, 1->0: 1, 2->0: 1, 3->1 and 3->2:
   * 0), e.g. under LID1 (line 1-0-2-3) the sources 1, 0, 2 put 1, 2 and 3 paths on 1->0, 0->2 and
   * 2->3.
   */
  @Test
  void aDemandProfileChargesItsWeightsToThePathsOfItsPairs() {
    DemandProfile demand = DemandProfile.of(new int[] {0}, new int[] {3}, new long[] {1000}, new int[] {0, 1, 2, 3});
    ParxRouting r = parx(HX22, FailureSet.NONE, demand);
    assertEquals(517, r.load(8), "0->1");
    assertEquals(9, r.load(9), "1->0");
    assertEquals(514, r.load(10), "2->3");
    assertEquals(10, r.load(11), "3->2");
    assertEquals(517, r.load(12), "0->2");
    assertEquals(9, r.load(13), "2->0");
    assertEquals(514, r.load(14), "1->3");
    assertEquals(10, r.load(15), "3->1");
  }

  @Test
  void demandIsNormalisedToOneTo255AndAddsUpOverRanksOfOneServer() {
    // ranks 0..3 on servers 0, 0, 1, 2: ranks 0 and 1 share server 0
    DemandProfile p = DemandProfile.of(new int[] {0, 1, 0, 2, 3, 1}, new int[] {2, 2, 3, 3, 2, 0},
        new long[] {60, 40, 50, 1, 0, 99}, new int[] {0, 0, 1, 2});
    assertEquals(255, p.weight(0, 1), "60 + 40 = 100 bytes, the maximum");
    assertEquals(128, p.weight(0, 2), "ceil(255 x 50 / 100) = ceil(127.5)");
    assertEquals(3, p.weight(1, 2), "ceil(2.55): any traffic is at least 1");
    assertEquals(0, p.weight(2, 1), "zero bytes: no demand");
    assertEquals(0, p.weight(0, 0), "within a server: dropped");
    assertEquals(2, p.destinationCount());
  }

  @Test
  void onlyEvenSized2dHyperXIsAccepted() {
    assertThrows(IllegalArgumentException.class, () -> parx(hyperx(1, 3, 4), FailureSet.NONE, DemandProfile.NONE));
    assertThrows(IllegalArgumentException.class, () -> parx(hyperx(1, 2, 2, 2), FailureSet.NONE, DemandProfile.NONE));
  }

  @Test
  void aLaneLimitBelowTheNeedIsAClearError() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ParxRouting(HX44, FailureSet.NONE, 512, DemandProfile.NONE, 1, 1));
    assertTrue(e.getMessage().matches("parx needs \\d+ virtual lanes to be deadlock-free, more than vls=1"), e.getMessage());
  }

  /**
   * The paper reports that PARX needs 5 to 8 lanes on its 12x8 HyperX with 7 servers per switch,
   * depending on the profile (footnote 8): far more than DFSSSP's 2-3, since detours chain
   * channels of both halves.
   */
  @Test
  void theSeedsHyperXNeedsFiveToEightLanes() {
    ParxRouting r = parx(hyperx(7, 12, 8), FailureSet.NONE, DemandProfile.NONE);
    assertTrue(r.virtualLanes() >= 5 && r.virtualLanes() <= 8, r.virtualLanes() + " lanes");
  }
}
