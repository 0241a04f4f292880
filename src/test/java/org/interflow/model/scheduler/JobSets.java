package org.interflow.model.scheduler;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.schedule.LoggedExecution;
import org.interflow.engine.schedule.ScheduleProgress;
import org.interflow.io.workload.SkippedJobs;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.units.TimeScale;

/**
 * Hand-written job sets run through the logged execution, on a clock whose tick is one second, so
 * that the times in a test read as seconds. A job is {@code {submit, nodes, requested, runtime}}
 * (requested 0 = none), listed in submission order; job i has id i.
 */
public final class JobSets {
  /** One tick per second. */
  public static final TimeScale SECONDS = new TimeScale(1_000_000_000_000L);

  private JobSets() {}

  /** The workload of {@code jobs} on a machine of {@code nodes} nodes. */
  public static Workload workload(int nodes, long[]... jobs) {
    List<WorkloadJob> list = new ArrayList<>();
    for (long[] j : jobs) {
      long requested = j[2] == 0 ? BatchJob.NO_LIMIT : j[2];
      list.add(new WorkloadJob(new BatchJob(list.size(), j[0], (int) j[1], requested), Integer.toString(list.size()), (int) j[1], j[3],
          SwfStatus.UNKNOWN, null));
    }
    return new Workload("test", list, nodes, 1, true, SkippedJobs.NONE, 0);
  }

  /** Runs {@code jobs} on {@code nodes} nodes with the given policies, killing at requested times. */
  public static ScheduleHistory run(int nodes, SelectionPolicy selection, AllocationPolicy allocation, long[]... jobs) {
    return run(nodes, selection, allocation, true, jobs);
  }

  public static ScheduleHistory run(int nodes, SelectionPolicy selection, AllocationPolicy allocation, boolean kill, long[]... jobs) {
    BatchScheduler scheduler = new BatchScheduler(nodes, selection, allocation, new LinearMapping(), kill);
    return new LoggedExecution(SECONDS).run(workload(nodes, jobs), scheduler, ScheduleProgress.NONE);
  }

  /** Start times of every job, by id. */
  public static long[] starts(ScheduleHistory h) {
    long[] s = new long[h.jobs()];
    for (int j = 0; j < s.length; j++) s[j] = h.start(j);
    return s;
  }

  /** The nodes job {@code job} held, ascending. */
  public static int[] nodesOf(ScheduleHistory h, int job) {
    int[] runs = h.allocationRuns(job);
    List<Integer> nodes = new ArrayList<>();
    for (int k = 0; k < runs.length; k += 2) for (int n = runs[k]; n < runs[k] + runs[k + 1]; n++) nodes.add(n);
    return nodes.stream().mapToInt(Integer::intValue).toArray();
  }

  public static long[] job(long submit, long nodes, long requested, long runtime) { return new long[] {submit, nodes, requested, runtime}; }
}
