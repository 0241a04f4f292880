package org.interflow.model.routing.slimfly;

import java.util.Arrays;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.CandidatePathRouting;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.slimfly.SlimFlySpec;

/**
 * Minimal routing on a Slim Fly (Besta and Hoefler, SC 2014, section 4.1): the router graph has
 * diameter 2, so a flow takes the direct link when its routers are adjacent, else one intermediate
 * router adjacent to both. The candidates are the direct link, or every common neighbour in
 * increasing router id (the first is the single path, multipath splits over all of them, which is
 * minimal-path ECMP). In fault-aware mode, adjacent routers also get the two-hop detours through
 * their common neighbours when the direct link has failed.
 *
 * <p>Construction sorts every router's router neighbours once (O(routers k' log k')); a route
 * intersects two sorted lists, O(k'), and finds each router link by a port scan, O(router ports).
 */
public final class SlimFlyMinimalRouting extends CandidatePathRouting {
  private final int serversPerRouter;
  private final int[][] neighbours;   // router index -> sorted router indices
  private final int maxCommon;

  public SlimFlyMinimalRouting(Topology topology, FailureSet failures, Mode mode) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof SlimFlySpec spec)) {
      throw new IllegalArgumentException("slimfly minimal routing needs a slimfly topology, got " + topology.spec().family());
    }
    this.serversPerRouter = spec.p();
    int routers = spec.routers();
    neighbours = new int[routers][];
    int most = 1;
    for (int r = 0; r < routers; r++) {
      int node = topology.switchNode(r);
      int[] n = new int[topology.degree(node) - serversPerRouter];
      for (int i = 0; i < n.length; i++) n[i] = topology.neighbor(node, serversPerRouter + i) - topology.servers();
      Arrays.sort(n);
      neighbours[r] = n;
      most = Math.max(most, n.length);
    }
    this.maxCommon = most;
  }

  @Override
  protected int maxCandidates() { return maxCommon; }

  @Override
  protected int candidates(int source, int destination, int max, PathBuffer out) {
    int a = source / serversPerRouter;
    int b = destination / serversPerRouter;
    int ra = topology.switchNode(a);
    int rb = topology.switchNode(b);
    int written = 0;
    boolean adjacent = Arrays.binarySearch(neighbours[a], b) >= 0;
    if (a == b || adjacent) {
      out.beginPath();
      out.add(2 * source);
      if (a != b) hop(ra, rb, out);
      out.add(2 * destination + 1);
      written++;
      if (a == b || mode() != Mode.FAULT_AWARE) return written;
    }
    int[] x = neighbours[a];
    int[] y = neighbours[b];
    for (int i = 0, j = 0; i < x.length && j < y.length && written < max; ) {
      if (x[i] < y[j]) {
        i++;
      } else if (x[i] > y[j]) {
        j++;
      } else {
        int via = topology.switchNode(x[i]);
        out.beginPath();
        out.add(2 * source);
        hop(ra, via, out);
        hop(via, rb, out);
        out.add(2 * destination + 1);
        written++;
        i++;
        j++;
      }
    }
    return written;
  }
}
