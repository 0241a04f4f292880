package org.interflow.model.scheduler;

import java.util.Arrays;

/**
 * Free nodes over future time, as a step function: the "profile" of backfilling schedulers
 * (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001, section 2). It starts from the nodes free now;
 * running jobs add their nodes back at their estimated ends, and reservations take nodes over
 * their planned interval. Breakpoints are kept sorted; each change and each search is O(b) for b
 * breakpoints. Times are ticks; {@link BatchJob#NO_LIMIT} stands for "never".
 */
final class AvailabilityProfile {
  /** time[i]: where segment i starts; it lasts until time[i + 1], the last one forever. */
  private long[] time = new long[16];
  /** free[i]: nodes free during segment i (negative while reservations overlap an overrun). */
  private int[] free = new int[16];
  private int size;
  /** prefixMax[i]: the most nodes free in segments 0..i; recomputed after a change, when asked. */
  private int[] prefixMax;
  private boolean prefixMaxValid;

  /** {@code freeNow} nodes free from {@code now} on. */
  AvailabilityProfile(long now, int freeNow) {
    time[0] = now;
    free[0] = freeNow;
    size = 1;
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
    return p;
  }

  /** Forgets the time before {@code now}: the segment holding it starts there. O(b). */
  void dropBefore(long now) {
    int k = segmentAt(now);
    if (k <= 0) return;
    prefixMaxValid = false;
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
    prefixMaxValid = false;
    int first = split(from);
    int end = to == BatchJob.NO_LIMIT ? size : split(to);
    for (int i = first; i < end; i++) free[i] += delta;
  }

  /**
   * The earliest time from {@code from} on at which {@code nodes} nodes stay free for {@code
   * duration}, or never ({@link BatchJob#NO_LIMIT}) when the profile never frees that many for that
   * long. Candidate starts are {@code from} and the breakpoints after it: a conflict in segment j
   * moves the next candidate to segment j + 1, so the scan is O(b).
   */
  long earliestStart(long from, int nodes, long duration) { return earliestStart(from, nodes, duration, 0, 0, 0); }

  /**
   * As {@link #earliestStart(long, int, long)}, as if the {@code ownNodes} nodes the job itself
   * holds over [ownFrom, ownTo) were free: a reserved job's earliest start without taking its
   * reservation out of the profile first, so that a job that does not move changes nothing.
   */
  long earliestStart(long from, int nodes, long duration, long ownFrom, long ownTo, int ownNodes) {
    int i = segmentAt(from);
    long candidate = from;
    while (true) {
      long end = BatchJob.plus(candidate, duration);
      int j = i;
      while (j < size && time[j] < end && free[j] + (time[j] >= ownFrom && time[j] < ownTo ? ownNodes : 0) >= nodes) j++;
      if (j == size || time[j] >= end) return candidate;
      if (j + 1 == size) return BatchJob.NO_LIMIT;
      i = j + 1;
      candidate = time[i];
    }
  }

  /**
   * The most nodes free at any time before {@code at} (from the profile's start), or -1 when
   * {@code at} is the start: a job needing more cannot start before {@code at}. O(log b) (O(b)
   * after a change).
   */
  int maxFreeBefore(long at) {
    int k = segmentAt(at);
    if (k >= 0 && time[k] == at) k--;
    if (k < 0) return -1;
    if (!prefixMaxValid) {
      if (prefixMax == null || prefixMax.length < size) prefixMax = new int[time.length];
      prefixMax[0] = free[0];
      for (int i = 1; i < size; i++) prefixMax[i] = Math.max(prefixMax[i - 1], free[i]);
      prefixMaxValid = true;
    }
    return prefixMax[k];
  }

  /** True when {@code nodes} nodes stay free from {@code from} for {@code duration}. */
  boolean fits(long from, int nodes, long duration) { return earliestStart(from, nodes, duration) == from; }

  /** Free nodes at {@code at}. */
  int freeAt(long at) { return free[segmentAt(at)]; }

  /** The index of the segment holding {@code at} (at is not before the profile's start). */
  private int segmentAt(long at) {
    int k = Arrays.binarySearch(time, 0, size, at);
    return k >= 0 ? k : -k - 2;
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
    size++;
    return at1;
  }
}
