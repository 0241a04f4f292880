package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class NBodyApplicationTest {
  private static final long L = 2_000;
  private static final long C = 7_000;
  private static final long BYTES = 65_536;

  @Test
  void blocksTravelOnceAroundTheRingPerIteration() {
    // 5 tasks, 2 iterations: 2 * 4 steps, every task sends one block per step: 40 messages,
    // always to the next task. A step is send (L) then compute (C): 8 (L + C).
    NBodyApplication app = Applications.nbody(5, BYTES, C, 2);
    assertEquals("nbody", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(40, run.messages().size());
    assertEquals(40 * BYTES, run.bytes());
    for (Message m : run.messages()) assertEquals((m.source() + 1) % 5, m.destination());
    assertEquals(8 * (L + C), run.makespanPs());
  }

  @Test
  void aSlowLinkHoldsBackTheWholeRing() {
    // 3 tasks, 1 iteration (2 steps), link 0 -> 1 takes 10 L. Step 0: all send at 0; task 1
    // gets its block at 10 L, tasks 0 and 2 at L. Step 1: task 1 computes until 10 L + C and
    // sends to 2 (arrives 11 L + C); task 2 then computes until 11 L + 2 C, the end.
    Run run = IdealNetworkHarness.run(Applications.nbody(3, BYTES, C, 1), (s, d) -> s == 0 && d == 1 ? 10 * L : L, 1);
    assertEquals(6, run.messages().size());
    assertEquals(11 * L + 2 * C, run.makespanPs());
  }

  @Test
  void aPredecessorRunningAheadLosesNoBlock() {
    // 4 tasks, link 3 -> 0 very slow (50 L): task 1 gets its blocks from 0 only after 0 got
    // them from 3, but 0's first block reaches 1 at L, while 2 and 3 keep pace with each other;
    // the run must still deliver all 2 * 3 * 4 messages and finish.
    Run run = IdealNetworkHarness.run(Applications.nbody(4, BYTES, C, 2), (s, d) -> s == 3 && d == 0 ? 50 * L : L, 1);
    assertEquals(24, run.messages().size());
  }

  @Test
  void oneTaskHasNothingToExchange() {
    Run run = IdealNetworkHarness.run(Applications.nbody(1, BYTES, C, 3), L, 1);
    assertEquals(0, run.messages().size());
    assertEquals(0, run.makespanPs());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.nbody(0, 1, 1, 1)).getMessage().contains("tasks"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.nbody(2, 1, 1, -1)).getMessage().contains("iterations"));
  }
}
