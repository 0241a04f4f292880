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
    String t = text.trim();
    int i = 0;
    while (i < t.length() && (Character.isDigit(t.charAt(i)) || t.charAt(i) == '.' || t.charAt(i) == 'e'
        || t.charAt(i) == 'E' || ((t.charAt(i) == '-' || t.charAt(i) == '+') && i > 0 && (t.charAt(i - 1) == 'e' || t.charAt(i - 1) == 'E')))) {
      i++;
    }
    String unit = t.substring(i).trim();
    double value;
    try {
      value = Double.parseDouble(t.substring(0, i));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(badTime(text));
    }
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
