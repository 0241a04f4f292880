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
 * <p>Construction sorts every router's router neighbours, with their ports, once (O(routers k' log
 * k')); a route intersects two sorted lists, O(k'), and finds a router link by binary search.
 */
public final class SlimFlyMinimalRouting extends CandidatePathRouting {
  private final int serversPerRouter;
  private final int[][] neighbours;   // router index -> sorted router indices
  private final int[][] ports;        // router index -> the port of each of those neighbours
  private final int maxCommon;

  public SlimFlyMinimalRouting(Topology topology, FailureSet failures, Mode mode) {
    super(topology, failures, mode);
    if (!(topology.spec() instanceof SlimFlySpec spec)) {
      throw new IllegalArgumentException("slimfly minimal routing needs a slimfly topology, got " + topology.spec().family());
    }
    this.serversPerRouter = spec.p();
    int routers = spec.routers();
    neighbours = new int[routers][];
    ports = new int[routers][];
    int most = 1;
    for (int r = 0; r < routers; r++) {
      int node = topology.switchNode(r);
      int count = topology.degree(node) - serversPerRouter;
      long[] byRouter = new long[count];   // (neighbour << 32) | port, sorted by neighbour
      for (int i = 0; i < count; i++) {
        int port = serversPerRouter + i;
        byRouter[i] = (long) (topology.neighbor(node, port) - topology.servers()) << 32 | port;
      }
      Arrays.sort(byRouter);
      neighbours[r] = new int[count];
      ports[r] = new int[count];
      for (int i = 0; i < count; i++) {
        neighbours[r][i] = (int) (byRouter[i] >>> 32);
        ports[r][i] = (int) byRouter[i];
      }
      most = Math.max(most, count);
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
    int written = 0;
    boolean adjacent = Arrays.binarySearch(neighbours[a], b) >= 0;
    if (a == b || adjacent) {
      out.beginPath();
      out.add(2 * source);
      if (a != b) routerHop(a, b, out);
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
        out.beginPath();
        out.add(2 * source);
        out.add(topology.outLink(ra, ports[a][i]));
        routerHop(x[i], b, out);
        out.add(2 * destination + 1);
        written++;
        i++;
        j++;
      }
    }
    return written;
  }

  /** The link from router a to its neighbour b, found by binary search: O(log k'). */
  private void routerHop(int a, int b, PathBuffer out) {
    out.add(topology.outLink(topology.switchNode(a), ports[a][Arrays.binarySearch(neighbours[a], b)]));
  }
}
