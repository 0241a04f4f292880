package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.interflow.model.routing.PathBuffer;
import org.junit.jupiter.api.Test;

class PathStoreTest {
  @Test
  void pathsSurviveCompactionAfterManyFreesAndStores() {
    // subflow i holds links 1000*i + 0 .. 1000*i + (i % 7); every step frees the oldest of a
    // window of 50 and stores a new one, far more links than the initial 1024-int arena
    PathStore store = new PathStore();
    PathBuffer buffer = new PathBuffer();
    for (int i = 0; i < 5000; i++) {
      int id = i % 50;
      if (i >= 50) {
        check(store, id, i - 50);
        store.free(id);
        assertFalse(store.has(id));
      }
      buffer.clear();
      buffer.beginPath();
      for (int h = 0; h <= i % 7; h++) buffer.add(1000 * i + h);
      store.store(id, buffer, 0);
    }
    for (int i = 4950; i < 5000; i++) check(store, i % 50, i);
  }

  private static void check(PathStore store, int id, int i) {
    assertEquals(i % 7 + 1, store.length(id));
    for (int h = 0; h <= i % 7; h++) assertEquals(1000 * i + h, store.link(id, h));
    int[] copy = store.copy(id, new int[1]);
    assertEquals(1000 * i, copy[0]);
  }
}
