package org.interflow.model.network;

import java.util.Arrays;

/**
 * The region update of {@link MaxMinSharing} under NP: finds the subflows whose max-min rate a
 * batch of adds and removes can move, and their new rates, without visiting the rest of the
 * connected component.
 *
 * <p>Outline of {@link #solve}: (1) the region starts as the subflows crossing a touched link whose
 * level the batch can move (when the touched components are at most a few times its size, {@link
 * Bounds}, they are filled whole instead: as cheap, and bit-identical to a fresh computation);
 * (2) it is filled ({@link ProgressiveFilling}) on each link's capacity minus the rates of the
 * subflows outside it, which keep their rates; (3) every subflow on a region link checks that it
 * has a bottleneck (a link loaded to capacity on which no subflow has a higher rate/weight): a
 * subflow outside the region keeps the one recorded at its last update when that link is outside
 * the region, else looks along its path; one that has none joins the region, and so do the
 * outside subflows with a higher level on the saturated link of a region subflow that has none;
 * (4) if the region grew, back to (2). When every subflow has a bottleneck the allocation is the
 * max-min one (it is unique). The comparisons allow a relative {@link #SLACK} for rounding (levels
 * that tie mathematically differ in the last bits). A region that starts too large, or whose rounds
 * have filled too many hops ({@link Bounds}), is closed instead: extended at once to every subflow
 * reachable from it through subflows at or above the lowest level the batch can move ({@link
 * #closeAbove}), which the check then normally leaves as it is; so one more round, on the part of
 * the component above that level rather than on the whole component.
 */
final class MaxMinRegion {
  /**
   * When regions are tried, and how: from {@code minActiveHops} active hops; touched components of
   * at most {@code componentFactor} times the start region's hops go to whole components; a region
   * starting over activeHops / {@code startDivisor} hops, or whose rounds fill over activeHops /
   * {@code budgetDivisor}, is closed above the lowest level the batch can move (0: never).
   */
  record Bounds(int minActiveHops, int componentFactor, int startDivisor, int budgetDivisor) {
    /**
     * Below 4096 active hops a component costs little, and its results stay bit-identical to a
     * fresh computation; so do components of at most 4 times the start region (as cheap as its
     * rounds: the 4096-rank replay on a star, whose components are short chains, ran 5% slower
     * with regions); a region starting over a sixteenth of the active hops, or rounds over an
     * eighth of them, cost more than its closure (the phased all-to-all on the 4k torus moves
     * hundreds of flows at every completion).
     */
    static final Bounds DEFAULT = new Bounds(4096, 4, 16, 8);
    /** Regions at every size, grown round by round, never closed (tests). */
    static final Bounds ALWAYS = new Bounds(0, 0, 0, 0);
    /** Regions at every size, closed from the start (tests). */
    static final Bounds CLOSED = new Bounds(0, 0, Integer.MAX_VALUE, 0);
    /** Never regions: whole components only (the solver as it was before regions; tests). */
    static final Bounds NEVER = new Bounds(Integer.MAX_VALUE, 0, 0, 0);
  }

  /**
   * Relative slack of the level comparisons: levels that tie mathematically differ by a few ulps,
   * but a genuine change may be as small as 1e-13 of a rate (weights that differ 20-fold, changes
   * damped along a chain of bottlenecks), and a larger slack would keep such a stale rate.
   */
  static final double SLACK = 1e-14;
  /** Relative rounding of one addition: a sum of n rates is within (n + 1) of these of its value. */
  private static final double ULP = 0x1p-52;
  /** Relative margin under the lowest level a batch can move: subflows that tie with it join the region. */
  private static final double PRUNE_SLACK = 1e-9;

  private final SubflowTable table;
  private final ProgressiveFilling f;
  private final Bounds bounds;
  /** Updates done by regions (not whole components). */
  long solved;
  /** By subflow id: the global link that bottlenecks it as of its last update, or -1. */
  private int[] bottleneck = new int[0];
  /** By subflow id: its rate / weight as of its last update. */
  private double[] level = new double[0];
  /** By subflow id: the check round in which it was last seen (avoids checking it twice). */
  private int[] seen = new int[0];
  private int round;
  // per local link of the region, in a round: load and highest level of all its subflows (outside
  // ones first, then the region's added by grow); and, across rounds, of the outside subflows alone
  private double[] load = new double[64];
  private double[] top = new double[64];
  private double[] outsideTop = new double[64];
  private double[] outsideLoad = new double[64];
  /** Local links whose outside sums a subflow joining the region made stale. */
  private boolean[] stale = new boolean[64];
  /** Local links 0 .. summedLinks-1 have outside sums from an earlier round of this update. */
  private int summedLinks;
  private int[] joining = new int[64];
  private int joiningCount;
  private double[] rate;

  MaxMinRegion(SubflowTable table, ProgressiveFilling filling, Bounds bounds) {
    this.table = table;
    this.f = filling;
    this.bounds = bounds;
  }

  /** Whether an update of the current active set should try a region. */
  boolean worthTrying() { return table.activeHops() >= bounds.minActiveHops(); }

  void ensureIds(int ids) {
    if (bottleneck.length >= ids) return;
    int old = bottleneck.length;
    bottleneck = Arrays.copyOf(bottleneck, ids);
    Arrays.fill(bottleneck, old, ids, -1);
    level = Arrays.copyOf(level, ids);
    seen = Arrays.copyOf(seen, ids);
  }

  /** Records a recomputed subflow's bottleneck link (-1: none) and its new rate / weight. */
  void record(int subflow, int link, double level) {
    bottleneck[subflow] = link;
    this.level[subflow] = level;
  }

  /**
   * Recomputes the region of the pending adds and removes into {@code f} (rates in its result,
   * bottleneck links in its frozenAt), given the current {@code rate} of every subflow; false,
   * with the touched components listed in {@code f} instead (to be filled whole), when they are
   * small.
   */
  boolean solve(double[] rate) {
    this.rate = rate;
    long active = table.activeHops();
    double from = lowestMoved() * (1 - PRUNE_SLACK);
    addStart(from);
    if (bounds.componentFactor() > 0) {
      int subs = f.subCount;
      int links = f.linkCount;
      long hops = f.hops;
      if (f.closeComponents(bounds.componentFactor() * hops)) return false;
      f.truncate(subs, links, hops);
    }
    summedLinks = 0;
    boolean closed = bounds.startDivisor() > 0 && f.hops > active / bounds.startDivisor();
    if (closed) closeAbove(from);
    long budget = bounds.budgetDivisor() > 0 ? active / bounds.budgetDivisor() : Long.MAX_VALUE;
    while (true) {
      if (!closed) {
        budget -= f.hops;
        if (budget < 0) {
          closeAbove(from);
          closed = true;
        }
      }
      f.sortSubflows();
      f.buildIncidence();
      outsideLoads();
      f.fill(ProgressiveFilling.ALL, f.capacity, f.result);
      if (!grow()) {
        solved++;
        return true;
      }
    }
  }

  /**
   * Extends the region to its closure above {@code from}: every subflow that is fresh or whose
   * level is at least {@code from} on a region link joins, and its links join, until none is left.
   * The subflows left outside on the region's links are all below the lowest level the batch can
   * move, so they keep their rates; and no subflow above it outside the region shares a link with
   * one inside. So the max-min rates of the closure are its filling on what the outside leaves of
   * each link, and the bottleneck check that follows normally finds nothing to add: one round,
   * however far the change spreads, on the part of the component above that level rather than on
   * the whole component. The outside sums of each link are taken in the same pass (in entry order,
   * as {@link #sumOutside} takes them).
   */
  private void closeAbove(double from) {
    for (int head = 0; head < f.linkCount; head++) {
      int link = f.links[head];
      int[] entries = table.linkEntries(link);
      double sum = 0;
      double highest = 0;
      for (int e = 0, c = table.linkCount(link); e < c; e++) {
        int s = entries[2 * e];
        if (f.hasSubflow(s)) continue;
        if (table.isFresh(s) || level[s] >= from) {
          f.addSubflow(s);
        } else {   // outside for good: the outside sums of this link are final (as sumOutside's)
          sum += rate[s];
          highest = Math.max(highest, level[s]);
        }
      }
      ensureLinkSums(head + 1);
      outsideLoad[head] = sum;
      outsideTop[head] = highest;
      stale[head] = false;
    }
    summedLinks = f.linkCount;
  }

  /**
   * The start region: the touched links, the added subflows, and the subflows on a touched link
   * whose level is not below {@link #lowestMoved()} (those below cannot move).
   */
  private void addStart(double from) {
    for (int i = 0, n = table.dirtyCount(); i < n; i++) {
      int link = table.dirtyLink(i);
      f.addLink(link);
      int[] entries = table.linkEntries(link);
      for (int e = 0, c = table.linkCount(link); e < c; e++) {
        int s = entries[2 * e];
        if (!f.hasSubflow(s) && (table.isFresh(s) || level[s] >= from)) f.addSubflow(s);
      }
    }
    f.addEmptyPaths();
  }

  /**
   * A lower bound on the levels (rate / weight) the pending adds and removes can move. Progressive
   * filling raises every unfrozen level together and freezes subflows in increasing level order;
   * below the first level at which some link saturates differently than before, the filling, and
   * so every subflow frozen there, is as before. A removed subflow changes nothing below its own
   * level (its links saturated at or above it). An added subflow of weight w on link l saturates l
   * at the x solving {@code sum over l's other subflows of w_s min(x, level_s) + w x = C_l}: at
   * least {@code x0 = C_l / (all weights on l)}, and at least {@code (C_l - rates of the subflows
   * below x0) / (weights of the others)}, the next step of the fixed-point iteration from below.
   * Only the region's size depends on this bound: the bottleneck check makes the result exact
   * whatever it is.
   */
  private double lowestMoved() {
    double low = Double.POSITIVE_INFINITY;
    for (int i = 0, n = table.removedCount(); i < n; i++) low = Math.min(low, level[table.removedSubflow(i)]);
    int[] pool = table.pathPool();
    for (int i = 0, n = table.addedCount(); i < n; i++) {
      int a = table.addedSubflow(i);
      if (!table.isActive(a)) continue;
      for (int h = table.pathOffset(a), end = h + table.pathLength(a); h < end; h++) {
        low = Math.min(low, saturationBound(pool[h]));
      }
    }
    return low;
  }

  /** The lower bound of {@link #lowestMoved} for one link crossed by an added subflow. */
  private double saturationBound(int link) {
    int[] entries = table.linkEntries(link);
    int c = table.linkCount(link);
    double weights = 0;
    for (int e = 0; e < c; e++) weights += table.weight(entries[2 * e]);
    double capacity = table.capacity(link);
    double x = capacity / weights;
    double below = 0;
    double belowWeights = 0;
    for (int e = 0; e < c; e++) {
      int s = entries[2 * e];
      if (!table.isFresh(s) && level[s] < x) {
        below += rate[s];
        belowWeights += table.weight(s);
      }
    }
    return belowWeights > 0 ? Math.max(x, (capacity - below) / (weights - belowWeights)) : x;
  }

  /**
   * Capacities left to the region, and the load and top level of the subflows outside it: summed
   * afresh on the links new to the region and on those a joining subflow crosses (it left their
   * outside), kept from the last round on the others.
   */
  private void outsideLoads() {
    ensureLinkSums(f.linkCount);
    for (int l = 0; l < summedLinks; l++) if (stale[l]) sumOutside(l);
    for (int l = summedLinks; l < f.linkCount; l++) sumOutside(l);
    summedLinks = f.linkCount;
    for (int l = 0; l < f.linkCount; l++) {
      load[l] = outsideLoad[l];
      top[l] = outsideTop[l];
      f.capacity[l] = Math.max(0, table.capacity(f.links[l]) - outsideLoad[l]);
    }
  }

  private void ensureLinkSums(int links) {
    if (load.length >= links) return;
    int size = Math.max(links, 2 * load.length);
    load = new double[size];
    top = new double[size];
    outsideTop = Arrays.copyOf(outsideTop, size);
    outsideLoad = Arrays.copyOf(outsideLoad, size);
    stale = Arrays.copyOf(stale, size);
  }

  private void sumOutside(int l) {
    int link = f.links[l];
    int[] entries = table.linkEntries(link);
    double sum = 0;
    double highest = 0;
    for (int e = 0, c = table.linkCount(link); e < c; e++) {
      int s = entries[2 * e];
      if (f.hasSubflow(s)) continue;
      sum += rate[s];
      highest = Math.max(highest, level[s]);
    }
    outsideLoad[l] = sum;
    outsideTop[l] = highest;
    stale[l] = false;
  }

  /** Checks every subflow on the region's links for a bottleneck; true when the region grew. */
  private boolean grow() {
    for (int i = 0; i < f.subCount; i++) {
      double r = f.result[i];
      double level = r / f.subWeight[i];
      for (int k = f.subOffset[i]; k < f.subOffset[i + 1]; k++) {
        int l = f.subLinks[k];
        load[l] += r;
        top[l] = Math.max(top[l], level);
      }
    }
    round++;
    joiningCount = 0;
    for (int i = 0; i < f.subCount; i++) {
      if (f.subOffset[i] == f.subOffset[i + 1]) continue;
      double level = f.result[i] / f.subWeight[i];
      if (bottlenecks(f.frozenAt[i], level)) continue;
      int found = -1;
      for (int k = f.subOffset[i]; k < f.subOffset[i + 1] && found < 0; k++) {
        if (bottlenecks(f.subLinks[k], level)) found = f.subLinks[k];
      }
      if (found >= 0) {
        f.frozenAt[i] = found;
        continue;
      }
      // held below outside subflows on the link that froze it: those must give way
      int link = f.links[f.frozenAt[i]];
      int[] entries = table.linkEntries(link);
      for (int e = 0, c = table.linkCount(link); e < c; e++) {
        int s = entries[2 * e];
        if (!f.hasSubflow(s) && this.level[s] > level * (1 + SLACK)) join(s);
      }
    }
    for (int l = 0, n = f.linkCount; l < n; l++) {
      int link = f.links[l];
      // still loaded to capacity and nobody in the region above the outside subflows: each of
      // those it bottlenecked had the top level, which has not moved, so it bottlenecks them still
      if (top[l] <= outsideTop[l] && saturated(load[l], link)) continue;
      // an outside subflow is checked on the link it recorded as its bottleneck: one recorded
      // elsewhere keeps it (outside the region nothing moved; a region link that passes the test
      // above still bottlenecks it) or is checked there
      int[] entries = table.linkEntries(link);
      for (int e = 0, c = table.linkCount(link); e < c; e++) {
        int s = entries[2 * e];
        int b = bottleneck[s];
        if ((b >= 0 && b != link) || f.hasSubflow(s) || seen[s] == round) continue;
        if (!keepsBottleneck(s)) join(s);
        seen[s] = round;
      }
    }
    int[] pool = table.pathPool();
    for (int j = 0; j < joiningCount; j++) {
      int s = joining[j];
      for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) {
        int local = f.linkLocal[pool[h]];
        if (local >= 0 && local < summedLinks) stale[local] = true;   // later ones are summed as new
      }
      f.addSubflow(s);
    }
    return joiningCount > 0;
  }

  private void join(int s) {
    if (seen[s] == round) return;
    seen[s] = round;
    if (joiningCount == joining.length) joining = Arrays.copyOf(joining, 2 * joiningCount);
    joining[joiningCount++] = s;
  }

  /** True when local link {@code l} is loaded to capacity and nobody on it exceeds {@code level}. */
  private boolean bottlenecks(int l, double level) {
    int link = f.links[l];
    return saturated(load[l], link) && level >= top[l] * (1 - SLACK);
  }

  /** Whether an outside subflow still has a bottleneck (recording the one found). */
  private boolean keepsBottleneck(int s) {
    double level = this.level[s];
    int b = bottleneck[s];
    if (b >= 0) {
      int local = f.linkLocal[b];
      if (local < 0 || bottlenecks(local, level)) return true;   // outside the region nothing moved
    }
    int[] pool = table.pathPool();
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) {
      int link = pool[h];
      int local = f.linkLocal[link];
      if (local >= 0 ? bottlenecks(local, level) : outsideBottleneck(link, level)) {
        bottleneck[s] = link;
        return true;
      }
    }
    return false;
  }

  /** The bottleneck test on a link no region subflow crosses, from the current rates. */
  private boolean outsideBottleneck(int link, double level) {
    int[] entries = table.linkEntries(link);
    double sum = 0;
    double highest = 0;
    for (int e = 0, c = table.linkCount(link); e < c; e++) {
      int s = entries[2 * e];
      sum += rate[s];
      highest = Math.max(highest, this.level[s]);
    }
    return saturated(sum, link) && level >= highest * (1 - SLACK);
  }

  /** Whether a link's summed load is its capacity, up to the rounding of the sum and of the levels. */
  private boolean saturated(double load, int link) {
    return load >= table.capacity(link) * (1 - SLACK - (table.linkCount(link) + 1) * ULP);
  }
}
