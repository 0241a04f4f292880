package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DenseIdsTest {
  @Test
  void theSmallestFreeIdIsAlwaysTakenFirst() {
    DenseIds ids = new DenseIds();
    for (int i = 0; i < 10; i++) assertEquals(i, ids.take());
    ids.give(7);
    ids.give(3);
    ids.give(5);
    assertEquals(3, ids.take());
    assertEquals(5, ids.take());
    assertEquals(7, ids.take());
    assertEquals(10, ids.take());
    assertEquals(11, ids.inUse());
  }
}
