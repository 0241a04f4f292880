package org.interflow.model.topology.jellyfish;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The random simple graph of maximum degree {@code r} on {@code n} vertices that Jellyfish wires its
 * switches with (join, then swap; see {@link JellyfishBuilder}), optionally grown by {@code added}
 * more vertices with Jellyfish's incremental expansion (Singla et al., NSDI 2012, section 4.2): each
 * new vertex takes a uniformly random edge {@code (x, y)} whose ends it is not yet joined to,
 * removes it and links both ends to itself, until fewer than two of its ports are free. Mutable
 * while it is being drawn; {@link #edges()} hands out the result. Not thread-safe; used once per
 * build.
 */
final class RandomRegularGraph {
  private final int n;
  private final int r;
  private final SplittableRandom random;
  private final int[] neighbor;   // n*r: neighbours of v in neighbor[v*r .. v*r+degree[v])
  private final int[] degree;
  private final int[] edgeA;
  private final int[] edgeB;
  private int edgeCount;
  private final int[] open;       // vertices with free ports, in no particular order
  private final int[] openAt;     // position of a vertex in open, -1 when full
  private int openCount;

  RandomRegularGraph(int n, int r, SplittableRandom random) { this(n, 0, r, random); }

  /** The graph on n vertices, then grown vertex by vertex to {@code n + added} with the same random stream. */
  RandomRegularGraph(int n, int added, int r, SplittableRandom random) {
    this.n = n;
    this.r = r;
    this.random = random;
    int total = n + added;
    this.neighbor = new int[total * r];
    this.degree = new int[total];
    this.edgeA = new int[total * r / 2];
    this.edgeB = new int[total * r / 2];
    this.open = new int[total];
    this.openAt = new int[total];
    Arrays.fill(openAt, -1);
    if (r > 0) {
      for (int v = 0; v < n; v++) {
        open[v] = v;
        openAt[v] = v;
      }
      openCount = n;
    }
    join();
    swap();
    for (int v = n; v < total; v++) {
      while (r - degree[v] >= 2 && swapIn(v, v)) {
        // each step moves one edge's two ends onto v
      }
    }
  }

  /** The edges as two parallel arrays {@code {a[], b[]}}, in construction order. */
  int[][] edges() { return new int[][] {Arrays.copyOf(edgeA, edgeCount), Arrays.copyOf(edgeB, edgeCount)}; }

  private void join() {
    int failures = 0;
    while (openCount >= 2) {
      int x = open[random.nextInt(openCount)];
      int y = open[random.nextInt(openCount)];
      if (x != y && !adjacent(x, y)) {
        addEdge(x, y);
        failures = 0;
      } else if (++failures > 32 + openCount && !joinAnyJoinablePair()) {
        return;
      }
    }
  }

  /** Joins a uniformly chosen pair among all joinable pairs of open vertices; false when there is none. */
  private boolean joinAnyJoinablePair() {
    int count = 0;
    for (int i = 0; i < openCount; i++) {
      for (int j = i + 1; j < openCount; j++) if (!adjacent(open[i], open[j])) count++;
    }
    if (count == 0) return false;
    int pick = random.nextInt(count);
    for (int i = 0; i < openCount; i++) {
      for (int j = i + 1; j < openCount; j++) {
        if (!adjacent(open[i], open[j]) && pick-- == 0) {
          addEdge(open[i], open[j]);
          return true;
        }
      }
    }
    throw new IllegalStateException("unreachable");
  }

  private void swap() {
    int[] left = Arrays.copyOf(open, openCount);
    Arrays.sort(left);   // visit in id order so the result does not depend on the open list's order
    int next = 0;
    while (true) {
      while (next < left.length && degree[left[next]] == r) next++;
      if (next == left.length) return;
      int s = left[next];
      int t = s;
      if (r - degree[s] < 2) {
        int m = next + 1;
        while (m < left.length && degree[left[m]] == r) m++;
        if (m == left.length) return;   // a single free port is left
        t = left[m];
      }
      if (!swapIn(s, t)) return;
    }
  }

  /** Replaces a random edge (x, y) by (s, x) and (t, y); false if no edge qualifies after many draws. */
  private boolean swapIn(int s, int t) {
    for (int attempt = 0, limit = 64 + 4 * edgeCount; attempt < limit; attempt++) {
      int e = random.nextInt(edgeCount);
      int x = edgeA[e];
      int y = edgeB[e];
      if (random.nextBoolean()) {
        int tmp = x;
        x = y;
        y = tmp;
      }
      if (x == s || x == t || y == s || y == t || adjacent(s, x) || adjacent(t, y)) continue;
      removeNeighbor(x, y);
      removeNeighbor(y, x);
      edgeA[e] = s;
      edgeB[e] = x;
      addNeighbor(s, x);
      addNeighbor(x, s);
      addEdge(t, y);
      return true;
    }
    return false;
  }

  private boolean adjacent(int x, int y) {
    for (int i = x * r, end = x * r + degree[x]; i < end; i++) if (neighbor[i] == y) return true;
    return false;
  }

  private void addEdge(int x, int y) {
    edgeA[edgeCount] = x;
    edgeB[edgeCount] = y;
    edgeCount++;
    addNeighbor(x, y);
    addNeighbor(y, x);
  }

  private void addNeighbor(int v, int w) {
    neighbor[v * r + degree[v]++] = w;
    if (degree[v] == r && openAt[v] >= 0) {
      int last = open[--openCount];
      open[openAt[v]] = last;
      openAt[last] = openAt[v];
      openAt[v] = -1;
    }
  }

  /** Removes w from v's neighbours; v's degree drops, but the swap step refills it at once. */
  private void removeNeighbor(int v, int w) {
    int base = v * r;
    for (int i = base, end = base + degree[v]; i < end; i++) {
      if (neighbor[i] == w) {
        neighbor[i] = neighbor[end - 1];
        degree[v]--;
        return;
      }
    }
    throw new IllegalStateException(v + " and " + w + " are not adjacent");
  }
}
