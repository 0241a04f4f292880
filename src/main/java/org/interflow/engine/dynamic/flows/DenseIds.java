package org.interflow.engine.dynamic.flows;

import java.util.BitSet;

/**
 * Hands out small dense ids and takes them back, always giving the smallest free id, so id
 * assignment (and therefore every tie broken by id) depends only on the order of calls.
 * Allocation scans from the lowest freed id: O(1) amortised when ids are freed and reused in bulk.
 */
final class DenseIds {
  private final BitSet used = new BitSet();
  private int lowestFree;
  private int inUse;

  /** The smallest id not in use, now marked in use. */
  int take() {
    int id = used.nextClearBit(lowestFree);
    used.set(id);
    lowestFree = id + 1;
    inUse++;
    return id;
  }

  /** Returns {@code id} to the pool. */
  void give(int id) {
    used.clear(id);
    if (id < lowestFree) lowestFree = id;
    inUse--;
  }

  int inUse() { return inUse; }

  /** True when {@code id} is in use. */
  boolean inUse(int id) { return used.get(id); }
}
