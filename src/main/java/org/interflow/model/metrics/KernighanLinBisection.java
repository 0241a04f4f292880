package org.interflow.model.metrics;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Balanced minimum bisection of a {@link RouterGraph} by the heuristic of B. W. Kernighan and S. Lin,
 * "An efficient heuristic procedure for partitioning graphs", Bell System Technical Journal 49(2),
 * 1970, with seeded random restarts; the best cut over the restarts is returned (an upper bound of
 * the bisection width).
 *
 * <p>Outline. Vertices are grouped into classes of equal weight (servers hosted) and swaps are made
 * only inside a class, so every swap keeps the server balance exact. As in Section 3 of the paper
 * (unequal sizes), zero-weight vertices are paired with as many isolated dummy vertices, so swapping
 * one with a dummy moves it freely across the cut. Each restart draws a random balanced partition
 * (half of every class on each side); each pass then repeatedly swaps the unlocked pair of largest
 * gain {@code D_a + D_b - 2 c_ab}, locks it, and finally keeps the prefix of swaps with the largest
 * positive total gain. Passes repeat until no prefix improves the cut.
 *
 * <p>Gains are kept in bucket lists per class and side (as Fiduccia and Mattheyses later did), and
 * the best pair is found by scanning both sides in decreasing gain until {@code D_a + D_b} cannot
 * beat the best pair found: a non-adjacent pair ends the scan. On dense graphs, where every pair may
 * be adjacent, at most 32 side-0 candidates are examined per step (each against at most deg + 1
 * partners), so a step may settle for a near-best pair. A pass is thus O(V + E) on sparse graphs
 * and O(V * 32 * maxDegree) at worst, instead of the paper's O(V^2 log V).
 */
final class KernighanLinBisection {
  private static final int MAX_PASSES = 64;
  /** Side-0 vertices examined per class and step; bounds dense graphs, never reached on sparse ones. */
  private static final int MAX_CANDIDATES = 32;

  private final RouterGraph g;
  private final int real;        // vertices of g; ids real.. are dummies
  private final int total;       // real + dummies
  private final int classes;
  private final int[] classOf;
  private final int[][] members; // per class, its vertices (dummies in the zero class)
  private final int offset;      // gain + offset indexes a bucket
  private final int[] bucketHead;
  private final int[] bucketTop;
  private final int[] bucketSize;
  private final int[] next;
  private final int[] prev;
  private final int[] gain;
  private final boolean[] locked;
  private final int[] side;
  private final int[] mark;

  private KernighanLinBisection(RouterGraph g) {
    this.g = g;
    this.real = g.vertices();
    int[] weights = new int[real];
    int zero = 0;
    for (int v = 0; v < real; v++) {
      weights[v] = g.weight(v);
      if (weights[v] == 0) zero++;
    }
    this.total = real + zero;
    int[] distinct = Arrays.stream(weights).distinct().sorted().toArray();
    this.classes = distinct.length;
    this.classOf = new int[total];
    int[] counts = new int[classes];
    for (int v = 0; v < total; v++) {
      classOf[v] = v < real ? Arrays.binarySearch(distinct, weights[v]) : 0; // dummies weigh 0: class 0
      counts[classOf[v]]++;
    }
    this.members = new int[classes][];
    for (int c = 0; c < classes; c++) members[c] = new int[counts[c]];
    Arrays.fill(counts, 0);
    for (int v = 0; v < total; v++) members[classOf[v]][counts[classOf[v]]++] = v;
    this.offset = g.maxDegree();
    this.bucketHead = new int[2 * classes * (2 * offset + 1)];
    this.bucketTop = new int[2 * classes];
    this.bucketSize = new int[2 * classes];
    this.next = new int[total];
    this.prev = new int[total];
    this.gain = new int[total];
    this.locked = new boolean[total];
    this.side = new int[total];
    this.mark = new int[total];
  }

  /**
   * The best balanced cut found over {@code restarts} random starts drawn from {@code seed}.
   *
   * @throws IllegalArgumentException if the graph has fewer than two vertices or restarts < 1
   */
  static BisectionSummary bisect(RouterGraph g, int restarts, long seed) {
    return bisect(g, restarts, seed, new int[0][]);
  }

  /**
   * The best balanced cut found from each of {@code starts} (partitions, 0 or 1 per vertex, balanced
   * as a random start is: within each weight class the sides differ by at most one), then from
   * {@code restarts} random starts drawn from {@code seed} (the same random starts as without them).
   *
   * @throws IllegalArgumentException if the graph has fewer than two vertices, restarts < 1 or a start has the wrong length
   */
  static BisectionSummary bisect(RouterGraph g, int restarts, long seed, int[][] starts) {
    if (g.vertices() < 2) throw new IllegalArgumentException("bisection needs two vertices, got " + g.vertices());
    if (restarts < 1) throw new IllegalArgumentException("restarts must be >= 1, got " + restarts);
    for (int[] start : starts) {
      if (start.length != g.vertices()) throw new IllegalArgumentException("a start needs one side per vertex, got " + start.length);
    }
    return new KernighanLinBisection(g).run(restarts, new SplittableRandom(seed), starts);
  }

  private BisectionSummary run(int restarts, SplittableRandom random, int[][] starts) {
    int bestCut = Integer.MAX_VALUE;
    int[] bestSide = null;
    for (int r = -starts.length; r < restarts; r++) {
      if (r < 0) {
        System.arraycopy(starts[starts.length + r], 0, side, 0, real);
        for (int v = real; v < total; v++) side[v] = v % 2; // dummies: half on each side
      } else {
        randomBalancedPartition(random);
      }
      int cut = cut();
      for (int pass = 0; pass < MAX_PASSES; pass++) {
        int improvement = pass();
        if (improvement <= 0) break;
        cut -= improvement;
      }
      if (cut < bestCut) {
        bestCut = cut;
        bestSide = Arrays.copyOf(side, real);
      }
    }
    return BisectionSummary.of(g, bestSide, BisectionSummary.Method.KERNIGHAN_LIN);
  }

  /** Half of every class on each side; odd classes alternate which side gets the extra vertex. */
  private void randomBalancedPartition(SplittableRandom random) {
    int extraSide = 0;
    for (int c = 0; c < classes; c++) {
      int[] m = members[c];
      for (int i = m.length - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int tmp = m[i];
        m[i] = m[j];
        m[j] = tmp;
      }
      int onA = m.length / 2;
      if (m.length % 2 == 1) {
        if (extraSide == 0) onA++;
        extraSide ^= 1;
      }
      for (int i = 0; i < m.length; i++) side[m[i]] = i < onA ? 0 : 1;
    }
  }

  private int cut() {
    int cut = 0;
    for (int e = 0; e < g.edges(); e++) if (side[g.tail(2 * e)] != side[g.head(2 * e)]) cut++;
    return cut;
  }

  /** One Kernighan-Lin pass; applies the best prefix of swaps and returns its gain (<= 0: nothing kept). */
  private int pass() {
    Arrays.fill(bucketHead, -1);
    Arrays.fill(bucketTop, -1);
    Arrays.fill(bucketSize, 0);
    Arrays.fill(locked, false);
    for (int v = 0; v < total; v++) {
      int d = 0;
      if (v < real) {
        for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) d += side[g.head(g.arcAt(p))] != side[v] ? 1 : -1;
      }
      gain[v] = d;
      insert(v);
    }
    int steps = 0;
    int[] swapA = new int[total / 2 + 1];
    int[] swapB = new int[total / 2 + 1];
    int sum = 0;
    int bestSum = 0;
    int bestSteps = 0;
    long pair;
    while ((pair = bestPair()) != Long.MIN_VALUE) {
      int a = (int) (pair >>> 32);
      int b = (int) pair;
      int g0 = gain[a] + gain[b] - 2 * multiplicity(a, b);
      swap(a, b);
      swapA[steps] = a;
      swapB[steps] = b;
      steps++;
      sum += g0;
      if (sum > bestSum) {
        bestSum = sum;
        bestSteps = steps;
      }
    }
    for (int s = steps - 1; s >= bestSteps; s--) {
      side[swapA[s]] ^= 1;
      side[swapB[s]] ^= 1;
    }
    return bestSum;
  }

  private int multiplicity(int a, int b) {
    if (a >= real || b >= real) return 0;
    int c = 0;
    for (int p = g.firstArc(a), end = g.endArc(a); p < end; p++) if (g.head(g.arcAt(p)) == b) c++;
    return c;
  }

  /** Locks a and b, updates their unlocked neighbours' gains and exchanges their sides. */
  private void swap(int a, int b) {
    remove(a);
    remove(b);
    locked[a] = true;
    locked[b] = true;
    for (int v : new int[] {a, b}) {
      if (v >= real) continue;
      for (int p = g.firstArc(v), end = g.endArc(v); p < end; p++) {
        int x = g.head(g.arcAt(p));
        if (locked[x]) continue;
        remove(x);
        gain[x] += side[x] == side[v] ? 2 : -2;
        insert(x);
      }
    }
    side[a] ^= 1;
    side[b] ^= 1;
  }

  /** The unlocked same-class pair (a on side 0, b on side 1) of largest gain, packed; MIN_VALUE if none. */
  private long bestPair() {
    int best = Integer.MIN_VALUE;
    long pair = Long.MIN_VALUE;
    int width = 2 * offset + 1;
    for (int c = 0; c < classes; c++) {
      int b0 = 2 * c;
      int b1 = 2 * c + 1;
      if (bucketSize[b0] == 0 || bucketSize[b1] == 0) continue;
      settleTop(b0);
      settleTop(b1);
      int top1 = bucketTop[b1];
      int candidates = 0;
      scan:
      for (int ia = bucketTop[b0]; ia >= 0; ia--) {
        for (int a = bucketHead[b0 * width + ia]; a != -1; a = next[a]) {
          int ga = ia - offset;
          if (ga + top1 - offset <= best || candidates++ == MAX_CANDIDATES) break scan;
          markNeighbours(a, 1);
          inner:
          for (int ib = top1; ib >= 0; ib--) {
            for (int b = bucketHead[b1 * width + ib]; b != -1; b = next[b]) {
              int gb = ib - offset;
              if (ga + gb <= best) break inner;
              int value = ga + gb - 2 * mark[b];
              if (value > best) {
                best = value;
                pair = ((long) a << 32) | b;
              }
              if (mark[b] == 0) break inner;
            }
          }
          markNeighbours(a, -1);
        }
      }
    }
    return pair;
  }

  private void markNeighbours(int a, int delta) {
    if (a >= real) return;
    for (int p = g.firstArc(a), end = g.endArc(a); p < end; p++) mark[g.head(g.arcAt(p))] += delta;
  }

  private int bucketOf(int v) { return 2 * classOf[v] + side[v]; }

  private void settleTop(int bucket) {
    int width = 2 * offset + 1;
    while (bucketTop[bucket] >= 0 && bucketHead[bucket * width + bucketTop[bucket]] == -1) bucketTop[bucket]--;
  }

  private void insert(int v) {
    int bucket = bucketOf(v);
    int index = gain[v] + offset;
    int slot = bucket * (2 * offset + 1) + index;
    int head = bucketHead[slot];
    next[v] = head;
    prev[v] = -1;
    if (head != -1) prev[head] = v;
    bucketHead[slot] = v;
    bucketSize[bucket]++;
    if (index > bucketTop[bucket]) bucketTop[bucket] = index;
  }

  private void remove(int v) {
    int bucket = bucketOf(v);
    int slot = bucket * (2 * offset + 1) + gain[v] + offset;
    if (prev[v] != -1) next[prev[v]] = next[v];
    else bucketHead[slot] = next[v];
    if (next[v] != -1) prev[next[v]] = prev[v];
    bucketSize[bucket]--;
  }
}
