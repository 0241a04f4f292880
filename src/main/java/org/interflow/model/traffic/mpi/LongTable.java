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

  private long[] keys;
  private long[] values;
  private int size;
  private int mask;

  LongTable() {
    keys = new long[8];
    values = new long[8];
    java.util.Arrays.fill(keys, EMPTY);
    mask = 7;
  }

  int size() { return size; }

  /** The value of {@code key}, or {@link #MISSING}. */
  long get(long key) {
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) return values[i];
      if (k == EMPTY) return MISSING;
    }
  }

  /** Sets the value of {@code key}. */
  void put(long key, long value) {
    if (key == EMPTY) throw new IllegalArgumentException("reserved key");
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) {
        values[i] = value;
        return;
      }
      if (k == EMPTY) {
        keys[i] = key;
        values[i] = value;
        if (++size * 2 > keys.length) grow();
        return;
      }
    }
  }

  /** Sets the value of an absent {@code key}; returns the present value, or {@link #MISSING} if it set it. */
  long putIfAbsent(long key, long value) {
    if (key == EMPTY) throw new IllegalArgumentException("reserved key");
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) return values[i];
      if (k == EMPTY) {
        keys[i] = key;
        values[i] = value;
        if (++size * 2 > keys.length) grow();
        return MISSING;
      }
    }
  }

  /** Adds {@code delta} to the value of {@code key} (absent counts as 0). */
  void add(long key, long delta) {
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) {
        values[i] += delta;
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
    int i = slot(key);
    while (keys[i] != key) {
      if (keys[i] == EMPTY) return MISSING;
      i = (i + 1) & mask;
    }
    long removed = values[i];
    // backward shift: move later entries of the probe run into the hole when their home allows it
    int hole = i;
    for (int j = (i + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
      int home = slot(keys[j]);
      boolean movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
      if (movable) {
        keys[hole] = keys[j];
        values[hole] = values[j];
        hole = j;
      }
    }
    keys[hole] = EMPTY;
    size--;
    return removed;
  }

  /** The entries as {keys, values}, keys increasing (for outputs); O(n log n). */
  long[][] sortedEntries() {
    long[] k = new long[size];
    int n = 0;
    for (long key : keys) if (key != EMPTY) k[n++] = key;
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
    long[] oldKeys = keys;
    long[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new long[oldKeys.length * 2];
    java.util.Arrays.fill(keys, EMPTY);
    mask = keys.length - 1;
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) if (oldKeys[i] != EMPTY) put(oldKeys[i], oldValues[i]);
  }
}
