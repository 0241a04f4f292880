package org.interflow.io.workload;

/**
 * The requested time given to a job whose log has none (the scheduler plans with it and kills at
 * it): its actual runtime times a factor (1 = a perfect estimate, the default), or one fixed time
 * for every such job (a queue's limit, say; jobs that run longer are then killed at it).
 *
 * @param factor runtime multiplier, at least 1e-9; used when {@code fixedSeconds} is 0
 * @param fixedSeconds the fixed requested time in seconds, or 0 for the factor rule
 */
public record EstimateRule(double factor, double fixedSeconds) {
  /** The actual runtime. */
  public static final EstimateRule RUNTIME = new EstimateRule(1.0, 0);

  public EstimateRule {
    if (!(factor >= 1e-9) || Double.isInfinite(factor)) throw new IllegalArgumentException("estimate factor must be positive, got " + factor);
    if (!(fixedSeconds >= 0) || Double.isInfinite(fixedSeconds)) {
      throw new IllegalArgumentException("fixed estimate must be a positive time or 0, got " + fixedSeconds + " s");
    }
  }

  /** Runtime times {@code factor}. */
  public static EstimateRule factor(double factor) { return new EstimateRule(factor, 0); }

  /** The same {@code seconds} for every job without a requested time. */
  public static EstimateRule fixed(double seconds) {
    if (!(seconds > 0)) throw new IllegalArgumentException("fixed estimate must be positive, got " + seconds + " s");
    return new EstimateRule(1.0, seconds);
  }

  /** The requested time, in ticks, of a job running {@code runtimeTicks} (at least 1 tick). */
  public long requestedTicks(long runtimeTicks, double ticksPerSecond) {
    double ticks = fixedSeconds > 0 ? fixedSeconds * ticksPerSecond : runtimeTicks * factor;
    return Math.max(1, Math.round(Math.min(ticks, 9.0e18)));
  }

  @Override
  public String toString() { return fixedSeconds > 0 ? "fixed " + fixedSeconds + " s" : "runtime x " + factor; }
}
