package org.interflow.model.network;

import java.util.Arrays;

/**
 * The incremental update of {@link MaxMinSharing} under NP: progressive filling resumed at the
 * lowest level a batch of adds and removes can move, visiting only the links and subflows whose
 * trajectory the batch changes.
 *
 * <p>Progressive filling raises every unfrozen subflow's level (rate / weight) together and freezes
 * subflows in increasing level order; the last update recorded each subflow's level and the link
 * whose saturation froze it (its bottleneck). Below the lowest level the batch can move ({@link
 * #lowestMoved}) the new filling is the old one. From there, {@link #solve} runs the filling on
 * <em>activated</em> links only, and takes every other link to behave as in the old filling, which
 * holds as long as every subflow crossing it does:
 *
 * <ul>
 *   <li>The touched links are activated at the start level. Activating a link sums what is frozen
 *       on it (subflows whose old level lies below the current level, at their old rates, and the
 *       recomputed ones frozen so far) and the weights of the rest, which are then <em>tracked</em>;
 *       the link enters a heap at the level where it saturates.
 *   <li>A tracked subflow that still follows its old trajectory waits at a checkpoint at its old
 *       level, one per old bottleneck link (the subflows it froze share their level). When the
 *       checkpoint comes up and that link is not activated, it saturates as before, so its
 *       subflows freeze at their old rates; when it is activated and has not saturated yet, they
 *       go on rising: they <em>deviate</em>.
 *   <li>An activated link saturating freezes its tracked subflows at its level; one frozen at a
 *       level other than its old one (beyond {@link #SLACK}) deviates too. An added subflow
 *       deviates from the start.
 *   <li>A subflow deviating activates the links of its path (at the current level) whose loads,
 *       differing from the old filling's from there on, can change a saturation: all it shares
 *       when it rises past its old level; only those that bottleneck some subflow when it froze
 *       below it ({@link #activatePath}).
 *   <li>A shared link that bottlenecked nobody, crossed by a subflow rising past its old level, is
 *       only <em>watched</em> ({@link #watch}): it cannot saturate below the level where its
 *       recorded load (the old rates, {@link SubflowTable#loadBound}) plus what its rising
 *       subflows gain reaches its capacity, since the others rise to their old rates at most. It
 *       enters the heap at that bound and is activated only if the filling gets there; usually its
 *       rising subflows freeze elsewhere first. On the tori, two links in three that rising
 *       subflows reach are of this kind.
 * </ul>
 *
 * <p>Freezing a subflow only raises the levels of the links it leaves (it froze at or below
 * them), so the heap keeps lower bounds: a link popped below its current level goes back at
 * that level, and only what lowers a level re-keys: a new or promoted link at once, a watched
 * link that rising subflows joined at the end of the step.
 *
 * The links and subflows visited are thus those a change reaches through the bottleneck
 * structure, and each once, in a single pass: the cost grows with what the batch moves, not with
 * the connected component. This is the propagation that Ros-Giralt et al. describe on the
 * bottleneck precedence graph ("On the bottleneck structure of congestion-controlled networks",
 * SIGMETRICS 2020: a perturbation at a link reaches only the links and flows downstream of it),
 * run as a filling rather than by building the graph. SimGrid's lmm "selective update"
 * (src/kernel/lmm/maxmin.cpp, update_modified_cnst_set_rec) recomputes instead every constraint
 * reachable from a modified one, the whole connected component, as the whole-component update of
 * {@link MaxMinSharing} does. The comparisons allow a relative {@link #SLACK} for rounding, so
 * rates agree with a fresh filling to about 1e-12 relative, not bit for bit; a subflow frozen at
 * its old level keeps its old rate exactly, so rounding noise is not reported as a change.
 */
final class IncrementalFilling {
  /** When incremental updates are tried: from {@code minActiveHops} active hops. */
  record Bounds(int minActiveHops) {
    /**
     * Below 4096 active hops a component costs little to fill whole, and its results stay
     * bit-identical to a fresh computation (the golden scenarios are such runs).
     */
    static final Bounds DEFAULT = new Bounds(4096);
    /** Incremental updates at every size (tests). */
    static final Bounds ALWAYS = new Bounds(0);
    /** Never incremental: whole components only (the solver as it was before; tests). */
    static final Bounds NEVER = new Bounds(Integer.MAX_VALUE);
  }

  /**
   * Relative slack of the level comparisons: levels that tie mathematically differ by a few ulps,
   * but a genuine change may be as small as 1e-13 of a rate (weights that differ 20-fold, changes
   * damped along a chain of bottlenecks), and a larger slack would keep such a stale rate.
   */
  static final double SLACK = 1e-14;
  /** Relative margin under the lowest level a batch can move (covers the rounding of the bound). */
  private static final double PRUNE_SLACK = 1e-9;
  /** Relative margin under a watched link's bound, at which it is activated (covers its rounding). */
  private static final double WATCH_SLACK = 1e-9;

  private final SubflowTable table;
  private final Bounds bounds;
  /** Updates done incrementally (not by whole components). */
  long solved;
  /** By subflow id: the global link that froze it in the last filling, or -1. */
  private int[] bottleneck = new int[0];
  /** By subflow id: its rate / weight as of its last update. */
  private double[] level = new double[0];
  /** By subflow id: its index among the tracked subflows of this update, or -1. */
  private int[] subLocal = new int[0];
  /** By global link: its index among the activated links of this update, or -1. */
  private final int[] linkLocal;
  /** By global link: how many subflows have it as their recorded bottleneck. */
  private final int[] bottlenecked;
  /** By global link: whether {@link #lowestMoved} bounded it already (all clear between calls). */
  private final boolean[] bounded;
  private double[] rate;

  // activated links, by local index
  private final LevelHeap saturation = new LevelHeap();
  private int[] links = new int[64];
  private int linkCount;
  private double[] remaining = new double[64];
  private double[] weights = new double[64];
  private int[] unfrozen = new int[64];
  private boolean[] done = new boolean[64];
  /** Whether the link is only watched ({@link #watch}), not activated yet. */
  private boolean[] watched = new boolean[64];
  /** Watched links whose level fell since the heap last saw it (re-keyed once per step). */
  private boolean[] lowered = new boolean[64];
  private int[] loweredLinks = new int[64];
  private int loweredCount;

  // checkpoints, one per old bottleneck link of tracked subflows, by local index: the link, the
  // lowest old level of its waiting subflows, and the first of them (linked through nextWaiting)
  private final LevelHeap checkpoints = new LevelHeap();
  /** By global link: its checkpoint's index in this update, or -1. */
  private final int[] checkpointOf;
  private int[] checkpointLink = new int[64];
  private double[] checkpointLevel = new double[64];
  private int[] firstWaiting = new int[64];
  private int checkpointCount;

  // tracked subflows, by local index
  private int[] nextWaiting = new int[64];
  private boolean[] frozen = new boolean[64];
  private boolean[] deviated = new boolean[64];
  /**
   * Tracked subflow ids; once {@link #solve} returns, only those whose rate or bottleneck may have
   * changed, in ascending order.
   */
  int[] subs = new int[64];
  int subCount;
  /** Tracked subflows not frozen yet: the filling is over when none is left. */
  private int rising;
  /** New rate of each tracked subflow. */
  double[] result = new double[64];
  /** Global link that froze each tracked subflow (its bottleneck), -1 for an empty path. */
  int[] frozenBy = new int[64];
  // scratch of finish()
  private long[] order = new long[64];
  private double[] sortedResult = new double[64];
  private int[] sortedBy = new int[64];

  IncrementalFilling(SubflowTable table, Bounds bounds) {
    this.table = table;
    this.bounds = bounds;
    this.linkLocal = new int[table.directedLinks()];
    Arrays.fill(linkLocal, -1);
    this.bottlenecked = new int[table.directedLinks()];
    this.bounded = new boolean[table.directedLinks()];
    this.checkpointOf = new int[table.directedLinks()];
    Arrays.fill(checkpointOf, -1);
  }

  /** Whether an update of the current active set should be incremental. */
  boolean worthTrying() { return table.activeHops() >= bounds.minActiveHops(); }

  void ensureIds(int ids) {
    if (bottleneck.length >= ids) return;
    int old = bottleneck.length;
    bottleneck = Arrays.copyOf(bottleneck, ids);
    Arrays.fill(bottleneck, old, ids, -1);
    level = Arrays.copyOf(level, ids);
    subLocal = Arrays.copyOf(subLocal, ids);
    Arrays.fill(subLocal, old, ids, -1);
  }

  /** Records a recomputed subflow's bottleneck link (-1: none) and its new rate / weight. */
  void record(int subflow, int link, double level) {
    forget(subflow);
    if (link >= 0) bottlenecked[link]++;
    bottleneck[subflow] = link;
    this.level[subflow] = level;
  }

  /** Forgets a subflow's bottleneck (it was removed, or is recorded anew). */
  void forget(int subflow) {
    int old = bottleneck[subflow];
    if (old >= 0) bottlenecked[old]--;
    bottleneck[subflow] = -1;
  }

  /**
   * Recomputes the subflows the pending adds and removes can move, given the current {@code rate}
   * of every subflow; the results are in {@link #subs}, {@link #result} and {@link #frozenBy} until
   * {@link #clear}.
   */
  void solve(double[] rate) {
    this.rate = rate;
    double from = lowestMoved() * (1 - PRUNE_SLACK);
    saturation.reset(0);
    checkpoints.reset(0);
    for (int i = 0, n = table.dirtyCount(); i < n; i++) activate(table.dirtyLink(i), from);
    for (int i = 0, n = table.addedCount(); i < n; i++) {
      int s = table.addedSubflow(i);
      if (table.isActive(s) && table.pathLength(s) == 0) {   // touches no link: unconstrained
        int t = track(s, true);
        frozen[t] = true;
        rising--;
        result[t] = Double.POSITIVE_INFINITY;
      }
    }
    double x = Double.NEGATIVE_INFINITY;   // the last saturation level
    double at = from;                      // the level reached, where links are activated
    while (rising > 0 && (!saturation.isEmpty() || !checkpoints.isEmpty())) {
      boolean link = !saturation.isEmpty()
          && (checkpoints.isEmpty() || saturation.topKey() <= checkpoints.topKey() * (1 + SLACK));
      if (link) {
        int l = saturation.top();
        double key = saturation.topKey();
        saturation.remove(l);
        if (unfrozen[l] == 0) continue;   // a watched link that no subflow rises past any more
        double now = watched[l] ? watchLevel(l) : remaining[l] / weights[l];
        if (now > key) {   // the key was a lower bound: it goes back at its level
          saturation.set(l, now, links[l]);
          continue;
        }
        key = now;
        if (watched[l]) {   // the level where it could saturate first: it takes part from here
          at = Math.max(at, key);
          activate(links[l], at);
          continue;
        }
        if (!(key <= x * (1 + ProgressiveFilling.TIE))) x = key;   // within rounding: the same level
        at = Math.max(at, x);
        saturate(l, x, at);
      } else {
        int c = checkpoints.top();
        at = Math.max(at, checkpoints.topKey());
        checkpoints.remove(c);
        checkpoint(c, at);
      }
    }
    finish();
    solved++;
  }

  /** Makes global link {@code link} part of the filling at level {@code at} (once). */
  private void activate(int link, double at) {
    int l = linkLocal[link];
    if (l >= 0 && !watched[l]) return;
    if (l < 0) l = newLocal(link);
    watched[l] = false;
    int[] entries = table.linkEntries(link);
    double load = 0;
    double w = 0;
    int count = 0;
    for (int e = 0, c = table.linkCount(link); e < c; e++) {
      int s = entries[2 * e];
      int t = subLocal[s];
      if (t < 0) {
        boolean fresh = table.isFresh(s);
        if (!fresh && level[s] < at) {   // frozen below: keeps its rate
          load += rate[s];
          continue;
        }
        t = track(s, fresh);
      }
      if (frozen[t]) {
        load += result[t];
      } else {
        w += table.weight(s);
        count++;
      }
    }
    remaining[l] = Math.max(0, table.capacity(link) - load);
    weights[l] = w;
    unfrozen[l] = count;
    done[l] = count == 0;
    if (count > 0) {
      saturation.set(l, remaining[l] / w, link);
    } else {
      saturation.remove(l);
    }
  }

  private int newLocal(int link) {
    int l = linkCount++;
    ensureLinks(linkCount);
    linkLocal[link] = l;
    links[l] = link;
    lowered[l] = false;
    saturation.ensureItems(linkCount);
    return l;
  }

  /**
   * Watches global link {@code link}, which bottlenecked nobody in the old filling, for rising
   * subflow {@code s}: rather than activating it, bounds from below the level where it could
   * saturate now, taking every other subflow on it at its old rate or, if frozen anew, its new one
   * (each rises to at most that), and only the rising subflows, whose weights it keeps, as rising
   * past. The link enters the heap at that bound; it is activated if the filling reaches it, which
   * it seldom does: a link that bottlenecked nobody had room to spare, and the rising subflows
   * usually freeze elsewhere first ({@link #freeze} keeps the bound).
   */
  private void watch(int link, int s) {
    int l = linkLocal[link];
    if (l >= 0) {
      if (watched[l]) {   // one more rising subflow, counted at its old rate so far
        remaining[l] += rate[s];
        weights[l] += table.weight(s);
        unfrozen[l]++;
        if (!lowered[l]) {   // its level fell: the riser is at or below it
          lowered[l] = true;
          loweredLinks[loweredCount++] = l;
        }
      }
      return;
    }
    l = newLocal(link);
    watched[l] = true;
    done[l] = false;
    // every rising subflow on the link registers here as it rises, so the others count at their
    // old rates, which the link's recorded load sums; those frozen lower since count more than they use
    remaining[l] = table.capacity(link) - table.loadBound(link) + rate[s];
    weights[l] = table.weight(s);
    unfrozen[l] = 1;
    saturation.set(l, watchLevel(l), link);
  }

  /** Gives the heap the fallen levels of the watched links that took rising subflows in this step. */
  private void rekeyLowered() {
    for (int i = 0; i < loweredCount; i++) {
      int l = loweredLinks[i];
      lowered[l] = false;
      if (watched[l] && unfrozen[l] > 0) saturation.set(l, watchLevel(l), links[l]);
    }
    loweredCount = 0;
  }

  private double watchLevel(int l) {
    return remaining[l] / weights[l] * (1 - WATCH_SLACK);
  }

  /**
   * Starts tracking subflow {@code s}, unfrozen; unless fresh, it waits at the checkpoint of its
   * old bottleneck link, which comes up at the lowest old level of the subflows waiting there (they
   * froze together at that link's saturation, so their levels agree to rounding).
   */
  private int track(int s, boolean fresh) {
    int t = subCount++;
    rising++;
    ensureSubs(subCount);
    subLocal[s] = t;
    subs[t] = s;
    frozen[t] = false;
    deviated[t] = fresh;
    result[t] = 0;
    frozenBy[t] = fresh ? -1 : bottleneck[s];
    if (fresh) return t;
    int b = bottleneck[s];
    if (b < 0) throw new IllegalStateException("subflow " + s + " has a rate but no bottleneck");
    int c = checkpointOf[b];
    if (c < 0) {
      c = checkpointCount++;
      ensureCheckpoints(checkpointCount);
      checkpointOf[b] = c;
      checkpointLink[c] = b;
      firstWaiting[c] = -1;
      checkpoints.ensureItems(checkpointCount);
    }
    if (firstWaiting[c] < 0 || level[s] < checkpointLevel[c]) {   // (re-)arm it at this level
      checkpointLevel[c] = firstWaiting[c] < 0 ? level[s] : Math.min(level[s], checkpointLevel[c]);
      checkpoints.set(c, checkpointLevel[c], b);
    }
    nextWaiting[t] = firstWaiting[c];
    firstWaiting[c] = t;
    return t;
  }

  /** Activated link {@code l} saturates at level {@code x}: its unfrozen subflows freeze there. */
  private void saturate(int l, double x, double at) {
    done[l] = true;
    int link = links[l];
    int[] entries = table.linkEntries(link);
    for (int e = 0, c = table.linkCount(link); e < c; e++) {
      int t = subLocal[entries[2 * e]];
      if (t < 0 || frozen[t]) continue;
      int s = subs[t];
      if (deviated[t]) {   // its links are activated already (all of them for an added subflow)
        freeze(t, table.weight(s) * x, link);
        continue;
      }
      double old = level[s];
      boolean keeps = Math.abs(x - old) <= SLACK * old;
      freeze(t, keeps ? rate[s] : table.weight(s) * x, link);
      if (!keeps) {
        deviated[t] = true;
        activatePath(s, t, at);
      }
    }
  }

  /**
   * The old level of checkpoint {@code c}'s subflows comes up: if their old bottleneck is not
   * activated it saturates as before and they freeze at their old rates; if it is (and has not
   * saturated yet, or they would be frozen) it moved up, and they go on rising.
   */
  private void checkpoint(int c, double at) {
    int b = checkpointLink[c];
    boolean moved = linkLocal[b] >= 0 && !watched[linkLocal[b]];
    int t = firstWaiting[c];
    firstWaiting[c] = -1;   // subflows tracked from here on wait anew
    for (; t >= 0; t = nextWaiting[t]) {
      if (frozen[t] || deviated[t]) continue;
      int s = subs[t];
      if (moved) {
        deviated[t] = true;
        activatePath(s, t, at);
      } else {
        freeze(t, rate[s], b);
      }
    }
    rekeyLowered();
  }

  /**
   * Freezes tracked subflow {@code t} at {@code r}, taking it off the activated links it crosses
   * and keeping the bounds of the watched ones (a rising subflow leaves their weights; another is
   * counted at {@code r} instead of its old rate).
   */
  private void freeze(int t, double r, int by) {
    frozen[t] = true;
    rising--;
    result[t] = r;
    frozenBy[t] = by;
    int s = subs[t];
    double w = table.weight(s);
    int[] pool = table.pathPool();
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) {
      int m = linkLocal[pool[h]];
      if (m < 0 || done[m]) continue;
      if (watched[m]) {
        if (!deviated[t]) {   // counted at its old rate
          remaining[m] += rate[s] - r;
        } else {              // a rising subflow
          remaining[m] -= r;
          weights[m] = --unfrozen[m] == 0 ? 0 : weights[m] - w;
        }
        continue;
      }
      if (--unfrozen[m] == 0) {
        done[m] = true;
        saturation.remove(m);
        continue;
      }
      remaining[m] = Math.max(0, remaining[m] - r);
      weights[m] -= w;
    }
  }

  /**
   * Activates the links of deviating subflow {@code s} (tracked as {@code t}), whose load there now
   * differs from the old filling's. A subflow frozen below its old level loads them less: a link
   * that bottlenecks nobody stays so (its other subflows freeze elsewhere as before), so only the
   * links some subflow has as its bottleneck are activated. A subflow rising past its old level
   * loads them more: every link it shares is activated, and of the links it crosses alone, which
   * saturate at capacity / weight whatever happens elsewhere, only the first in the heap's order
   * (lowest level, then lowest link id), the only one that can freeze it, as {@link
   * ProgressiveFilling#fill} leaves the others out of its heap.
   */
  private void activatePath(int s, int t, double at) {
    int[] pool = table.pathPool();
    boolean lower = frozen[t];
    int privateLink = -1;
    double privateLevel = Double.POSITIVE_INFINITY;
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) {
      int link = pool[h];
      if (lower) {
        if (bottlenecked[link] > 0 && table.linkCount(link) > 1) activate(link, at);
      } else if (table.linkCount(link) > 1) {
        if (bottlenecked[link] > 0) {
          activate(link, at);
        } else {
          watch(link, s);
        }
      } else if (linkLocal[link] < 0) {
        double level = table.capacity(link) / table.weight(s);
        if (level < privateLevel || (level == privateLevel && link < privateLink)) {
          privateLink = link;
          privateLevel = level;
        }
      }
    }
    if (privateLink >= 0) activate(privateLink, at);
  }

  /**
   * Keeps the tracked subflows whose rate or bottleneck may have changed (those that deviated, and
   * those an activated link froze at their old level), in id order, and forgets the local indices.
   */
  private void finish() {
    for (int i = 0; i < linkCount; i++) linkLocal[links[i]] = -1;
    linkCount = 0;
    for (int c = 0; c < checkpointCount; c++) checkpointOf[checkpointLink[c]] = -1;
    checkpointCount = 0;
    if (order.length < subCount) {
      order = new long[Math.max(subCount, 2 * order.length)];
      sortedResult = new double[order.length];
      sortedBy = new int[order.length];
    }
    int n = 0;
    for (int t = 0; t < subCount; t++) {
      subLocal[subs[t]] = -1;
      if (deviated[t] || frozenBy[t] != bottleneck[subs[t]]) order[n++] = ((long) subs[t] << 32) | t;
    }
    Arrays.sort(order, 0, n);   // ids are unique
    for (int i = 0; i < n; i++) {
      int t = (int) order[i];
      sortedResult[i] = result[t];
      sortedBy[i] = frozenBy[t];
    }
    for (int i = 0; i < n; i++) subs[i] = (int) (order[i] >>> 32);
    System.arraycopy(sortedResult, 0, result, 0, n);
    System.arraycopy(sortedBy, 0, frozenBy, 0, n);
    subCount = n;
  }

  /** Forgets the results of the last update. */
  void clear() { subCount = 0; }

  /**
   * A lower bound on the levels (rate / weight) the pending adds and removes can move. Progressive
   * filling raises every unfrozen level together and freezes subflows in increasing level order;
   * below the first level at which some link saturates differently than before, the filling, and
   * so every subflow frozen there, is as before. A removed subflow changes nothing below its own
   * level (its links saturated at or above it). An added subflow of weight w on link l saturates l
   * at the x solving {@code sum over l's other subflows of w_s min(x, level_s) + w x = C_l}: at
   * least {@code x0 = C_l / (all weights on l)}, and at least {@code (C_l - rates of the subflows
   * below x0) / (weights of the others)}, the next step of the fixed-point iteration from below.
   */
  private double lowestMoved() {
    double low = Double.POSITIVE_INFINITY;
    for (int i = 0, n = table.removedCount(); i < n; i++) low = Math.min(low, level[table.removedSubflow(i)]);
    int[] pool = table.pathPool();
    for (int i = 0, n = table.addedCount(); i < n; i++) {
      int a = table.addedSubflow(i);
      if (!table.isActive(a)) continue;
      for (int h = table.pathOffset(a), end = h + table.pathLength(a); h < end; h++) {
        int link = pool[h];
        if (bounded[link]) continue;   // each link once, however many added subflows cross it
        bounded[link] = true;
        low = Math.min(low, saturationBound(link));
      }
    }
    for (int i = 0, n = table.dirtyCount(); i < n; i++) bounded[table.dirtyLink(i)] = false;
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

  private void ensureLinks(int n) {
    if (links.length >= n) return;
    int size = 2 * links.length;
    links = Arrays.copyOf(links, size);
    remaining = Arrays.copyOf(remaining, size);
    weights = Arrays.copyOf(weights, size);
    unfrozen = Arrays.copyOf(unfrozen, size);
    done = Arrays.copyOf(done, size);
    watched = Arrays.copyOf(watched, size);
    lowered = Arrays.copyOf(lowered, size);
    loweredLinks = Arrays.copyOf(loweredLinks, size);
  }

  private void ensureCheckpoints(int n) {
    if (checkpointLink.length >= n) return;
    int size = 2 * checkpointLink.length;
    checkpointLink = Arrays.copyOf(checkpointLink, size);
    checkpointLevel = Arrays.copyOf(checkpointLevel, size);
    firstWaiting = Arrays.copyOf(firstWaiting, size);
  }

  private void ensureSubs(int n) {
    if (subs.length >= n) return;
    int size = 2 * subs.length;
    subs = Arrays.copyOf(subs, size);
    nextWaiting = Arrays.copyOf(nextWaiting, size);
    result = Arrays.copyOf(result, size);
    frozenBy = Arrays.copyOf(frozenBy, size);
    frozen = Arrays.copyOf(frozen, size);
    deviated = Arrays.copyOf(deviated, size);
  }
}
