package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.topology.Topology;

/**
 * Attributes link time to jobs: for every directed link and every job with traffic on it, the
 * time the job had traffic there, the part of it shared with other jobs, the bytes the others
 * carried meanwhile and the capacity-seconds they took ({@link JobLinkShare}). The flow table
 * reports each subflow's start of transfer, rate changes and end with the subflow's job and path;
 * the recorder keeps per link the job entries on it (subflows transferring and their summed rate)
 * and integrates a link lazily, from the last change to the current time, whenever one of its
 * entries changes (the {@link LinkUtilisationRecorder}'s scheme), so the state is piecewise
 * constant between calls.
 *
 * <p>On a link of capacity C, over an interval of length dt during which job j has n_j > 0
 * subflows transferring with rates summing to r_j, and the link's total rate is R: own += dt; if
 * some other job has a subflow there too, shared += dt, othersBytes += (R - r_j) dt and lost +=
 * (R - r_j) / C dt.
 *
 * <p>Memory: three scalars per directed link, and per (link, job) pair ever seen seven scalars.
 * A call costs O(path links x jobs on each link). Only made when attribution is on: a flow table
 * without it pays one null check per subflow event. Not thread-safe: owned by its flow table.
 */
public final class JobLinkRecorder {
  private static final double PS_PER_SECOND = 1e12;

  private final Topology topology;
  // per directed link
  private final int[][] entriesOf;      // entry ids of the jobs seen on the link, null before the first
  private final int[] entryCount;
  private final long[] lastPs;          // integrated up to
  private final int[] activeJobs;       // entries with subflows > 0
  private final double[] totalRate;     // bytes per second
  // per entry (a (link, job) pair)
  private int entries;
  private int[] entryLink = new int[64];
  private int[] entryJob = new int[64];
  private int[] subflows = new int[64];
  private double[] rate = new double[64];
  private long[] ownPs = new long[64];
  private long[] sharedPs = new long[64];
  private double[] othersBytes = new double[64];
  private double[] lostSeconds = new double[64];
  private long nowPs;

  /** A recorder for the directed links of {@code topology}. */
  public JobLinkRecorder(Topology topology) {
    this.topology = topology;
    int links = topology.directedLinks();
    entriesOf = new int[links][];
    entryCount = new int[links];
    lastPs = new long[links];
    activeJobs = new int[links];
    totalRate = new double[links];
  }

  /** Moves the clock to {@code timePs} (non-decreasing). */
  void advanceTo(long timePs) { nowPs = Math.max(nowPs, timePs); }

  /** A subflow of job {@code job} starts transferring over the path {@code paths} holds for {@code subflow}. */
  void started(int job, PathStore paths, int subflow) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      int link = paths.link(subflow, h);
      integrate(link);
      int e = entry(link, job);
      if (subflows[e]++ == 0) activeJobs[link]++;
    }
  }

  /** A transferring subflow of job {@code job} changes rate by {@code delta} bytes per second. */
  void rateChanged(int job, PathStore paths, int subflow, double delta) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      int link = paths.link(subflow, h);
      integrate(link);
      int e = entry(link, job);
      double crumbs = 1e-9 * capacityBytesPerSecond(link);
      rate[e] = clean(rate[e] + delta, crumbs);
      totalRate[link] = clean(totalRate[link] + delta, crumbs);
    }
  }

  /** A subflow of job {@code job} stops transferring (its rate already taken back to 0). */
  void ended(int job, PathStore paths, int subflow) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      int link = paths.link(subflow, h);
      integrate(link);
      int e = entry(link, job);
      if (--subflows[e] == 0) {
        rate[e] = 0;
        if (--activeJobs[link] == 0) totalRate[link] = 0;
      }
    }
  }

  /** Adds and removes of floating-point rates leave crumbs: a sum within {@code crumbs} of 0 is 0. */
  private static double clean(double value, double crumbs) { return Math.abs(value) < crumbs ? 0 : value; }

  private void integrate(int link) {
    long dt = nowPs - lastPs[link];
    if (dt <= 0) return;
    lastPs[link] = nowPs;
    int active = activeJobs[link];
    if (active == 0) return;
    double seconds = dt / PS_PER_SECOND;
    double capacity = capacityBytesPerSecond(link);
    int[] ids = entriesOf[link];
    for (int i = 0, n = entryCount[link]; i < n; i++) {
      int e = ids[i];
      if (subflows[e] == 0) continue;
      ownPs[e] += dt;
      if (active < 2) continue;
      double others = Math.max(0, totalRate[link] - rate[e]);
      sharedPs[e] += dt;
      othersBytes[e] += others * seconds;
      lostSeconds[e] += others / capacity * seconds;
    }
  }

  /** The entry of (link, job), made on first use. */
  private int entry(int link, int job) {
    int[] ids = entriesOf[link];
    int n = entryCount[link];
    for (int i = 0; i < n; i++) if (entryJob[ids[i]] == job) return ids[i];
    if (ids == null) ids = entriesOf[link] = new int[2];
    else if (n == ids.length) ids = entriesOf[link] = Arrays.copyOf(ids, 2 * n);
    if (entries == entryLink.length) grow();
    int e = entries++;
    entryLink[e] = link;
    entryJob[e] = job;
    ids[n] = e;
    entryCount[link] = n + 1;
    return e;
  }

  /** Everything recorded up to {@code timePs}, each link integrated up to it; sorted by job, then link. */
  public LinkInterference snapshot(long timePs) {
    advanceTo(timePs);
    for (int link = 0; link < entryCount.length; link++) integrate(link);
    List<JobLinkShare> shares = new ArrayList<>(entries);
    for (int e = 0; e < entries; e++) {
      if (ownPs[e] > 0) shares.add(new JobLinkShare(entryJob[e], entryLink[e], ownPs[e], sharedPs[e], othersBytes[e], lostSeconds[e]));
    }
    shares.sort((a, b) -> a.job() != b.job() ? Integer.compare(a.job(), b.job()) : Integer.compare(a.directedLink(), b.directedLink()));
    return new LinkInterference(shares);
  }

  private double capacityBytesPerSecond(int directedLink) {
    return topology.directedCapacityBitsPerSecond(directedLink) / 8;
  }

  private void grow() {
    int n = 2 * entryLink.length;
    entryLink = Arrays.copyOf(entryLink, n);
    entryJob = Arrays.copyOf(entryJob, n);
    subflows = Arrays.copyOf(subflows, n);
    rate = Arrays.copyOf(rate, n);
    ownPs = Arrays.copyOf(ownPs, n);
    sharedPs = Arrays.copyOf(sharedPs, n);
    othersBytes = Arrays.copyOf(othersBytes, n);
    lostSeconds = Arrays.copyOf(lostSeconds, n);
  }
}
