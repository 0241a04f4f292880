package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class FirstFreeAllocationTest extends AllocationPolicyContract {
  @Override
  protected AllocationPolicy policy() { return new FirstFreeAllocation(); }

  @Test
  void itTakesTheLowestFreeNodesAcrossGaps() {
    // 8 nodes, 1, 2 and 5 busy: the four lowest free are 0, 3, 4, 6
    NodePool pool = new NodePool(8);
    pool.take(new int[] {1, 2, 5});
    assertArrayEquals(new int[] {0, 3, 4, 6}, policy().allocate(4, pool));
  }
}
