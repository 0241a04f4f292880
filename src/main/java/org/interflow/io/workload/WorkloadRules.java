package org.interflow.io.workload;

import org.interflow.model.units.TimeScale;

/**
 * How a job log becomes a workload for one machine.
 *
 * @param window the jobs taken
 * @param machineNodes nodes of the simulated machine, or 0 for the log's own ({@code MaxNodes}, else
 *     {@code MaxProcs} / cores per node)
 * @param coresPerNode cores per node, or 0 for the log's {@code MaxProcs / MaxNodes} (1 without them)
 * @param wholeNodes true: a job gets ceil(processors / cores per node) whole nodes; false: jobs share
 *     nodes and the scheduler allocates cores
 * @param scale true: job sizes scale with the machine, from the log's machine to this one
 *     (rounded up); false: a job wider than the machine is skipped
 * @param missingEstimate the requested time of a job whose log gives none
 * @param timeScale the tick of the run's clock
 */
public record WorkloadRules(JobWindow window, int machineNodes, int coresPerNode, boolean wholeNodes, boolean scale,
    EstimateRule missingEstimate, TimeScale timeScale) {
  public WorkloadRules {
    if (machineNodes < 0) throw new IllegalArgumentException("machine nodes must be 0 (the log's) or positive, got " + machineNodes);
    if (coresPerNode < 0) throw new IllegalArgumentException("cores per node must be 0 (the log's) or positive, got " + coresPerNode);
  }

  /** Every job of the log on the log's machine, whole nodes, no scaling, missing estimates = runtime, 1 ns ticks. */
  public static WorkloadRules defaults() {
    return new WorkloadRules(JobWindow.ALL, 0, 0, true, false, EstimateRule.RUNTIME, TimeScale.NANOSECONDS);
  }
}
