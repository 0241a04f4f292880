package org.interflow.model.metrics;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;

/**
 * Order statistics of a sample, such as the flow completion times of a run, by the nearest-rank
 * definition: the p-th percentile (0 &lt; p &le; 100) of n sorted values x<sub>1</sub> &le; … &le;
 * x<sub>n</sub> is x<sub>r</sub> with r = &lceil;p&middot;n/100&rceil;, the smallest value such
 * that at least p % of the sample is no greater than it. Every reported percentile is therefore a
 * value of the sample (no interpolation), and p = 100 is the maximum. The rank is computed in exact
 * decimal arithmetic, so for example p = 7 of 100 values is x<sub>7</sub>, not x<sub>8</sub> as
 * {@code ceil(0.07 * 100)} in binary floating point would give.
 *
 * <p>The values carry whatever unit the caller gives them (seconds for completion times).
 *
 * @param count values in the sample; 0 for an empty sample, whose other fields are all NaN
 * @param min smallest value
 * @param p50 median (nearest rank)
 * @param p90 90th percentile
 * @param p95 95th percentile
 * @param p99 99th percentile
 * @param p999 99.9th percentile
 * @param max largest value
 * @param mean arithmetic mean, summed in ascending order (deterministic for a given sample)
 */
public record Percentiles(int count, double min, double p50, double p90, double p95, double p99, double p999,
    double max, double mean) {

  /** The figures of an empty sample: count 0, every value NaN (a summary writes them as null). */
  public static final Percentiles EMPTY =
      new Percentiles(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

  /**
   * The figures of a sample, which is left untouched (a sorted copy is made).
   *
   * <p>O(n log n) time, n extra doubles.
   *
   * @throws IllegalArgumentException if a value is NaN
   */
  public static Percentiles of(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return ofSorted(sorted);
  }

  /**
   * The figures of a sample already sorted in ascending order (no copy is made), for callers that
   * keep the sorted array for something else, such as a CDF plot.
   *
   * <p>O(n) time (one pass for the mean and the order check).
   *
   * @throws IllegalArgumentException if the values are not ascending or one is NaN
   */
  public static Percentiles ofSorted(double[] sorted) {
    int n = sorted.length;
    if (n == 0) return EMPTY;
    double sum = 0;
    for (int i = 0; i < n; i++) {
      double x = sorted[i];
      if (Double.isNaN(x)) throw new IllegalArgumentException("value " + i + " is NaN");
      if (i > 0 && x < sorted[i - 1]) throw new IllegalArgumentException("values are not sorted at index " + i);
      sum += x;
    }
    return new Percentiles(n, sorted[0], nearestRank(sorted, 50), nearestRank(sorted, 90), nearestRank(sorted, 95),
        nearestRank(sorted, 99), nearestRank(sorted, 99.9), sorted[n - 1], sum / n);
  }

  /**
   * The nearest-rank {@code percent}-th percentile of ascending values: the value at 1-based rank
   * &lceil;percent&middot;n/100&rceil;, or the minimum when that rank is 0 ({@code percent} = 0).
   * O(1); the order of {@code sorted} is not checked.
   *
   * @param percent between 0 and 100, read as the decimal it prints as (99.9 is exactly 99.9)
   * @throws IllegalArgumentException if {@code sorted} is empty or {@code percent} is outside 0..100
   */
  public static double nearestRank(double[] sorted, double percent) {
    if (sorted.length == 0) throw new IllegalArgumentException("no values: a percentile needs at least one");
    if (!(percent >= 0 && percent <= 100)) throw new IllegalArgumentException("percent must be in 0..100, got " + percent);
    return sorted[nearestRankIndex(sorted.length, percent)];
  }

  /**
   * The 0-based index of the nearest-rank {@code percent}-th percentile among {@code n} sorted values.
   */
  static int nearestRankIndex(int n, double percent) {
    BigDecimal rank = BigDecimal.valueOf(percent).multiply(BigDecimal.valueOf(n))
        .divide(BigDecimal.valueOf(100), 0, RoundingMode.CEILING);
    return Math.max(0, rank.intValueExact() - 1);
  }
}
