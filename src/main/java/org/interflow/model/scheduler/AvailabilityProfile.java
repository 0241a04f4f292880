package org.interflow.model.scheduler;

import java.util.Arrays;

/**
 * Free nodes over future time, as a step function: the "profile" of backfilling schedulers
 * (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001, section 2). It starts from the nodes free now;
 * running jobs add their nodes back at their estimated ends, and reservations take nodes over
 * their planned interval. Breakpoints are kept sorted in arrays; each change is O(b) for b
 * breakpoints, a search O(b) at worst and a few segments per conflict in practice (see {@link
 * #earliestStart(long, long, int, long, long, long, int)}). Times are ticks; {@link BatchJob#NO_LIMIT} stands for "never".
 */
final class AvailabilityProfile {
  /** time[i]: where segment i starts; it lasts until time[i + 1], the last one forever. */
  private long[] time = new long[16];
  /** free[i]: nodes free during segment i (negative while reservations overlap an overrun). */
  private int[] free = new int[16];
  private int size;
  /** Segments with fewer than 0 free nodes. */
  private int negatives;

  /** {@code freeNow} nodes free from {@code now} on. */
  AvailabilityProfile(long now, int freeNow) {
    time[0] = now;
    free[0] = freeNow;
    size = 1;
    negatives = freeNow < 0 ? 1 : 0;
  }

  /**
   * The profile from {@code now} of {@code freeNow} free nodes changed by {@code count} steps:
   * from {@code times[i]} (not before now) on, {@code deltas[i]} more nodes are free. Sorting the
   * distinct times and summing: O(c log c), against O(c b) for adding them one by one.
   */
  static AvailabilityProfile of(long now, int freeNow, long[] times, int[] deltas, int count) {
    long[] sorted = Arrays.copyOf(times, count + 1);
    sorted[count] = now;
    Arrays.sort(sorted);
    int distinct = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (sorted[i] == BatchJob.NO_LIMIT) break;
      if (distinct == 0 || sorted[i] != sorted[distinct - 1]) sorted[distinct++] = sorted[i];
    }
    if (sorted[0] < now) throw new IllegalArgumentException("a step at " + sorted[0] + " is before the profile's start " + now);
    AvailabilityProfile p = new AvailabilityProfile(now, freeNow);
    p.time = Arrays.copyOf(sorted, Math.max(16, distinct));
    p.free = new int[p.time.length];
    p.size = distinct;
    for (int i = 0; i < count; i++) {
      if (times[i] != BatchJob.NO_LIMIT) p.free[Arrays.binarySearch(p.time, 0, distinct, times[i])] += deltas[i];
    }
    p.free[0] += freeNow;
    for (int i = 1; i < distinct; i++) p.free[i] += p.free[i - 1];
    p.negatives = 0;
    for (int i = 0; i < distinct; i++) if (p.free[i] < 0) p.negatives++;
    return p;
  }

  /** Forgets the time before {@code now}: the segment holding it starts there. O(b). */
  void dropBefore(long now) {
    int k = segmentAt(now);
    if (k <= 0) return;
    for (int i = 0; i < k; i++) if (free[i] < 0) negatives--;
    System.arraycopy(time, k, time, 0, size - k);
    System.arraycopy(free, k, free, 0, size - k);
    size -= k;
    time[0] = now;
  }

  /**
   * Adds {@code delta} free nodes over [from, to): a running job's release is (end, never, +n), a
   * reservation (start, start + requested, -n). Nothing happens when {@code from} is never.
   */
  void add(long from, long to, int delta) {
    if (from == BatchJob.NO_LIMIT || from >= to) return;
    int first = split(from);
    int end = to == BatchJob.NO_LIMIT ? size : split(to);
    for (int i = first; i < end; i++) {
      if (free[i] < 0) negatives--;
      free[i] += delta;
      if (free[i] < 0) negatives++;
    }
  }

  /**
   * The earliest time from {@code from} on at which {@code nodes} nodes stay free for {@code
   * duration}, or never ({@link BatchJob#NO_LIMIT}) when the profile never frees that many for that
   * long.
   */
  long earliestStart(long from, int nodes, long duration) {
    return earliestStart(from, BatchJob.NO_LIMIT, nodes, duration, 0, 0, 0);
  }

  /**
   * As {@link #earliestStart(long, int, long)}, but only looking before {@code before} (returned
   * when no start before it fits, and when none ever does), and as if the {@code ownNodes} nodes
   * the job itself holds over [ownFrom, ownTo) (breakpoints of the profile) were free: a reserved
   * job's earliest start without taking its reservation out of the profile first, so that a job
   * that does not move changes nothing.
   *
   * <p>Candidate starts jump over conflicts: the window [c, c + duration) is read from its end
   * backwards to its last segment with too few nodes; every start from c to that segment's end
   * overlaps it, so the next candidate is the segment's end (a window read without a conflict is
   * the answer). A window's fitting tail is thus read again at most once: on a fragmented profile
   * this reads a few segments per window where a forward scan, restarting after each first
   * conflict, reads most of them for every short gap. O(b) at worst.
   */
  long earliestStart(long from, long before, int nodes, long duration, long ownFrom, long ownTo, int ownNodes) {
    long candidate = from;
    int i = segmentAt(from);
    while (candidate < before) {
      long end = BatchJob.plus(candidate, duration);
      int j = end == BatchJob.NO_LIMIT ? size : firstAtOrAfter(end, i);
      do {
        j--;
      } while (j >= i && free[j] + (time[j] >= ownFrom && time[j] < ownTo ? ownNodes : 0) >= nodes);
      if (j < i) return candidate;
      if (j + 1 == size) return before;
      i = j + 1;
      candidate = time[i];
    }
    return before;
  }

  /**
   * True when no segment over [from, to) has fewer than 0 free nodes: a reservation held there
   * still has its nodes (only reservations rebuilt over an overrun, or delayed to now, can lose
   * them). O(1) while no segment is negative, else O(b).
   */
  boolean holds(long from, long to) {
    if (negatives == 0 || from == BatchJob.NO_LIMIT) return true;
    for (int j = segmentAt(from); j < size && time[j] < to; j++) if (free[j] < 0) return false;
    return true;
  }

  /** True when {@code nodes} nodes stay free from {@code from} for {@code duration}. */
  boolean fits(long from, int nodes, long duration) { return earliestStart(from, from + 1, nodes, duration, 0, 0, 0) == from; }

  /** Free nodes at {@code at}. */
  int freeAt(long at) { return free[segmentAt(at)]; }

  /** The index of the segment holding {@code at} (at is not before the profile's start). */
  private int segmentAt(long at) {
    int k = Arrays.binarySearch(time, 0, size, at);
    return k >= 0 ? k : -k - 2;
  }

  /** The first segment from {@code i} on that starts at or after {@code at}; size if none. */
  private int firstAtOrAfter(long at, int i) {
    int k = Arrays.binarySearch(time, i, size, at);
    return k >= 0 ? k : -k - 1;
  }

  /** Makes {@code at} a breakpoint (splitting the segment holding it) and returns its index. */
  private int split(long at) {
    int k = Arrays.binarySearch(time, 0, size, at);
    if (k >= 0) return k;
    int at1 = -k - 1;
    if (at1 == 0) throw new IllegalArgumentException("time " + at + " is before the profile's start " + time[0]);
    if (size == time.length) {
      time = Arrays.copyOf(time, size * 2);
      free = Arrays.copyOf(free, size * 2);
    }
    System.arraycopy(time, at1, time, at1 + 1, size - at1);
    System.arraycopy(free, at1, free, at1 + 1, size - at1);
    time[at1] = at;
    free[at1] = free[at1 - 1];
    if (free[at1] < 0) negatives++;
    size++;
    return at1;
  }
}
