package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * Weighted max-min fair sharing by progressive filling, SimGrid's plain flow model (Casanova et
 * al., "Versatile, scalable, and accurate simulation of distributed applications and platforms",
 * JPDC 2014; Bertsekas and Gallager, Data Networks, section 6.5.2): every unfrozen subflow of
 * weight w rises at rate w*x as the level x rises; when a link's capacity is used up, its subflows
 * freeze at w times that link's fair level. The result is work-conserving: every subflow crosses a
 * saturated link. This is the default model for new studies.
 *
 * <p>Priority policies (capacities in bytes per second per directed link, C):
 *
 * <ul>
 *   <li>NP: one filling over all subflows on capacities C.
 *   <li>FP: a filling of application subflows on C, then one of storage subflows on the residual
 *       {@code max(0, C - application rates on the link)}: storage gets only what applications
 *       leave, and 0 on a link they saturate.
 *   <li>BA with application share s: first each class is filled on its own virtual link, of
 *       capacity s*C (application) and (1-s)*C (storage) where both classes cross the link, C
 *       where one class is alone; then the capacity left on each link, {@code C - all rates}, is
 *       handed out by a second filling over all subflows starting from their first-pass rates
 *       (each gains w*y as y rises). So a class's unused share goes to the other class and the
 *       allocation stays work-conserving.
 * </ul>
 *
 * <p>Incremental: {@link #update} recomputes only the connected components (subflows joined
 * transitively through shared links) that contain a link touched by the adds and removes since
 * the last update, and reports only subflows whose rate differs exactly from the old one (added
 * subflows are always reported, from 0). Per component the cost is O(E log E) for E path hops
 * (an indexed heap of link levels, ordered by level then link id) plus sorting its subflow ids. All
 * arithmetic on a link happens in an order fixed by the component's contents (subflows by id,
 * links by level then id), so rates depend only on the active set: incremental updates and a fresh
 * computation give bit-identical results. Links whose fair level is within a relative 1e-10 of the
 * level just reached saturate at that same level (like SimGrid's precision threshold), so subflows
 * that tie mathematically get identical rates instead of rounding noise; likewise a residual below
 * 1e-10 of a link's capacity counts as 0. A subflow with an empty path has an infinite rate. Not
 * thread-safe.
 */
public final class MaxMinSharing extends AbstractBandwidthSharing {
  private static final int ALL = -1;
  private static final int APPLICATION = 0;
  private static final int STORAGE = 1;
  /**
   * Relative gap under which two fair levels count as one: subtracting frozen rates leaves links
   * that tie mathematically a few ulps apart, and without this equal subflows would get rates that
   * differ in the last bits and change whenever the saturation order changes.
   */
  private static final double TIE = 1e-10;

  private final LevelHeap heap = new LevelHeap();
  private final int[] linkLocal;           // global directed link -> index in the component, or -1
  private int[] subLocal = new int[0];     // global subflow -> index in the component, or -1
  // the component being recomputed: subflows (ascending ids) and links, each side in CSR form
  private int[] subs = new int[64];
  private int subCount;
  private int[] links = new int[64];
  private int linkCount;
  private byte[] subClass = new byte[64];
  private double[] subWeight = new double[64];
  private int[] subOffset = new int[65];
  private int[] subLinks = new int[256];   // local link of each hop
  private int[] linkOffset = new int[65];
  private int[] linkSubs = new int[256];   // local subflows of each link, ascending
  // filling state per local link / subflow
  private double[] capacity = new double[64];
  private double[] second = new double[64];
  private double[] remaining = new double[64];
  private double[] weightSum = new double[64];
  private boolean[] moved = new boolean[64];
  private int[] movedLinks = new int[64];
  private int[] unfrozen = new int[64];
  private boolean[] done = new boolean[64];
  private boolean[] frozen = new boolean[64];
  private double[] result = new double[64];
  private double[] extra = new double[64];

  /** A model over the directed links of {@code topology} sharing them under {@code policy}. */
  public MaxMinSharing(Topology topology, PriorityPolicy policy) {
    super(topology, policy);
    this.linkLocal = new int[topology.directedLinks()];
    Arrays.fill(linkLocal, -1);
  }

  @Override
  public void update(RateListener listener) {
    if (rate.length < table.idCapacity()) {
      int old = rate.length;
      rate = Arrays.copyOf(rate, table.idCapacity());
      subLocal = Arrays.copyOf(subLocal, table.idCapacity());
      Arrays.fill(subLocal, old, subLocal.length, -1);
    }
    collectComponents();
    buildIncidence();
    fillByPolicy();
    for (int i = 0; i < subCount; i++) {
      int s = subs[i];
      double next = result[i];
      boolean fresh = table.isFresh(s);
      if (fresh || next != rate[s]) {
        double old = fresh ? 0 : rate[s];
        rate[s] = next;
        listener.rateChanged(s, old, next);
      }
    }
    for (int i = 0; i < linkCount; i++) linkLocal[links[i]] = -1;
    for (int i = 0; i < subCount; i++) subLocal[subs[i]] = -1;
    table.clearDirty();
  }

  /** Breadth-first search from the dirty links over link-subflow incidence; sorts the subflows. */
  private void collectComponents() {
    subCount = 0;
    linkCount = 0;
    for (int i = 0, n = table.dirtyCount(); i < n; i++) visitLink(table.dirtyLink(i));
    int[] pool = table.pathPool();
    for (int head = 0; head < linkCount; head++) {
      int link = links[head];
      int[] entries = table.linkEntries(link);
      for (int e = 0, n = table.linkCount(link); e < n; e++) {
        int s = entries[2 * e];
        if (subLocal[s] >= 0) continue;
        subLocal[s] = 0;
        if (subCount == subs.length) subs = Arrays.copyOf(subs, 2 * subCount);
        subs[subCount++] = s;
        for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) visitLink(pool[h]);
      }
    }
    for (int i = 0, n = table.addedCount(); i < n; i++) {   // added subflows with empty paths touch no link
      int s = table.addedSubflow(i);
      if (table.isActive(s) && table.pathLength(s) == 0 && subLocal[s] < 0) {
        subLocal[s] = 0;
        if (subCount == subs.length) subs = Arrays.copyOf(subs, 2 * subCount);
        subs[subCount++] = s;
      }
    }
    if ((long) subCount * 16 < table.idLimit()) {
      Arrays.sort(subs, 0, subCount);
    } else {   // a large component: listing the marked ids in order is cheaper than sorting
      int n = 0;
      for (int s = 0, limit = table.idLimit(); s < limit; s++) if (subLocal[s] >= 0) subs[n++] = s;
    }
    for (int i = 0; i < subCount; i++) subLocal[subs[i]] = i;
  }

  private void visitLink(int link) {
    if (linkLocal[link] >= 0) return;
    if (linkCount == links.length) links = Arrays.copyOf(links, 2 * linkCount);
    linkLocal[link] = linkCount;
    links[linkCount++] = link;
  }

  /** Compressed incidence of the component: hops per subflow, subflows (ascending) per link. */
  private void buildIncidence() {
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
      subClass[i] = (byte) table.classOf(s);
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

  private void fillByPolicy() {
    for (int l = 0; l < linkCount; l++) capacity[l] = table.capacity(links[l]);
    switch (policy.kind()) {
      case NP -> fill(ALL, capacity, result);
      case FP -> {
        fill(APPLICATION, capacity, result);
        for (int l = 0; l < linkCount; l++) {
          second[l] = SubflowTable.residual(capacity[l], classRateSum(l, APPLICATION));
        }
        fill(STORAGE, second, result);
      }
      case BA -> {
        double share = policy.applicationShare();
        for (int l = 0; l < linkCount; l++) {
          boolean apps = false;
          boolean storage = false;
          for (int k = linkOffset[l]; k < linkOffset[l + 1]; k++) {
            if (subClass[linkSubs[k]] == APPLICATION) apps = true; else storage = true;
          }
          double c = capacity[l];
          second[l] = apps && storage ? (1 - share) * c : c;
          capacity[l] = apps && storage ? share * c : c;
        }
        fill(APPLICATION, capacity, result);
        fill(STORAGE, second, result);
        for (int l = 0; l < linkCount; l++) {
          second[l] = SubflowTable.residual(table.capacity(links[l]), classRateSum(l, ALL));
        }
        fill(ALL, second, extra);
        for (int i = 0; i < subCount; i++) result[i] += extra[i];
      }
      default -> throw new IllegalStateException("unknown policy " + policy);
    }
  }

  /** Sum of the rates in {@link #result} of a link's subflows of one class (or all), in id order. */
  private double classRateSum(int link, int only) {
    double sum = 0;
    for (int k = linkOffset[link]; k < linkOffset[link + 1]; k++) {
      int i = linkSubs[k];
      if (only == ALL || subClass[i] == only) sum += result[i];
    }
    return sum;
  }

  /**
   * Progressive filling of the component's subflows of class {@code only} (all when {@link #ALL})
   * on per-link capacities {@code cap}; writes their rates to {@code out} and leaves others alone.
   */
  private void fill(int only, double[] cap, double[] out) {
    heap.reset(linkCount);
    int toFreeze = 0;
    for (int i = 0; i < subCount; i++) {
      if (only != ALL && subClass[i] != only) continue;
      boolean unconstrained = subOffset[i] == subOffset[i + 1];
      frozen[i] = unconstrained;
      out[i] = unconstrained ? Double.POSITIVE_INFINITY : 0;
      if (!unconstrained) toFreeze++;
    }
    for (int l = 0; l < linkCount; l++) {
      double weights = 0;
      int count = 0;
      for (int k = linkOffset[l]; k < linkOffset[l + 1]; k++) {
        int i = linkSubs[k];
        if (only != ALL && subClass[i] != only) continue;
        weights += subWeight[i];
        count++;
      }
      remaining[l] = cap[l];
      weightSum[l] = weights;
      unfrozen[l] = count;
      done[l] = count == 0;
      moved[l] = false;
      if (count > 0) heap.add(l, cap[l] / weights, links[l]);
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
        if (frozen[i] || (only != ALL && subClass[i] != only)) continue;
        frozen[i] = true;
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
    if (subClass.length >= n && subOffset.length > n) return;
    int size = Math.max(n, 2 * subClass.length);
    subClass = new byte[size];
    subWeight = new double[size];
    subOffset = new int[size + 1];
    frozen = new boolean[size];
    result = new double[size];
    extra = new double[size];
  }

  private void ensureLinkScratch(int n) {
    if (capacity.length >= n && linkOffset.length > n) return;
    int size = Math.max(n, 2 * capacity.length);
    linkOffset = new int[size + 1];
    capacity = new double[size];
    second = new double[size];
    remaining = new double[size];
    weightSum = new double[size];
    moved = new boolean[size];
    movedLinks = new int[size];
    unfrozen = new int[size];
    done = new boolean[size];
  }
}
