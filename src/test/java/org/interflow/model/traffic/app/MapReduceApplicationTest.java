package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class MapReduceApplicationTest {
  private static final long L = 1_000;
  private static final long MAP = 10_000;
  private static final long REDUCE = 4_000;
  private static final long SCATTER = 1_000_000;
  private static final long SHUFFLE = 50_000;
  private static final long GATHER = 2_000;

  @Test
  void scatterShuffleAndGatherSendTheClosedFormCounts() {
    // 4 tasks: 3 scatter + 4 * 3 shuffle + 3 gather = 18 messages;
    // bytes 3 * 1e6 + 12 * 5e4 + 3 * 2e3. Ideal time: chunk at L, map, shuffle arrives at
    // 2 L + map, reduce, gather arrives at 3 L + map + reduce.
    MapReduceApplication app = Applications.mapreduce(4, SCATTER, SHUFFLE, GATHER, MAP, REDUCE);
    assertEquals("mapreduce", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(18, run.messages().size());
    assertEquals(3 * SCATTER + 12 * SHUFFLE + 3 * GATHER, run.bytes());
    assertEquals(3 * L + MAP + REDUCE, run.makespanPs());
  }

  @Test
  void phasesAreCausalPerTask() {
    // uneven latencies; a task shuffles only after its chunk and its map, and sends its result
    // only after every shuffle message to it and its reduce
    Run run = IdealNetworkHarness.run(Applications.mapreduce(6, SCATTER, SHUFFLE, GATHER, MAP, REDUCE),
        (s, d, tag) -> L * (1 + (3 * s + d) % 4), 1);
    for (Message m : run.messages()) {
      if (m.tag() == MapReduceApplication.SCATTER) continue;
      long previous = m.tag() == MapReduceApplication.SHUFFLE ? MapReduceApplication.SCATTER : MapReduceApplication.SHUFFLE;
      long work = m.tag() == MapReduceApplication.SHUFFLE ? MAP : REDUCE;
      for (Message in : run.messages()) {
        if (in.destination() == m.source() && in.tag() == previous) assertTrue(in.deliveredPs() + work <= m.sentPs());
      }
    }
  }

  @Test
  void shuffleMessagesBeforeTheChunkAreKept() {
    // 4 tasks, scatter to task 3 slow (10 L): the others' shuffle messages reach 3 at 2 L + map,
    // before its chunk (10 L). Task 3 maps until 10 L + map and its shuffle reaches the others at
    // 11 L + map; they reduce and gather at 12 L + map + reduce, the end.
    Run run = IdealNetworkHarness.run(Applications.mapreduce(4, SCATTER, SHUFFLE, GATHER, MAP, REDUCE),
        (s, d, tag) -> s == 0 && d == 3 ? 10 * L : L, 1);
    assertEquals(18, run.messages().size());
    assertEquals(12 * L + MAP + REDUCE, run.makespanPs());
  }

  @Test
  void aSingleTaskOnlyComputes() {
    Run run = IdealNetworkHarness.run(Applications.mapreduce(1, SCATTER, SHUFFLE, GATHER, MAP, REDUCE), L, 1);
    assertEquals(0, run.messages().size());
    assertEquals(MAP + REDUCE, run.makespanPs());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.mapreduce(2, 1, -1, 1, 1, 1)).getMessage().contains("shuffleBytes"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.mapreduce(2, 1, 1, 1, 1, -1)).getMessage().contains("reduceCompute"));
  }
}
