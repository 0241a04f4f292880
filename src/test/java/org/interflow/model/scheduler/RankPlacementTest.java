package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RankPlacementTest {
  @Test
  void linearPutsPerNodeConsecutiveRanksOnEachServer() {
    // 5 ranks, 2 per node: ranks 0,1 -> server 0; 2,3 -> 1; 4 -> 2
    assertArrayEquals(new int[] {0, 0, 1, 1, 2}, RankPlacement.linear(5, 8, 2));
  }

  @Test
  void tooManyRanksForTheMachineIsAnError() {
    // 9 ranks at 2 per node need 5 servers
    assertThrows(IllegalArgumentException.class, () -> RankPlacement.linear(9, 4, 2));
  }

  @Test
  void randomUsesDistinctServersAndDependsOnlyOnTheSeed() {
    int[] a = RankPlacement.random(64, 100, 1, 7);
    assertArrayEquals(a, RankPlacement.random(64, 100, 1, 7));
    boolean[] seen = new boolean[100];
    for (int s : a) {
      assertTrue(s >= 0 && s < 100);
      assertTrue(!seen[s], "server " + s + " used twice");
      seen[s] = true;
    }
  }

  @Test
  void clusteredWithCertainSuccessIsLinearFromItsStart() {
    // p = 1: every stride is 1, so nodes are consecutive (mod servers) from the random start
    int[] map = RankPlacement.clustered(10, 16, 1, 1.0, 3);
    for (int r = 1; r < 10; r++) assertEquals((map[0] + r) % 16, map[r]);
  }

  @Test
  void clusteredStridesAverageOneOverP() {
    // geometric strides of p = 0.8 have mean 1/p = 1.25; 4000 nodes on a large machine (no
    // wrap, no collisions) give a sample mean within 0.05 of it (sd of the mean ~ 0.0088)
    int nodes = 4000;
    int[] map = RankPlacement.clustered(nodes, 1_000_000, 1, 0.8, 11);
    long span = 0;
    for (int i = 1; i < nodes; i++) {
      int stride = Math.floorMod(map[i] - map[i - 1], 1_000_000);
      assertTrue(stride >= 1);
      span += stride;
    }
    assertEquals(1.25, span / (double) (nodes - 1), 0.05);
  }

  @Test
  void geometricDrawsFollowTheirDistribution() {
    // P(1) = 0.8, P(2) = 0.16, P(3) = 0.032; 200000 draws: sd of a frequency < 0.001
    SplittableRandom random = new SplittableRandom(5);
    int[] counts = new int[4];
    int n = 200_000;
    for (int i = 0; i < n; i++) {
      long d = ClusteredAllocation.geometric(random, 0.8);
      if (d <= 3) counts[(int) d]++;
    }
    assertEquals(0.8, counts[1] / (double) n, 0.005);
    assertEquals(0.16, counts[2] / (double) n, 0.005);
    assertEquals(0.032, counts[3] / (double) n, 0.003);
  }

  @Test
  void clusteredNeverReusesAServerEvenWhenItWraps() {
    int[] map = RankPlacement.clustered(16, 16, 1, 0.5, 9);
    boolean[] seen = new boolean[16];
    for (int s : map) {
      assertTrue(!seen[s]);
      seen[s] = true;
    }
  }
}
