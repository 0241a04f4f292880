package org.interflow.model.traffic.mpi;

/**
 * A long-to-long hash table with open addressing (linear probing, backward-shift deletion), so a
 * rank program can find its in-flight messages and matching queues without boxing. Only looked
 * up, never iterated, so its layout never reaches an output. Keys must not be {@link Long#MIN_VALUE}.
 * O(1) expected per operation; 16 bytes per slot, at most half full. Not thread-safe.
 */
final class LongTable {
  static final long MISSING = Long.MIN_VALUE;
  private static final long EMPTY = Long.MIN_VALUE;

  // slot i holds its key at 2i and its value at 2i + 1: one cache line serves both
  private long[] slots;
  private int size;
  private int mask;

  LongTable() {
    slots = new long[16];
    java.util.Arrays.fill(slots, EMPTY);
    mask = 7;
  }

  int size() { return size; }

  /** The value of {@code key}, or {@link #MISSING}. */
  long get(long key) {
    long[] s = slots;
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = s[2 * i];
      if (k == key) return s[2 * i + 1];
      if (k == EMPTY) return MISSING;
    }
  }

  /** Sets the value of {@code key}. */
  void put(long key, long value) {
    if (key == EMPTY) throw new IllegalArgumentException("reserved key");
    long[] s = slots;
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = s[2 * i];
      if (k == key) {
        s[2 * i + 1] = value;
        return;
      }
      if (k == EMPTY) {
        s[2 * i] = key;
        s[2 * i + 1] = value;
        if (++size * 2 > mask + 1) grow();
        return;
      }
    }
  }

  /** Sets the value of an absent {@code key}; returns the present value, or {@link #MISSING} if it set it. */
  long putIfAbsent(long key, long value) {
    if (key == EMPTY) throw new IllegalArgumentException("reserved key");
    long[] s = slots;
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = s[2 * i];
      if (k == key) return s[2 * i + 1];
      if (k == EMPTY) {
        s[2 * i] = key;
        s[2 * i + 1] = value;
        if (++size * 2 > mask + 1) grow();
        return MISSING;
      }
    }
  }

  /** Adds {@code delta} to the value of {@code key} (absent counts as 0). */
  void add(long key, long delta) {
    long[] s = slots;
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = s[2 * i];
      if (k == key) {
        s[2 * i + 1] += delta;
        return;
      }
      if (k == EMPTY) {
        put(key, delta);
        return;
      }
    }
  }

  /** Removes {@code key}; returns its value or {@link #MISSING}. */
  long remove(long key) {
    long[] s = slots;
    int i = slot(key);
    while (s[2 * i] != key) {
      if (s[2 * i] == EMPTY) return MISSING;
      i = (i + 1) & mask;
    }
    long removed = s[2 * i + 1];
    // backward shift: move later entries of the probe run into the hole when their home allows it
    int hole = i;
    for (int j = (i + 1) & mask; s[2 * j] != EMPTY; j = (j + 1) & mask) {
      int home = slot(s[2 * j]);
      boolean movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
      if (movable) {
        s[2 * hole] = s[2 * j];
        s[2 * hole + 1] = s[2 * j + 1];
        hole = j;
      }
    }
    s[2 * hole] = EMPTY;
    size--;
    return removed;
  }

  /** The entries as {keys, values}, keys increasing (for outputs); O(n log n). */
  long[][] sortedEntries() {
    long[] k = new long[size];
    int n = 0;
    for (int i = 0; i <= mask; i++) if (slots[2 * i] != EMPTY) k[n++] = slots[2 * i];
    java.util.Arrays.sort(k);
    long[] v = new long[size];
    for (int i = 0; i < size; i++) v[i] = get(k[i]);
    return new long[][] {k, v};
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }

  private void grow() {
    long[] old = slots;
    slots = new long[old.length * 2];
    java.util.Arrays.fill(slots, EMPTY);
    mask = old.length - 1;
    size = 0;
    for (int i = 0; i < old.length; i += 2) if (old[i] != EMPTY) put(old[i], old[i + 1]);
  }
}
