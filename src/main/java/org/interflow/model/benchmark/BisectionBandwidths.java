package org.interflow.model.benchmark;

import java.util.Arrays;

/**
 * Netgauge's effective bisection bandwidth ({@code ptrn_ebb.cpp}; Hoefler et al., Cluster 2008)
 * from per-rank times: in every round each rank times its exchange (send and receive of one
 * message with its partner, both waited for); a round's bandwidth is the message size over the
 * mean of its ranks' times, and the effective bisection bandwidth is the message size over the
 * mean of all times of all rounds (Netgauge's last line). Bytes per second throughout. Ranks whose
 * exchange found no route are left out (and counted).
 *
 * <p>Immutable; O(rounds x ranks) memory.
 */
public final class BisectionBandwidths {
  private final double messageBytes;
  private final double[] roundBandwidth;
  private final double meanTime;
  private final long unroutable;

  /**
   * @param times per round, per rank, its exchange time in seconds (NaN: no route)
   */
  public BisectionBandwidths(double messageBytes, double[][] times) {
    this.messageBytes = messageBytes;
    this.roundBandwidth = new double[times.length];
    double sum = 0;
    long count = 0;
    long missing = 0;
    for (int r = 0; r < times.length; r++) {
      double roundSum = 0;
      int roundCount = 0;
      for (double t : times[r]) {
        if (Double.isNaN(t)) {
          missing++;
          continue;
        }
        roundSum += t;
        roundCount++;
      }
      roundBandwidth[r] = roundCount == 0 ? Double.NaN : messageBytes / (roundSum / roundCount);
      sum += roundSum;
      count += roundCount;
    }
    this.meanTime = count == 0 ? Double.NaN : sum / count;
    this.unroutable = missing;
  }

  /** Rounds measured. */
  public int rounds() { return roundBandwidth.length; }

  /** Bandwidth of round {@code r}: message size over its ranks' mean time. */
  public double round(int r) { return roundBandwidth[r]; }

  /** The effective bisection bandwidth: message size over the mean time of every rank of every round. */
  public double mean() { return messageBytes / meanTime; }

  /** Lowest round bandwidth. */
  public double min() { return Arrays.stream(roundBandwidth).filter(b -> !Double.isNaN(b)).min().orElse(Double.NaN); }

  /** Highest round bandwidth. */
  public double max() { return Arrays.stream(roundBandwidth).filter(b -> !Double.isNaN(b)).max().orElse(Double.NaN); }

  /** Rank exchanges without a route, over all rounds. */
  public long unroutable() { return unroutable; }

  /**
   * Histogram of the round bandwidths: {@code bins} equal bins from {@link #min()} to {@link
   * #max()} (the top bin closed), one bin when all rounds are equal.
   *
   * @return {bin lower edges, counts}
   */
  public double[][] histogram(int bins) {
    if (bins < 1) throw new IllegalArgumentException("a histogram needs at least one bin, got " + bins);
    double lo = min();
    double hi = max();
    int n = hi > lo ? bins : 1;
    double width = hi > lo ? (hi - lo) / n : 1;
    double[] edges = new double[n];
    double[] counts = new double[n];
    for (int i = 0; i < n; i++) edges[i] = lo + i * width;
    for (double b : roundBandwidth) {
      if (Double.isNaN(b)) continue;
      counts[Math.min(n - 1, (int) ((b - lo) / width))]++;
    }
    return new double[][] {edges, counts};
  }
}
