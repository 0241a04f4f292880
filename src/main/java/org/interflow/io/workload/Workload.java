package org.interflow.io.workload;

import java.util.List;

/**
 * The jobs of one scheduled run, in submission order (job ids 0, 1, ... follow it), and the
 * machine they were read for.
 *
 * @param source the file read, as the user named it
 * @param jobs the jobs, by id
 * @param machineNodes nodes of the machine (the scheduler's allocation units: cores when jobs share nodes)
 * @param coresPerNode cores per node, turning processors into nodes
 * @param wholeNodes true when jobs get whole nodes (units are nodes), false when units are cores
 * @param skipped jobs left out, and why
 * @param estimatesFilled jobs whose requested time came from the estimate rule
 */
public record Workload(String source, List<WorkloadJob> jobs, int machineNodes, int coresPerNode, boolean wholeNodes,
    SkippedJobs skipped, int estimatesFilled) {
  public Workload {
    jobs = List.copyOf(jobs);
    for (int i = 0; i < jobs.size(); i++) {
      if (jobs.get(i).id() != i) throw new IllegalArgumentException("job " + i + " has id " + jobs.get(i).id());
      if (i > 0 && jobs.get(i).request().submit() < jobs.get(i - 1).request().submit()) {
        throw new IllegalArgumentException("jobs are not in submission order at job " + jobs.get(i).label());
      }
    }
  }
}
