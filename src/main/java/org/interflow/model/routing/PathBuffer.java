package org.interflow.model.routing;

import java.util.Arrays;

/**
 * Reusable, per-thread output of a routing call: one or more paths, each a sequence of directed
 * link ids from the source server to the destination server. It also lends routings scratch
 * arrays, so routing objects themselves can stay immutable and shared between threads.
 *
 * <p>A path from a server to itself is empty (length 0). Not thread-safe: give each thread its own.
 */
public final class PathBuffer {
  private int[] links = new int[64];
  private int[] pathStart = new int[9];
  private int[] lanes = new int[8];
  private int paths;
  private int size;
  private int[] scratchA = new int[0];
  private int[] scratchB = new int[0];

  /** Forgets all paths. */
  public void clear() {
    paths = 0;
    size = 0;
  }

  /** Starts a new path on virtual lane 0; links added next belong to it. */
  public void beginPath() {
    if (paths + 1 >= pathStart.length) pathStart = Arrays.copyOf(pathStart, pathStart.length * 2);
    if (paths == lanes.length) lanes = Arrays.copyOf(lanes, lanes.length * 2);
    pathStart[paths] = size;
    lanes[paths] = 0;
    paths++;
    pathStart[paths] = size;
  }

  /** Puts the current (last) path on virtual lane {@code lane} ({@link VirtualLaneRouting}). */
  public void setLane(int lane) { lanes[paths - 1] = lane; }

  /** The virtual lane of a path: 0 unless a {@link VirtualLaneRouting} set another. */
  public int lane(int path) { return lanes[path]; }

  /** Appends a directed link to the current path. */
  public void add(int directedLink) {
    if (size == links.length) links = Arrays.copyOf(links, size * 2);
    links[size++] = directedLink;
    pathStart[paths] = size;
  }

  /** Drops the current (last) path, e.g. when it turned out to cross a failed link. */
  public void discardPath() {
    paths--;
    size = pathStart[paths];
  }

  /** Reverses the links of the current path in place (for routings that walk back from the destination). */
  public void reverseCurrentPath() {
    for (int i = pathStart[paths - 1], j = size - 1; i < j; i++, j--) {
      int tmp = links[i];
      links[i] = links[j];
      links[j] = tmp;
    }
  }

  /**
   * Removes path {@code path}, moving the later paths down by one (their indices drop by one).
   * O(links after it).
   */
  public void removePath(int path) {
    int from = pathStart[path + 1];
    int to = pathStart[path];
    int moved = size - from;
    System.arraycopy(links, from, links, to, moved);
    int removed = from - to;
    for (int p = path; p < paths; p++) pathStart[p] = pathStart[p + 1] - removed;
    paths--;
    size -= removed;
  }

  public int pathCount() { return paths; }

  public int length(int path) { return pathStart[path + 1] - pathStart[path]; }

  public int link(int path, int hop) { return links[pathStart[path] + hop]; }

  /** The links of one path as a new array. */
  public int[] path(int path) { return Arrays.copyOfRange(links, pathStart[path], pathStart[path + 1]); }

  /** A scratch int array of at least {@code n} entries, for a routing's own use during one call. */
  public int[] scratchA(int n) {
    if (scratchA.length < n) scratchA = new int[Math.max(n, scratchA.length * 2)];
    return scratchA;
  }

  /** A second scratch array, independent of {@link #scratchA(int)}. */
  public int[] scratchB(int n) {
    if (scratchB.length < n) scratchB = new int[Math.max(n, scratchB.length * 2)];
    return scratchB;
  }
}
