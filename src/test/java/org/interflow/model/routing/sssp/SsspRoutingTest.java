package org.interflow.model.routing.sssp;

import static org.interflow.model.routing.SmallNetworks.switches;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.routing.SmallNetworks;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.junit.jupiter.api.Test;

class SsspRoutingTest extends RoutingAlgorithmContract {
  static final Topology RING4 = SmallNetworks.ring(4);
  static final Topology HX44 = HyperXBuilder.build(HyperXSpec.of(1, 2, 4, 4), LinkParams.DEFAULT);

  @Override
  protected List<Case> cases() {
    Topology ring5 = SmallNetworks.ring(5);
    Topology fat = FatTreeBuilder.build(new FatTreeSpec(4, 2), LinkParams.DEFAULT);
    Topology leafSpine = SmallNetworks.leafSpine(3);
    FailureSet cut = FailureSet.of(new int[] {SmallNetworks.ringLink(5, 2)}, new int[0]);
    FailureSet hxFailures = FailureSet.random(HX44, FailureSet.Target.LINKS, 6, 3);
    return List.of(
        new Case(RING4, FailureSet.NONE, new SsspRouting(RING4, FailureSet.NONE), true),
        new Case(ring5, FailureSet.NONE, new SsspRouting(ring5, FailureSet.NONE), true),
        new Case(ring5, cut, new SsspRouting(ring5, cut), true),
        new Case(HX44, FailureSet.NONE, new SsspRouting(HX44, FailureSet.NONE), true),
        new Case(HX44, hxFailures, new SsspRouting(HX44, hxFailures), true),
        new Case(fat, FailureSet.NONE, new SsspRouting(fat, FailureSet.NONE), true),
        new Case(leafSpine, FailureSet.NONE, new SsspRouting(leafSpine, FailureSet.NONE), true));
  }

  /**
   * Ring of 4 switches, one server each (P = 4 LIDs, every channel starts at P^2 = 16), routed in
   * server order, each path adding 1 per channel (one server per switch):
   * <ul>
   *   <li>to 0: 1 and 3 are at 16; 2 reaches 32 first through 1 (popped before 3, same distance)
   *       and keeps it (32 via 3 is not smaller). Loads: 1-0 +2 (paths of 1 and 2), 3-0 +1, 2-1 +1.
   *   <li>to 1: 0 at 16 (0-1), 2 at 17 (2-1); 3 via 0 is 16 + 17 (3-0) = 33, via 2 also 17 + 16 =
   *       33: keeps 0 (settled first). Loads: 0-1 +2, 2-1 +1 (now 2), 3-0 +1 (now 2).
   *   <li>to 2: 1 and 3 at 16; 0 via 1: 16 + 18 (0-1) = 34, via 3: 16 + 16 (0-3) = 32: via 3.
   *       Loads: 1-2 +1, 3-2 +2, 0-3 +1.
   *   <li>to 3: 2 at 16 (2-3), 0 at 17 (0-3); 1 via 2: 16 + 17 (1-2) = 33, via 0: 17 + 18 (1-0) =
   *       35: via 2. Loads: 2-3 +2, 1-2 +1 (now 2), 0-3 +1 (now 2).
   * </ul>
   * Every one of the 8 channels ends with 2 paths: weight 18; the two-hop routes alternate
   * directions: 2->1->0, 3->0->1, 0->3->2, 1->2->3.
   */
  @Test
  void ringOfFourEndsWithTwoPathsOnEveryChannel() {
    SsspEngine engine = SsspEngine.balanced(RING4, FailureSet.NONE);
    for (int i = 0; i < 4; i++) {
      int link = SmallNetworks.ringLink(4, i);
      assertEquals(18, engine.weight(2 * link), "channel " + i + " -> " + (i + 1) % 4);
      assertEquals(18, engine.weight(2 * link + 1), "channel " + (i + 1) % 4 + " -> " + i);
    }
    SsspRouting r = new SsspRouting(RING4, FailureSet.NONE);
    assertArrayEquals(new int[] {2, 1, 0}, switches(RING4, r, 2, 0));
    assertArrayEquals(new int[] {3, 0, 1}, switches(RING4, r, 3, 1));
    assertArrayEquals(new int[] {0, 3, 2}, switches(RING4, r, 0, 2));
    assertArrayEquals(new int[] {1, 2, 3}, switches(RING4, r, 1, 3));
  }

  /**
   * OpenSM's destination order: switches with more servers first. On a 4-ary 2-tree every leaf
   * holds 4 servers and the 4 spines none, so the order is the servers in id order (leaves in
   * index order, servers in port order).
   */
  @Test
  void destinationsComeSwitchBySwitchFullestFirst() {
    Topology fat = FatTreeBuilder.build(new FatTreeSpec(4, 2), LinkParams.DEFAULT);
    int[] order = new SsspEngine(fat, FailureSet.NONE, 1).destinationOrder();
    for (int i = 0; i < 16; i++) assertEquals(i, order[i]);
  }

  /**
   * Balancing on a leaf-spine tree: 4 leaves (switches 0..3) with 2 servers each, spines 4 and 5; P
   * = 8 LIDs, base weight 64, each leaf adds 2 per path. Destinations in server order:
   * <ul>
   *   <li>server 0 (leaf 0): both spines at 64, spine 4 settled first gives leaves 1..3 distance
   *       128 through it; spine 5's 128 is not smaller: all through spine 4. Loads: up 1-4, 2-4,
   *       3-4 +2 each, down 4-0 +6.
   *   <li>server 1: spine 4 now at 70, spine 5 at 64 settles first: all through spine 5 (up x-5
   *       +2, down 5-0 +6). Every up channel of leaves 1..3 now holds 2.
   *   <li>servers 2, 3 (leaf 1): as for leaf 0, leaves 0, 2, 3 climb to spine 4 then spine 5
   *       (ties go to the first settled spine), and so on for leaves 2 and 3.
   * </ul>
   * Each destination's tree uses one spine and they alternate, so every one of the 16 channels
   * ends with 3 destinations x 2 servers = 6: weight 70. Server 2 reaches server 0 through spine 4
   * and server 1 through spine 5.
   */
  @Test
  void leafSpineAlternatesSpinesAndBalancesEveryChannel() {
    Topology t = SmallNetworks.leafSpine(2);
    SsspEngine engine = SsspEngine.balanced(t, FailureSet.NONE);
    for (int l = 8; l < t.links(); l++) {
      assertEquals(70, engine.weight(2 * l), "up channel of link " + l);
      assertEquals(70, engine.weight(2 * l + 1), "down channel of link " + l);
    }
    SsspRouting r = new SsspRouting(t, FailureSet.NONE);
    assertArrayEquals(new int[] {1, 4, 0}, switches(t, r, 2, 0));
    assertArrayEquals(new int[] {1, 5, 0}, switches(t, r, 2, 1));
  }
}
