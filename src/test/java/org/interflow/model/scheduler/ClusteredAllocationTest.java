package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ClusteredAllocationTest extends AllocationPolicyContract {
  @Override
  protected AllocationPolicy policy() { return new ClusteredAllocation(0.8, new SplittableRandom(9)); }

  @Test
  void withCertainSuccessItTakesConsecutiveFreeNodesSkippingBusyOnes() {
    // p = 1: every stride is 1, so the nodes are the free ones in order (wrapping) from the random
    // start; with 3 and 4 busy, a run through them skips both
    NodePool pool = new NodePool(16);
    pool.take(new int[] {3, 4});
    int[] chosen = new ClusteredAllocation(1.0, new SplittableRandom(2)).allocate(12, pool);
    for (int i = 1; i < chosen.length; i++) {
      int expected = chosen[i - 1] + 1;
      while (expected % 16 == 3 || expected % 16 == 4) expected++;
      assertEquals(expected % 16, chosen[i], "node " + i);
    }
  }

  @Test
  void stridesAverageOneOverP() {
    // geometric strides of p = 0.5 have mean 1/p = 2; 3000 nodes of an empty 10^6-node machine (no
    // wrap, no collisions) give a mean within 0.1 of it (sd of the mean ~ 0.026)
    int[] chosen = new ClusteredAllocation(0.5, new SplittableRandom(4)).allocate(3000, new NodePool(1_000_000));
    long span = 0;
    for (int i = 1; i < chosen.length; i++) {
      int stride = Math.floorMod(chosen[i] - chosen[i - 1], 1_000_000);
      assertTrue(stride >= 1);
      span += stride;
    }
    assertEquals(2.0, span / (double) (chosen.length - 1), 0.1);
  }

  @Test
  void aProbabilityOutsideZeroToOneIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ClusteredAllocation(0, new SplittableRandom(1)));
    assertThrows(IllegalArgumentException.class, () -> new ClusteredAllocation(1.5, new SplittableRandom(1)));
  }
}
