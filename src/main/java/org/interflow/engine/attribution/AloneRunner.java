package org.interflow.engine.attribution;

import java.util.List;

/**
 * Runs jobs of a shared run alone. The runs are independent of each other; a runner may run them
 * in any order and in parallel (on local cores, {@link LocalAloneRunner}; or on cluster members),
 * but must return what each gives on its own, so the outcomes never depend on how they were run.
 */
@FunctionalInterface
public interface AloneRunner {
  /**
   * Runs each of {@code runs} to the end.
   *
   * @return one outcome per run, in the order of {@code runs}
   * @throws IllegalStateException if a run failed (the cause says why)
   */
  List<AloneOutcome> run(List<AloneRun> runs);
}
