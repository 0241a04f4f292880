package org.interflow.model.units;

/**
 * A data rate, stored as bits per second. Researchers write link speeds both ways
 * ({@code 100Gbps}, {@code 12.5GBps}); {@link #parse(String)} accepts both.
 */
public record Bandwidth(double bitsPerSecond) implements Comparable<Bandwidth> {
  public Bandwidth {
    if (!(bitsPerSecond > 0) || Double.isInfinite(bitsPerSecond)) {
      throw new IllegalArgumentException("bandwidth must be positive and finite, got " + bitsPerSecond + " bit/s");
    }
  }

  public static Bandwidth gbps(double gigabitsPerSecond) { return new Bandwidth(gigabitsPerSecond * 1e9); }

  public static Bandwidth bytesPerSecond(double bytesPerSecond) { return new Bandwidth(bytesPerSecond * 8); }

  public double bytesPerSecond() { return bitsPerSecond / 8; }

  public double gbps() { return bitsPerSecond / 1e9; }

  /**
   * Parses {@code <number><unit>} with unit one of bps, kbps, Mbps, Gbps, Tbps (bits) or Bps, kBps,
   * MBps, GBps, TBps (bytes); decimal prefixes as in networking.
   *
   * @throws IllegalArgumentException naming the expected form
   */
  public static Bandwidth parse(String text) {
    Quantity q = Quantity.parse(text, badForm(text));
    double value = q.value();
    String unit = q.unit();
    if (unit.length() < 3 || !unit.endsWith("ps")) throw new IllegalArgumentException(badForm(text));
    char kind = unit.charAt(unit.length() - 3);
    String prefix = unit.substring(0, unit.length() - 3);
    double scale = switch (prefix) {
      case "" -> 1;
      case "k", "K" -> 1e3;
      case "M" -> 1e6;
      case "G" -> 1e9;
      case "T" -> 1e12;
      default -> throw new IllegalArgumentException(badForm(text));
    };
    if (kind == 'b') return new Bandwidth(value * scale);
    if (kind == 'B') return new Bandwidth(value * scale * 8);
    throw new IllegalArgumentException(badForm(text));
  }

  private static String badForm(String text) {
    return "bad bandwidth '" + text + "': expected <number><unit> with unit bps|kbps|Mbps|Gbps|Tbps|Bps|kBps|MBps|GBps|TBps, e.g. 100Gbps or 12.5GBps";
  }

  @Override
  public int compareTo(Bandwidth o) { return Double.compare(bitsPerSecond, o.bitsPerSecond); }

  @Override
  public String toString() { return gbps() + "Gbps"; }
}
