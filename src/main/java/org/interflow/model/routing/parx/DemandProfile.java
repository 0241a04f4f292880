package org.interflow.model.routing.parx;

import java.util.Arrays;
import java.util.TreeMap;

/**
 * A communication-demand profile as PARX ingests it (Domke et al., SC 2019, sections 3.2.2-3.2.3):
 * for each pair of servers the bytes one sends the other, normalised to the integers 0..255, 0 for
 * no traffic at all, 255 for the busiest pair and at least 1 for any pair that exchanges a byte:
 * {@code w = ceil(255 x bytes / max bytes)}. It is built from a rank-to-rank traffic matrix (what
 * {@code interflow replay} and {@code interflow netbench} write) and the ranks' placement, as the
 * paper's interface combines a rank-based profile with the job's node allocation; ranks sharing a
 * server add up, traffic within a server is dropped.
 *
 * <p>Immutable; O(pairs log pairs) to build, O(log sources) per lookup.
 */
public final class DemandProfile {
  /** No demand: PARX then balances every path with +1, like DFSSSP. */
  public static final DemandProfile NONE = new DemandProfile(new int[0], new int[0][], new int[0][]);

  private final int[] destinations;     // ascending server ids with demand toward them
  private final int[][] sources;        // per destination, ascending source servers
  private final int[][] weights;        // per destination, 1..255 per source

  private DemandProfile(int[] destinations, int[][] sources, int[][] weights) {
    this.destinations = destinations;
    this.sources = sources;
    this.weights = weights;
  }

  /**
   * The profile of a rank-to-rank traffic matrix placed on servers.
   *
   * @param sourceRank, destinationRank, bytes one entry per matrix cell (bytes >= 0)
   * @param serverOfRank the server each rank runs on
   * @throws IllegalArgumentException for a rank outside the placement or negative bytes
   */
  public static DemandProfile of(int[] sourceRank, int[] destinationRank, long[] bytes, int[] serverOfRank) {
    TreeMap<Long, Long> pairs = new TreeMap<>();
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] < 0) throw new IllegalArgumentException("negative bytes " + bytes[i] + " in entry " + i);
      int s = server(serverOfRank, sourceRank[i]);
      int d = server(serverOfRank, destinationRank[i]);
      if (s == d || bytes[i] == 0) continue;
      pairs.merge((long) d << 32 | s, bytes[i], Long::sum);
    }
    long max = 0;
    for (long b : pairs.values()) max = Math.max(max, b);
    TreeMap<Integer, int[][]> rows = new TreeMap<>();
    for (var e : pairs.entrySet()) {
      int d = (int) (e.getKey() >>> 32);
      int s = (int) (e.getKey() & 0xffffffffL);
      int w = (int) Math.min(255, Math.ceil(255.0 * e.getValue() / max));
      int[][] row = rows.computeIfAbsent(d, k -> new int[][] {new int[0], new int[0]});
      row[0] = Arrays.copyOf(row[0], row[0].length + 1);
      row[1] = Arrays.copyOf(row[1], row[1].length + 1);
      row[0][row[0].length - 1] = s;
      row[1][row[1].length - 1] = Math.max(1, w);
    }
    int[] ds = rows.keySet().stream().mapToInt(Integer::intValue).toArray();
    int[][] ss = new int[ds.length][];
    int[][] ws = new int[ds.length][];
    for (int i = 0; i < ds.length; i++) {
      ss[i] = rows.get(ds[i])[0];
      ws[i] = rows.get(ds[i])[1];
    }
    return new DemandProfile(ds, ss, ws);
  }

  private static int server(int[] serverOfRank, int rank) {
    if (rank < 0 || rank >= serverOfRank.length) {
      throw new IllegalArgumentException("rank " + rank + " is not placed (ranks 0.." + (serverOfRank.length - 1) + ")");
    }
    return serverOfRank[rank];
  }

  /** True when some server sends to {@code server}. */
  public boolean isDestination(int server) { return Arrays.binarySearch(destinations, server) >= 0; }

  /** Normalised demand from {@code source} to {@code destination}: 0..255. */
  public int weight(int source, int destination) {
    int d = Arrays.binarySearch(destinations, destination);
    if (d < 0) return 0;
    int s = Arrays.binarySearch(sources[d], source);
    return s < 0 ? 0 : weights[d][s];
  }

  /** The sources with demand toward {@code destination}, ascending (empty when none); do not modify. */
  public int[] sources(int destination) {
    int d = Arrays.binarySearch(destinations, destination);
    return d < 0 ? new int[0] : sources[d];
  }

  /** Servers with demand toward them. */
  public int destinationCount() { return destinations.length; }
}
