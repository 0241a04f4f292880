package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class LinearMappingTest extends MappingPolicyContract {
  @Override
  protected MappingPolicy policy() { return new LinearMapping(); }

  @Test
  void consecutiveTasksFillEachNodeInAllocationOrder() {
    // 5 tasks, 2 per node, nodes 7, 3, 9: tasks 0,1 -> 7; 2,3 -> 3; 4 -> 9
    assertArrayEquals(new int[] {7, 7, 3, 3, 9}, policy().map(0, 5, 2, new int[] {7, 3, 9}));
  }
}
