package org.interflow.model.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random patterns are checked against their laws: a count of flows with probability p out of n
 * draws is Binomial(n, p), mean np and standard deviation sqrt(np(1-p)); every bound below is the
 * mean +- 5 standard deviations, which a correct generator misses with probability under 1e-6.
 */
class RandomTrafficTest extends TrafficPatternContract {
  @Override
  protected List<Case> cases() {
    // N * flowsPerServer flows
    return List.of(
        new Case("uniform 50x3", 50, 150, () -> RandomTraffic.uniform(50, 3, 9)),
        new Case("hotspot 50x2", 50, 100, () -> RandomTraffic.hotSpot(50, 2, 0.5, RandomTraffic.randomServer(50, 9), 9)),
        new Case("hotregion 50", 50, 50, () -> RandomTraffic.hotRegion(50, 1, 0.25, 0.125, 9)),
        new Case("hotregion of one server", 50, 50, () -> RandomTraffic.hotRegion(50, 1, 1.0, 0.01, 9)),
        new Case("local 2", 2, 2, () -> RandomTraffic.local(2, 1, 0.5, 9)),
        new Case("local 51", 51, 102, () -> RandomTraffic.local(51, 2, 0.9, 9)));
  }


  private static void assertWithinFiveSigma(long count, long draws, double p, String what) {
    double mean = draws * p;
    double sigma = Math.sqrt(draws * p * (1 - p));
    assertTrue(Math.abs(count - mean) <= 5 * sigma,
        what + ": " + count + " not within " + mean + " +- " + 5 * sigma);
  }

  private static long signature(TrafficPattern p) {
    long h = 0;
    for (long f = 0; f < p.flowCount(); f++) h = 31 * h + p.destination(f);
    return h;
  }

  @Test
  void uniformNeverSendsToItselfAndEachServerSendsItsFlows() {
    RandomTraffic p = RandomTraffic.uniform(10, 4, 1);
    assertEquals(40, p.flowCount());
    for (long f = 0; f < p.flowCount(); f++) {
      assertEquals(f / 4, p.source(f));
      assertNotEquals(p.source(f), p.destination(f));
      assertTrue(p.destination(f) >= 0 && p.destination(f) < 10);
    }
    // with two servers the only other server is forced
    RandomTraffic two = RandomTraffic.uniform(2, 3, 5);
    for (long f = 0; f < two.flowCount(); f++) assertEquals(1 - two.source(f), two.destination(f));
  }

  @Test
  void uniformPicksEachOtherServerWithEqualProbability() {
    // N = 4, 30000 flows per server: each (source, other) pair is Binomial(30000, 1/3),
    // mean 10000, sigma = sqrt(30000 * 1/3 * 2/3) = 81.6.
    RandomTraffic p = RandomTraffic.uniform(4, 30_000, 7);
    long[][] count = new long[4][4];
    for (long f = 0; f < p.flowCount(); f++) count[p.source(f)][p.destination(f)]++;
    for (int s = 0; s < 4; s++) {
      for (int d = 0; d < 4; d++) {
        if (s != d) assertWithinFiveSigma(count[s][d], 30_000, 1.0 / 3, s + "->" + d);
      }
    }
  }

  @Test
  void sameSeedGivesTheSameFlowsAndAnotherSeedDiffers() {
    assertEquals(signature(RandomTraffic.uniform(100, 2, 11)), signature(RandomTraffic.uniform(100, 2, 11)));
    assertNotEquals(signature(RandomTraffic.uniform(100, 2, 11)), signature(RandomTraffic.uniform(100, 2, 12)));
    assertEquals(signature(RandomTraffic.local(100, 2, 0.5, 3)), signature(RandomTraffic.local(100, 2, 0.5, 3)));
  }

  @Test
  void hotSpotSendsTheRequestedFractionToTheHotServer() {
    // N = 101, hot = 7, fraction 0.25, 100 flows per server. A flow from any of the 100 other
    // servers reaches 7 with p = 0.25 + 0.75 * 1/100 = 0.2575 (hot draw, or uniform draw that
    // lands on 7): 10000 draws, mean 2575, sigma = 43.7. The hot server never sends to itself.
    RandomTraffic p = RandomTraffic.hotSpot(101, 100, 0.25, 7, 21);
    long toHot = 0;
    for (long f = 0; f < p.flowCount(); f++) {
      assertNotEquals(p.source(f), p.destination(f));
      if (p.source(f) != 7 && p.destination(f) == 7) toHot++;
    }
    assertWithinFiveSigma(toHot, 10_000, 0.2575, "flows to the hot server");
  }

  @Test
  void hotRegionSendsTheRequestedFractionToTheFirstServers() {
    // N = 80, region 0.125 -> R = 10 servers (ids 0..9), fraction 0.25, 200 flows per server.
    // From a source outside the region a flow lands in it with p = 0.25 + 0.75 * 10/79
    // (uniform over the 79 other servers) = 0.344937; 70 sources * 200 = 14000 draws,
    // mean 4829.1, sigma = 56.2.
    RandomTraffic p = RandomTraffic.hotRegion(80, 200, 0.25, 0.125, 5);
    long inRegion = 0;
    for (long f = 0; f < p.flowCount(); f++) {
      assertNotEquals(p.source(f), p.destination(f));
      if (p.source(f) >= 10 && p.destination(f) < 10) inRegion++;
    }
    assertWithinFiveSigma(inRegion, 14_000, 0.25 + 0.75 * 10 / 79.0, "flows into the hot region");
  }

  @Test
  void localTrafficHalvesTheProbabilityWithEachStepOfRingDistance() {
    // N = 64, decay 0.5: D = 32, P(d) = 0.5^d / (1 - 0.5^32), i.e. 1/2 at distance 1 and 1/4 at
    // distance 2 (to 1e-9). 64 * 500 = 32000 draws: distance 1 mean 16000, sigma 89.4;
    // distance 2 mean 8000, sigma 77.5.
    int n = 64;
    RandomTraffic p = RandomTraffic.local(n, 500, 0.5, 17);
    long[] atDistance = new long[n / 2 + 1];
    for (long f = 0; f < p.flowCount(); f++) {
      int gap = Math.abs(p.source(f) - p.destination(f));
      int d = Math.min(gap, n - gap);
      assertTrue(d >= 1 && d <= 32, "ring distance " + d);
      atDistance[d]++;
    }
    assertWithinFiveSigma(atDistance[1], 32_000, 0.5, "distance 1");
    assertWithinFiveSigma(atDistance[2], 32_000, 0.25, "distance 2");
  }

  @Test
  void localTrafficWithoutDecayMakesEveryDistanceEquallyLikely() {
    // N = 9: distances 1..4, each with p = 1/4 at decay 1; 9 * 4000 = 36000 draws,
    // mean 9000, sigma 82.2.
    RandomTraffic p = RandomTraffic.local(9, 4000, 1.0, 2);
    long[] atDistance = new long[5];
    for (long f = 0; f < p.flowCount(); f++) {
      int gap = Math.abs(p.source(f) - p.destination(f));
      atDistance[Math.min(gap, 9 - gap)]++;
    }
    for (int d = 1; d <= 4; d++) assertWithinFiveSigma(atDistance[d], 36_000, 0.25, "distance " + d);
  }

  @Test
  void badParametersAreRejectedNamingThem() {
    assertEquals("uniform traffic needs at least 2 servers, got 1",
        assertThrows(IllegalArgumentException.class, () -> RandomTraffic.uniform(1, 1, 0)).getMessage());
    assertEquals("hotspot fraction must be in [0, 1], got 1.5",
        assertThrows(IllegalArgumentException.class, () -> RandomTraffic.hotSpot(8, 1, 1.5, 0, 0)).getMessage());
    assertEquals("hot server 8 is not a server id in 0..7",
        assertThrows(IllegalArgumentException.class, () -> RandomTraffic.hotSpot(8, 1, 0.5, 8, 0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> RandomTraffic.local(8, 1, 0, 0));
  }
}
