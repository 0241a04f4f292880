package org.interflow.engine.schedule;

import java.util.Objects;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.io.workload.Workload;
import org.interflow.model.scheduler.AllocationPolicy;
import org.interflow.model.scheduler.BatchScheduler;
import org.interflow.model.scheduler.MappingPolicy;
import org.interflow.model.scheduler.SelectionPolicy;

/**
 * The scheduler of a scheduled run, the same in every execution mode: fresh selection, allocation
 * and mapping policies for each run, and whether jobs are killed at their requested time.
 *
 * @param allocation the allocation policy for a machine of the given allocation units per server
 *     (1 when jobs get whole nodes, the cores per node when they share nodes)
 */
public record SchedulePolicies(Supplier<? extends SelectionPolicy> selection, IntFunction<? extends AllocationPolicy> allocation,
    Supplier<? extends MappingPolicy> mapping, boolean killAtRequested) {
  public SchedulePolicies {
    Objects.requireNonNull(selection, "selection");
    Objects.requireNonNull(allocation, "allocation");
    Objects.requireNonNull(mapping, "mapping");
  }

  /** A fresh scheduler for {@code workload}'s machine. */
  public BatchScheduler scheduler(Workload workload) {
    int unitsPerServer = workload.wholeNodes() ? 1 : workload.coresPerNode();
    return new BatchScheduler(workload.machineNodes(), selection.get(), allocation.apply(unitsPerServer), mapping.get(),
        killAtRequested);
  }

  /** The same policies for the dynamic engine's job control (whole servers). */
  public JobPolicies jobPolicies() {
    return new JobPolicies(selection, () -> allocation.apply(1), mapping, killAtRequested);
  }
}
