package org.interflow.model.scheduler;

/**
 * Allocates the lowest-numbered free nodes, consecutive or not: never refuses a job that has
 * enough free nodes. O(nodes / 64 + count) per allocation.
 */
public final class FirstFreeAllocation implements AllocationPolicy {
  @Override
  public int[] allocate(int count, NodePool pool) {
    if (count > pool.freeCount()) return null;
    int[] chosen = new int[count];
    int node = -1;
    for (int i = 0; i < count; i++) {
      node = pool.nextFree(node + 1);
      chosen[i] = node;
    }
    return chosen;
  }
}
