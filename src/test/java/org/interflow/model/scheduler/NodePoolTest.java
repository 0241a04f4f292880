package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NodePoolTest {
  @Test
  void takingAndReleasingKeepTheFreeCount() {
    NodePool pool = new NodePool(6);
    pool.take(new int[] {1, 4});
    assertEquals(4, pool.freeCount());
    assertFalse(pool.isFree(4));
    assertEquals(2, pool.nextFree(1));
    assertEquals(4, pool.nextBusy(2));
    pool.release(new int[] {4});
    assertTrue(pool.isFree(4));
    assertEquals(5, pool.freeCount());
  }

  @Test
  void aBusyNodeCannotBeTakenAndAFreeOneCannotBeReleased() {
    NodePool pool = new NodePool(4);
    pool.take(new int[] {2});
    assertThrows(IllegalArgumentException.class, () -> pool.take(new int[] {0, 2}));
    assertTrue(pool.isFree(0), "a refused take takes nothing");
    assertThrows(IllegalArgumentException.class, () -> pool.release(new int[] {1}));
    assertEquals(-1, new NodePool(2).nextBusy(0));
  }
}
