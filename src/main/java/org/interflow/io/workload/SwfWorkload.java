package org.interflow.io.workload;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.interflow.io.InputFormatException;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.units.TimeScale;

/**
 * Turns a Standard Workload Format log into a workload, streaming its lines once.
 * <ul>
 *   <li>Machine: the rules' node count, else the header's {@code MaxNodes}, else {@code MaxProcs}
 *       over cores per node; cores per node from the rules, else {@code MaxProcs / MaxNodes}
 *       (rounded up), else 1 (RICC: 8192 / 1024 = 8).</li>
 *   <li>Processors: field 8 (requested), or field 5 (allocated) where 8 is -1. Nodes: ceil(processors
 *       / cores per node) for whole nodes, else the processors themselves (the machine is counted in
 *       cores). Scaling multiplies them by this machine over the log's machine, rounded up.</li>
 *   <li>Skipped, and counted: a run time of zero, below zero or missing; no processors; more nodes
 *       than the machine (without scaling). Failed and cancelled jobs that ran are kept: they held
 *       their nodes.</li>
 *   <li>Requested time: field 9, or the estimate rule where it is missing.</li>
 *   <li>Order: by submit time, jobs submitted together in file order; ids follow that order.</li>
 * </ul>
 */
public final class SwfWorkload {
  private SwfWorkload() {}

  /**
   * Reads {@code file} under {@code rules}.
   *
   * @throws InputFormatException for a malformed line, or a header that cannot size the machine
   */
  public static Workload read(Path file, WorkloadRules rules) {
    SwfHeader header = SwfReader.header(file);
    int maxNodes = header.maxNodes();
    int maxProcs = header.maxProcs();
    int cores = rules.coresPerNode() > 0 ? rules.coresPerNode()
        : maxNodes > 0 && maxProcs > 0 ? Math.max(1, (maxProcs + maxNodes - 1) / maxNodes) : 1;
    int logNodes = maxNodes > 0 ? maxNodes : maxProcs > 0 ? (maxProcs + cores - 1) / cores : -1;
    int nodes = rules.machineNodes() > 0 ? rules.machineNodes() : logNodes;
    if (nodes < 1) {
      throw new InputFormatException(file.toString(), "a header line '; MaxNodes: N' or '; MaxProcs: N' to size the machine"
          + " (or give the machine: -t TOPOLOGY or --set schedule.nodes=N)", "neither");
    }
    if (rules.scale() && logNodes < 1) {
      throw new InputFormatException(file.toString(), "a header line '; MaxNodes: N' or '; MaxProcs: N' to scale from", "neither");
    }
    long machineUnits = rules.wholeNodes() ? nodes : (long) nodes * cores;
    long logUnits = rules.wholeNodes() ? logNodes : (long) logNodes * cores;
    if (machineUnits > Integer.MAX_VALUE) throw new IllegalArgumentException("a machine of " + machineUnits + " cores is too large");
    TimeScale time = rules.timeScale();
    double ticksPerSecond = 1.0 / time.secondsPerTick();
    List<WorkloadJob> kept = new ArrayList<>();
    int[] skipped = new int[3];
    int[] filled = {0};
    boolean[] ordered = {true};
    java.util.Set<Long> numbers = new java.util.HashSet<>();   // of the jobs in the window
    SwfReader.jobs(file, (job, line) -> {
      if (!rules.window().contains(job.number(), job.submitSeconds())) return true;
      if (job.submitSeconds() < 0) throw new InputFormatException(file.toString(), line, "a submit time (field 2) >= 0", Long.toString(job.submitSeconds()));
      // -1 is SWF's "missing"; any other negative value is a broken line
      if (job.runSeconds() < -1) {
        throw new InputFormatException(file.toString(), line, "a run time (field 4) >= 0, or -1 for missing", Long.toString(job.runSeconds()));
      }
      if (job.requestedSeconds() < -1) {
        throw new InputFormatException(file.toString(), line, "a requested time (field 9) >= 0, or -1 for missing",
            Long.toString(job.requestedSeconds()));
      }
      if (!numbers.add(job.number())) {
        throw new InputFormatException(file.toString(), line, "a job number (field 1) no earlier job has", Long.toString(job.number()));
      }
      long processors = job.processors();
      if (job.runSeconds() <= 0) {
        skipped[0]++;
        return true;
      }
      if (processors <= 0) {
        skipped[1]++;
        return true;
      }
      long units = rules.wholeNodes() ? (processors + cores - 1) / cores : processors;
      if (rules.scale()) units = Math.max(1, (units * machineUnits + logUnits - 1) / logUnits);
      if (units > machineUnits) {
        skipped[2]++;
        return true;
      }
      long runtime = time.ticks(Duration.ofSeconds(job.runSeconds()));
      long requested;
      if (job.requestedSeconds() > 0) {
        requested = time.ticks(Duration.ofSeconds(job.requestedSeconds()));
      } else {
        requested = rules.missingEstimate().requestedTicks(runtime, ticksPerSecond);
        filled[0]++;
      }
      long submit = time.ticks(Duration.ofSeconds(job.submitSeconds()));
      if (!kept.isEmpty() && submit < kept.get(kept.size() - 1).request().submit()) ordered[0] = false;
      // ids follow file order; they are given again below if the file is not in submit order
      kept.add(new WorkloadJob(new BatchJob(kept.size(), submit, (int) units, requested), Long.toString(job.number()),
          (int) Math.min(processors, Integer.MAX_VALUE), runtime, job.status(), null));
      return true;
    });
    List<WorkloadJob> jobs = kept;
    if (!ordered[0]) {
      kept.sort(Comparator.comparingLong((WorkloadJob j) -> j.request().submit()).thenComparingInt(WorkloadJob::id));
      jobs = new ArrayList<>(kept.size());
      for (WorkloadJob j : kept) {
        BatchJob r = j.request();
        jobs.add(new WorkloadJob(new BatchJob(jobs.size(), r.submit(), r.nodes(), r.requested()), j.label(), j.processors(),
            j.runtime(), j.logStatus(), null));
      }
    }
    return new Workload(file.toString(), jobs, (int) machineUnits, cores, rules.wholeNodes(),
        new SkippedJobs(skipped[0], skipped[1], skipped[2]), filled[0]);
  }
}
