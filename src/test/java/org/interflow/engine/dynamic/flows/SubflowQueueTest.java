package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The indexed heap against a {@link TreeSet} of (time, id) pairs, the obviously ordered reference. */
class SubflowQueueTest {
  private record Entry(long time, int id) implements Comparable<Entry> {
    @Override
    public int compareTo(Entry o) {
      return time != o.time ? Long.compare(time, o.time) : Integer.compare(id, o.id);
    }
  }

  @Test
  void equalTimesComeOutInIncreasingIdOrder() {
    SubflowQueue q = new SubflowQueue();
    q.set(5, 100);
    q.set(2, 100);
    q.set(9, 50);
    q.set(7, 100);
    assertEquals(9, q.poll());
    assertEquals(2, q.poll());
    assertEquals(5, q.poll());
    assertEquals(7, q.poll());
    assertTrue(q.isEmpty());
    assertEquals(Long.MAX_VALUE, q.minKey());
  }

  @Test
  void randomInsertsMovesRemovesAndPollsMatchASortedSet() {
    SplittableRandom random = new SplittableRandom(42);
    SubflowQueue q = new SubflowQueue();
    TreeSet<Entry> reference = new TreeSet<>();
    long[] timeOf = new long[500];
    boolean[] queued = new boolean[500];
    for (int step = 0; step < 20_000; step++) {
      int id = random.nextInt(500);
      int op = random.nextInt(4);
      if (op <= 1) {  // insert or move, times from a small range so ties are common
        if (queued[id]) reference.remove(new Entry(timeOf[id], id));
        timeOf[id] = random.nextInt(50);
        queued[id] = true;
        reference.add(new Entry(timeOf[id], id));
        q.set(id, timeOf[id]);
      } else if (op == 2) {
        if (queued[id]) reference.remove(new Entry(timeOf[id], id));
        queued[id] = false;
        q.remove(id);
        assertFalse(q.contains(id));
      } else if (!reference.isEmpty()) {
        Entry first = reference.pollFirst();
        queued[first.id()] = false;
        assertEquals(first.time(), q.minKey());
        assertEquals(first.id(), q.poll());
      }
      assertEquals(reference.size(), q.size());
    }
  }
  @Test
  void pollingAllOfOneTimeGivesTheSameIdsAndOrderAsPollingOneByOne() {
    // 5,000 ids, a third at time 10 (enough to switch to the bulk scan), the rest at 11..30;
    // pollAll(10) must return exactly the time-10 ids in increasing order and leave a valid heap
    SplittableRandom random = new SplittableRandom(3);
    SubflowQueue q = new SubflowQueue();
    TreeSet<Entry> reference = new TreeSet<>();
    for (int id = 4999; id >= 0; id--) {
      long time = random.nextInt(3) == 0 ? 10 : 11 + random.nextInt(20);
      q.set(id, time);
      reference.add(new Entry(time, id));
    }
    int n = q.pollAll(10);
    int i = 0;
    while (!reference.isEmpty() && reference.first().time() == 10) assertEquals(reference.pollFirst().id(), q.polled(i++));
    assertEquals(i, n);
    assertTrue(n > 1000);
    while (!reference.isEmpty()) {
      Entry first = reference.pollFirst();
      assertEquals(first.time(), q.minKey());
      assertEquals(first.id(), q.poll());
    }
    assertTrue(q.isEmpty());
  }
}
