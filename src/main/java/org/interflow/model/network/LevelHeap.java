package org.interflow.model.network;

import java.util.Arrays;

/**
 * Indexed binary min-heap of the links of a component by fair level, for progressive filling.
 * Items are local link indices {@code 0..n-1}; each carries a key (its level) and a tie-break (its
 * global directed link id), so the pop order depends only on the keys, never on the order of
 * updates. Insert, update and remove are O(log n) with no allocation once grown; a bulk build
 * ({@link #add} then {@link #heapify}) is O(n).
 */
final class LevelHeap {
  // by heap position: the item and its (key, tie), so sifting reads neighbouring memory
  private int[] heap = new int[64];
  private double[] key = new double[64];
  private int[] tie = new int[64];
  private int[] position = new int[64];   // of each item in the heap, -1 when absent
  private int size;
  /** Items {@code 0..items-1} have a valid position. */
  private int items;

  /** Empties the heap for items {@code 0..items-1}. */
  void reset(int items) {
    this.items = items;
    if (position.length < items) {
      int n = Math.max(items, 2 * position.length);
      key = new double[n];
      tie = new int[n];
      position = new int[n];
      heap = new int[n];
    }
    Arrays.fill(position, 0, items, -1);
    size = 0;
  }

  /** Makes items below {@code items} known and absent, keeping the heap as it is (for items numbered as they come). */
  void ensureItems(int items) {
    if (items <= this.items) return;
    if (position.length < items) {
      int n = Math.max(items, 2 * position.length);
      key = Arrays.copyOf(key, n);
      tie = Arrays.copyOf(tie, n);
      position = Arrays.copyOf(position, n);
      heap = Arrays.copyOf(heap, n);
    }
    for (int i = this.items; i < items; i++) position[i] = -1;
    this.items = items;
  }

  boolean isEmpty() { return size == 0; }

  /** The item with the smallest (key, tie). */
  int top() { return heap[0]; }

  /** Key of the top item. */
  double topKey() { return key[0]; }

  /** Inserts {@code item} or moves it to its new key. */
  void set(int item, double value, int tieBreak) {
    int i = position[item];
    if (i < 0) {
      i = size++;
      heap[i] = item;
      position[item] = i;
    }
    key[i] = value;
    tie[i] = tieBreak;
    siftDown(siftUp(i));
  }

  /**
   * Appends an absent {@code item} without restoring the heap order: after a run of these, {@link
   * #heapify()} must come before any other call. Building a heap of n items so costs O(n), not
   * O(n log n).
   */
  void add(int item, double value, int tieBreak) {
    int i = size++;
    heap[i] = item;
    key[i] = value;
    tie[i] = tieBreak;
    position[item] = i;
  }

  /** Restores the heap order after {@link #add}s (Floyd's bottom-up construction), O(n). */
  void heapify() {
    for (int i = (size >>> 1) - 1; i >= 0; i--) siftDown(i);
  }

  /** Removes {@code item} if present. */
  void remove(int item) {
    int i = position[item];
    if (i < 0) return;
    position[item] = -1;
    int last = --size;
    if (i == last) return;
    heap[i] = heap[last];
    key[i] = key[last];
    tie[i] = tie[last];
    position[heap[i]] = i;
    siftDown(siftUp(i));
  }

  private int siftUp(int i) {
    int item = heap[i];
    double k = key[i];
    int t = tie[i];
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!(k < key[parent] || (k == key[parent] && t < tie[parent]))) break;
      move(parent, i);
      i = parent;
    }
    put(i, item, k, t);
    return i;
  }

  private void siftDown(int i) {
    int item = heap[i];
    double k = key[i];
    int t = tie[i];
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && (key[right] < key[child] || (key[right] == key[child] && tie[right] < tie[child]))) {
        child = right;
      }
      if (!(key[child] < k || (key[child] == k && tie[child] < t))) break;
      move(child, i);
      i = child;
    }
    put(i, item, k, t);
  }

  private void move(int from, int to) {
    heap[to] = heap[from];
    key[to] = key[from];
    tie[to] = tie[from];
    position[heap[to]] = to;
  }

  private void put(int i, int item, double k, int t) {
    heap[i] = item;
    key[i] = k;
    tie[i] = t;
    position[item] = i;
  }
}
