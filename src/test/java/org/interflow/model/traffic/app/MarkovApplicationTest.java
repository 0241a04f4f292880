package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.interflow.model.traffic.AllToAllTraffic;
import org.interflow.model.traffic.app.IdealNetworkHarness.Message;
import org.interflow.model.traffic.app.IdealNetworkHarness.Run;
import org.junit.jupiter.api.Test;

class MarkovApplicationTest {
  private static final long L = 1_000;
  private static final long MEAN = 1_000_000;   // 1 us
  private static final String BACK_TO_COMP = "/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0";

  /** Init -> Comp; Comp -> Comp with p, End with 1 - p: the two-state chain. */
  private static MarkovChain twoState(double p) {
    return MarkovChain.parse("0:1:0:0:0:0/0:" + p + ":0:0:0:" + (1 - p) + BACK_TO_COMP);
  }

  private static MarkovWork compute(long ps, boolean exponential) {
    return new MarkovWork(ps, exponential, AllToAllTraffic.all(1), 0, 0, 0, 0, 0);
  }

  @Test
  void twoStateChainVisitsCompGeometricallyOften() {
    // Comp -> Comp with p = 3/4: the Comp visits N are geometric with success 1/4, E N = 1/(1-p) =
    // 4, sd sqrt(p)/(1-p) = 3.46. Fixed Comp of 1 us: the job takes N us exactly. Over 4,000
    // seeds one standard error of the mean is 0.055; we allow 0.25 (4.5 se).
    MarkovApplication app = new MarkovApplication(twoState(0.75), 1, compute(MEAN, false));
    int runs = 4000;
    double visits = 0;
    for (int seed = 0; seed < runs; seed++) {
      Run r = IdealNetworkHarness.run(app, L, seed);
      assertEquals(0, r.makespanPs() % MEAN, "a whole number of 1 us Comps");
      assertEquals(r.computes().size() * MEAN, r.makespanPs());
      visits += r.computes().size();
    }
    assertEquals(4.0, visits / runs, 0.25);
  }

  @Test
  void twoStateChainWithExponentialCompTakesAnExponentialTime() {
    // A geometric number (success 1-p) of Exp(lambda) durations sums to Exp(lambda (1-p)): with
    // p = 3/4 and mean 1/lambda = 1 us the job's time T has mean 4 us and sd 4 us, and P(T > 4 us)
    // = e^-1 = 0.368. Over 4,000 seeds: se of the mean 0.063 us (we allow 0.25 us), se of the
    // fraction 0.0076 (we allow 0.03).
    MarkovApplication app = new MarkovApplication(twoState(0.75), 1, compute(MEAN, true));
    int runs = 4000;
    double sum = 0;
    int longer = 0;
    for (int seed = 0; seed < runs; seed++) {
      long t = IdealNetworkHarness.run(app, L, seed).makespanPs();
      sum += t;
      if (t > 4 * MEAN) longer++;
    }
    assertEquals(4.0 * MEAN, sum / runs, 0.25 * MEAN);
    assertEquals(Math.exp(-1), (double) longer / runs, 0.03);
  }

  @Test
  void aPhaseLastsUntilItsSlowestTask() {
    // One Comp (p = 0) on 4 tasks, each drawing Exp(1 us) from its own stream: the phase ends with
    // the slowest, E max = H_4 = 1 + 1/2 + 1/3 + 1/4 = 2.083 us, var = sum 1/k^2 = 1.424 us^2
    // (sd 1.19 us). Over 4,000 seeds se = 0.019 us; we allow 0.08 us.
    MarkovApplication app = new MarkovApplication(twoState(0), 4, compute(MEAN, true));
    int runs = 4000;
    double sum = 0;
    for (int seed = 0; seed < runs; seed++) {
      Run r = IdealNetworkHarness.run(app, L, seed);
      long slowest = r.computes().stream().mapToLong(IdealNetworkHarness.Compute::endPs).max().orElseThrow();
      assertEquals(slowest, r.makespanPs(), "every task ends with the slowest");
      sum += r.makespanPs();
    }
    assertEquals(25.0 / 12 * MEAN, sum / runs, 0.08 * MEAN);
  }

  @Test
  void readsAndWritesGoToEachTasksDevice() {
    // Init -> Write -> Read -> Comp -> End on 2 tasks, each with a device of its own (tasks 2, 3).
    // Write 100 B: sent at 0, delivered at L. Read 200 B, a quarter cached: the device sends 150 B
    // at L, delivered at 2L. Comp 5 ns fixed: the job ends at 2L + 5000 = 7000 ps. Writes carry the
    // phase (0, the first after Init), reads the request tag.
    MarkovChain chain = MarkovChain.parse("0:0:0:0:1:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:0:0:1:0:0");
    MarkovApplication app = new MarkovApplication(chain, 2, new MarkovWork(5000, false, AllToAllTraffic.all(2), 0, 200, 100, 0.25, 0))
        .withStorage(new int[] {0, 1}, 2);
    assertEquals(4, app.tasks());
    assertTrue(app.doesIo());
    Run r = IdealNetworkHarness.run(app, L, 1);
    assertEquals(2 * L + 5000, r.makespanPs());
    assertEquals(List.of(new Message(0, 2, 100, 0, 0, L), new Message(1, 3, 100, 0, 0, L), new Message(2, 0, 150, 3, L, 2 * L),
        new Message(3, 1, 150, 3, L, 2 * L)), r.messages());
  }

  @Test
  void commSendsOneRoundOfThePattern() {
    // Init -> Comm -> Comp -> End on 3 tasks: the all-to-all's 6 flows of 64 B at 0, delivered at
    // L; Comp 5 ns fixed: the job ends at L + 5000.
    MarkovChain chain = MarkovChain.parse("0:0:1:0:0:0/0:0:0:0:0:1/0:1:0:0:0:0/0:1:0:0:0:0/0:1:0:0:0:0");
    MarkovApplication app = new MarkovApplication(chain, 3, new MarkovWork(5000, false, AllToAllTraffic.all(3), 64, 0, 0, 0, 0));
    assertFalse(app.doesIo());
    Run r = IdealNetworkHarness.run(app, L, 1);
    assertEquals(L + 5000, r.makespanPs());
    assertEquals(6, r.messages().size());
    assertTrue(r.messages().stream().allMatch(m -> m.bytes() == 64 && m.sentPs() == 0 && m.source() != m.destination()));
  }

  @Test
  void aLimitEndsTheJobAtThePhaseEndAfterIt() {
    // Comp repeats (End 1e-12 per visit); fixed Comps of 1000 ps, limit 10,000 ps: the leader
    // sends the job to End at the first phase end at or after 10,000 ps, after 10 Comps.
    MarkovApplication app = new MarkovApplication(twoState(1 - 1e-12), 2, new MarkovWork(1000, false, AllToAllTraffic.all(2), 0, 0, 0, 0, 10_000));
    Run r = IdealNetworkHarness.run(app, L, 3);
    assertEquals(10_000, r.makespanPs());
    assertEquals(20, r.computes().size());
  }

  @Test
  void aLongRunOfEmptyPhasesNeedsNoDeepStack() {
    // one task, Read of 0 bytes repeating with 0.99999 before End: about 100,000 phases with no
    // work, all at time 0, served by the leader's loop (recursion would overflow the stack)
    MarkovChain chain = MarkovChain.parse("0:0:0:1:0:0/0:1:0:0:0:0/0:1:0:0:0:0/0:0:0:0.99999:0:0.00001/0:1:0:0:0:0");
    Run r = IdealNetworkHarness.run(new MarkovApplication(chain, 1, compute(0, false)), L, 1);
    assertEquals(0, r.makespanPs());
    assertTrue(r.messages().isEmpty());
  }

  @Test
  void theSameSeedGivesTheSameRun() {
    MarkovApplication app = new MarkovApplication(MarkovPreset.IO.chain(), 4,
        new MarkovWork(MEAN, true, AllToAllTraffic.all(4), 64, 300, 200, 0.5, 0)).withStorage(new int[] {0, 0, 1, 1}, 2);
    assertEquals(IdealNetworkHarness.run(app, L, 5).trace(), IdealNetworkHarness.run(app, L, 5).trace());
  }

  @Test
  void storageMapsAreChecked() {
    MarkovApplication app = new MarkovApplication(MarkovPreset.IO.chain(), 2, new MarkovWork(MEAN, true, AllToAllTraffic.all(2), 64, 300, 200, 0, 0));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> app.withStorage(new int[] {0}, 1)).getMessage().contains("storage map has 1 tasks"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> app.withStorage(new int[] {0, 0}, 2)).getMessage().contains("device 1 holds no task's data"));
    assertThrows(IllegalStateException.class, () -> IdealNetworkHarness.run(app, L, 1), "I/O without storage fails loudly");
    assertThrows(IllegalArgumentException.class, () -> new MarkovWork(1, true, AllToAllTraffic.all(2), 0, 0, 0, 1.5, 0));
  }
}
