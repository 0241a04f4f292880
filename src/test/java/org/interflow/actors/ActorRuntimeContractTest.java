package org.interflow.actors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationRuntimeContract;
import org.interflow.engine.dynamic.runner.SimulationSpec;

/**
 * The actor runtime fulfils the runtime contract (hand-worked times of tiny runs) with one and
 * with four dispatcher threads, which must agree field for field.
 */
class ActorRuntimeContractTest extends SimulationRuntimeContract {
  @Override
  protected SimulationResult run(SimulationSpec spec) {
    SimulationResult one = ActorSimulation.run(spec, 1, null);
    SimulationResult four = ActorSimulation.run(spec, 4, null);
    assertEquals(one, four);
    return four;
  }
}
