package org.interflow.engine.dynamic.results;

import org.interflow.engine.dynamic.jobs.Placement;

/**
 * One job of the run: when it arrived, started and ended, and where it ran.
 *
 * @param job job index (arrival order)
 * @param name application name
 * @param tasks tasks (= servers used)
 * @param placement the server of each task; null if it never started
 * @param arrivalPs submission time
 * @param startPs start time; -1 if it never started
 * @param finishPs time its last task finished; -1 if it never finished (e.g. it waited for an
 *     undeliverable message)
 */
public record JobOutcome(int job, String name, int tasks, Placement placement, long arrivalPs, long startPs,
    long finishPs) {
  /** True when its last task finished. */
  public boolean finished() { return finishPs >= 0; }

  /** Server of task 0; -1 if it never started. */
  public int firstServer() { return placement == null ? -1 : placement.firstServer(); }
}
