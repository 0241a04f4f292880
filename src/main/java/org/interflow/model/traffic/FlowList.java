package org.interflow.model.traffic;

import java.util.Arrays;

/**
 * An explicit list of flows, typically read from a flow-list file ({@code file:flows.txt}): flow
 * {@code f} goes from {@code source[f]} to {@code destination[f]} and may carry a size in bytes
 * for the dynamic engine. Stored as two int arrays and, when any size is given, one long array:
 * 8 (16) bytes per flow.
 */
public final class FlowList implements TrafficPattern {
  /** The size returned for a flow whose size was not given. */
  public static final long NO_SIZE = -1;

  private final int[] source;
  private final int[] destination;
  private final long[] sizeBytes;   // null when no flow has a size

  /**
   * Copies the first {@code count} entries of the arrays.
   *
   * @param sizeBytes sizes in bytes ({@link #NO_SIZE} where unknown), or null when none is known
   * @throws IllegalArgumentException if an id is negative or a size is below {@link #NO_SIZE}
   */
  public FlowList(int[] source, int[] destination, long[] sizeBytes, int count) {
    this.source = Arrays.copyOf(source, count);
    this.destination = Arrays.copyOf(destination, count);
    this.sizeBytes = sizeBytes == null ? null : Arrays.copyOf(sizeBytes, count);
    for (int f = 0; f < count; f++) {
      if (this.source[f] < 0 || this.destination[f] < 0) throw new IllegalArgumentException("negative server id in flow " + f);
      if (this.sizeBytes != null && this.sizeBytes[f] < NO_SIZE) throw new IllegalArgumentException("negative size in flow " + f);
    }
  }

  @Override
  public long flowCount() { return source.length; }

  @Override
  public int source(long flow) { return source[(int) flow]; }

  @Override
  public int destination(long flow) { return destination[(int) flow]; }

  /** True when at least one flow has a size. */
  public boolean hasSizes() { return sizeBytes != null; }

  /** Size of flow {@code flow} in bytes, or {@link #NO_SIZE} when the list did not give one. */
  public long sizeBytes(long flow) { return sizeBytes == null ? NO_SIZE : sizeBytes[(int) flow]; }
}
