package org.interflow.model.units;

import java.math.BigInteger;
import java.time.Duration;

/**
 * The length of one tick of a run's simulated clock. The engine counts time in whole ticks held in
 * a {@code long}, which keeps event ordering exact and reproducible; the tick length sets both the
 * resolution and the horizon (the latest time a run can reach, 2^63 - 1 ticks):
 *
 * <table>
 *   <caption>Resolution and horizon</caption>
 *   <tr><th>tick</th><th>horizon</th><th>used for</th></tr>
 *   <tr><td>1 ps</td><td>106.7 days</td><td>network simulations, trace replays and scheduled runs in network mode (the default)</td></tr>
 *   <tr><td>1 ns</td><td>292 years</td><td>scheduling whole job logs in logged mode (months to years)</td></tr>
 * </table>
 *
 * <p>Conversions round to the nearest tick. A time beyond the horizon is an error ({@link
 * TimeHorizonException}) naming the horizon and the finer-or-coarser choice, never a silent
 * overflow.
 *
 * @param picosPerTick picoseconds in one tick, at least 1
 */
public record TimeScale(long picosPerTick) {
  /** One tick is one picosecond: horizon about 106.7 days. */
  public static final TimeScale PICOSECONDS = new TimeScale(1);
  /** One tick is one nanosecond: horizon about 292 years. */
  public static final TimeScale NANOSECONDS = new TimeScale(1_000);
  /**
   * The latest tick an event of the dynamic engine can be at: its queues keep {@link Long#MAX_VALUE}
   * for "no event" and {@link #BEYOND_HORIZON} for "predicted past the horizon", so 2^63 - 3 ticks
   * (of 1 ps: 106.7 days).
   */
  public static final long LAST_TICK = Long.MAX_VALUE - 2;
  /**
   * An event time that stands for "past the horizon": a prediction that may still be revised (a
   * flow's finish when its rate rises) and is an error only if the clock reaches it.
   */
  public static final long BEYOND_HORIZON = Long.MAX_VALUE - 1;
  private static final long PICOS_PER_SECOND_LONG = 1_000_000_000_000L;
  private static final BigInteger PICOS_PER_SECOND = BigInteger.valueOf(PICOS_PER_SECOND_LONG);

  public TimeScale {
    if (picosPerTick < 1) throw new IllegalArgumentException("a tick must be at least 1 ps, got " + picosPerTick);
  }

  /** The tick length parsed from {@code 1ps}, {@code 1ns}, ... (a whole number of picoseconds). */
  public static TimeScale parse(String text) {
    long picos = SimTime.parse(text).picos();
    if (picos < 1) throw new IllegalArgumentException("bad tick '" + text + "': expected a time of at least 1ps, e.g. 1ns");
    return new TimeScale(picos);
  }

  /** Seconds in one tick. */
  public double secondsPerTick() { return picosPerTick / 1e12; }

  /** The latest time a run can reach, in seconds. */
  public double horizonSeconds() { return Long.MAX_VALUE * secondsPerTick(); }

  /** {@code ticks} as seconds. */
  public double seconds(long ticks) { return ticks * secondsPerTick(); }

  /**
   * {@code seconds} as the nearest whole number of ticks.
   *
   * @throws TimeHorizonException when it lies beyond the horizon
   * @throws IllegalArgumentException when it is negative or not a number
   */
  public long ticks(double seconds) {
    if (!(seconds >= 0)) throw new IllegalArgumentException("simulated time must not be negative, got " + seconds + " s");
    double ticks = seconds / secondsPerTick();
    if (ticks >= Long.MAX_VALUE) throw new TimeHorizonException(seconds, this);
    return Math.round(ticks);
  }

  /**
   * {@code duration} as the nearest whole number of ticks, exactly (never through a double: 10^8 s
   * at 1 ns is 10^17 ticks, beyond a double's consecutive integers), e.g. a job log's whole seconds.
   *
   * @throws TimeHorizonException when it lies beyond the horizon
   * @throws IllegalArgumentException when it is negative
   */
  public long ticks(Duration duration) {
    if (duration.isNegative()) throw new IllegalArgumentException("simulated time must not be negative, got " + duration);
    if (PICOS_PER_SECOND_LONG % picosPerTick == 0 && duration.getNano() == 0) {
      // whole seconds on a tick that divides a second (1 ps, 1 ns, ...): exact in a long
      long seconds = duration.getSeconds();
      long ticksPerSecond = PICOS_PER_SECOND_LONG / picosPerTick;
      if (seconds <= Long.MAX_VALUE / ticksPerSecond) return seconds * ticksPerSecond;
      throw new TimeHorizonException(seconds, this);
    }
    BigInteger picos = BigInteger.valueOf(duration.getSeconds()).multiply(PICOS_PER_SECOND)
        .add(BigInteger.valueOf(duration.getNano() * 1000L));
    BigInteger tick = BigInteger.valueOf(picosPerTick);
    BigInteger[] quotient = picos.add(tick.shiftRight(1)).divideAndRemainder(tick);
    if (quotient[0].bitLength() > 63) throw new TimeHorizonException(duration.getSeconds() + duration.getNano() / 1e9, this);
    return quotient[0].longValue();
  }

  /** {@code time} as the nearest whole number of ticks (see {@link #ticks(double)}). */
  public long ticks(SimTime time) {
    if (picosPerTick == 1) return time.picos();
    return Math.floorDiv(time.picos() + picosPerTick / 2, picosPerTick);
  }

  /**
   * {@code a + b} in ticks.
   *
   * @throws TimeHorizonException when the sum lies beyond the horizon
   */
  public long add(long a, long b) {
    long sum = a + b;
    if (((a ^ sum) & (b ^ sum)) < 0) throw new TimeHorizonException(seconds(a) + seconds(b), this);
    return sum;
  }

  /** The tick as text: {@code 1ps}, {@code 1ns}, {@code 250ps}, ... */
  @Override
  public String toString() {
    if (picosPerTick % 1_000_000_000_000L == 0) return picosPerTick / 1_000_000_000_000L + "s";
    if (picosPerTick % 1_000_000_000L == 0) return picosPerTick / 1_000_000_000L + "ms";
    if (picosPerTick % 1_000_000L == 0) return picosPerTick / 1_000_000L + "us";
    if (picosPerTick % 1_000L == 0) return picosPerTick / 1_000L + "ns";
    return picosPerTick + "ps";
  }
}
