package org.interflow.model.scheduler;

import java.util.Arrays;

/**
 * What happened during a scheduled run, as the batch scheduler saw it: each job's submit, start
 * and end times, how it ended and which nodes it held; and the machine after each event time
 * (busy nodes, queued and running jobs), a step function that holds until the next sample. The
 * input of the schedule metrics and reports. Times are ticks. Per-job arrays grow with the job ids;
 * an allocation is kept as runs of consecutive nodes ({@code first, count, first, count, ...}),
 * which is compact for the usual allocations.
 */
public final class ScheduleHistory {
  private static final long NONE = -1;
  private final int machineNodes;
  private long[] submit = new long[64];
  private long[] start = new long[64];
  private long[] end = new long[64];
  private byte[] status = new byte[64];
  private int[] nodes = new int[64];
  private int[][] runs = new int[64][];
  private int jobs;
  private long[] sampleTime = new long[64];
  private int[] busy = new int[64];
  private int[] queued = new int[64];
  private int[] running = new int[64];
  private int samples;

  /** The history of a machine of {@code machineNodes} nodes. */
  public ScheduleHistory(int machineNodes) { this.machineNodes = machineNodes; }

  public int machineNodes() { return machineNodes; }

  void submitted(BatchJob job) {
    int id = job.id();
    if (id >= submit.length) grow(Math.max(id + 1, submit.length * 2));
    submit[id] = job.submit();
    start[id] = NONE;
    end[id] = NONE;
    nodes[id] = job.nodes();
    jobs = Math.max(jobs, id + 1);
  }

  void started(int id, long at, int[] allocation) {
    start[id] = at;
    runs[id] = runsOf(allocation);
  }

  void ended(int id, long at, JobStatus how) {
    end[id] = at;
    status[id] = (byte) how.ordinal();
  }

  /** Records the machine after the events at {@code at}, unless nothing visible changed. */
  void sample(long at, int busyNodes, int queuedJobs, int runningJobs) {
    if (samples > 0 && busy[samples - 1] == busyNodes && queued[samples - 1] == queuedJobs
        && running[samples - 1] == runningJobs) {
      return;
    }
    if (samples > 0 && sampleTime[samples - 1] == at) samples--;
    if (samples == sampleTime.length) {
      int n = samples * 2;
      sampleTime = Arrays.copyOf(sampleTime, n);
      busy = Arrays.copyOf(busy, n);
      queued = Arrays.copyOf(queued, n);
      running = Arrays.copyOf(running, n);
    }
    sampleTime[samples] = at;
    busy[samples] = busyNodes;
    queued[samples] = queuedJobs;
    running[samples] = runningJobs;
    samples++;
  }

  /** Jobs submitted (ids 0 .. jobs-1). */
  public int jobs() { return jobs; }

  public long submit(int job) { return submit[job]; }

  /** When the job started, or -1 if it has not. */
  public long start(int job) { return start[job]; }

  /** When the job ended, or -1 if it has not. */
  public long end(int job) { return end[job]; }

  /** True once the job has ended. */
  public boolean ended(int job) { return end[job] != NONE; }

  /** How the job ended (only for an ended job). */
  public JobStatus status(int job) { return JobStatus.values()[status[job]]; }

  /** Nodes the job asked for. */
  public int nodes(int job) { return nodes[job]; }

  /**
   * The nodes the job held as runs of consecutive nodes, {@code first, count, first, count, ...}
   * in ascending order, or null if it never started (the array is the history's own).
   */
  public int[] allocationRuns(int job) { return runs[job]; }

  /** Samples of the machine over time. */
  public int samples() { return samples; }

  public long sampleTime(int i) { return sampleTime[i]; }

  public int busyNodes(int i) { return busy[i]; }

  public int queuedJobs(int i) { return queued[i]; }

  public int runningJobs(int i) { return running[i]; }

  /** Equal when every job's times, status, nodes and allocation, and every sample, are equal. */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ScheduleHistory h) || h.machineNodes != machineNodes || h.jobs != jobs || h.samples != samples) return false;
    for (int j = 0; j < jobs; j++) {
      if (h.submit[j] != submit[j] || h.start[j] != start[j] || h.end[j] != end[j] || h.status[j] != status[j]
          || h.nodes[j] != nodes[j] || !Arrays.equals(h.runs[j], runs[j])) {
        return false;
      }
    }
    return Arrays.equals(h.sampleTime, 0, samples, sampleTime, 0, samples) && Arrays.equals(h.busy, 0, samples, busy, 0, samples)
        && Arrays.equals(h.queued, 0, samples, queued, 0, samples) && Arrays.equals(h.running, 0, samples, running, 0, samples);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * machineNodes + jobs) + samples;
  }

  private static int[] runsOf(int[] allocation) {
    int[] sorted = allocation.clone();
    Arrays.sort(sorted);
    int count = 0;
    for (int i = 0; i < sorted.length; i++) if (i == 0 || sorted[i] != sorted[i - 1] + 1) count++;
    int[] out = new int[2 * count];
    int k = -2;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1] + 1) {
        k += 2;
        out[k] = sorted[i];
      }
      out[k + 1]++;
    }
    return out;
  }

  private void grow(int n) {
    submit = Arrays.copyOf(submit, n);
    start = Arrays.copyOf(start, n);
    end = Arrays.copyOf(end, n);
    status = Arrays.copyOf(status, n);
    nodes = Arrays.copyOf(nodes, n);
    runs = Arrays.copyOf(runs, n);
  }
}
