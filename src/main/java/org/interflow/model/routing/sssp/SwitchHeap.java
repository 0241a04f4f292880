package org.interflow.model.routing.sssp;

import java.util.Arrays;

/**
 * An indexed binary min-heap of switch indices keyed by a long distance, ties broken by the lower
 * index, with decrease-key: Dijkstra's queue in {@link SsspEngine}. Not thread-safe; reused for
 * every destination. O(log n) per operation.
 */
final class SwitchHeap {
  private final int[] heap;
  private final int[] position;   // -1 = not in the heap
  private final long[] key;
  private int size;

  SwitchHeap(int capacity) {
    heap = new int[capacity];
    position = new int[capacity];
    key = new long[capacity];
    Arrays.fill(position, -1);
  }

  boolean isEmpty() { return size == 0; }

  /** Inserts {@code item} with {@code k}, or lowers its key to {@code k}. */
  void offer(int item, long k) {
    if (position[item] < 0) {
      key[item] = k;
      heap[size] = item;
      position[item] = size;
      up(size++);
    } else if (k < key[item]) {
      key[item] = k;
      up(position[item]);
    }
  }

  /** Removes and returns the item of least key (lowest index on ties). */
  int poll() {
    int top = heap[0];
    position[top] = -1;
    size--;
    if (size > 0) {
      heap[0] = heap[size];
      position[heap[0]] = 0;
      down(0);
    }
    return top;
  }

  private boolean less(int a, int b) { return key[a] < key[b] || (key[a] == key[b] && a < b); }

  private void up(int i) {
    int item = heap[i];
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!less(item, heap[parent])) break;
      heap[i] = heap[parent];
      position[heap[i]] = i;
      i = parent;
    }
    heap[i] = item;
    position[item] = i;
  }

  private void down(int i) {
    int item = heap[i];
    while (true) {
      int child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && less(heap[child + 1], heap[child])) child++;
      if (!less(heap[child], item)) break;
      heap[i] = heap[child];
      position[heap[i]] = i;
      i = child;
    }
    heap[i] = item;
    position[item] = i;
  }
}
