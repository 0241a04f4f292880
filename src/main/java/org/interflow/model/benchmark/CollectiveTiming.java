package org.interflow.model.benchmark;

/**
 * One IMB-style measurement: a collective on {@code ranks} ranks with X = {@code bytes}, timed as
 * IMB does: each rank's time per call (its finish time over the iterations, all ranks starting
 * together) and their minimum, mean and maximum over the ranks ({@code t_min}, {@code t_avg},
 * {@code t_max}). The seed compares {@code t_min} (Table 2, figure 4).
 *
 * @param tMinSeconds, tAvgSeconds, tMaxSeconds seconds per call
 */
public record CollectiveTiming(ImbCollective operation, int ranks, long bytes, double tMinSeconds, double tAvgSeconds,
    double tMaxSeconds) {

  /** The timing of ranks that finished at {@code finishSeconds} after {@code iterations} calls. */
  public static CollectiveTiming of(ImbCollective operation, int ranks, long bytes, int iterations, double[] finishSeconds) {
    double min = Double.POSITIVE_INFINITY;
    double max = 0;
    double sum = 0;
    for (double f : finishSeconds) {
      double t = f / iterations;
      min = Math.min(min, t);
      max = Math.max(max, t);
      sum += t;
    }
    return new CollectiveTiming(operation, ranks, bytes, min, sum / finishSeconds.length, max);
  }

  /**
   * The relative gain over a baseline measurement, as the seed reports it (after Hoefler and Belli,
   * SC 2015): {@code t_min(baseline) / t_min - 1}; 0 is par, -0.5 twice as slow, +1 twice as fast.
   * NaN when either time is 0.
   */
  public double gainOver(CollectiveTiming baseline) {
    if (tMinSeconds == 0 || baseline.tMinSeconds == 0) return Double.NaN;
    return baseline.tMinSeconds / tMinSeconds - 1;
  }
}
