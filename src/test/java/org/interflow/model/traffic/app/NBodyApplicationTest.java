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
    Run run = IdealNetworkHarness.run(Applications.nbody(3, BYTES, C, 1), (s, d, tag) -> s == 0 && d == 1 ? 10 * L : L, 1);
    assertEquals(6, run.messages().size());
    assertEquals(11 * L + 2 * C, run.makespanPs());
  }

  @Test
  void aBlockThatArrivesBeforeItsStepIsKept() {
    // 4 tasks, 1 iteration (steps 0..2); only the step-0 block 0 -> 1 is slow (10 L).
    // Tasks 0, 2, 3 get their step-0 blocks at L, compute until L + C and send step-1 blocks:
    // 0's reaches task 1 at 2 L + C, while 1 still waits for its step-0 block (10 L): early.
    // Task 1: step 0 [10L, 10L+C] (sends step 1 to 2, arrives 11L+C), step 1 [10L+C, 10L+2C]
    // (sends step 2, arrives 11L+2C), step 2 as soon as 0's step-2 block (3L+2C) is there.
    // Task 2: step 1 [11L+C, 11L+2C], sends step 2 to 3 (arrives 12L+2C), step 2 ends 11L+3C.
    // Task 3: step 2 [12L+2C, 12L+3C], the end.
    Run run = IdealNetworkHarness.run(Applications.nbody(4, BYTES, C, 1),
        (s, d, tag) -> s == 0 && d == 1 && tag == 0 ? 10 * L : L, 1);
    assertEquals(12, run.messages().size());
    assertEquals(12 * L + 3 * C, run.makespanPs());
    Message early = run.messages().stream().filter(m -> m.destination() == 1 && m.tag() == 1).findFirst().orElseThrow();
    assertEquals(2 * L + C, early.deliveredPs());
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
