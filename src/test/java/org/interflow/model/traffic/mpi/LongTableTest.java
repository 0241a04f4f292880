package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class LongTableTest {
  @Test
  void randomPutsAddsAndRemovesAgreeWithATreeMap() {
    // keys from a small range so that probe runs collide, wrap round and get shifted back often
    LongTable table = new LongTable();
    TreeMap<Long, Long> reference = new TreeMap<>();
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 200_000; i++) {
      long key = random.nextInt(3000) - 1500L;
      switch (random.nextInt(4)) {
        case 0 -> {
          table.put(key, i);
          reference.put(key, (long) i);
        }
        case 1 -> {
          table.add(key, 3);
          reference.merge(key, 3L, Long::sum);
        }
        case 2 -> assertEquals(reference.containsKey(key) ? reference.remove(key) : LongTable.MISSING, table.remove(key));
        default -> assertEquals(reference.getOrDefault(key, LongTable.MISSING), table.get(key));
      }
      assertEquals(reference.size(), table.size());
    }
    long[][] entries = table.sortedEntries();
    assertArrayEquals(reference.keySet().stream().mapToLong(Long::longValue).toArray(), entries[0]);
    assertArrayEquals(reference.values().stream().mapToLong(Long::longValue).toArray(), entries[1]);
  }
}
