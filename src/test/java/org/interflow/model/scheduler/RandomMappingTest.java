package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RandomMappingTest extends MappingPolicyContract {
  @Override
  protected MappingPolicy policy() { return new RandomMapping(21); }

  @Test
  void itShufflesTheLinearSlots() {
    // the same nodes as the linear map, each as often, in another order (64 tasks: the chance of the
    // identity permutation is 1/64!)
    int[] nodes = new int[16];
    for (int i = 0; i < 16; i++) nodes[i] = 100 + i;
    int[] linear = new LinearMapping().map(4, 64, 4, nodes);
    int[] shuffled = policy().map(4, 64, 4, nodes);
    assertFalse(Arrays.equals(linear, shuffled));
    int[] a = linear.clone();
    int[] b = shuffled.clone();
    Arrays.sort(a);
    Arrays.sort(b);
    assertArrayEquals(a, b);
  }

  @Test
  void jobsGetTheirOwnPermutation() {
    int[] nodes = {1, 2, 3, 4, 5, 6, 7, 8};
    assertFalse(Arrays.equals(policy().map(1, 8, 1, nodes), policy().map(2, 8, 1, nodes)));
    assertEquals(8, policy().map(1, 8, 1, nodes).length);
  }
}
