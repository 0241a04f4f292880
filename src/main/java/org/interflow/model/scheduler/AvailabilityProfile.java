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

  /** {@code freeNow} nodes free from {@code now} on. */
  AvailabilityProfile(long now, int freeNow) {
    time[0] = now;
    free[0] = freeNow;
    size = 1;
  }

  /**
   * Adds {@code delta} free nodes over [from, to): a running job's release is (end, never, +n), a
   * reservation (start, start + requested, -n). Nothing happens when {@code from} is never.
   */
  void add(long from, long to, int delta) {
    if (from == BatchJob.NO_LIMIT || from >= to) return;
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
  long earliestStart(long from, int nodes, long duration) {
    int i = segmentAt(from);
    long candidate = from;
    while (true) {
      long end = BatchJob.plus(candidate, duration);
      int j = i;
      while (j < size && time[j] < end && free[j] >= nodes) j++;
      if (j == size || time[j] >= end) return candidate;
      if (j + 1 == size) return BatchJob.NO_LIMIT;
      i = j + 1;
      candidate = time[i];
    }
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
