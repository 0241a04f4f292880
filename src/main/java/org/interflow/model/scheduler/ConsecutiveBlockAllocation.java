package org.interflow.model.scheduler;

/**
 * Allocates the lowest block of {@code count} consecutive free nodes, the "consecutive" allocation
 * of INRFlow's scheduler: contiguity keeps a job's traffic local on most networks. When the free
 * nodes are fragmented into smaller blocks it refuses, and the job waits although enough nodes
 * are free. Scans the free-node bitmap: O(nodes / 64 + blocks) per allocation.
 */
public final class ConsecutiveBlockAllocation implements AllocationPolicy {
  @Override
  public int[] allocate(int count, NodePool pool) {
    int first = lowestFreeBlock(count, pool);
    if (first < 0) return null;
    int[] chosen = new int[count];
    for (int i = 0; i < count; i++) chosen[i] = first + i;
    return chosen;
  }

  /** The first node of the lowest block of {@code size} consecutive free nodes, or -1. */
  static int lowestFreeBlock(int size, NodePool pool) {
    if (size > pool.freeCount()) return -1;
    int start = pool.nextFree(0);
    while (start >= 0 && start + size <= pool.nodes()) {
      int nextBusy = pool.nextBusy(start);
      if (nextBusy < 0 || nextBusy >= start + size) return start;
      start = pool.nextFree(nextBusy);
    }
    return -1;
  }
}
