package org.interflow.model.routing.tree;

import static org.interflow.model.routing.tree.DModKRoutingTest.FAT_4_3;
import static org.interflow.model.routing.tree.DModKRoutingTest.THIN_4_2_3;
import static org.interflow.model.routing.tree.DModKRoutingTest.XGFT_PARALLEL;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithmContract;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.junit.jupiter.api.Test;

class SModKRoutingTest extends RoutingAlgorithmContract {
  @Override
  protected List<Case> cases() {
    FailureSet broken = FailureSet.random(FAT_4_3, FailureSet.Target.SWITCHES, 3, 11);
    return List.of(
        new Case(FAT_4_3, FailureSet.NONE, new SModKRouting(FAT_4_3, FailureSet.NONE), true),
        new Case(THIN_4_2_3, FailureSet.NONE, new SModKRouting(THIN_4_2_3, FailureSet.NONE), true),
        new Case(XGFT_PARALLEL, FailureSet.NONE, new SModKRouting(XGFT_PARALLEL, FailureSet.NONE), true),
        new Case(FAT_4_3, broken, new SModKRouting(FAT_4_3, broken), true));
  }

  @Test
  void upPortsFollowTheSourceDigits() {
    // 4-ary 3-tree, 0 -> 63: source digits are all 0, so leaf 0 (node 64) climbs to level-2 (0,0)
    // (node 80) and top (0,0) (node 96). Down: level-2 (63/16 = 3, 0 mod 4 = 0) = 12 (node 92),
    // leaf 15 (node 79), server 63.
    assertArrayEquals(new int[] {0, 64, 80, 96, 92, 79, 63},
        DModKRoutingTest.nodes(FAT_4_3, new SModKRouting(FAT_4_3, FailureSet.NONE), 0, 63));
  }

  @Test
  void allToAllOnAFourAryTwoTreeLoadsEveryLeafUpLinkEqually() {
    // fattree:k=4,n=2: leaf i -> top j carries the one source 4i + j times 12 destinations outside
    // leaf i = 12; top j -> leaf i carries sources outside leaf i with s mod 4 = j (3) times the 4
    // destinations in leaf i = 12. Server links carry 15 flows each way.
    Topology t = FatTreeBuilder.build(new FatTreeSpec(4, 2), LinkParams.DEFAULT);
    int[] load = DModKRoutingTest.allToAllLoads(t, new SModKRouting(t, FailureSet.NONE));
    for (int d = 0; d < t.directedLinks(); d++) {
      boolean serverLink = t.isServer(t.from(d)) || t.isServer(t.to(d));
      assertEquals(serverLink ? 15 : 12, load[d], "directed link " + t.from(d) + "->" + t.to(d));
    }
  }

  @Test
  void everyShiftPermutationLoadsEachLinkOfAFourAryThreeTreeAtMostOnce() {
    // Mirror of D-mod-K: an up link carries flows of one source only, and a down link into the
    // k^l-server block of (A, B) carries flows whose source has s mod k^l = B', one per block of
    // k^l consecutive destinations under a shift.
    DModKRoutingTest.assertShiftsAreNonBlocking(FAT_4_3, new SModKRouting(FAT_4_3, FailureSet.NONE));
  }
}
