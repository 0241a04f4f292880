package org.interflow.model.routing.hyperx;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;

/**
 * UGAL-style adaptive routing on a HyperX (Singh, "Load-balanced routing in interconnection
 * networks", PhD thesis, Stanford 2005; Abts and Kim 2011, section 5): per flow, the minimal
 * (dimension-order) path competes with {@code candidates} Valiant paths through seeded
 * intermediates, and the flow takes the cheapest given the load at the time it is injected:
 * <ul>
 *   <li>{@code LOCAL} (UGAL-L): flows on the path's first switch-to-switch link (the source
 *       switch's output queue) times the path's switch hops;
 *   <li>{@code GLOBAL} (UGAL-G): flows summed over every switch-to-switch link of the path.
 * </ul>
 * A non-minimal path wins only when its cost plus {@code threshold} is below the minimal path's;
 * ties go to the minimal path, then to the earlier candidate. Load is flows routed and not yet
 * delivered ({@link LinkLoad}, kept by the dynamic engine); with no load view (the static
 * engine, {@link #route(int, int, PathBuffer)}) every flow takes the minimal path.
 *
 * <p>O(candidates x L x radix) per flow (one small array when a detour wins), thread-safe. A
 * candidate that crosses a failure is skipped; 0 paths when all do.
 */
public final class HyperXUgalRouting implements RoutingAlgorithm {
  /** Which queues a flow's cost counts. */
  public enum Mode { LOCAL, GLOBAL }

  private final Topology topology;
  private final HyperXPaths paths;
  private final int candidates;
  private final Mode mode;
  private final int threshold;
  private final long seed;

  /**
   * @param candidates non-minimal candidates per flow (at least 1)
   * @param threshold flows of extra cost a detour must save (at least 0)
   * @throws IllegalArgumentException if the topology is not a HyperX or a parameter is out of range
   */
  public HyperXUgalRouting(Topology topology, FailureSet failures, int candidates, Mode mode, int threshold, long seed) {
    if (candidates < 1) throw new IllegalArgumentException("ugal needs candidates >= 1, got " + candidates);
    if (threshold < 0) throw new IllegalArgumentException("ugal needs threshold >= 0, got " + threshold);
    this.topology = topology;
    this.paths = new HyperXPaths(topology, failures, "ugal");
    this.candidates = candidates;
    this.mode = mode;
    this.threshold = threshold;
    this.seed = seed;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    return route(source, destination, 0, LinkLoad.IDLE, out);
  }

  @Override
  public int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    int from = paths.switchOf(source);
    int to = paths.switchOf(destination);
    long best = Long.MAX_VALUE;                // the path kept so far is path 0
    if (paths.write(source, destination, from, out)) best = cost(out, 0, load);
    if (from != to) {
      for (int k = 0; k < candidates; k++) {
        int p = out.pathCount();
        if (!paths.write(source, destination, paths.intermediate(seed, source, destination, k), out)) continue;
        long c = cost(out, p, load) + threshold;
        if (c < best) {
          best = c;
          if (p > 0) keepLast(out);
        } else {
          out.discardPath();
        }
      }
    }
    return out.pathCount();
  }

  /** Drops every path but the last. */
  private static void keepLast(PathBuffer out) {
    int[] last = out.path(out.pathCount() - 1);
    out.clear();
    out.beginPath();
    for (int link : last) out.add(link);
  }

  private long cost(PathBuffer out, int path, LinkLoad load) {
    int hops = out.length(path) - 2;           // switch-to-switch hops
    if (hops <= 0) return 0;
    if (mode == Mode.LOCAL) return (long) load.flowsOn(out.link(path, 1)) * hops;
    long sum = 0;
    for (int h = 1; h <= hops; h++) sum += load.flowsOn(out.link(path, h));
    return sum;
  }

  @Override
  public boolean observesLoad() { return true; }

  @Override
  public String toString() { return "ugal(" + mode.name().toLowerCase(java.util.Locale.ROOT) + ", candidates=" + candidates + ")"; }
}
