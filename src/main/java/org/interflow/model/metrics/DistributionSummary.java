package org.interflow.model.metrics;

import java.util.Arrays;

/**
 * Count, extremes, mean, median, variance and standard deviation of a sample, the figures INRFlow
 * prints for path lengths and flows per link. The variance is the sample variance, {@code sum (x -
 * mean)^2 / (n - 1)} (INRFlow's {@code var_hist_array}), 0 for fewer than two values. The median
 * is the middle value, or the mean of the two middle values for an even count.
 *
 * <p>INRFlow's own median ({@code median_hist_array}) decides between the two middle values by the
 * parity of half the count instead of the count, so it reports the upper value for counts of 4m+2
 * whose halves fall in different bins; this summary gives the textbook median (documented in
 * docs/inrflow-crosscheck.md).
 *
 * @param count number of values (or total weight)
 * @param min smallest value, 0 for an empty sample
 * @param max largest value, 0 for an empty sample
 * @param mean arithmetic mean, 0 for an empty sample
 * @param median the median, 0 for an empty sample
 * @param variance sample variance
 */
public record DistributionSummary(double count, double min, double max, double mean, double median, double variance) {
  /** The empty sample. */
  public static final DistributionSummary EMPTY = new DistributionSummary(0, 0, 0, 0, 0, 0);

  /** {@code sqrt(variance)}. */
  public double standardDeviation() { return Math.sqrt(variance); }

  /**
   * The summary of a histogram: {@code weights[v]} values equal to v (weights may be fractional,
   * as for multipath flows; the median is then the first value whose cumulative weight passes half
   * the total, or the mean of it and the next value when the cumulative weight equals half
   * exactly). O(histogram length).
   */
  public static DistributionSummary ofHistogram(double[] weights) {
    double total = 0;
    double sum = 0;
    int min = -1;
    int max = 0;
    for (int v = 0; v < weights.length; v++) {
      if (weights[v] == 0) continue;
      if (min < 0) min = v;
      max = v;
      total += weights[v];
      sum += weights[v] * v;
    }
    if (total == 0) return EMPTY;
    double mean = sum / total;
    double squares = 0;
    for (int v = min; v <= max; v++) squares += weights[v] * (v - mean) * (v - mean);
    double half = total / 2;
    double cumulative = 0;
    double median = max;
    for (int v = min; v <= max; v++) {
      cumulative += weights[v];
      if (cumulative > half) {
        median = v;
        break;
      }
      if (cumulative == half) {
        int next = v + 1;
        while (next < max && weights[next] == 0) next++;
        median = (v + next) / 2.0;
        break;
      }
    }
    return new DistributionSummary(total, min, max, mean, median, total > 1 ? squares / (total - 1) : 0);
  }

  /** The summary of a sample of values (left untouched; a sorted copy is made). O(n log n). */
  public static DistributionSummary ofValues(double[] values) {
    int n = values.length;
    if (n == 0) return EMPTY;
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double sum = 0;
    for (double x : sorted) sum += x;
    double mean = sum / n;
    double squares = 0;
    for (double x : sorted) squares += (x - mean) * (x - mean);
    double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    return new DistributionSummary(n, sorted[0], sorted[n - 1], mean, median, n > 1 ? squares / (n - 1) : 0);
  }
}
