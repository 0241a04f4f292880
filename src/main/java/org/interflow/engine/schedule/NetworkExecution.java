package org.interflow.engine.schedule;

import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.workload.Workload;
import org.interflow.model.units.TimeScale;

/**
 * The network execution mode: each job runs its program on the simulated network (the dynamic
 * engine) and its runtime comes out of the simulation. The engine's Scheduler runs the same
 * batch scheduler as the logged mode, with each job's requested time as its estimate (so
 * backfilling plans with it); a job still running at its requested time is killed then (its tasks
 * stop and its flows leave the network) when the policies kill. Set up by {@link
 * NetworkScheduleRun}; its clock starts at the window's first submission, in picoseconds.
 */
public final class NetworkExecution implements ScheduleExecution {
  private final NetworkScheduleRun run;
  private final TimeScale workloadScale;

  /** Runs workloads read in ticks of {@code workloadScale} through {@code run}. */
  public NetworkExecution(NetworkScheduleRun run, TimeScale workloadScale) {
    this.run = run;
    this.workloadScale = workloadScale;
  }

  /** The engine logs its own progress line (simulated time, flows, jobs ended); the progress hears only the end. */
  @Override
  public boolean reportsProgress() { return false; }

  @Override
  public ScheduleOutcome run(Workload workload, SchedulePolicies policies, ScheduleProgress progress) {
    if (!workload.wholeNodes()) {
      throw new IllegalArgumentException("the network mode runs one task per node: set schedule.whole-nodes = true");
    }
    Workload rebased = NetworkScheduleRun.rebased(workload, workloadScale);
    SimulationSpec spec = run.spec(rebased, policies.jobPolicies());
    SimulationResult result = run.run(spec);
    int ended = 0;
    for (int j = 0; j < rebased.jobs().size(); j++) if (result.schedule().ended(j)) ended++;
    progress.update(ended, result.makespanPs() / workloadScale.picosPerTick());  // in the workload's ticks, from the window's start
    if (ended < rebased.jobs().size()) {
      throw new IllegalArgumentException((rebased.jobs().size() - ended) + " jobs never ended (" + result.undeliverable()
          + " undeliverable flows): a job waits forever for a message that cannot be delivered");
    }
    return new ScheduleOutcome(rebased, result.schedule(), NetworkScheduleRun.TICK, NetworkScheduleRun.communication(result),
        new ScheduleOutcome.NetworkFigures(result.flows(), result.bytes(), result.events(), result.deltaCycles(),
            run.attribute(spec, result), NetworkScheduleRun.storage(spec, result), result));
  }
}
