package org.interflow.optimize.report;

/**
 * Mean, sample standard deviation (n - 1 in the denominator; 0 for one value), least and largest
 * of a sample.
 */
record Spread(double mean, double sd, double min, double max) {
  /** The spread of {@code x} (not empty). O(n). */
  static Spread of(double[] x) {
    double sum = 0;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (double v : x) {
      sum += v;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    double mean = sum / x.length;
    double squares = 0;
    for (double v : x) squares += (v - mean) * (v - mean);
    return new Spread(mean, x.length < 2 ? 0 : Math.sqrt(squares / (x.length - 1)), min, max);
  }
}
