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
  private double[] key = new double[64];
  private int[] tie = new int[64];
  private int[] position = new int[64];   // of each item in the heap, -1 when absent
  private int[] heap = new int[64];
  private int size;

  /** Empties the heap for items {@code 0..items-1}. */
  void reset(int items) {
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

  boolean isEmpty() { return size == 0; }

  /** The item with the smallest (key, tie). */
  int top() { return heap[0]; }

  /** Key of the top item. */
  double topKey() { return key[heap[0]]; }

  /** Inserts {@code item} or moves it to its new key. */
  void set(int item, double value, int tieBreak) {
    key[item] = value;
    tie[item] = tieBreak;
    int i = position[item];
    if (i < 0) {
      i = size++;
      heap[i] = item;
      position[item] = i;
    }
    siftDown(siftUp(i));
  }

  /**
   * Appends an absent {@code item} without restoring the heap order: after a run of these, {@link
   * #heapify()} must come before any other call. Building a heap of n items so costs O(n), not
   * O(n log n).
   */
  void add(int item, double value, int tieBreak) {
    key[item] = value;
    tie[item] = tieBreak;
    place(item, size++);
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
    int last = heap[--size];
    if (i == size) return;
    heap[i] = last;
    position[last] = i;
    siftDown(siftUp(i));
  }

  private int siftUp(int i) {
    int item = heap[i];
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!less(item, heap[parent])) break;
      place(heap[parent], i);
      i = parent;
    }
    place(item, i);
    return i;
  }

  private void siftDown(int i) {
    int item = heap[i];
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && less(heap[right], heap[child])) child = right;
      if (!less(heap[child], item)) break;
      place(heap[child], i);
      i = child;
    }
    place(item, i);
  }

  private void place(int item, int i) {
    heap[i] = item;
    position[item] = i;
  }

  private boolean less(int a, int b) {
    return key[a] < key[b] || (key[a] == key[b] && tie[a] < tie[b]);
  }
}
