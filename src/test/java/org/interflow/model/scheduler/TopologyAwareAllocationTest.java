package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.junit.jupiter.api.Test;

/**
 * On a 2-ary 3-tree (8 servers): leaf switches hold servers {0,1}, {2,3}, {4,5}, {6,7}; leaves
 * {0,1} and {2,3} share a subtree (2 hops apart), the two subtrees are 4 hops apart.
 */
class TopologyAwareAllocationTest extends AllocationPolicyContract {
  private static final Topology TREE8 = tree(2, 3);
  private static final Topology TREE32 = tree(2, 5);

  private static Topology tree(int k, int n) { return FatTreeBuilder.build(new FatTreeSpec(k, n), LinkParams.DEFAULT); }

  @Override
  protected AllocationPolicy policy() { return new TopologyAwareAllocation(TREE32, 1); }

  @Test
  void aJobThatFitsOneLeafTakesTheFullestLeafThatFits() {
    // server 0 busy: leaf {0,1} has 1 free, the others 2; a 2-node job takes the lowest leaf with
    // exactly 2 free (best fit): {2,3}; a 1-node job fills the leaf with 1 free: {1}
    NodePool pool = new NodePool(8);
    pool.take(new int[] {0});
    AllocationPolicy policy = new TopologyAwareAllocation(TREE8, 1);
    assertArrayEquals(new int[] {2, 3}, policy.allocate(2, pool));
    assertArrayEquals(new int[] {1}, policy.allocate(1, pool));
  }

  @Test
  void aWiderJobStaysInOneSubtreeWhenItCan() {
    // servers 0 and 2 busy: leaves {1}, {3} (subtree A) and {4,5}, {6,7} (subtree B). A 3-node job
    // fits no leaf; grown from {4,5} it reaches 3 nodes at distance 2 within subtree B (2 leaves),
    // while from {1} it needs distance 4 (3 leaves): it gets 4, 5, 6. First-free would give 1, 3, 4
    // across both subtrees.
    NodePool pool = new NodePool(8);
    pool.take(new int[] {0, 2});
    int[] chosen = new TopologyAwareAllocation(TREE8, 1).allocate(3, pool);
    Arrays.sort(chosen);
    assertArrayEquals(new int[] {4, 5, 6}, chosen);
  }

  @Test
  void coresOfOneServerCountAsThatServersLeaf() {
    // 2 cores per server (units 2s, 2s+1 on server s): 4 units fit leaf {0,1} = units 0-3
    AllocationPolicy policy = new TopologyAwareAllocation(TREE8, 2);
    assertArrayEquals(new int[] {0, 1, 2, 3}, policy.allocate(4, new NodePool(16)));
  }
}
