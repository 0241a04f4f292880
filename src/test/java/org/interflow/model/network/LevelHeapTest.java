package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The level heap pops its items by (key, tie) whatever way it was filled: one by one, or in bulk
 * then heapified. The expected order is worked out by sorting the (key, tie) pairs.
 */
class LevelHeapTest {
  @Test
  void aBulkBuiltHeapPopsInKeyThenTieOrder() {
    // keys 3, 1, 2, 1, 3 with ties 40, 41, 42, 43, 44: order (1,41) (1,43) (2,42) (3,40) (3,44)
    LevelHeap heap = new LevelHeap();
    heap.reset(5);
    double[] keys = {3, 1, 2, 1, 3};
    for (int i = 0; i < 5; i++) heap.add(i, keys[i], 40 + i);
    heap.heapify();
    assertEquals(List.of(1, 3, 2, 0, 4), drain(heap));
  }

  @Test
  void bulkAndOneByOneBuildsPopTheSameOrderAfterUpdatesAndRemovals() {
    SplittableRandom random = new SplittableRandom(7);
    int n = 300;
    double[] keys = new double[n];
    for (int i = 0; i < n; i++) keys[i] = random.nextInt(20);  // many equal keys: ties decide
    LevelHeap bulk = new LevelHeap();
    LevelHeap single = new LevelHeap();
    bulk.reset(n);
    single.reset(n);
    for (int i = 0; i < n; i++) {
      bulk.add(i, keys[i], 1000 - i);
      single.set(i, keys[i], 1000 - i);
    }
    bulk.heapify();
    for (int i = 0; i < n; i += 7) {
      bulk.set(i, keys[i] / 2, 1000 - i);
      single.set(i, keys[i] / 2, 1000 - i);
      keys[i] /= 2;
    }
    for (int i = 3; i < n; i += 11) {
      bulk.remove(i);
      single.remove(i);
    }
    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < n; i++) if (i < 3 || (i - 3) % 11 != 0) expected.add(i);
    expected.sort((a, b) -> keys[a] != keys[b] ? Double.compare(keys[a], keys[b]) : Integer.compare(1000 - a, 1000 - b));
    assertEquals(expected, drain(bulk));
    assertEquals(expected, drain(single));
  }

  private static List<Integer> drain(LevelHeap heap) {
    List<Integer> out = new ArrayList<>();
    while (!heap.isEmpty()) {
      int top = heap.top();
      out.add(top);
      heap.remove(top);
    }
    return out;
  }
}
