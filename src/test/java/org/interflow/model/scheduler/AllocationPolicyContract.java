package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What every allocation policy must satisfy, on a machine filled and emptied at random: it returns
 * exactly the nodes asked for, distinct and free, or null when fewer are free; it never changes
 * the pool; and a fresh policy given the same requests returns the same nodes. Each policy's test
 * extends this with hand-worked placements.
 */
public abstract class AllocationPolicyContract {
  /** Nodes of the machine the contract runs on. */
  protected static final int NODES = 32;

  /** A fresh policy for a machine of {@link #NODES} nodes (randomised ones seeded alike each time). */
  protected abstract AllocationPolicy policy();

  /** True when the policy may refuse a job although enough nodes are free (it wants a shape). */
  protected boolean refusesForShape() { return false; }

  @Test
  void itReturnsDistinctFreeNodesOrNullWhenTooFewAreFree() {
    AllocationPolicy policy = policy();
    NodePool pool = new NodePool(NODES);
    SplittableRandom r = new SplittableRandom(3);
    List<int[]> held = new ArrayList<>();
    for (int step = 0; step < 400; step++) {
      if (!held.isEmpty() && r.nextInt(3) == 0) {
        pool.release(held.remove(r.nextInt(held.size())));
        continue;
      }
      int count = 1 + r.nextInt(10);
      int freeBefore = pool.freeCount();
      int[] chosen = policy.allocate(count, pool);
      assertEquals(freeBefore, pool.freeCount(), "the policy does not take nodes itself");
      if (count > freeBefore) {
        assertNull(chosen, "too few free nodes");
        continue;
      }
      if (!refusesForShape()) assertNotNull(chosen, count + " nodes of " + freeBefore + " free");
      if (chosen == null) continue;
      assertEquals(count, chosen.length);
      BitSet seen = new BitSet();
      for (int n : chosen) {
        assertTrue(n >= 0 && n < NODES && pool.isFree(n), "node " + n + " is free");
        assertTrue(!seen.get(n), "node " + n + " once");
        seen.set(n);
      }
      pool.take(chosen);
      held.add(chosen);
    }
  }

  @Test
  void theSameRequestsGiveTheSameNodes() {
    assertArrayEquals(sequence(policy()), sequence(policy()));
  }

  private static int[] sequence(AllocationPolicy policy) {
    NodePool pool = new NodePool(NODES);
    List<Integer> out = new ArrayList<>();
    for (int count : new int[] {3, 5, 1, 7, 2}) {
      int[] chosen = policy.allocate(count, pool);
      pool.take(chosen);
      for (int n : chosen) out.add(n);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }
}
