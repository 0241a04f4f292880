package org.interflow.engine.dynamic.runner;

import org.interflow.engine.dynamic.results.SimulationResult;

/**
 * A way to run a dynamic simulation: the direct runner, or the model objects behind actors.
 * Contract: every runtime gives the same {@link SimulationResult}, field for field, for the same
 * spec, whatever its thread count (the runtimes' contract test pins hand-worked runs).
 */
@FunctionalInterface
public interface SimulationRuntime {
  /**
   * Runs {@code spec} to the end.
   *
   * @param threads threads the runtime may use (at least 1; a runtime may use fewer)
   * @throws IllegalStateException if a task program or the flow model failed (the cause says why)
   */
  SimulationResult run(SimulationSpec spec, int threads);

  /**
   * Says that a run on {@code threads} threads will follow: the runtime may start what it needs
   * in the background while the caller reads the run's inputs (the actor runtime starts its
   * actor system). Optional; nothing by default.
   */
  default void prepare(int threads) {}

  /**
   * The threads a run gets when the configuration leaves the count to the runtime ({@code threads
   * = 0}), on a machine with {@code cores} cores: all of them by default.
   */
  default int automaticThreads(int cores) { return cores; }
}
