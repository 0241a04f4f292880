package org.interflow.io.results;

import java.util.PriorityQueue;
import java.util.TreeSet;

/**
 * Packs intervals into as few rows ("lanes") as possible for a timeline: intervals come in order
 * of their start, and each goes to the lowest lane free at its start (greedy interval
 * partitioning, optimal: the lanes used equal the most intervals overlapping at one time).
 * O(log lanes) per interval.
 */
final class LanePacker {
  /** Busy lanes as {end, lane}, earliest end first. */
  private final PriorityQueue<long[]> busy = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
  private final TreeSet<Integer> free = new TreeSet<>();
  private int lanes;

  /**
   * The lane of the interval [from, to); {@code from} must not be before the previous interval's.
   * A lane whose interval ends at {@code from} is free again.
   */
  int place(long from, long to) {
    while (!busy.isEmpty() && busy.peek()[0] <= from) free.add((int) busy.poll()[1]);
    int lane = free.isEmpty() ? lanes++ : free.pollFirst();
    busy.add(new long[] {to, lane});
    return lane;
  }

  /** Lanes opened so far. */
  int lanes() { return lanes; }
}
