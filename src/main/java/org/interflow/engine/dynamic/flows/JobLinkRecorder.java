package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.interflow.model.topology.Topology;

/**
 * Attributes link time to jobs: for every directed link and every job with traffic on it, the
 * time the job had traffic there, the part of it shared with other jobs, and, per other job, the
 * bytes it carried meanwhile and the capacity-seconds it took ({@link JobLinkShare}, {@link
 * JobPairLoss}). The flow table reports each subflow's start of transfer, rate changes and end with
 * the subflow's job and path; the recorder keeps per link the jobs seen on it (subflows
 * transferring, summed rate) and integrates a link lazily, from its last change to the current time,
 * whenever one of its jobs changes there (the {@link LinkUtilisationRecorder}'s scheme), so the
 * state is piecewise constant between calls.
 *
 * <p>On a link of capacity C, over an interval of length dt during which job j has n_j > 0
 * subflows transferring: own(j) += dt; if some other job has a subflow there too, shared(j) += dt
 * and, for every other job k with n_k > 0 and summed rate r_k: bytes(j, k) += r_k dt and lost(j, k)
 * += r_k / C dt.
 *
 * <p>Memory: a few scalars per directed link; per link with m jobs seen, 2 m^2 doubles. A call
 * costs O(path links x jobs on each link, squared for the jobs active at once). Only made when
 * attribution is on: a flow table without it pays one null check per subflow event. Not
 * thread-safe: owned by its flow table.
 */
public final class JobLinkRecorder {
  private static final double PS_PER_SECOND = 1e12;

  private final Topology topology;
  private final Link[] links;
  private long nowPs;

  /** The jobs seen on one directed link, by local index in order of first appearance. */
  private static final class Link {
    int count;
    int[] job = new int[2];
    int[] subflows = new int[2];
    double[] rate = new double[2];    // bytes per second
    long[] ownPs = new long[2];
    long[] sharedPs = new long[2];
    double[] pairBytes = new double[4];   // [i * capacity + k]: bytes job k carried while job i was there
    double[] pairLost = new double[4];    // capacity-seconds job k took while job i was there
    int active;                           // jobs with subflows > 0
    long lastPs;                          // integrated up to

    int capacity() { return job.length; }

    int indexOf(int j) {
      for (int i = 0; i < count; i++) if (job[i] == j) return i;
      if (count == job.length) grow();
      job[count] = j;
      return count++;
    }

    private void grow() {
      int old = job.length;
      int n = 2 * old;
      job = Arrays.copyOf(job, n);
      subflows = Arrays.copyOf(subflows, n);
      rate = Arrays.copyOf(rate, n);
      ownPs = Arrays.copyOf(ownPs, n);
      sharedPs = Arrays.copyOf(sharedPs, n);
      double[] bytes = new double[n * n];
      double[] lost = new double[n * n];
      for (int i = 0; i < old; i++) {
        System.arraycopy(pairBytes, i * old, bytes, i * n, old);
        System.arraycopy(pairLost, i * old, lost, i * n, old);
      }
      pairBytes = bytes;
      pairLost = lost;
    }
  }

  /** A recorder for the directed links of {@code topology}. */
  public JobLinkRecorder(Topology topology) {
    this.topology = topology;
    this.links = new Link[topology.directedLinks()];
  }

  /** Moves the clock to {@code timePs} (non-decreasing). */
  void advanceTo(long timePs) { nowPs = Math.max(nowPs, timePs); }

  /** A subflow of job {@code job} starts transferring over the path {@code paths} holds for {@code subflow}. */
  void started(int job, PathStore paths, int subflow) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      Link l = integrated(paths.link(subflow, h));
      int i = l.indexOf(job);
      if (l.subflows[i]++ == 0) l.active++;
    }
  }

  /** A transferring subflow of job {@code job} changes rate by {@code delta} bytes per second. */
  void rateChanged(int job, PathStore paths, int subflow, double delta) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      int link = paths.link(subflow, h);
      Link l = integrated(link);
      int i = l.indexOf(job);
      double next = l.rate[i] + delta;
      // adds and removes of floating-point rates leave crumbs: a job's rate near 0 is 0
      l.rate[i] = Math.abs(next) < 1e-9 * capacityBytesPerSecond(link) ? 0 : next;
    }
  }

  /** A subflow of job {@code job} stops transferring (its rate already taken back to 0). */
  void ended(int job, PathStore paths, int subflow) {
    for (int h = 0, n = paths.length(subflow); h < n; h++) {
      Link l = integrated(paths.link(subflow, h));
      int i = l.indexOf(job);
      if (--l.subflows[i] == 0) {
        l.rate[i] = 0;
        l.active--;
      }
    }
  }

  /** The link's record, made on first use, integrated up to now. */
  private Link integrated(int link) {
    Link l = links[link];
    if (l == null) {
      l = links[link] = new Link();
      l.lastPs = nowPs;
      return l;
    }
    integrate(link, l);
    return l;
  }

  private void integrate(int link, Link l) {
    long dt = nowPs - l.lastPs;
    if (dt <= 0) return;
    l.lastPs = nowPs;
    if (l.active == 0) return;
    double seconds = dt / PS_PER_SECOND;
    double capacity = capacityBytesPerSecond(link);
    int c = l.capacity();
    for (int i = 0; i < l.count; i++) {
      if (l.subflows[i] == 0) continue;
      l.ownPs[i] += dt;
      if (l.active < 2) continue;
      l.sharedPs[i] += dt;
      for (int k = 0; k < l.count; k++) {
        if (k == i || l.subflows[k] == 0) continue;
        l.pairBytes[i * c + k] += l.rate[k] * seconds;
        l.pairLost[i * c + k] += l.rate[k] / capacity * seconds;
      }
    }
  }

  /** Everything recorded up to {@code timePs}, every link integrated up to it. */
  public LinkInterference snapshot(long timePs) {
    advanceTo(timePs);
    List<JobLinkShare> shares = new ArrayList<>();
    TreeMap<Long, double[]> pairs = new TreeMap<>();  // (job, other) -> {lost, bytes}
    for (int link = 0; link < links.length; link++) {
      Link l = links[link];
      if (l == null) continue;
      integrate(link, l);
      int c = l.capacity();
      for (int i = 0; i < l.count; i++) {
        if (l.ownPs[i] == 0) continue;
        double bytes = 0;
        double lost = 0;
        int top = -1;
        double topLost = 0;
        for (int k = 0; k < l.count; k++) {
          double kLost = l.pairLost[i * c + k];
          double kBytes = l.pairBytes[i * c + k];
          if (kLost == 0 && kBytes == 0) continue;
          bytes += kBytes;
          lost += kLost;
          if (kLost > topLost || (kLost == topLost && top >= 0 && l.job[k] < top)) {
            top = l.job[k];
            topLost = kLost;
          }
          double[] sum = pairs.computeIfAbsent(((long) l.job[i] << 32) | l.job[k], key -> new double[2]);
          sum[0] += kLost;
          sum[1] += kBytes;
        }
        shares.add(new JobLinkShare(l.job[i], link, l.ownPs[i], l.sharedPs[i], bytes, lost, top));
      }
    }
    shares.sort((a, b) -> a.job() != b.job() ? Integer.compare(a.job(), b.job()) : Integer.compare(a.directedLink(), b.directedLink()));
    List<JobPairLoss> pairList = new ArrayList<>();
    pairs.forEach((key, sum) -> pairList.add(new JobPairLoss((int) (key >>> 32), (int) (long) key, sum[0], sum[1])));
    return new LinkInterference(shares, pairList);
  }

  private double capacityBytesPerSecond(int directedLink) {
    return topology.directedCapacityBitsPerSecond(directedLink) / 8;
  }
}
