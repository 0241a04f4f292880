package org.interflow.model.units;

/** An amount of data in bytes (never negative). */
public record DataSize(long bytes) implements Comparable<DataSize> {
  public DataSize {
    if (bytes < 0) throw new IllegalArgumentException("data size must not be negative, got " + bytes + " B");
  }

  public static DataSize bytes(long bytes) { return new DataSize(bytes); }

  public static DataSize kib(long kib) { return new DataSize(kib * 1024L); }

  public static DataSize mib(long mib) { return new DataSize(mib * 1024L * 1024L); }

  @Override
  public int compareTo(DataSize o) { return Long.compare(bytes, o.bytes); }

  @Override
  public String toString() { return bytes + "B"; }
}
