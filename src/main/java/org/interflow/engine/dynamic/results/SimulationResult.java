package org.interflow.engine.dynamic.results;

import java.util.List;
import org.interflow.engine.dynamic.flows.LinkInterference;
import org.interflow.engine.dynamic.flows.LinkUtilisation;
import org.interflow.model.scheduler.ScheduleHistory;

/**
 * The outcome of one dynamic run; identical, field for field, whichever runner produced it and
 * however many threads it used (the link utilisation is the flow model's own object and is
 * compared by content, not by equals).
 *
 * @param makespanPs time of the run's last event (0 when nothing happened)
 * @param flows flows handed to the network (local messages between a task and itself are not
 *     flows), undeliverable ones included
 * @param bytes bytes of those flows
 * @param events task callbacks run (starts, compute ends, sends delivered, receives, barriers)
 * @param timeSteps distinct simulated times at which delta cycles ran (times at which only the
 *     flow model's internal events happen are skipped by its lookahead and not counted)
 * @param deltaCycles delta cycles over all time steps (each is one round of batched messages)
 * @param undeliverable flows that found no route
 * @param jobs the jobs, by job index
 * @param flowOutcomes every flow, by flow id
 * @param intervals every task's compute/communicate spans, by job, task and start time
 * @param linkUtilisation what the flow model recorded, or null
 * @param taskOutcomes what the tasks reported about themselves (an MPI rank's figures, ...)
 * @param schedule what the batch scheduler saw and did (submits, starts, ends and kills of the
 *     jobs it placed, busy servers and queue over time, in picoseconds); compared by content
 * @param linkInterference per job and link, what the job's traffic met from other jobs' (when the
 *     flow model attributed link time to jobs), or null
 */
public record SimulationResult(long makespanPs, long flows, long bytes, long events, long timeSteps, long deltaCycles,
    long undeliverable, List<JobOutcome> jobs, List<FlowOutcome> flowOutcomes, List<TaskInterval> intervals,
    LinkUtilisation linkUtilisation, TaskOutcomes taskOutcomes, ScheduleHistory schedule, LinkInterference linkInterference) {
  public SimulationResult {
    jobs = List.copyOf(jobs);
    // a list that makes its items on demand is immutable: copying it would make them all
    if (!(flowOutcomes instanceof FlowOutcomeList)) flowOutcomes = List.copyOf(flowOutcomes);
    intervals = List.copyOf(intervals);
  }

  /** This result with {@code utilisation} as its link utilisation. */
  public SimulationResult withLinkUtilisation(LinkUtilisation utilisation) {
    return new SimulationResult(makespanPs, flows, bytes, events, timeSteps, deltaCycles, undeliverable, jobs,
        flowOutcomes, intervals, utilisation, taskOutcomes, schedule, linkInterference);
  }

  /** This result with {@code history} as its schedule. */
  public SimulationResult withSchedule(ScheduleHistory history) {
    return new SimulationResult(makespanPs, flows, bytes, events, timeSteps, deltaCycles, undeliverable, jobs,
        flowOutcomes, intervals, linkUtilisation, taskOutcomes, history, linkInterference);
  }

  /** This result with {@code interference} as its link interference. */
  public SimulationResult withLinkInterference(LinkInterference interference) {
    return new SimulationResult(makespanPs, flows, bytes, events, timeSteps, deltaCycles, undeliverable, jobs,
        flowOutcomes, intervals, linkUtilisation, taskOutcomes, schedule, interference);
  }

  /** Simulated completion time of the workload in seconds. */
  public double makespanSeconds() { return makespanPs / 1e12; }
}
