package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RandomAllocationTest extends AllocationPolicyContract {
  @Override
  protected AllocationPolicy policy() { return new RandomAllocation(new SplittableRandom(5)); }

  @Test
  void everyFreeNodeIsEquallyLikely() {
    // 10 nodes, 0-1 busy; one node drawn from the 8 free, 80,000 times: each free node about
    // 10,000 times (sd of a count ~ 94); the busy ones never
    NodePool pool = new NodePool(10);
    pool.take(new int[] {0, 1});
    AllocationPolicy policy = policy();
    int[] counts = new int[10];
    for (int i = 0; i < 80_000; i++) counts[policy.allocate(1, pool)[0]]++;
    assertEquals(0, counts[0] + counts[1]);
    for (int n = 2; n < 10; n++) assertEquals(10_000, counts[n], 500, "node " + n);
  }
}
