package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

/**
 * Ideal network: latency L, compute C, T = C + L. From the origin, task (x, y) starts sweep k at
 * s_k(x, y) = max(end of its sweep k-1, s_k(x-1, y) + T, s_k(x, y-1) + T), whose solution is
 * s_k = (x + y) T + k C: the wave takes (px + py - 2) T to reach the far corner, and the pipeline
 * adds C per extra sweep.
 */
class SweepApplicationTest {
  private static final long L = 1_000;
  private static final long C = 3_000;
  private static final long T = C + L;
  private static final long BYTES = 1024;

  private static SweepApplication fromOrigin(int[] dims, int sweeps) {
    return new SweepApplication(new GridShape(dims, false), BYTES, C, sweeps, false);
  }

  @Test
  void oneSweepCrossesTheGridInPxPlusPyMinusOneSteps() {
    // 4x3: last task (3, 2) starts at 5T, ends at 5T + C = (4 + 3 - 1) T - L;
    // messages: 3 * 3 + 2 * 4 = 17 neighbour pairs, one message each
    Run run = IdealNetworkHarness.run(fromOrigin(new int[] {4, 3}, 1), L, 1);
    assertEquals(17, run.messages().size());
    assertEquals(17 * BYTES, run.bytes());
    assertEquals((4 + 3 - 1) * T - L, run.makespanPs());
  }

  @Test
  void sweepsFromTheOriginPipeline() {
    // 4x3, 5 sweeps: (4 + 3 - 2) T + 5 C; 5 * 17 messages
    Run run = IdealNetworkHarness.run(fromOrigin(new int[] {4, 3}, 5), L, 1);
    assertEquals(5 * 17, run.messages().size());
    assertEquals(5 * T + 5 * C, run.makespanPs());
  }

  @Test
  void alternatingCornersReverseTheWave() {
    // 2x2, tasks 0=(0,0) 1=(1,0) 2=(0,1) 3=(1,1). Sweep 0 from task 0: starts 0 (task 0),
    // T (tasks 1, 2), 2T (task 3); ends C later. Sweep 1 from corner 1 = task 1, running -x, +y:
    // task 1 starts when its sweep 0 ends, T + C; task 0 (upstream 1) and task 3 (upstream 1)
    // at T + C + T = 2T + C (task 3's own sweep 0 also ends at 2T + C); task 2 (upstream 0 and 3)
    // at 3T + C; it ends at 3T + 2C. 2 sweeps x 4 pairs = 8 messages.
    SweepApplication app = Applications.sweep2d(4, BYTES, C, 2);
    assertEquals("sweep2d", app.name());
    Run run = IdealNetworkHarness.run(app, L, 1);
    assertEquals(8, run.messages().size());
    assertEquals(3 * T + 2 * C, run.makespanPs());
    for (Message m : run.messages()) {
      if (m.tag() == 1 && m.source() == 1) assertTrue(m.destination() == 0 || m.destination() == 3);
    }
  }

  @Test
  void aThreeDimensionalSweepCrossesEveryDimension() {
    // 2x2x2 from the origin: far corner at distance 3, so 3T + C; 12 pairs.
    // All 8 octants: every sweep sends 12 messages, 96 in all. 3x3x3: along each of 3
    // dimensions, 9 lines of 2 pairs = 54 pairs, so 3 sweeps send 162.
    assertEquals(3 * T + C, IdealNetworkHarness.run(fromOrigin(new int[] {2, 2, 2}, 1), L, 1).makespanPs());
    SweepApplication octants = Applications.sweep3d(8, BYTES, C, 8);
    assertEquals("sweep3d", octants.name());
    assertEquals(96, IdealNetworkHarness.run(octants, L, 1).messages().size());
    assertEquals(3 * 54, IdealNetworkHarness.run(Applications.sweep3d(27, BYTES, C, 3), L, 1).messages().size());
  }

  @Test
  void upstreamTasksRunningManySweepsAheadLoseNoMessage() {
    // 2x2 from the origin, 6 sweeps, link 1 -> 3 slow (100 L). Tasks 1 and 2 start sweep k at
    // T + kC (unaffected); task 3 needs 1's message: s_k(3) = T + kC + C + 100 L = 101 L + (k+2) C,
    // which is also when its sweep k-1 ends. All six of task 2's messages arrive (by 2L + 7C)
    // before task 3 starts sweep 0, so it must count six sweeps ahead. Ends at 101 L + 8 C.
    Run run = IdealNetworkHarness.run(fromOrigin(new int[] {2, 2}, 6), (s, d, tag) -> s == 1 && d == 3 ? 100 * L : L, 1);
    assertEquals(24, run.messages().size());
    assertEquals(101 * L + 8 * C, run.makespanPs());
    long lastFromTwo = run.messages().stream().filter(m -> m.source() == 2 && m.destination() == 3)
        .mapToLong(Message::deliveredPs).max().orElseThrow();
    long firstFromOne = run.messages().stream().filter(m -> m.source() == 1 && m.destination() == 3)
        .mapToLong(Message::deliveredPs).min().orElseThrow();
    assertTrue(lastFromTwo < firstFromOne);
  }

  @Test
  void aTaskComputesASweepOnlyAfterAllItsUpstreamMessages() {
    Run run = IdealNetworkHarness.run(Applications.sweep3d(12, BYTES, C, 8), (s, d, tag) -> L * (1 + (s + 2 * d) % 3), 1);
    for (IdealNetworkHarness.Compute c : run.computes()) {
      for (Message in : run.messages()) {
        if (in.destination() == c.task() && in.tag() == c.tag()) assertTrue(in.deliveredPs() <= c.startPs());
      }
    }
  }

  @Test
  void aPeriodicGridIsRejected() {
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> new SweepApplication(new GridShape(new int[] {2, 2}, true), 1, 1, 1, true)).getMessage().contains("periodic"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.sweep2d(4, 1, 1, -1)).getMessage().contains("sweeps"));
  }
}
