package org.interflow.engine.schedule;

import java.util.List;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.workload.Workload;
import org.interflow.model.scheduler.ScheduleHistory;
import org.interflow.model.storage.StorageRun;
import org.interflow.model.units.TimeScale;

/**
 * What a scheduled run gives its reports.
 *
 * @param workload the jobs as run, their times in ticks of {@code scale} (the network mode's clock
 *     starts at the window's first submission)
 * @param history what the scheduler saw and did, in ticks of {@code scale}
 * @param scale the run's tick
 * @param communicationTicks each job's communication time (see {@link NetworkScheduleRun#communication}),
 *     by job id; null in a mode without a network
 * @param network the engine's figures (flows, bytes, events), or null without a network
 */
public record ScheduleOutcome(Workload workload, ScheduleHistory history, TimeScale scale, long[] communicationTicks,
    NetworkFigures network) {
  /**
   * The network simulation's totals.
   *
   * @param flows flows handed to the network
   * @param bytes their bytes
   * @param events task callbacks run
   * @param deltaCycles delta cycles
   * @param attribution each job's interference attributed, by job index (empty unless the run attributed)
   * @param storage the run's storage and each job's data layout on the nodes it got, or null when no job had devices
   * @param result the simulation's result (flows, link utilisation) for reports that need more than totals
   */
  public record NetworkFigures(long flows, long bytes, long events, long deltaCycles, List<JobAttribution> attribution,
      StorageRun storage, SimulationResult result) {
    public NetworkFigures {
      attribution = List.copyOf(attribution);
    }
  }
}
