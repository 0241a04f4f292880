package org.interflow.model.traffic.app;

import org.interflow.model.traffic.TrafficPattern;

/**
 * What each phase of a {@link MarkovApplication} does, for every task of the job.
 *
 * @param computePs Comp: the mean duration (exponential) or the duration (fixed), picoseconds, >= 0
 * @param exponential true: each task draws every Comp duration from an exponential distribution of
 *     rate lambda = 1 / computePs from its own random stream; false: every Comp takes computePs
 * @param comm Comm: the flows of one round, between task indices 0..tasks-1 (self-flows skipped)
 * @param commBytes bytes of each Comm flow, >= 0
 * @param readBytes Read: bytes each task reads per visit, >= 0
 * @param writeBytes Write: bytes each task writes per visit, >= 0
 * @param cachedFraction fraction of every read found in memory (read at once, no I/O), in [0, 1]
 * @param limitPs 0, or a duration after which the job goes to End at its next phase boundary
 *     (for runs of a fixed simulated length)
 */
public record MarkovWork(long computePs, boolean exponential, TrafficPattern comm, long commBytes, long readBytes,
    long writeBytes, double cachedFraction, long limitPs) {
  public MarkovWork {
    Validation.notNegative("compute", computePs);
    Validation.required("comm pattern", comm);
    Validation.notNegative("bytes", commBytes);
    Validation.notNegative("read", readBytes);
    Validation.notNegative("write", writeBytes);
    Validation.notNegative("limit", limitPs);
    if (!(cachedFraction >= 0 && cachedFraction <= 1)) throw new IllegalArgumentException("cached must be in [0,1], got " + cachedFraction);
  }

  /** Bytes of a read that come from the device: the part not cached, rounded to whole bytes. */
  public long uncachedReadBytes() { return Math.round(readBytes * (1 - cachedFraction)); }
}
