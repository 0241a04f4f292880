package org.interflow.model.units;

/**
 * A simulated time beyond what a run's {@link TimeScale} can count. Its message is one line that
 * names the time reached, the horizon and how to get a longer one.
 */
public final class TimeHorizonException extends ArithmeticException {
  private static final double SECONDS_PER_DAY = 86_400;

  /** {@code seconds} was reached on a clock ticking at {@code scale}. */
  public TimeHorizonException(double seconds, TimeScale scale) {
    super(String.format("simulated time %.6g s is beyond the horizon of %s (%.4g s) at a tick of %s;"
        + " a tick of 1ns reaches 292 years", seconds, days(scale.horizonSeconds()), scale.horizonSeconds(), scale));
  }

  /**
   * {@code seconds} was reached by {@code what} (e.g. "the end of a compute of rank 3 at
   * trace.txt:12") on a clock ticking at {@code scale} whose tick the run cannot change (the
   * dynamic engine's 1 ps).
   */
  public TimeHorizonException(double seconds, TimeScale scale, String what) {
    super(String.format("simulated time %.6g s (%s) is beyond the horizon of %s (%.4g s) of the simulated clock"
        + " (a tick of %s)", seconds, what, days(scale.horizonSeconds()), scale.horizonSeconds(), scale));
  }

  private static String days(double seconds) { return String.format("%.1f days", seconds / SECONDS_PER_DAY); }
}
