package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class ConsecutiveBlockAllocationTest extends AllocationPolicyContract {
  @Override
  protected AllocationPolicy policy() { return new ConsecutiveBlockAllocation(); }

  @Override
  protected boolean refusesForShape() { return true; }

  @Test
  void itTakesTheLowestBlockLongEnough() {
    // 8 nodes, 1 and 4 busy: free blocks 0, 2-3, 5-7; two nodes -> 2-3, three -> 5-7
    NodePool pool = new NodePool(8);
    pool.take(new int[] {1, 4});
    assertArrayEquals(new int[] {2, 3}, policy().allocate(2, pool));
    assertArrayEquals(new int[] {5, 6, 7}, policy().allocate(3, pool));
  }

  @Test
  void fragmentedFreeNodesMakeItRefuse() {
    // 8 nodes, every other one busy: 4 free, no two adjacent
    NodePool pool = new NodePool(8);
    pool.take(new int[] {0, 2, 4, 6});
    assertNull(policy().allocate(2, pool));
    assertArrayEquals(new int[] {1}, policy().allocate(1, pool));
  }
}
