package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

/**
 * Random quantities are checked against their laws with bounds of mean +- 5 standard deviations,
 * which a correct generator misses with probability under 1e-6.
 */
class DcnTrafficApplicationTest {
  private static final long L = 1_000;
  private static final long SHORT = 10 * 1024;
  private static final long LONG = 10 * 1024 * 1024;

  private static void assertWithinFiveSigma(double value, double mean, double sigma, String what) {
    assertTrue(Math.abs(value - mean) <= 5 * sigma, what + ": " + value + " not within " + mean + " +- " + 5 * sigma);
  }

  @Test
  void allFlowsAtOnceMixShortAndLongEightyTwenty() {
    // 10 tasks x 200 flows = 2000 flows, all sent at 0, all delivered at L, then the barrier.
    // Long flows ~ Binomial(2000, 0.2): mean 400, sigma sqrt(2000 * 0.2 * 0.8) = 17.9.
    DcnTrafficApplication app = Applications.dcntraffic(10, 200, SHORT, LONG, 0.2, 0);
    assertEquals("dcntraffic", app.name());
    Run run = IdealNetworkHarness.run(app, L, 3);
    assertEquals(2000, run.messages().size());
    assertEquals(L, run.makespanPs());
    long longFlows = run.messages().stream().filter(m -> m.bytes() == LONG).count();
    long shortFlows = run.messages().stream().filter(m -> m.bytes() == SHORT).count();
    assertEquals(2000, longFlows + shortFlows);
    assertWithinFiveSigma(longFlows, 400, Math.sqrt(2000 * 0.2 * 0.8), "long flows");
  }

  @Test
  void destinationsAreUniformOverTheOtherTasks() {
    // 4 tasks x 3000 flows: each (source, other) pair ~ Binomial(3000, 1/3), mean 1000,
    // sigma sqrt(3000 * 1/3 * 2/3) = 25.8; no flow to oneself
    Run run = IdealNetworkHarness.run(Applications.dcntraffic(4, 3000, SHORT, LONG, 0.2, 0), L, 5);
    long[][] pairs = new long[4][4];
    for (Message m : run.messages()) pairs[m.source()][m.destination()]++;
    for (int s = 0; s < 4; s++) {
      for (int d = 0; d < 4; d++) {
        if (s == d) assertEquals(0, pairs[s][d]);
        else assertWithinFiveSigma(pairs[s][d], 1000, Math.sqrt(3000.0 / 3 * 2 / 3), s + "->" + d);
      }
    }
  }

  @Test
  void flowsWithAGapFormAPoissonProcess() {
    // 2 tasks x 2000 flows with exponential gaps of mean g = 1000 ps: the last flow of a task
    // leaves after the sum of 2000 gaps, mean 2000 g, sigma sqrt(2000) g = 44.7 g; flows of a
    // task leave one after the other
    long g = 1_000;
    Run run = IdealNetworkHarness.run(Applications.dcntraffic(2, 2000, SHORT, LONG, 0.2, g), L, 9);
    for (int task = 0; task < 2; task++) {
      int t = task;
      long last = run.messages().stream().filter(m -> m.source() == t).mapToLong(Message::sentPs).max().orElseThrow();
      assertWithinFiveSigma(last, 2000.0 * g, Math.sqrt(2000) * g, "last flow of task " + t);
      long previous = -1;
      for (Message m : run.messages()) {
        if (m.source() != t) continue;
        assertTrue(m.sentPs() >= previous);
        previous = m.sentPs();
      }
    }
    long lastDelivery = run.messages().stream().mapToLong(Message::deliveredPs).max().orElseThrow();
    assertEquals(lastDelivery, run.makespanPs());
  }

  @Test
  void theRunSeedFixesTheTraffic() {
    DcnTrafficApplication app = Applications.dcntraffic(6, 20, SHORT, LONG, 0.2, 500);
    assertEquals(IdealNetworkHarness.run(app, L, 4).trace(), IdealNetworkHarness.run(app, L, 4).trace());
    assertNotEquals(IdealNetworkHarness.run(app, L, 4).trace(), IdealNetworkHarness.run(app, L, 5).trace());
  }

  @Test
  void noFlowsStillEndsAtTheBarrier() {
    assertEquals(0, IdealNetworkHarness.run(Applications.dcntraffic(3, 0, SHORT, LONG, 0.2, 10), L, 1).makespanPs());
  }

  @Test
  void invalidParametersAreRejectedNamingThem() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.dcntraffic(4, 1, 1, 1, 1.5, 0)).getMessage().contains("longFraction"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.dcntraffic(1, 1, 1, 1, 0.2, 0)).getMessage().contains("tasks"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Applications.dcntraffic(4, 1, 1, 1, 0.2, -1)).getMessage().contains("gap"));
  }
}
