package org.interflow.model.routing;

/**
 * Hop distances from every relaying node of a {@link ForwardingGraph} to one anchor node, as found
 * by one breadth-first search. Stored as one byte per relaying node when every distance is below
 * 255 (the usual case: a 8192-switch table takes 8 KiB), otherwise as ints. Immutable.
 */
public final class DistanceTable {
  private static final int BYTE_UNREACHABLE = 0xFF;
  private final int anchor;
  private final byte[] small;
  private final int[] large;

  private DistanceTable(int anchor, byte[] small, int[] large) {
    this.anchor = anchor;
    this.small = small;
    this.large = large;
  }

  /** Compacts the first {@code n} entries of a BFS distance array (-1 = unreachable). O(n). */
  static DistanceTable of(int anchor, int[] distances, int n, int max) {
    if (max < BYTE_UNREACHABLE) {
      byte[] b = new byte[n];
      for (int i = 0; i < n; i++) b[i] = (byte) (distances[i] < 0 ? BYTE_UNREACHABLE : distances[i]);
      return new DistanceTable(anchor, b, null);
    }
    return new DistanceTable(anchor, null, java.util.Arrays.copyOf(distances, n));
  }

  /** The node distances are measured to. */
  public int anchor() { return anchor; }

  /** Hops from relaying index {@code relay} to the anchor, or -1 when it cannot reach it. O(1). */
  public int get(int relay) {
    if (small != null) {
      int d = small[relay] & 0xFF;
      return d == BYTE_UNREACHABLE ? -1 : d;
    }
    return large[relay];
  }

  /** Approximate heap footprint in bytes, for cache budgeting. */
  public long sizeBytes() { return 48L + (small != null ? small.length : 4L * large.length); }
}
