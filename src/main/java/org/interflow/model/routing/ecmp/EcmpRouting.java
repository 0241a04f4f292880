package org.interflow.model.routing.ecmp;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.DistanceTable;
import org.interflow.model.routing.FixedLengthPaths;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.AbstractDistanceRouting;
import org.interflow.model.topology.Topology;

/**
 * Equal-cost multipath on any topology (CLI {@code ecmp}): a flow is split evenly over all minimal
 * paths between its servers (RFC 2992 splits per flow by hashing; a flow-level model spreads the
 * flow itself, as INRFlow's generic ECMP does: Navaridas et al., JPDC 130, 2019, section 3.2). Minimal means fewest hops over usable links, relaying through
 * servers only when the topology lets them forward, so failures are routed around.
 *
 * <p>Paths are listed in lexicographic order of the ports taken, starting at the source's own
 * ports. When there are N > {@code max} minimal paths, the paths of rank {@code floor(i * N /
 * max)}, i = 0..max-1, in that order are returned: an evenly spread, deterministic subset rather
 * than the first {@code max}, which would all share their first hops. The default 64 covers every
 * inter-pod path of a k=16 three-level fat-tree ((k/2)^2).
 *
 * <p>Cost per flow: O(paths x length x degree) on a distance-table hit, plus one BFS per
 * destination anchor on a miss ({@link #prefersDestinationOrder()}); over the cap, add a
 * memoised count over the minimal-path DAG. Immutable and thread-safe.
 */
public final class EcmpRouting extends AbstractDistanceRouting {
  /** Default cap on paths per flow. */
  public static final int DEFAULT_MAX_PATHS = 64;

  private final int maxPaths;

  /**
   * @param maxPaths cap on the paths returned per flow ({@code max}, default 64), at least 1
   * @param cacheBytes memory budget of the distance-table cache in bytes
   */
  public EcmpRouting(Topology topology, FailureSet failures, int maxPaths, long cacheBytes) {
    super(topology, failures, cacheBytes);
    if (maxPaths < 1) throw new IllegalArgumentException("ecmp max must be >= 1, got " + maxPaths);
    this.maxPaths = maxPaths;
  }

  /** At most 64 paths, default cache budget. */
  public EcmpRouting(Topology topology, FailureSet failures) {
    this(topology, failures, DEFAULT_MAX_PATHS, DestinationDistances.DEFAULT_BUDGET_BYTES);
  }

  @Override
  protected int routeConnected(int source, int destination, DistanceTable table, int length, PathBuffer out) {
    int probe = maxPaths == Integer.MAX_VALUE ? maxPaths : maxPaths + 1;   // one more tells if the cap bites
    int found = FixedLengthPaths.append(distances, table, source, destination, length, probe, out);
    if (found <= maxPaths) return found;
    out.clear();   // more than the cap: choose an evenly spread subset instead of the first ones
    return MinimalPathSpread.append(distances, table, source, destination, length, maxPaths, out);
  }

  @Override
  public boolean multipath() { return true; }
}
