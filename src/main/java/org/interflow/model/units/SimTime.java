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

  /**
   * Parses {@code <number><unit>} with unit ps, ns, us, ms or s, e.g. {@code 10us}; rounded to the
   * nearest picosecond.
   *
   * @throws IllegalArgumentException naming the expected form
   */
  public static SimTime parse(String text) {
    Quantity q = Quantity.parse(text, badTime(text));
    double value = q.value();
    String unit = q.unit();
    double picosPerUnit = switch (unit) {
      case "ps" -> 1;
      case "ns" -> 1e3;
      case "us", "\u00b5s" -> 1e6;
      case "ms" -> 1e9;
      case "s" -> 1e12;
      default -> throw new IllegalArgumentException(badTime(text));
    };
    double picos = value * picosPerUnit;
    if (!(picos >= 0) || picos > Long.MAX_VALUE) throw new IllegalArgumentException(badTime(text));
    return new SimTime(Math.round(picos));
  }

  private static String badTime(String text) {
    return "bad time '" + text + "': expected <number><unit> with unit ps|ns|us|ms|s, e.g. 10us";
  }

  public double toNanos() { return picos / 1e3; }

  public double toSeconds() { return picos / 1e12; }

  public SimTime plus(SimTime other) { return new SimTime(Math.addExact(picos, other.picos)); }

  @Override
  public int compareTo(SimTime o) { return Long.compare(picos, o.picos); }

  @Override
  public String toString() { return picos + "ps"; }
}
