package org.interflow.model.traffic.mpi;

import java.util.Arrays;

/**
 * One rank's timeline: the spans it spent in each {@link RankState}, in time order, for a Chrome
 * trace. Parallel arrays (17 bytes per span), grown by half; consecutive spans never share a state
 * and zero-length ones are not kept. Written by one rank program; read after the run.
 */
public final class StateSpans {
  private byte[] state = new byte[8];
  private long[] startPs = new long[8];
  private long[] endPs = new long[8];
  private int size;

  /** Number of spans. */
  public int size() { return size; }

  /** State of span {@code i}. */
  public RankState state(int i) { return RankState.values()[state[check(i)]]; }

  /** Start of span {@code i}, picoseconds. */
  public long startPs(int i) { return startPs[check(i)]; }

  /** End of span {@code i}, picoseconds (exclusive). */
  public long endPs(int i) { return endPs[check(i)]; }

  void add(RankState s, long start, long end) {
    if (size > 0 && state[size - 1] == s.ordinal() && endPs[size - 1] == start) {
      endPs[size - 1] = end;  // a zero-length span in between was dropped
      return;
    }
    if (size == state.length) {
      int n = size + (size >> 1) + 8;
      state = Arrays.copyOf(state, n);
      startPs = Arrays.copyOf(startPs, n);
      endPs = Arrays.copyOf(endPs, n);
    }
    state[size] = (byte) s.ordinal();
    startPs[size] = start;
    endPs[size] = end;
    size++;
  }

  private int check(int i) {
    if (i < 0 || i >= size) throw new IndexOutOfBoundsException("span " + i + " of " + size);
    return i;
  }
}
