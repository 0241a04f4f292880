package org.interflow.engine.dynamic.flows;

/**
 * What one job's traffic met on one directed link over a run (see {@link JobLinkRecorder} for how
 * each figure is integrated). "Had traffic on the link" means at least one of the job's subflows
 * was transferring over it (its path latency waited out, not yet finished), whatever its rate: a
 * subflow starved by a priority policy still counts.
 *
 * @param job job index
 * @param directedLink the directed link
 * @param ownPs time during which the job had traffic on the link
 * @param sharedPs the part of {@code ownPs} during which another job had traffic on it too
 * @param othersBytes bytes the other jobs' subflows carried over the link during {@code sharedPs}
 * @param lostSeconds the integral over {@code sharedPs} of the fraction of the link's capacity the
 *     other jobs' subflows took: link-seconds of capacity the others used while the job was there
 * @param topOther the other job that took most of it (lowest index on a tie); -1 when none took any
 */
public record JobLinkShare(int job, int directedLink, long ownPs, long sharedPs, double othersBytes, double lostSeconds,
    int topOther) {
  /**
   * The share lost: {@code lostSeconds} over the job's own time on the link, the mean fraction of
   * the link's capacity that other jobs took while this job had traffic on it (0..1; 0 when the
   * job never had traffic there).
   */
  public double shareLost() { return ownPs == 0 ? 0 : lostSeconds / (ownPs / 1e12); }
}
