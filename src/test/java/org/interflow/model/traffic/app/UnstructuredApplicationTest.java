package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class UnstructuredApplicationTest {
  private static final long L = 1_000;
  private static final long C = 2_500;
  private static final long BYTES = 512;

  @Test
  void everyRoundIsADerangementSoEachTaskReceivesOneMessagePerRound() {
    // 9 tasks, 6 rounds: in each round the destinations are a permutation with no fixed point
    UnstructuredApplication app = Applications.unstructured(9, BYTES, C, 2, 6, 42);
    for (int round = 0; round < 6; round++) {
      boolean[] hit = new boolean[9];
      for (int t = 0; t < 9; t++) {
        int d = app.destination(t, round);
        assertNotEquals(t, d);
        assertTrue(!hit[d], "task " + d + " receives twice in round " + round);
        hit[d] = true;
      }
    }
  }

  @Test
  void withFanoutOneTheRoundsRunInLockStep() {
    // 10 tasks, 4 messages each, fanout 1: everyone sends round 0 at 0 and, as each round is a
    // permutation, receives exactly one message at L, computes, sends round 1 at L + C, ...;
    // the round-3 message arrives at 4 L + 3 C and is absorbed. 40 messages.
    UnstructuredApplication app = Applications.unstructured(10, BYTES, C, 1, 4, 7);
    assertEquals("unstructured", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(40, run.messages().size());
    assertEquals(40 * BYTES, run.bytes());
    assertEquals(4 * L + 3 * C, run.makespanPs());
    for (Message m : run.messages()) assertEquals(app.destination(m.source(), (int) m.tag()), m.destination());
  }

  @Test
  void withFanoutEqualToMessagesEverythingLeavesAtOnce() {
    Run run = IdealNetworkHarness.run(Applications.unstructured(6, BYTES, C, 3, 3, 7), L, 1);
    assertEquals(18, run.messages().size());
    assertEquals(L, run.makespanPs());
  }

  @Test
  void theJobEndsWhateverTheLatencies() {
    // uneven latencies make tokens overtake each other; the balanced rounds still guarantee
    // that every task sends and receives its 7 messages (the harness fails on a hang)
    Run run = IdealNetworkHarness.run(Applications.unstructured(13, BYTES, C, 2, 7, 5),
        (s, d, tag) -> L * (1 + (7 * s + 3 * d) % 11), 1);
    assertEquals(13 * 7, run.messages().size());
    int[] received = new int[13];
    for (Message m : run.messages()) received[m.destination()]++;
    for (int r : received) assertEquals(7, r);
  }

  @Test
  void theSeedFixesTheTrafficAndAnotherSeedChangesIt() {
    UnstructuredApplication a = Applications.unstructured(16, BYTES, C, 1, 3, 11);
    assertEquals(IdealNetworkHarness.run(a, L, 1).trace(),
        IdealNetworkHarness.run(Applications.unstructured(16, BYTES, C, 1, 3, 11), L, 1).trace());
    assertNotEquals(IdealNetworkHarness.run(a, L, 1).trace(),
        IdealNetworkHarness.run(Applications.unstructured(16, BYTES, C, 1, 3, 12), L, 1).trace());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.unstructured(4, 1, 1, 3, 2, 1)).getMessage().contains("fanout"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.unstructured(4, 1, 1, 0, 2, 1)).getMessage().contains("fanout"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.unstructured(1, 1, 1, 1, 2, 1)).getMessage().contains("tasks"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.unstructured(4, 1, 1, 1, 0, 1)).getMessage().contains("messages"));
  }
}
