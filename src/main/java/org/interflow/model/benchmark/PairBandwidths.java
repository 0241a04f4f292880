package org.interflow.model.benchmark;

import java.util.Arrays;

/**
 * mpiGraph's result (Moody, LLNL, {@code mpiGraph.c}): every ordered pair of ranks' observable
 * bandwidth in bytes per second, measured in the shift step where the pair communicates. mpiGraph
 * arranges N ranks in a ring; in step k = 1..N-1 every rank sends to the rank k to its right while
 * receiving from the rank k to its left, a window of messages at a time, and times its sends:
 * bandwidth = window x message size / time. A pair with no route has NaN.
 *
 * <p>Immutable; O(N^2) memory.
 */
public final class PairBandwidths {
  private final int ranks;
  private final double[] bandwidth;     // [source * ranks + destination], bytes/s; NaN on the diagonal
  private final double messageBytes;

  /**
   * @param bandwidth row-major N x N, bytes per second (the diagonal is ignored); not copied
   * @param messageBytes bytes each pair moved in its step (window x message size)
   */
  public PairBandwidths(int ranks, double[] bandwidth, double messageBytes) {
    if (bandwidth.length != ranks * ranks) throw new IllegalArgumentException(bandwidth.length + " cells for " + ranks + " ranks");
    this.ranks = ranks;
    this.bandwidth = bandwidth;
    this.messageBytes = messageBytes;
    for (int r = 0; r < ranks; r++) bandwidth[r * ranks + r] = Double.NaN;
  }

  /** mpiGraph's shift: in step {@code step} (1..N-1) rank {@code rank} sends to this rank. */
  public static int destination(int rank, int step, int ranks) { return (rank + step) % ranks; }

  public int ranks() { return ranks; }

  /** Bytes per second from {@code source} to {@code destination}; NaN on the diagonal or without a route. */
  public double bandwidth(int source, int destination) { return bandwidth[source * ranks + destination]; }

  /** Arithmetic mean of the pair bandwidths (the heatmap's average), bytes per second; NaN pairs left out. */
  public double mean() { return Arrays.stream(values()).average().orElse(Double.NaN); }

  /** Lowest pair bandwidth, bytes per second. */
  public double min() { return Arrays.stream(values()).min().orElse(Double.NaN); }

  /** Highest pair bandwidth, bytes per second. */
  public double max() { return Arrays.stream(values()).max().orElse(Double.NaN); }

  /**
   * mpiGraph's own "Send avg": the bytes of one pair over the mean of the pairs' times, that is
   * the harmonic mean of the bandwidths (at most {@link #mean()}); bytes per second.
   */
  public double sendAverage() {
    double[] v = values();
    double time = 0;
    for (double b : v) time += messageBytes / b;
    return v.length == 0 ? Double.NaN : messageBytes / (time / v.length);
  }

  /** Ordered pairs without a route. */
  public int unroutablePairs() {
    int n = 0;
    for (int s = 0; s < ranks; s++) for (int d = 0; d < ranks; d++) if (s != d && Double.isNaN(bandwidth(s, d))) n++;
    return n;
  }

  private double[] values() {
    double[] v = new double[ranks * (ranks - 1)];
    int n = 0;
    for (int s = 0; s < ranks; s++) {
      for (int d = 0; d < ranks; d++) if (s != d && !Double.isNaN(bandwidth(s, d))) v[n++] = bandwidth(s, d);
    }
    return Arrays.copyOf(v, n);
  }
}
