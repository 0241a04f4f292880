package org.interflow.model.units;

/** An amount of data in bytes (never negative). */
public record DataSize(long bytes) implements Comparable<DataSize> {
  public DataSize {
    if (bytes < 0) throw new IllegalArgumentException("data size must not be negative, got " + bytes + " B");
  }

  public static DataSize bytes(long bytes) { return new DataSize(bytes); }

  public static DataSize kib(long kib) { return new DataSize(kib * 1024L); }

  public static DataSize mib(long mib) { return new DataSize(mib * 1024L * 1024L); }

  /**
   * Parses {@code <number>[unit]}: B, kB/KB (1000), KiB (1024), MB, MiB, GB, GiB, TB, TiB; a bare
   * number is bytes. The result must be a whole number of bytes.
   *
   * @throws IllegalArgumentException naming the expected form
   */
  public static DataSize parse(String text) {
    Quantity q = Quantity.parse(text, badSize(text));
    double value = q.value();
    String unit = q.unit();
    double scale = switch (unit) {
      case "", "B" -> 1;
      case "kB", "KB" -> 1e3;
      case "KiB" -> 1024;
      case "MB" -> 1e6;
      case "MiB" -> 1024.0 * 1024;
      case "GB" -> 1e9;
      case "GiB" -> 1024.0 * 1024 * 1024;
      case "TB" -> 1e12;
      case "TiB" -> 1024.0 * 1024 * 1024 * 1024;
      default -> throw new IllegalArgumentException(badSize(text));
    };
    double bytes = value * scale;
    if (bytes != Math.rint(bytes) || bytes > Long.MAX_VALUE) throw new IllegalArgumentException(badSize(text) + " (not a whole number of bytes)");
    return new DataSize((long) bytes);
  }

  private static String badSize(String text) {
    return "bad size '" + text + "': expected <number><unit> with unit B|kB|KiB|MB|MiB|GB|GiB, e.g. 64KiB or 1MB";
  }

  @Override
  public int compareTo(DataSize o) { return Long.compare(bytes, o.bytes); }

  @Override
  public String toString() { return bytes + "B"; }
}
