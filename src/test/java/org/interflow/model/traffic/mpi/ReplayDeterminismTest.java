package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.actors.ActorSimulation;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.model.traffic.mpi.ReplayHarness.Sharing;
import org.junit.jupiter.api.Test;

/**
 * The same 16-rank trace (ring exchanges with sizes on both sides of the eager threshold,
 * any-source receives, allreduces) replayed by the direct runner and by the actor runtime on 1
 * and 4 threads gives identical engine results and identical per-rank results.
 */
class ReplayDeterminismTest {
  private record Outcome(SimulationResult result, List<RankStats> stats, List<Long> traffic) {}

  private static Outcome run(ActionTape tape, MpiModel model, int threads) {
    TraceApplication app = new TraceApplication(tape, model);
    SimulationResult result = threads == 0 ? DirectSimulation.run(ReplayHarness.spec(app, Sharing.MAX_MIN, true))
        : ActorSimulation.run(ReplayHarness.spec(app, Sharing.MAX_MIN, true), threads);
    ReplayOutcome ranks = new ReplayOutcome(app.tasks(), r -> result.taskOutcomes().outcome(0, r));
    TrafficMatrix m = ranks.traffic();
    List<Long> traffic = new ArrayList<>();
    for (int i = 0; i < m.pairs(); i++) {
      traffic.add((long) m.source(i));
      traffic.add((long) m.destination(i));
      traffic.add(m.bytes(i));
    }
    assertEquals(List.of(), ranks.waits());
    return new Outcome(result.withLinkUtilisation(null), ranks.stats(), traffic);
  }

  @Test
  void directAndActorRunsOnOneAndFourThreadsGiveIdenticalResults() {
    ActionTape tape = GeneratedTraces.mixed(16, 12, 42);
    for (MpiModel model : List.of(ReplayHarness.interflow(), ReplayHarness.simgrid())) {
      Outcome direct = run(tape, model, 0);
      assertTrue(direct.result().flows() > 200, "flows " + direct.result().flows());
      assertEquals(direct, run(tape, model, 1), model.protocol() + " on 1 thread");
      assertEquals(direct, run(tape, model, 4), model.protocol() + " on 4 threads");
    }
  }
}
