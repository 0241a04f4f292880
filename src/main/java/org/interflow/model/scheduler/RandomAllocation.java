package org.interflow.model.scheduler;

import java.util.SplittableRandom;

/**
 * Allocates free nodes drawn uniformly at random (a seeded partial Fisher-Yates shuffle of the
 * free nodes), returned in the order drawn: the random placement of the HyperX study (Domke et
 * al., SC'19, section 3.1), and a machine with no locality at all. O(nodes) per allocation.
 */
public final class RandomAllocation implements AllocationPolicy {
  private final SplittableRandom random;

  /** Draws from {@code random}, which this policy then owns. */
  public RandomAllocation(SplittableRandom random) { this.random = random; }

  @Override
  public int[] allocate(int count, NodePool pool) {
    int free = pool.freeCount();
    if (count > free) return null;
    int[] candidates = new int[free];
    int node = -1;
    for (int i = 0; i < free; i++) {
      node = pool.nextFree(node + 1);
      candidates[i] = node;
    }
    for (int i = 0; i < count; i++) {
      int j = i + random.nextInt(free - i);
      int t = candidates[i];
      candidates[i] = candidates[j];
      candidates[j] = t;
    }
    int[] chosen = new int[count];
    System.arraycopy(candidates, 0, chosen, 0, count);
    return chosen;
  }
}
