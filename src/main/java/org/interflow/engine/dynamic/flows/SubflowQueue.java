package org.interflow.engine.dynamic.flows;

import java.util.Arrays;

/**
 * The flow table's event queue: an indexed 4-ary min-heap of subflow ids keyed by (event time in
 * picoseconds, subflow id), so events at equal times come out in increasing id order and the run
 * stays deterministic. Each subflow is in the queue at most once: while it waits out its path
 * latency its key is its activation time, while it transfers its key is its predicted finish time.
 *
 * <p>Primitive arrays only, no allocation per operation. Insert, remove and key change are
 * O(log n); inserting a key not smaller than the current maximum (the common bulk case of many
 * flows injected at the same time) costs O(1).
 */
final class SubflowQueue {
  private int[] heap = new int[64];     // heap slot -> subflow id
  private long[] key = new long[64];    // heap slot -> its id's event time (sifting reads neighbours)
  private int[] position = new int[64]; // subflow id -> heap slot, -1 when absent
  private int size;
  private int[] polled = new int[64];   // ids removed by the last pollAll

  SubflowQueue() {
    Arrays.fill(position, -1);
  }

  int size() { return size; }

  boolean isEmpty() { return size == 0; }

  /** Smallest key, or {@link Long#MAX_VALUE} when empty. */
  long minKey() { return size == 0 ? Long.MAX_VALUE : key[0]; }

  /** The id with the smallest (time, id). Precondition: not empty. */
  int minId() { return heap[0]; }

  boolean contains(int id) { return id < position.length && position[id] >= 0; }

  /** Inserts {@code id} with time {@code timePs}, or moves it there when it is already queued. */
  void set(int id, long timePs) {
    if (id >= position.length) grow(id + 1);
    int slot = position[id];
    if (slot < 0) {
      if (size == heap.length) {
        heap = Arrays.copyOf(heap, size * 2);
        key = Arrays.copyOf(key, size * 2);
      }
      heap[size] = id;
      key[size] = timePs;
      position[id] = size;
      siftUp(size++);
      return;
    }
    long old = key[slot];
    key[slot] = timePs;
    if (timePs < old) siftUp(slot); else if (timePs > old) siftDown(slot);
  }

  /** Removes and returns the id with the smallest (time, id). Precondition: not empty. */
  int poll() {
    int top = heap[0];
    removeAt(0);
    return top;
  }

  /**
   * Removes every id whose time is {@code timePs} (which must be the smallest time queued); read
   * them with {@link #polled(int)}, in increasing id order, until the next call. Ids come off one
   * by one until they are an eighth of what is left; the rest are then found in one scan of the
   * heap, which is rebuilt bottom-up (Floyd). Taking k of n ids thus costs O(min(k log n, n + k
   * log k)): a million flows finishing together cost a scan, not a million sift-downs.
   *
   * @return how many ids were removed
   */
  int pollAll(long timePs) {
    int n = 0;
    while (size > 0 && key[0] == timePs) {
      if (n >= 256 && n >= size / 8) return extractAll(timePs, n);
      if (n == polled.length) polled = Arrays.copyOf(polled, n * 2);
      polled[n++] = poll();
    }
    return n;
  }

  /** The {@code index}-th id removed by the last {@link #pollAll}. */
  int polled(int index) { return polled[index]; }

  private int extractAll(long timePs, int n) {
    int start = n;
    int kept = 0;
    for (int slot = 0; slot < size; slot++) {
      int id = heap[slot];
      if (key[slot] == timePs) {
        if (n == polled.length) polled = Arrays.copyOf(polled, Math.max(n * 2, n + size - slot));
        polled[n++] = id;
        position[id] = -1;
      } else {
        heap[kept] = id;
        key[kept] = key[slot];
        position[id] = kept++;
      }
    }
    size = kept;
    if (size > 1) for (int slot = (size - 2) / 4; slot >= 0; slot--) siftDown(slot);
    // every id still queued at this time is larger than those polled one by one before, so
    // sorting the extracted tail keeps the whole batch in increasing id order
    Arrays.sort(polled, start, n);
    return n;
  }

  /** Removes {@code id} when queued; no-op otherwise. */
  void remove(int id) {
    if (contains(id)) removeAt(position[id]);
  }

  private void removeAt(int slot) {
    int id = heap[slot];
    position[id] = -1;
    size--;
    if (slot == size) return;
    int last = heap[size];
    heap[slot] = last;
    key[slot] = key[size];
    position[last] = slot;
    siftDown(slot);
    if (heap[slot] == last) siftUp(slot);
  }

  private void siftUp(int slot) {
    int id = heap[slot];
    long k = key[slot];
    while (slot > 0) {
      int parent = (slot - 1) >>> 2;
      long pk = key[parent];
      if (!(k < pk || (k == pk && id < heap[parent]))) break;
      heap[slot] = heap[parent];
      key[slot] = pk;
      position[heap[slot]] = slot;
      slot = parent;
    }
    heap[slot] = id;
    key[slot] = k;
    position[id] = slot;
  }

  private void siftDown(int slot) {
    int id = heap[slot];
    long k = key[slot];
    while (true) {
      int first = 4 * slot + 1;
      if (first >= size) break;
      int best = first;
      long bk = key[first];
      int end = Math.min(first + 4, size);
      for (int c = first + 1; c < end; c++) {
        long ck = key[c];
        if (ck < bk || (ck == bk && heap[c] < heap[best])) {
          best = c;
          bk = ck;
        }
      }
      if (!(bk < k || (bk == k && heap[best] < id))) break;
      heap[slot] = heap[best];
      key[slot] = bk;
      position[heap[slot]] = slot;
      slot = best;
    }
    heap[slot] = id;
    key[slot] = k;
    position[id] = slot;
  }

  private void grow(int needed) {
    int n = Math.max(needed, position.length * 2);
    int old = position.length;
    position = Arrays.copyOf(position, n);
    Arrays.fill(position, old, n, -1);
  }
}
