package org.interflow.io.trace;

/**
 * Unit choices of formats whose compute amounts carry no unit of their own.
 *
 * @param goalCalcSeconds seconds per unit of a GOAL {@code calc}: Schedgen's default {@code
 *     --timemult=1000} turns liballprof's microseconds into nanoseconds, hence 1e-9
 * @param trcComputeSeconds seconds per unit of a trc {@code c} line: INRFlow counts it in its
 *     own clock ticks, which we read as nanoseconds by default (1e-9)
 */
public record TraceReadOptions(double goalCalcSeconds, double trcComputeSeconds) {
  /** The defaults: GOAL calc and trc compute in nanoseconds. */
  public static final TraceReadOptions DEFAULTS = new TraceReadOptions(1e-9, 1e-9);

  public TraceReadOptions {
    if (!(goalCalcSeconds > 0) || !(trcComputeSeconds > 0) || Double.isInfinite(goalCalcSeconds)
        || Double.isInfinite(trcComputeSeconds)) {
      throw new IllegalArgumentException("trace compute units must be positive, got " + goalCalcSeconds + ", " + trcComputeSeconds);
    }
  }

  /**
   * {@code amount} units of {@code secondsPerUnit} in seconds. When a second is a whole number of
   * units (1e9 ns, 1e6 us) it divides, so {@code 2000} ns is exactly the double nearest 2e-6.
   */
  static double seconds(double amount, double secondsPerUnit) {
    double perSecond = 1 / secondsPerUnit;
    double whole = Math.rint(perSecond);
    return Math.abs(perSecond - whole) <= 1e-9 * whole ? amount / whole : amount * secondsPerUnit;
  }
}
