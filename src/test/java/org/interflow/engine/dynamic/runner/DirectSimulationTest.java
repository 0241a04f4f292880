package org.interflow.engine.dynamic.runner;

import org.interflow.engine.dynamic.results.SimulationResult;

/** The direct runner fulfils the runtime contract (hand-worked times of tiny runs). */
class DirectSimulationTest extends SimulationRuntimeContract {
  @Override
  protected SimulationResult run(SimulationSpec spec) { return DirectSimulation.run(spec); }
}
