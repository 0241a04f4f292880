package org.interflow.model.traffic.mpi;

import static org.interflow.model.traffic.mpi.ReplayHarness.US;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.interflow.model.traffic.mpi.MpiAction.Isend;
import org.interflow.model.traffic.mpi.MpiAction.Recv;
import org.interflow.model.traffic.mpi.MpiAction.Send;
import org.interflow.model.traffic.mpi.ReplayHarness.Replay;
import org.interflow.model.traffic.mpi.ReplayHarness.Sharing;
import org.junit.jupiter.api.Test;

/** Per-rank outputs of a replay and the model switches, on the harness star (2 us + B ns per message). */
class TraceApplicationTest {
  private static Compute micros(double us) { return new Compute(us * 1e-6, ComputeUnit.SECONDS); }

  @Test
  void ranksOnTheSameServerExchangeWithoutTheNetwork() {
    // Ranks 0 and 1 on server 0, rank 2 on server 1. The 0 <-> 1 ping-pong is local (zero time);
    // only 1 -> 2 is a flow: 3 us.
    ReplayHarness h = new ReplayHarness(3);
    h.add(0, new Send(1, 0, 1000), new Recv(1, 0, 1000));
    h.add(1, new Recv(0, 0, 1000), new Send(0, 0, 1000), new Send(2, 0, 1000));
    h.add(2, new Recv(1, 0, 1000));
    TraceApplication app = new TraceApplication(h.tape(), ReplayHarness.interflow());
    SimulationResult r = DirectSimulation.run(ReplayHarness.spec(app, Sharing.MAX_MIN, false, new int[] {0, 0, 1}));
    ReplayOutcome ranks = new ReplayOutcome(3, rank -> r.taskOutcomes().outcome(0, rank));
    assertEquals(List.of(0L, 0L, 3 * US), List.of(ranks.stats(0).finishPs(), ranks.stats(1).finishPs(),
        ranks.stats(2).finishPs()));
    assertEquals(1, r.flows());
    assertEquals(3 * US, ranks.lastFinishPs());
  }

  @Test
  void aTestedRequestIsFreedAndAnUntestedOneIsWaitedFor() {
    // 100,000 bytes (rendezvous-sized): each isend completes at delivery, 102 us after it starts.
    // Rank 0: isend #0 at 0, test (not done), compute 50 us, wait #0 until 102 us; isend #1 at
    // 102 us, compute 200 us to 302 us, test (done at 204 us: freed), wait #1 returns at once.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Isend(1, 0, 100_000, 0), new MpiAction.Test(0), micros(50), new MpiAction.Wait(new int[] {0}),
        new Isend(1, 0, 100_000, 1), micros(200), new MpiAction.Test(1), new MpiAction.Wait(new int[] {1}));
    h.add(1, new Recv(0, 0, 100_000), new Recv(0, 0, 100_000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(302 * US, run.finishPs(0));
    assertEquals(204 * US, run.finishPs(1));
    assertEquals(52 * US, run.app().stats(0).sendPs());
    assertEquals(250 * US, run.app().stats(0).computePs());
  }

  @Test
  void aRequestListedTwiceInOneWaitIsWaitedForOnce() {
    // 100,000 bytes: the isend completes at delivery, 102 us.
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, new Isend(1, 0, 100_000, 0), new MpiAction.Wait(new int[] {0, 0}));
    h.add(1, new Recv(0, 0, 100_000));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    assertEquals(102 * US, run.finishPs(0));
    assertEquals(List.of(), run.app().waits());
  }

  @Test
  void computeTimesFollowTheHostSpeedAndTheCpuScale() {
    // 1e6 flops at 2 Gflop/s scaled by 0.5: 250 us; 10 us of traced time scaled by 0.5: 5 us.
    ReplayHarness h = new ReplayHarness(1);
    h.add(0, new Compute(1e6, ComputeUnit.FLOPS), micros(10));
    Replay run = ReplayHarness.run(h.tape(), ReplayHarness.interflow().withHost(2e9, 0.5), Sharing.MAX_MIN, false);
    assertEquals(255 * US, run.finishPs(0));
  }

  @Test
  void reductionFlopsCanBeIgnored() {
    // 2 ranks, linear allreduce of 1000 bytes: reduce 3 us, broadcast 3 us; 5e6 flops would add 5 ms.
    ReplayHarness h = new ReplayHarness(2);
    for (int r = 0; r < 2; r++) h.add(r, Collective.of(CollectiveKind.ALLREDUCE, 0, 1000, 1000, 5e6));
    ActionTape tape = h.tape();
    Replay with = ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.MAX_MIN, false);
    Replay without = ReplayHarness.run(tape, ReplayHarness.interflow().withReductionFlopsAfter(false), Sharing.MAX_MIN,
        false);
    assertEquals(6 * US + 5_000 * US, with.finishPs(1));
    assertEquals(6 * US, without.finishPs(1));
  }

  @Test
  void theTimelineRecordsEveryStateSpan() {
    // Rank 0: compute 2 us, send 100,000 bytes (rendezvous: 2 -> 104 us), receive 1000 bytes;
    // rank 1: receive (0 -> 104 us), compute 1 us, send 1000 bytes (eager; delivered at 108 us).
    ReplayHarness h = new ReplayHarness(2);
    h.add(0, micros(2), new Send(1, 0, 100_000), new Recv(1, 0, 1000));
    h.add(1, new Recv(0, 0, 100_000), micros(1), new Send(0, 0, 1000));
    ActionTape tape = h.tape();
    Replay run = ReplayHarness.run(tape, ReplayHarness.interflow().withTimeline(true), Sharing.MAX_MIN, false);
    assertEquals(List.of("COMPUTE 0 2000000", "SEND 2000000 104000000", "RECEIVE 104000000 108000000"),
        spans(run.app().spans(0)));
    assertEquals(List.of("RECEIVE 0 104000000", "COMPUTE 104000000 105000000"), spans(run.app().spans(1)));
    assertNull(ReplayHarness.run(tape, ReplayHarness.interflow(), Sharing.MAX_MIN, false).app().spans(0));
  }

  private static List<String> spans(StateSpans s) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < s.size(); i++) out.add(s.state(i) + " " + s.startPs(i) + " " + s.endPs(i));
    return out;
  }
}
