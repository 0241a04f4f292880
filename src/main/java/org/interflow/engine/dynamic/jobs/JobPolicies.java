package org.interflow.engine.dynamic.jobs;

import java.util.Objects;
import java.util.function.Supplier;
import org.interflow.model.scheduler.AllocationPolicy;
import org.interflow.model.scheduler.ConsecutiveBlockAllocation;
import org.interflow.model.scheduler.FirstComeFirstServed;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.MappingPolicy;
import org.interflow.model.scheduler.SelectionPolicy;

/**
 * The scheduler's three stages for a dynamic run (INRFlow, section 3.4): which queued job starts
 * (selection), on which free servers (allocation) and which task on which of them (mapping), and
 * whether a job still running at its requested time is killed then. Each stage comes from a
 * factory because policies keep state and every run owns fresh ones.
 *
 * @param killAtRequested kill a job still running at its start + requested time (jobs without a
 *     requested time are never killed)
 */
public record JobPolicies(Supplier<? extends SelectionPolicy> selection, Supplier<? extends AllocationPolicy> allocation,
    Supplier<? extends MappingPolicy> mapping, boolean killAtRequested) {
  public JobPolicies {
    Objects.requireNonNull(selection, "selection");
    Objects.requireNonNull(allocation, "allocation");
    Objects.requireNonNull(mapping, "mapping");
  }

  /** Policies that never kill a job. */
  public JobPolicies(Supplier<? extends SelectionPolicy> selection, Supplier<? extends AllocationPolicy> allocation,
      Supplier<? extends MappingPolicy> mapping) {
    this(selection, allocation, mapping, false);
  }

  private static final JobPolicies DEFAULTS =
      new JobPolicies(FirstComeFirstServed::new, ConsecutiveBlockAllocation::new, LinearMapping::new);

  /** First come first served on the lowest block of consecutive free servers, tasks in order: INRFlow's default. */
  public static JobPolicies defaults() { return DEFAULTS; }
}
