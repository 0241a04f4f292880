package org.interflow.io.workload;

import org.interflow.model.scheduler.BatchJob;

/**
 * One job of a workload: what the scheduler is told ({@link BatchJob}: submit time, nodes,
 * requested time) plus what only the log or scenario knows.
 *
 * @param request the job as submitted to the scheduler
 * @param label the job's name in outputs: its log's job number, or its scenario name
 * @param processors processors (tasks) the job runs
 * @param runtime its logged (or scenario) runtime in ticks, or -1 when only a network run tells
 * @param logStatus how it ended on the logged machine ({@link SwfStatus#UNKNOWN} for scenario jobs)
 * @param program what it runs on a simulated network, or null (log jobs)
 */
public record WorkloadJob(BatchJob request, String label, int processors, long runtime, SwfStatus logStatus,
    JobProgram program) {
  public WorkloadJob {
    if (processors < 1) throw new IllegalArgumentException("job " + label + " needs at least one processor, got " + processors);
    if (runtime < -1 || runtime == 0) throw new IllegalArgumentException("job " + label + " has runtime " + runtime + " ticks");
  }

  public int id() { return request.id(); }
}
