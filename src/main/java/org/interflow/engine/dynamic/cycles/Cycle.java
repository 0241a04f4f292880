package org.interflow.engine.dynamic.cycles;

import java.util.List;
import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.flows.FlowModelStepper;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.jobs.SchedulerInput;

/**
 * One delta cycle's batches: what each involved party must handle at {@code timePs}. Immutable.
 *
 * @param timePs the cycle's simulated time in picoseconds
 * @param index the cycle's number in the run, from 0
 * @param batches every involved server's task events, servers increasing
 * @param network whether the network takes part (inject {@code injections}, advance to now)
 * @param networkHorizonPs how far the network may advance on its own ({@link FlowModelStepper}):
 *     the next timer or arrival when the network is the only party of the cycle, else now
 * @param injections flows to inject, in flow id order
 * @param scheduler the scheduler's batch, or null when it does not take part
 * @param cancellations flows in flight of jobs killed in the last cycle, to remove before the
 *     injections, in flow id order
 */
public record Cycle(long timePs, long index, ServerBatches batches, boolean network, long networkHorizonPs,
    List<FlowRequest> injections, SchedulerInput scheduler, List<Long> cancellations) {
  public Cycle {
    injections = List.copyOf(injections);
    cancellations = List.copyOf(cancellations);
  }

  /** Outputs the caller must hand back before {@link DeltaCycles#endCycle()}: one per server, network and scheduler. */
  public int expectedOutputs() { return batches.size() + (network ? 1 : 0) + (scheduler != null ? 1 : 0); }
}
