package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class StencilApplicationTest {
  private static final long L = 1_000;      // latency, ps
  private static final long C = 5_000;      // compute per iteration, ps
  private static final long BYTES = 4096;

  @Test
  void aFourByFourGridExchangesFortyEightMessagesPerIteration() {
    // 4x4 non-periodic: 3 neighbour pairs per row and column, 4 rows + 4 columns = 24 pairs,
    // 2 messages per pair = 48 per iteration; 3 iterations = 144 messages of 4096 bytes.
    StencilApplication app = Applications.stencil2d(16, BYTES, C, 3);
    assertEquals("stencil2d", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(144, run.messages().size());
    assertEquals(144 * BYTES, run.bytes());
    // each iteration: compute C, then the halo takes L: 3 (C + L)
    assertEquals(3 * (C + L), run.makespanPs());
  }

  @Test
  void aPeriodicGridSendsTwoMessagesPerDimensionPerTask() {
    // 4x4 torus: every task has 4 neighbours, 16 * 4 = 64 messages per iteration; 2 iterations
    Run run = IdealNetworkHarness.run(new StencilApplication(new GridShape(new int[] {4, 4}, true), BYTES, C, 2), L, 1);
    assertEquals(128, run.messages().size());
    assertEquals(2 * (C + L), run.makespanPs());
  }

  @Test
  void aCubeOfEightTasksHasThreeNeighboursEach() {
    // 2x2x2 non-periodic: every task is a corner with 3 neighbours, 8 * 3 = 24 per iteration
    StencilApplication app = Applications.stencil3d(8, BYTES, C, 4);
    assertEquals("stencil3d", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(4 * 24, run.messages().size());
    assertEquals(4 * (C + L), run.makespanPs());
  }

  @Test
  void aTaskNeverSendsTheNextIterationBeforeItHasAllMessagesOfThisOne() {
    // uneven latencies (1 to 5 L) so tasks drift apart; still, each send of iteration i+1 by
    // task s comes after every iteration-i message addressed to s was delivered
    Run run = IdealNetworkHarness.run(Applications.stencil2d(12, BYTES, C, 4), (s, d, tag) -> L * (1 + (s * 3 + d) % 5), 1);
    assertEquals(4 * 2 * (3 * 3 + 4 * 2), run.messages().size());   // 4x3: 17 pairs
    for (Message m : run.messages()) {
      if (m.tag() == 0) continue;
      for (Message in : run.messages()) {
        if (in.destination() == m.source() && in.tag() == m.tag() - 1) {
          assertTrue(in.deliveredPs() <= m.sentPs(), "task " + m.source() + " sent iteration " + m.tag() + " too early");
        }
      }
    }
  }

  @Test
  void messagesOfTheNextIterationThatArriveEarlyAreNotLost() {
    // a 3-task line 0 - 1 - 2 where 0 -> 1 is slow (20 L): task 2 gets 1's halo, computes and
    // sends its next halo while 1 still waits for 0's message, so 1 receives iteration i+1
    // from 2 before it has completed iteration i. The run only finishes if 1 keeps those.
    StencilApplication app = new StencilApplication(new GridShape(new int[] {3, 1}, false), BYTES, C, 5);
    Run run = IdealNetworkHarness.run(app, (s, d, tag) -> s == 0 && d == 1 ? 20 * L : L, 1);
    assertEquals(5 * 4, run.messages().size());
    assertTrue(arrivedEarly(run.messages()), "the scenario must produce an early message");
  }

  /** Some message of iteration i+1 reached a task before the last of its iteration-i messages. */
  static boolean arrivedEarly(List<Message> messages) {
    for (Message next : messages) {
      for (Message current : messages) {
        if (current.destination() == next.destination() && current.tag() == next.tag() - 1
            && next.deliveredPs() < current.deliveredPs()) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void theSameRunGivesTheSameTrace() {
    StencilApplication app = Applications.stencil3d(12, BYTES, C, 2);
    assertEquals(IdealNetworkHarness.run(app, L, 3).trace(), IdealNetworkHarness.run(app, L, 3).trace());
  }

  @Test
  void zeroIterationsFinishAtOnceAndOneTaskNeedsNoNetwork() {
    assertEquals(0, IdealNetworkHarness.run(Applications.stencil2d(4, BYTES, C, 0), L, 1).makespanPs());
    Run single = IdealNetworkHarness.run(Applications.stencil2d(1, BYTES, C, 3), L, 1);
    assertEquals(0, single.messages().size());
    assertEquals(3 * C, single.makespanPs());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.stencil2d(4, -1, C, 1)).getMessage().contains("bytes"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.stencil2d(4, 1, -C, 1)).getMessage().contains("compute"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.stencil2d(4, 1, C, -1)).getMessage().contains("iterations"));
    assertThrows(IllegalArgumentException.class, () -> Applications.stencil2d(4, 1, C, 1).program(4));
  }
}
