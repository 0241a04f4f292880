package org.interflow.model.traffic.mpi;

/**
 * Payload bytes sent from each rank to each other rank in a replay (collective messages
 * included), stored sparse in compressed rows: memory is 12 bytes per communicating pair plus 4
 * per rank, so a 4096-rank ring costs under 100 KB where a dense matrix would take 128 MiB.
 * Immutable.
 */
public final class TrafficMatrix {
  private final int ranks;
  private final int[] rowStart;
  private final int[] destination;
  private final long[] bytes;

  /**
   * From rows given as {destinations, bytes} per source, destinations increasing.
   *
   * @throws IllegalArgumentException when a row is malformed
   */
  TrafficMatrix(long[][][] rows) {
    ranks = rows.length;
    rowStart = new int[ranks + 1];
    int n = 0;
    for (int s = 0; s < ranks; s++) {
      rowStart[s] = n;
      n += rows[s][0].length;
    }
    rowStart[ranks] = n;
    destination = new int[n];
    bytes = new long[n];
    for (int s = 0; s < ranks; s++) {
      long[] d = rows[s][0];
      long[] b = rows[s][1];
      for (int i = 0; i < d.length; i++) {
        if (i > 0 && d[i] <= d[i - 1]) throw new IllegalArgumentException("row " + s + " is not sorted");
        destination[rowStart[s] + i] = (int) d[i];
        bytes[rowStart[s] + i] = b[i];
      }
    }
  }

  /**
   * The matrix of {@code ranks} ranks with the given entries; entries of one pair add up, zero
   * bytes are dropped. O(entries log entries).
   *
   * @throws IllegalArgumentException for a rank outside 0..ranks-1 or negative bytes
   */
  public static TrafficMatrix of(int ranks, int[] source, int[] destination, long[] bytes) {
    java.util.TreeMap<Long, Long> cells = new java.util.TreeMap<>();
    for (int i = 0; i < bytes.length; i++) {
      if (source[i] < 0 || source[i] >= ranks || destination[i] < 0 || destination[i] >= ranks || bytes[i] < 0) {
        throw new IllegalArgumentException("entry " + i + ": " + source[i] + " -> " + destination[i] + ", " + bytes[i]
            + " bytes, outside ranks 0.." + (ranks - 1) + " or negative");
      }
      if (bytes[i] > 0) cells.merge((long) source[i] << 32 | destination[i], bytes[i], Long::sum);
    }
    int[] count = new int[ranks];
    for (long key : cells.keySet()) count[(int) (key >>> 32)]++;
    long[][][] rows = new long[ranks][][];
    for (int r = 0; r < ranks; r++) rows[r] = new long[][] {new long[count[r]], new long[count[r]]};
    int[] fill = new int[ranks];
    for (var cell : cells.entrySet()) {
      int s = (int) (cell.getKey() >>> 32);
      rows[s][0][fill[s]] = cell.getKey() & 0xffffffffL;
      rows[s][1][fill[s]++] = cell.getValue();
    }
    return new TrafficMatrix(rows);
  }

  /** Number of ranks (rows and columns). */
  public int ranks() { return ranks; }

  /** Number of (source, destination) pairs with traffic. */
  public int pairs() { return destination.length; }

  /** Source rank of pair {@code i} (pairs are ordered by source, then destination). */
  public int source(int i) {
    int lo = 0;
    int hi = ranks - 1;
    while (lo < hi) {  // the last row whose start is <= i
      int mid = (lo + hi + 1) >>> 1;
      if (rowStart[mid] <= i) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  /** Destination rank of pair {@code i}. */
  public int destination(int i) { return destination[i]; }

  /** Bytes of pair {@code i}. */
  public long bytes(int i) { return bytes[i]; }

  /** Bytes from {@code source} to {@code destination} (0 when none); O(log row length). */
  public long bytes(int source, int destination) {
    int lo = rowStart[source];
    int hi = rowStart[source + 1] - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (this.destination[mid] < destination) lo = mid + 1;
      else if (this.destination[mid] > destination) hi = mid - 1;
      else return bytes[mid];
    }
    return 0;
  }

  /** Total bytes. */
  public long totalBytes() {
    long sum = 0;
    for (long b : bytes) sum += b;
    return sum;
  }
}
