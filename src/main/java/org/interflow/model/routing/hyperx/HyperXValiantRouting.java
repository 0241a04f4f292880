package org.interflow.model.routing.hyperx;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;

/**
 * Valiant routing on a HyperX (Valiant, "A scheme for fast parallel communication", SIAM J.
 * Comput. 1982; for HyperX: Ahn et al., SC 2009, and Abts and Kim, "High performance datacenter
 * networks", 2011): dimension order to an intermediate switch drawn uniformly among those other
 * than both ends' switches, then dimension order to the destination, with any loop cut out.
 * Traffic on one switch stays there. The intermediate is fixed per (source, destination) by a
 * seeded hash, so the routing is oblivious and deterministic.
 *
 * <p>O(L x radix) per flow, thread-safe. The path is fixed: when it crosses a failure, 0 paths.
 */
public final class HyperXValiantRouting implements RoutingAlgorithm {
  private final HyperXPaths paths;
  private final long seed;

  /** @throws IllegalArgumentException if the topology is not a HyperX */
  public HyperXValiantRouting(Topology topology, FailureSet failures, long seed) {
    this.paths = new HyperXPaths(topology, failures, "valiant");
    this.seed = seed;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    int via = paths.switchOf(source) == paths.switchOf(destination) ? paths.switchOf(source)
        : paths.intermediate(seed, source, destination, 0);
    return paths.write(source, destination, via, out) ? 1 : 0;
  }

  @Override
  public String toString() { return "valiant(seed=" + seed + ")"; }
}
