package org.interflow.io.results;

import java.util.Locale;

/**
 * The engineering unit in which a range of times reads best on a plot axis: seconds, ms, µs or ns,
 * the largest unit in which the range's largest magnitude is at least 1, so ticks read 1-999
 * rather than {@code .00016} or {@code 1.2E-5}. Times of a second and more stay in seconds.
 *
 * @param unit the unit's symbol, e.g. {@code µs}
 * @param perSecond how many of the unit make a second, e.g. 1e6
 */
public record SecondsScale(String unit, double perSecond) {
  private static final SecondsScale[] UNITS = {
    new SecondsScale("s", 1), new SecondsScale("ms", 1e3), new SecondsScale("µs", 1e6), new SecondsScale("ns", 1e9)
  };

  /** The unit for values up to {@code largestSeconds} in magnitude (seconds for 0, NaN or anything of 1 s or more). */
  public static SecondsScale forLargest(double largestSeconds) {
    double m = Math.abs(largestSeconds);
    if (!(m > 0) || Double.isInfinite(m)) return UNITS[0];
    for (SecondsScale s : UNITS) if (m * s.perSecond >= 1 - 1e-9) return s;
    return UNITS[UNITS.length - 1];
  }

  /**
   * The unit for a long time axis spanning {@code spanSeconds} (a schedule over hours to months):
   * seconds up to 2 minutes, then minutes up to 2 hours, hours up to 3 days, else days, so ticks
   * read as plain numbers.
   */
  public static SecondsScale forSpan(double spanSeconds) {
    if (spanSeconds <= 120) return UNITS[0];
    if (spanSeconds <= 2 * 3600) return new SecondsScale("min", 1.0 / 60);
    if (spanSeconds <= 3 * 86400) return new SecondsScale("h", 1.0 / 3600);
    return new SecondsScale("days", 1.0 / 86400);
  }

  /** The unit for the largest finite magnitude among {@code seconds}. */
  public static SecondsScale forValues(double... seconds) {
    double max = 0;
    for (double v : seconds) if (Double.isFinite(v)) max = Math.max(max, Math.abs(v));
    return forLargest(max);
  }

  /** {@code seconds} in this unit. */
  public double in(double seconds) { return seconds * perSecond; }

  /** Every value of {@code seconds} in this unit (a new array). */
  public double[] in(double[] seconds) {
    double[] v = new double[seconds.length];
    for (int i = 0; i < v.length; i++) v[i] = seconds[i] * perSecond;
    return v;
  }

  /** An axis title: {@code quantity (unit)}, e.g. {@code flow completion time (µs)}. */
  public String label(String quantity) { return String.format(Locale.ROOT, "%s (%s)", quantity, unit); }
}
