package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.Scenarios;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.io.catalog.SpecException;
import org.junit.jupiter.api.Test;

/** Every registered runtime gives the hand-worked result of a small run, and the same result as the default, prepared or not. */
class SimulationRuntimesTest {
  @Test
  void everyRuntimeGivesTheHandWorkedPingPongAndTheDefaultsResult() {
    // 3 ping-pong rounds of two 0-byte messages, 1000 ps of latency each: 6000 ps, 6 flows.
    SimulationSpec spec = Scenarios.star(2, 1_000, 0, new JobSpec(SmallApplications.pingPong(3, 0), 0));
    SimulationResult expected = SimulationRuntimes.forName(SimulationRuntimes.DEFAULT).run(spec, 1);
    assertEquals(6_000, expected.makespanPs());
    assertEquals(6, expected.flows());
    for (SimulationRuntimes.Entry e : SimulationRuntimes.runtimes()) {
      assertTrue(!e.description().isBlank() && !e.description().contains("\n"), e.name());
      assertEquals(expected, e.runtime().run(spec, 2), e.name());
      e.runtime().prepare(2);  // what simulate and replay do while they read their inputs
      assertEquals(expected, e.runtime().run(spec, 2), e.name() + " prepared");
    }
    assertEquals(SimulationRuntimes.DEFAULT, SimulationRuntimes.runtimes().get(0).name());
  }

  @Test
  void automaticThreadsAreEveryCoreForTheDirectRunnerAndOneDispatcherThreadForTheActors() {
    // whatever this machine has: the choice is the runtime's, for a machine of 16 cores
    assertEquals(16, SimulationRuntimes.forName("direct").automaticThreads(16));
    assertEquals(1, SimulationRuntimes.forName("actors").automaticThreads(16));
  }

  @Test
  void anUnknownRuntimeListsTheValidOnes() {
    SpecException e = assertThrows(SpecException.class, () -> SimulationRuntimes.forName("gpu"));
    assertTrue(e.getMessage().contains("valid: direct, actors"), e.getMessage());
  }
}
