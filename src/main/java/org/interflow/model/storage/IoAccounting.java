package org.interflow.model.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Per-job storage I/O totals: bytes read and written, and the time the job had I/O in flight
 * (the length of the union of its transfers' intervals, so overlapping transfers of several tasks
 * count once): read time, write time and I/O time (reads or writes). Transfers are added in any
 * order; the totals do not depend on it. O(n log n) in the transfers of a job.
 */
public final class IoAccounting {
  /** A job's totals; times in picoseconds. */
  public record JobIo(int job, long readBytes, long writeBytes, long reads, long writes, long readPs, long writePs, long ioPs) {}

  private final List<long[]>[] reads;
  private final List<long[]>[] writes;
  private final long[] readBytes;
  private final long[] writeBytes;

  /** Totals for jobs {@code 0 .. jobs-1}. */
  @SuppressWarnings("unchecked")
  public IoAccounting(int jobs) {
    reads = new List[jobs];
    writes = new List[jobs];
    for (int j = 0; j < jobs; j++) {
      reads[j] = new ArrayList<>();
      writes[j] = new ArrayList<>();
    }
    readBytes = new long[jobs];
    writeBytes = new long[jobs];
  }

  /**
   * Counts one delivered transfer of job {@code job} from {@code startPs} to {@code endPs}.
   *
   * @param read true for a read (device to compute node), false for a write
   */
  public void add(int job, boolean read, long bytes, long startPs, long endPs) {
    if (endPs < startPs) throw new IllegalArgumentException("transfer ends at " + endPs + " ps before it starts at " + startPs);
    (read ? reads : writes)[job].add(new long[] {startPs, endPs});
    if (read) readBytes[job] += bytes;
    else writeBytes[job] += bytes;
  }

  /** Job {@code job}'s totals. */
  public JobIo job(int job) {
    List<long[]> both = new ArrayList<>(reads[job]);
    both.addAll(writes[job]);
    return new JobIo(job, readBytes[job], writeBytes[job], reads[job].size(), writes[job].size(), unionPs(reads[job]),
        unionPs(writes[job]), unionPs(both));
  }

  /** Every job's totals, by job. */
  public List<JobIo> jobs() {
    List<JobIo> all = new ArrayList<>(readBytes.length);
    for (int j = 0; j < readBytes.length; j++) all.add(job(j));
    return all;
  }

  /** Length of the union of the intervals [start, end]. */
  static long unionPs(List<long[]> intervals) {
    long[][] sorted = intervals.toArray(new long[0][]);
    Arrays.sort(sorted, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
    long total = 0;
    long start = Long.MIN_VALUE;
    long end = Long.MIN_VALUE;
    for (long[] i : sorted) {
      if (i[0] > end) {
        if (end > start) total += end - start;
        start = i[0];
        end = i[1];
      } else {
        end = Math.max(end, i[1]);
      }
    }
    if (end > start) total += end - start;
    return total;
  }
}
