package org.interflow.model.routing.recursive;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.Topology;

/**
 * Dimensional routing on a {@link RecursiveSpec}: DCellRouting (Guo et al., SIGCOMM 2008), FiConn's
 * traffic-oblivious routing TOR (Li et al., INFOCOM 2009) and HCN's FdimRouting (Guo et al., IEEE TC
 * 2013) are one recursion: between uids u and v whose lowest common cell is a {@code D_m} with m >=
 * 1, u in copy a and v in copy b, take the level-m link {@code (w, z)} joining copies a and b and
 * route {@code u -> w}, {@code w -> z}, {@code z -> v}; inside one {@code D_0} go through the
 * switch. The path has at most {@code 2^(m+1) - 1} server-to-server steps.
 *
 * <p><b>Candidates.</b> First the dimensional path; then, at the pair's top level m, one proxy path
 * per other copy c of the same {@code D_m} ({@code c = a+1, a+2, ..} mod {@code g_m}, skipping b):
 * {@code u -> w'}, bridge to c, across c, bridge to b, {@code -> v}. This is the first step of
 * DCell's local reroute and the proxy routing of Erickson et al. (ISPA 2015), applied at the top
 * level only. Fault-aware mode takes the first surviving candidate, multipath splits over all.
 *
 * <p><b>Servers outside the recursion</b> (HCN/BCN followers) enter and leave it through their
 * switch and the leader of that switch the recursion would use anyway ({@link #entry}). <b>Copies
 * of the structure</b> (BCN) are crossed by one follower-to-follower link: from the source's copy
 * over the crossing nearest the source, then to the destination; the other crossings are further
 * candidates.
 *
 * <p>Cost O(path length x server degree) per candidate (a bridge link found by a scan of the
 * server's few ports, a switch hop in O(1)), recursion depth at most k+1. Immutable and
 * thread-safe.
 */
public final class RecursiveRouting extends CandidatePathRouting {
  private final RecursiveSpec spec;
  private final RecursiveSpec.Numbering numbering;
  private final RecursiveLevels levels;
  private final int proxies;

  public RecursiveRouting(Topology topology, FailureSet failures, Mode mode) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof RecursiveSpec recursive)) {
      throw new IllegalArgumentException("recursive routing needs a dcell, ficonn, hcn or bcn topology, got " + topology.spec().family());
    }
    this.spec = recursive;
    this.numbering = recursive.numbering();
    this.levels = recursive.levels();
    this.proxies = levels.top() == 0 ? 0 : levels.copies(levels.top()) - 2;
  }

  @Override
  protected int maxCandidates() { return numbering.crossings() > 0 ? numbering.crossings() : 1 + Math.max(0, proxies); }

  @Override
  protected int candidates(int source, int destination, int max, PathBuffer out) {
    int sourceCopy = numbering.copyOf(source);
    int destinationCopy = numbering.copyOf(destination);
    if (sourceCopy != destinationCopy) return crossings(source, destination, sourceCopy, destinationCopy, max, out);
    out.beginPath();
    between(source, destination, out);
    int written = 1;
    int u = numbering.uidOf(source) >= 0 ? numbering.uidOf(source) : numbering.uidOf(leaderOf(source));
    int v = numbering.uidOf(destination) >= 0 ? numbering.uidOf(destination) : numbering.uidOf(leaderOf(destination));
    int m = levels.commonLevel(u, v);
    if (m == 0) return written;
    int g = levels.copies(m);
    int a = levels.copyIndex(u, m);
    int b = levels.copyIndex(v, m);
    for (int step = 1; step < g && written < max; step++) {
      int c = (a + step) % g;
      if (c == b) continue;
      out.beginPath();
      viaProxy(source, destination, sourceCopy, m, levels.cellBase(u, m), a, b, c, out);
      written++;
    }
    return written;
  }

  /** Candidates between copies of the structure: one per crossing, the source's nearest first. */
  private int crossings(int source, int destination, int from, int to, int max, PathBuffer out) {
    int first = numbering.preferredCrossing(source);
    int written = 0;
    for (int i = 0; i < numbering.crossings() && written < max; i++) {
      int choice = (first + i) % numbering.crossings();
      int exit = numbering.crossingEnd(from, to, choice);
      int arrival = numbering.crossingEnd(to, from, choice);
      out.beginPath();
      between(source, exit, out);
      hop(exit, arrival, out);
      between(arrival, destination, out);
      written++;
    }
    return written;
  }

  /** Any two servers of one copy of the structure, followers included. */
  private void between(int source, int destination, PathBuffer out) {
    if (source == destination) return;
    int s = source;
    int d = destination;
    boolean sourceFollows = numbering.uidOf(s) < 0;
    boolean destinationFollows = numbering.uidOf(d) < 0;
    if (sourceFollows && destinationFollows && switchOf(s) == switchOf(d)) {
      viaSwitch(s, d, out);
      return;
    }
    int copy = numbering.copyOf(s);
    if (sourceFollows) {
      int e = entry(switchOf(s), copy, destinationFollows ? numbering.uidOf(leaderOf(d)) : numbering.uidOf(d));
      viaSwitch(s, e, out);
      s = e;
    }
    if (destinationFollows) {
      int e = entry(switchOf(d), copy, numbering.uidOf(s));
      dimensional(numbering.uidOf(s), numbering.uidOf(e), copy, out);
      viaSwitch(e, d, out);
      return;
    }
    dimensional(numbering.uidOf(s), numbering.uidOf(d), copy, out);
  }

  /** The dimensional recursion between two uids of one copy. */
  private void dimensional(int u, int v, int copy, PathBuffer out) {
    if (u == v) return;
    int m = levels.commonLevel(u, v);
    if (m == 0) {
      viaSwitch(numbering.serverOf(copy, u), numbering.serverOf(copy, v), out);
      return;
    }
    int base = levels.cellBase(u, m);
    int a = levels.copyIndex(u, m);
    int b = levels.copyIndex(v, m);
    int w = levels.bridgeEnd(base, a, b, m);
    int z = levels.bridgeEnd(base, b, a, m);
    dimensional(u, w, copy, out);
    hop(numbering.serverOf(copy, w), numbering.serverOf(copy, z), out);
    dimensional(z, v, copy, out);
  }

  private void viaProxy(int source, int destination, int copy, int m, int base, int a, int b, int c, PathBuffer out) {
    int w = numbering.serverOf(copy, levels.bridgeEnd(base, a, c, m));
    int x = numbering.serverOf(copy, levels.bridgeEnd(base, c, a, m));
    int y = numbering.serverOf(copy, levels.bridgeEnd(base, c, b, m));
    int z = numbering.serverOf(copy, levels.bridgeEnd(base, b, c, m));
    between(source, w, out);
    hop(w, x, out);
    between(x, y, out);
    hop(y, z, out);
    between(z, destination, out);
  }

  /**
   * The leader (server in the recursion) on {@code switchNode}'s cell through which the dimensional
   * route from that cell toward uid {@code target} leaves it: the same for every leader of the cell,
   * since only the cells above level 0 choose the bridges.
   */
  private int entry(int switchNode, int copy, int target) {
    int u = numbering.uidOf(leaderOn(switchNode));
    while (levels.commonLevel(u, target) > 0) {
      int m = levels.commonLevel(u, target);
      int base = levels.cellBase(u, m);
      target = levels.bridgeEnd(base, levels.copyIndex(u, m), levels.copyIndex(target, m), m);
    }
    return numbering.serverOf(copy, target);
  }

  /** a, its switch, b (on the same switch): up a's port 0, down the reverse of b's port 0. O(1). */
  private void viaSwitch(int a, int b, PathBuffer out) {
    out.add(topology.outLink(a, 0));
    out.add(topology.outLink(b, 0) ^ 1);
  }

  private int switchOf(int server) { return topology.neighbor(server, 0); }

  /** A leader on the same switch as a follower. */
  private int leaderOf(int follower) { return leaderOn(switchOf(follower)); }

  private int leaderOn(int switchNode) {
    for (int p = 0, deg = topology.degree(switchNode); p < deg; p++) {
      int s = topology.neighbor(switchNode, p);
      if (numbering.uidOf(s) >= 0) return s;
    }
    throw new IllegalStateException(spec.canonical() + ": switch " + switchNode + " has no server in the recursion");
  }
}
