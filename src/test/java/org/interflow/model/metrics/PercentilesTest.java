package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PercentilesTest {
  private static final double TOLERANCE = 1e-12;

  @Test
  void oneToHundredGivesTheRankAsTheValue() {
    // Values 1..100 (shuffled by reversing): the value at rank r is r, and the nearest rank of
    // percentile p is ceil(p * 100 / 100) = ceil(p): p50 -> 50, p90 -> 90, p95 -> 95, p99 -> 99,
    // p99.9 -> ceil(99.9) = 100. Mean = 101 / 2 = 50.5.
    double[] v = new double[100];
    for (int i = 0; i < 100; i++) v[i] = 100 - i;
    Percentiles p = Percentiles.of(v);
    assertEquals(100, p.count());
    assertEquals(1, p.min(), TOLERANCE);
    assertEquals(50, p.p50(), TOLERANCE);
    assertEquals(90, p.p90(), TOLERANCE);
    assertEquals(95, p.p95(), TOLERANCE);
    assertEquals(99, p.p99(), TOLERANCE);
    assertEquals(100, p.p999(), TOLERANCE);
    assertEquals(100, p.max(), TOLERANCE);
    assertEquals(50.5, p.mean(), TOLERANCE);
    assertEquals(100, v[0], TOLERANCE, "the input is left unsorted");
  }

  @Test
  void oneToThousandSeparatesTheNinetyNinePointNinthPercentileFromTheMaximum() {
    // Values 1..1000: rank ceil(p * 1000 / 100) = 10 p, so p50 = 500, p90 = 900, p95 = 950,
    // p99 = 990, p99.9 = 999 (one value, 1000, lies above it). Mean = 1001 / 2 = 500.5.
    double[] v = new double[1000];
    for (int i = 0; i < 1000; i++) v[i] = i + 1;
    Percentiles p = Percentiles.ofSorted(v);
    assertEquals(500, p.p50(), TOLERANCE);
    assertEquals(900, p.p90(), TOLERANCE);
    assertEquals(950, p.p95(), TOLERANCE);
    assertEquals(990, p.p99(), TOLERANCE);
    assertEquals(999, p.p999(), TOLERANCE);
    assertEquals(1000, p.max(), TOLERANCE);
    assertEquals(500.5, p.mean(), TOLERANCE);
  }

  @Test
  void aSmallSampleRoundsTheRankUp() {
    // Five values 10, 20, 30, 40, 50: p50 rank ceil(2.5) = 3 -> 30; p90 rank ceil(4.5) = 5 -> 50;
    // every higher percentile is also rank 5. p20 is exactly rank 1 -> 10; p20.1 is rank 2 -> 20.
    double[] v = {40, 10, 50, 30, 20};
    Percentiles p = Percentiles.of(v);
    assertEquals(30, p.p50(), TOLERANCE);
    assertEquals(50, p.p90(), TOLERANCE);
    assertEquals(50, p.p99(), TOLERANCE);
    assertEquals(30, p.mean(), TOLERANCE);
    double[] sorted = {10, 20, 30, 40, 50};
    assertEquals(10, Percentiles.nearestRank(sorted, 20), TOLERANCE);
    assertEquals(20, Percentiles.nearestRank(sorted, 20.1), TOLERANCE);
    assertEquals(10, Percentiles.nearestRank(sorted, 0), TOLERANCE, "p0 is the minimum");
    assertEquals(50, Percentiles.nearestRank(sorted, 100), TOLERANCE, "p100 is the maximum");
  }

  @Test
  void decimalPercentsAreExactWhereBinaryFloatingPointIsNot() {
    // 0.07 * 100 is 7.000000000000001 in doubles, whose ceiling is 8; the nearest rank of p7
    // among 100 values is exactly 7, so the value is 7.
    double[] v = new double[100];
    for (int i = 0; i < 100; i++) v[i] = i + 1;
    assertEquals(8, Math.ceil(0.07 * 100), TOLERANCE, "the trap this guards against");
    assertEquals(7, Percentiles.nearestRank(v, 7), TOLERANCE);
    // A whole percent p of 100 values is rank p.
    assertEquals(29, Percentiles.nearestRank(v, 29), TOLERANCE);
  }

  @Test
  void oneValueIsEveryPercentile() {
    Percentiles p = Percentiles.of(new double[] {3.25});
    assertEquals(1, p.count());
    for (double x : new double[] {p.min(), p.p50(), p.p90(), p.p95(), p.p99(), p.p999(), p.max(), p.mean()}) {
      assertEquals(3.25, x, TOLERANCE);
    }
  }

  @Test
  void anEmptySampleHasCountZeroAndNaNFigures() {
    Percentiles p = Percentiles.of(new double[0]);
    assertSame(Percentiles.EMPTY, p);
    assertEquals(0, p.count());
    assertTrue(Double.isNaN(p.p50()) && Double.isNaN(p.mean()) && Double.isNaN(p.max()));
    assertThrows(IllegalArgumentException.class, () -> Percentiles.nearestRank(new double[0], 50));
  }

  @Test
  void tiesAndNegativeValuesAreOrderedNumerically() {
    // -1, 2, 2, 2 sorted: p50 rank 2 -> 2, min -1, mean (-1 + 6) / 4 = 1.25.
    Percentiles p = Percentiles.of(new double[] {2, -1, 2, 2});
    assertEquals(-1, p.min(), TOLERANCE);
    assertEquals(2, p.p50(), TOLERANCE);
    assertEquals(1.25, p.mean(), TOLERANCE);
  }

  @Test
  void badInputIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Percentiles.of(new double[] {1, Double.NaN}));
    assertThrows(IllegalArgumentException.class, () -> Percentiles.ofSorted(new double[] {2, 1}));
    assertThrows(IllegalArgumentException.class, () -> Percentiles.nearestRank(new double[] {1}, 100.5));
    assertThrows(IllegalArgumentException.class, () -> Percentiles.nearestRank(new double[] {1}, -1));
  }
}
