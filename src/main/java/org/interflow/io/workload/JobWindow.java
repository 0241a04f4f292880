package org.interflow.io.workload;

/**
 * The part of a job log a run takes: job numbers in [firstJob, lastJob] and submit times in
 * [fromSeconds, toSeconds) of the log's clock. A window starts on an empty machine at its first
 * job's submit time: jobs before it are not simulated at all.
 *
 * @param firstJob lowest job number taken
 * @param lastJob highest job number taken
 * @param fromSeconds earliest submit time taken, in seconds
 * @param toSeconds submit times from this one on are left out
 */
public record JobWindow(long firstJob, long lastJob, long fromSeconds, long toSeconds) {
  /** Every job. */
  public static final JobWindow ALL = new JobWindow(Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE);

  public JobWindow {
    if (firstJob > lastJob) throw new IllegalArgumentException("empty job range " + firstJob + "-" + lastJob);
    if (fromSeconds >= toSeconds) throw new IllegalArgumentException("empty submit-time range " + fromSeconds + "-" + toSeconds + " s");
  }

  /** True when the job is inside. */
  public boolean contains(long number, long submitSeconds) {
    return number >= firstJob && number <= lastJob && submitSeconds >= fromSeconds && submitSeconds < toSeconds;
  }

  /** True when no job numbered above {@code number} can be inside (logs number their jobs in order). */
  public boolean endsBefore(long number) { return number > lastJob; }

  /**
   * A range {@code A-B}, {@code A-} or {@code -B} of whole numbers (inclusive), as {@code {A, B}}
   * with open ends at Long.MIN_VALUE / Long.MAX_VALUE; "" is everything.
   *
   * @throws IllegalArgumentException naming the expected form
   */
  public static long[] range(String text) {
    String t = text.trim();
    if (t.isEmpty()) return new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
    int dash = t.indexOf('-', 1);
    if (dash < 0) throw new IllegalArgumentException("expected A-B (either end may be left out), got '" + text + "'");
    try {
      String a = t.substring(0, dash).trim();
      String b = t.substring(dash + 1).trim();
      long[] r = {a.isEmpty() ? Long.MIN_VALUE : Long.parseLong(a), b.isEmpty() ? Long.MAX_VALUE : Long.parseLong(b)};
      if (r[0] > r[1]) throw new IllegalArgumentException("expected A-B with A <= B, got '" + text + "'");
      return r;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected A-B of whole numbers (either end may be left out), got '" + text + "'");
    }
  }
}
