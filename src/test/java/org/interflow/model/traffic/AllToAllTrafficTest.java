package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class AllToAllTrafficTest extends TrafficPatternContract {
  @Override
  protected List<Case> cases() {
    // N(N-1) for all-to-all; q*s*(s-1) + r*(r-1) for N = q*s + r in groups of s
    return List.of(
        new Case("alltoall 12", 12, 12 * 11, () -> AllToAllTraffic.all(12)),
        new Case("alltoall 1", 1, 0, () -> AllToAllTraffic.all(1)),
        new Case("manyalltoall 23 in 5s", 23, 4 * 5 * 4 + 3 * 2, () -> AllToAllTraffic.inGroups(23, 5)),
        new Case("random groups 23 in 5s", 23, 4 * 5 * 4 + 3 * 2, () -> AllToAllTraffic.inRandomGroups(23, 5, 1)),
        // with self pairs (INRFlow): N^2, and q*s^2 + r^2 in groups
        new Case("alltoall 12 with self pairs", 12, 144, () -> AllToAllTraffic.all(12).withSelfPairs()),
        new Case("manyalltoall 23 in 5s with self pairs", 23, 4 * 25 + 9, () -> AllToAllTraffic.inGroups(23, 5).withSelfPairs()));
  }


  /** Counts each ordered pair the pattern produces: a second, independent tally of the flows. */
  private static int[][] pairCounts(TrafficPattern p, int n) {
    int[][] count = new int[n][n];
    for (long f = 0; f < p.flowCount(); f++) count[p.source(f)][p.destination(f)]++;
    return count;
  }

  @Test
  void withSelfPairsEveryOrderedPairAppearsOnceAndRoundZeroIsTheSelfRound() {
    int n = 6;
    AllToAllTraffic p = AllToAllTraffic.all(n).withSelfPairs();
    int[][] count = pairCounts(p, n);
    for (int s = 0; s < n; s++) for (int d = 0; d < n; d++) assertEquals(1, count[s][d], s + "->" + d);
    for (int f = 0; f < n; f++) assertEquals(p.source(f), p.destination(f), "flows 0..N-1 are the self round");
    // groups of 4 over 6 servers: one group of 4 (16 flows) and one of 2 (4 flows), nothing across
    AllToAllTraffic g = AllToAllTraffic.inGroups(6, 4).withSelfPairs();
    assertEquals(20, g.flowCount());
    int[][] gc = pairCounts(g, 6);
    for (int s = 0; s < 6; s++) for (int d = 0; d < 6; d++) assertEquals((s < 4) == (d < 4) ? 1 : 0, gc[s][d]);
  }

  @Test
  void allToAllHasEveryOrderedPairOfDistinctServersExactlyOnce() {
    int n = 7;
    AllToAllTraffic p = AllToAllTraffic.all(n);
    assertEquals(7 * 6, p.flowCount());
    int[][] count = pairCounts(p, n);
    for (int s = 0; s < n; s++) {
      for (int d = 0; d < n; d++) assertEquals(s == d ? 0 : 1, count[s][d], s + "->" + d);
    }
  }

  @Test
  void allToAllOnSixteenThousandServersIsArithmeticNotStored() {
    // 16384 * 16383 = 268,419,072 flows in rounds of N = 16384: flow f is round k = f / N + 1,
    // source f % N, destination (source + k) mod N. Flow N-1 = 16383 is the last of round 1,
    // 16383 -> 0; flow N starts round 2, 0 -> 2; the last flow (round N-1) is 16383 -> 16382.
    AllToAllTraffic p = AllToAllTraffic.all(16384);
    assertEquals(268_419_072L, p.flowCount());
    assertEquals(0, p.source(0));
    assertEquals(1, p.destination(0));
    assertEquals(16383, p.source(16383));
    assertEquals(0, p.destination(16383));
    assertEquals(0, p.source(16384));
    assertEquals(2, p.destination(16384));
    assertEquals(16383, p.source(268_419_071L));
    assertEquals(16382, p.destination(268_419_071L));
  }

  @Test
  void manyAllToAllCountIsFullGroupsPlusTheSmallerLastGroup() {
    // N = 10, s = 4: groups {0..3} {4..7} {8,9}: 2 * 4*3 + 2*1 = 26 flows
    AllToAllTraffic p = AllToAllTraffic.inGroups(10, 4);
    assertEquals(26, p.flowCount());
    int[][] count = pairCounts(p, 10);
    for (int s = 0; s < 10; s++) {
      for (int d = 0; d < 10; d++) {
        assertEquals(s != d && s / 4 == d / 4 ? 1 : 0, count[s][d], s + "->" + d);
      }
    }
    // N = 64, s = 64 and s = 100 are plain all-to-all: 64*63 = 4032
    assertEquals(4032, AllToAllTraffic.inGroups(64, 64).flowCount());
    assertEquals(4032, AllToAllTraffic.inGroups(64, 100).flowCount());
    // s = 1: nobody to talk to
    assertEquals(0, AllToAllTraffic.inGroups(5, 1).flowCount());
  }

  @Test
  void randomGroupsPartitionTheServersIntoGroupsOfTheRightSizes() {
    // N = 10, s = 4: sizes 4, 4, 2 whatever the order; each server talks to all of its group.
    int n = 10;
    AllToAllTraffic p = AllToAllTraffic.inRandomGroups(n, 4, 9);
    assertEquals(26, p.flowCount());
    int[][] count = pairCounts(p, n);
    int[] out = new int[n];
    for (int s = 0; s < n; s++) {
      for (int d = 0; d < n; d++) {
        assertTrue(count[s][d] <= 1);
        assertEquals(count[s][d], count[d][s], "groups talk both ways");
        out[s] += count[s][d];
      }
    }
    int[] sorted = out.clone();
    Arrays.sort(sorted);
    // two servers of the pair group send 1 flow, eight of the 4-groups send 3
    assertArrayEquals(new int[] {1, 1, 3, 3, 3, 3, 3, 3, 3, 3}, sorted);
    assertFalse(Arrays.deepEquals(count, pairCounts(AllToAllTraffic.inGroups(n, 4), n)),
        "seed 9 does not happen to give the consecutive groups");
  }
}
