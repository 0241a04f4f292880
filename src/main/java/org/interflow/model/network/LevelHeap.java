package org.interflow.model.network;

import java.util.Arrays;

/**
 * Binary min-heap of (fair level, link) pairs for progressive filling, ordered by level then link
 * id so that the pop order depends only on the pairs pushed. Entries are never updated in place:
 * a link whose level changes is pushed again and stale entries are skipped by the caller. Push and
 * pop are O(log n) with no allocation once grown.
 */
final class LevelHeap {
  private double[] level = new double[64];
  private int[] link = new int[64];
  private int size;

  void clear() { size = 0; }

  boolean isEmpty() { return size == 0; }

  void push(double value, int id) {
    if (size == level.length) {
      level = Arrays.copyOf(level, 2 * size);
      link = Arrays.copyOf(link, 2 * size);
    }
    int i = size++;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!less(value, id, level[parent], link[parent])) break;
      level[i] = level[parent];
      link[i] = link[parent];
      i = parent;
    }
    level[i] = value;
    link[i] = id;
  }

  /** Level of the top entry. */
  double topLevel() { return level[0]; }

  /** Link of the top entry. */
  int topLink() { return link[0]; }

  /** Removes the top entry. */
  void pop() {
    double value = level[--size];
    int id = link[size];
    int i = 0;
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && less(level[right], link[right], level[child], link[child])) child = right;
      if (!less(level[child], link[child], value, id)) break;
      level[i] = level[child];
      link[i] = link[child];
      i = child;
    }
    level[i] = value;
    link[i] = id;
  }

  private static boolean less(double a, int aId, double b, int bId) {
    return a < b || (a == b && aId < bId);
  }
}
