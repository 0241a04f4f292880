package org.interflow.model.network;

import java.util.Arrays;

/**
 * Weighted progressive filling over one set of subflows and the links they cross (a connected
 * component {@link MaxMinSharing} recomputes): the dense algorithm behind {@link MaxMinSharing}
 * (whose javadoc gives the definition; the priority policies are made of such models).
 *
 * <p>Outline: {@link #addTouchedComponents} lists the subflows and links of the components a change
 * touched; {@link #sortSubflows} puts the subflows in id order; {@link #buildIncidence} builds both
 * sides of the incidence in compressed form (hops per subflow, subflows per link in id order);
 * {@link #fill} runs one filling on given per-link capacities with an indexed heap of link levels
 * (ordered by level then global link id) on the links' capacities.
 * Cost O(E log E) for E hops. All arithmetic on a link happens in an order fixed by the set's
 * contents, so the rates depend only on the set and the capacities. Links whose fair level is
 * within a relative 1e-10 of the level just reached saturate at that same level (like SimGrid's
 * precision threshold), so subflows that tie mathematically get identical rates instead of
 * rounding noise. A subflow with an empty path gets an infinite rate.
 */
final class ProgressiveFilling {
  /**
   * Relative gap under which two fair levels count as one: subtracting frozen rates leaves links
   * that tie mathematically a few ulps apart, and without this equal subflows would get rates that
   * differ in the last bits and change whenever the saturation order changes.
   */
  static final double TIE = 1e-10;

  private final SubflowTable table;
  private final LevelHeap heap = new LevelHeap();
  /** Global directed link -> its index in the set, or -1. */
  final int[] linkLocal;
  /** Global subflow -> its index in the set after {@link #sortSubflows} (0 before), or -1. */
  int[] subLocal = new int[0];
  // the set: subflows (ascending ids after sortSubflows) and links, each side in CSR form
  int[] subs = new int[64];
  int subCount;
  int[] links = new int[64];
  int linkCount;
  /** Hops of the listed subflows together. */
  long hops;
  double[] subWeight = new double[64];
  int[] subOffset = new int[65];
  int[] subLinks = new int[256];   // local link of each hop
  int[] linkOffset = new int[65];
  int[] linkSubs = new int[256];   // local subflows of each link, ascending
  /** Per local link: the capacity the caller fills on (bytes per second). */
  double[] capacity = new double[64];
  private double[] remaining = new double[64];
  private double[] weightSum = new double[64];
  private boolean[] moved = new boolean[64];
  private int[] movedLinks = new int[64];
  private int[] unfrozen = new int[64];
  private boolean[] done = new boolean[64];
  private boolean[] frozen = new boolean[64];
  /** Per local subflow: its rate after a filling. */
  double[] result = new double[64];
  /** Per local subflow: the local link whose saturation froze it in the last filling, -1 if none. */
  int[] frozenAt = new int[64];
  // per local subflow, within fill(): its first private link in the heap's order (-1 none) and its level
  private int[] privateLink = filled(new int[64]);
  private double[] privateKey = new double[64];

  ProgressiveFilling(SubflowTable table) {
    this.table = table;
    this.linkLocal = new int[table.directedLinks()];
    Arrays.fill(linkLocal, -1);
  }

  /** Makes room for subflow ids below {@code ids}. */
  void ensureIds(int ids) {
    if (subLocal.length >= ids) return;
    int old = subLocal.length;
    subLocal = Arrays.copyOf(subLocal, ids);
    Arrays.fill(subLocal, old, ids, -1);
  }

  /** Lists an unlisted subflow and the links of its path. */
  private void addSubflow(int s) {
    subLocal[s] = 0;
    if (subCount == subs.length) subs = Arrays.copyOf(subs, 2 * subCount);
    subs[subCount++] = s;
    hops += table.pathLength(s);
    int[] pool = table.pathPool();
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) addLink(pool[h]);
  }

  /** Lists a link (once). */
  private void addLink(int link) {
    if (linkLocal[link] >= 0) return;
    if (linkCount == links.length) links = Arrays.copyOf(links, 2 * linkCount);
    linkLocal[link] = linkCount;
    links[linkCount++] = link;
  }

  /**
   * Lists the connected components (subflows joined transitively through shared links) of the
   * links touched since the last update, and the added subflows with empty paths.
   */
  void addTouchedComponents() {
    for (int i = 0, n = table.dirtyCount(); i < n; i++) addLink(table.dirtyLink(i));
    closeComponents();
    addEmptyPaths();
  }

  /** Breadth-first search over link-subflow incidence from the listed links, listing every subflow reached. */
  private void closeComponents() {
    for (int head = 0; head < linkCount; head++) {
      int link = links[head];
      int[] entries = table.linkEntries(link);
      for (int e = 0, n = table.linkCount(link); e < n; e++) {
        int s = entries[2 * e];
        if (subLocal[s] < 0) addSubflow(s);
      }
    }
  }

  /** Lists the added subflows with empty paths, which touch no link. */
  private void addEmptyPaths() {
    for (int i = 0, n = table.addedCount(); i < n; i++) {
      int s = table.addedSubflow(i);
      if (table.isActive(s) && table.pathLength(s) == 0 && subLocal[s] < 0) addSubflow(s);
    }
  }

  /** Puts the listed subflows in id order and numbers them. */
  void sortSubflows() {
    if ((long) subCount * 16 < table.idLimit()) {
      Arrays.sort(subs, 0, subCount);
    } else {   // a large set: listing the marked ids in order is cheaper than sorting
      int n = 0;
      for (int s = 0, limit = table.idLimit(); s < limit; s++) if (subLocal[s] >= 0) subs[n++] = s;
    }
    for (int i = 0; i < subCount; i++) subLocal[subs[i]] = i;
  }

  /** Forgets the set. */
  void clear() {
    for (int i = 0; i < linkCount; i++) linkLocal[links[i]] = -1;
    for (int i = 0; i < subCount; i++) subLocal[subs[i]] = -1;
    subCount = 0;
    linkCount = 0;
    hops = 0;
  }

  /** Compressed incidence of the set: hops per subflow, subflows (ascending) per link. */
  void buildIncidence() {
    ensureSubflowScratch(subCount);
    ensureLinkScratch(linkCount);
    int[] pool = table.pathPool();
    int hops = 0;
    for (int i = 0; i < subCount; i++) {
      subOffset[i] = hops;
      hops += table.pathLength(subs[i]);
    }
    subOffset[subCount] = hops;
    if (subLinks.length < hops) {
      subLinks = new int[Math.max(hops, 2 * subLinks.length)];
      linkSubs = new int[subLinks.length];
    }
    Arrays.fill(linkOffset, 0, linkCount + 1, 0);
    for (int i = 0; i < subCount; i++) {
      int s = subs[i];
      subWeight[i] = table.weight(s);
      for (int h = 0, off = table.pathOffset(s), k = subOffset[i]; h < table.pathLength(s); h++) {
        int local = linkLocal[pool[off + h]];
        subLinks[k + h] = local;
        linkOffset[local + 1]++;
      }
    }
    for (int l = 0; l < linkCount; l++) linkOffset[l + 1] += linkOffset[l];
    int[] fill = unfrozen;   // borrowed as a cursor; fill() resets it
    System.arraycopy(linkOffset, 0, fill, 0, linkCount);
    for (int i = 0; i < subCount; i++) {
      for (int k = subOffset[i]; k < subOffset[i + 1]; k++) linkSubs[fill[subLinks[k]]++] = i;
    }
  }

  /** The filling on the links' capacities; rates in {@link #result}. */
  void fill() {
    for (int l = 0; l < linkCount; l++) capacity[l] = table.capacity(links[l]);
    fill(capacity, result);
  }

  /**
   * Progressive filling of the set's subflows on per-link capacities {@code cap}; writes their
   * rates to {@code out} and the link that froze each to {@link #frozenAt}.
   *
   * <p>A link crossed by one subflow of the class (a private link) never changes its level before
   * that subflow freezes, and is done once it has: so of a subflow's private links only the first
   * in the heap's order can ever freeze it, and only that one enters the heap. The pops, and so
   * the rates, are those of a heap holding every link; on long paths that mostly cross links of
   * their own (a torus) the heap is several times smaller.
   */
  private void fill(double[] cap, double[] out) {
    heap.reset(linkCount);
    int toFreeze = 0;
    for (int i = 0; i < subCount; i++) {
      boolean unconstrained = subOffset[i] == subOffset[i + 1];
      frozen[i] = unconstrained;
      out[i] = unconstrained ? Double.POSITIVE_INFINITY : 0;
      frozenAt[i] = -1;
      if (!unconstrained) toFreeze++;
    }
    for (int l = 0; l < linkCount; l++) {
      double weights = 0;
      int count = 0;
      int last = -1;
      for (int k = linkOffset[l]; k < linkOffset[l + 1]; k++) {
        int i = linkSubs[k];
        weights += subWeight[i];
        count++;
        last = i;
      }
      remaining[l] = cap[l];
      weightSum[l] = weights;
      unfrozen[l] = count;
      done[l] = count == 0;
      moved[l] = false;
      if (count > 1) {
        heap.add(l, cap[l] / weights, links[l]);
      } else if (count == 1) {   // a private link: only the subflow's first to saturate can matter
        double key = cap[l] / weights;
        int best = privateLink[last];
        if (best < 0 || key < privateKey[last] || (key == privateKey[last] && links[l] < links[best])) {
          privateLink[last] = l;
          privateKey[last] = key;
        }
      }
    }
    for (int i = 0; i < subCount; i++) {
      int l = privateLink[i];
      if (l < 0) continue;
      heap.add(l, privateKey[i], links[l]);
      privateLink[i] = -1;
    }
    heap.heapify();
    double x = Double.NEGATIVE_INFINITY;
    // a link left with no unfrozen subflow stays in the heap, marked done, and is skipped when it
    // comes up (lazy deletion: the order of the others is unchanged); once every subflow is
    // frozen, what is left is such links, and the filling is over
    while (toFreeze > 0 && !heap.isEmpty()) {
      int l = heap.top();
      double key = heap.topKey();
      heap.remove(l);
      if (done[l]) continue;
      if (!(key <= x * (1 + TIE))) x = key;   // a level within rounding of the last one is the same level
      done[l] = true;
      int movedCount = 0;
      for (int k = linkOffset[l]; k < linkOffset[l + 1]; k++) {
        int i = linkSubs[k];
        if (frozen[i]) continue;
        frozen[i] = true;
        frozenAt[i] = l;
        toFreeze--;
        double w = subWeight[i];
        double r = w * x;
        out[i] = r;
        for (int h = subOffset[i]; h < subOffset[i + 1]; h++) {
          int m = subLinks[h];
          if (done[m]) continue;
          if (--unfrozen[m] == 0) {
            done[m] = true;
            continue;
          }
          remaining[m] = Math.max(0, remaining[m] - r);
          weightSum[m] -= w;
          if (!moved[m]) {
            moved[m] = true;
            movedLinks[movedCount++] = m;
          }
        }
      }
      // re-key each link once per saturation; the heap's order makes the result independent of this order
      for (int j = 0; j < movedCount; j++) {
        int m = movedLinks[j];
        moved[m] = false;
        if (!done[m]) heap.set(m, remaining[m] / weightSum[m], links[m]);
      }
    }
  }

  private void ensureSubflowScratch(int n) {
    if (subWeight.length >= n && subOffset.length > n) return;
    int size = Math.max(n, 2 * subWeight.length);
    subWeight = new double[size];
    subOffset = new int[size + 1];
    frozen = new boolean[size];
    result = new double[size];
    frozenAt = new int[size];
    privateLink = filled(new int[size]);
    privateKey = new double[size];
  }

  private static int[] filled(int[] minusOnes) {
    Arrays.fill(minusOnes, -1);
    return minusOnes;
  }

  private void ensureLinkScratch(int n) {
    if (capacity.length >= n && linkOffset.length > n) return;
    int size = Math.max(n, 2 * capacity.length);
    linkOffset = new int[size + 1];
    capacity = new double[size];
    remaining = new double[size];
    weightSum = new double[size];
    moved = new boolean[size];
    movedLinks = new int[size];
    unfrozen = new int[size];
    done = new boolean[size];
  }
}
