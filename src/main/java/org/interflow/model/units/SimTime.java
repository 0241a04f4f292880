package org.interflow.model.units;

/**
 * A point or span of simulated time in picoseconds. Integer picoseconds keep event ordering exact
 * and reproducible; a long covers about 106 days.
 */
public record SimTime(long picos) implements Comparable<SimTime> {
  public static final SimTime ZERO = new SimTime(0);

  public SimTime {
    if (picos < 0) throw new IllegalArgumentException("simulated time must not be negative, got " + picos + " ps");
  }

  public static SimTime nanos(double nanos) { return new SimTime(Math.round(nanos * 1e3)); }

  public static SimTime seconds(double seconds) { return new SimTime(Math.round(seconds * 1e12)); }

  public double toNanos() { return picos / 1e3; }

  public double toSeconds() { return picos / 1e12; }

  public SimTime plus(SimTime other) { return new SimTime(Math.addExact(picos, other.picos)); }

  @Override
  public int compareTo(SimTime o) { return Long.compare(picos, o.picos); }

  @Override
  public String toString() { return picos + "ps"; }
}
