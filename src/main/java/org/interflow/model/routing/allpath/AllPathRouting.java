package org.interflow.model.routing.allpath;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.DestinationDistances;
import org.interflow.model.routing.DistanceTable;
import org.interflow.model.routing.FixedLengthPaths;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.AbstractDistanceRouting;
import org.interflow.model.topology.Topology;

/**
 * AllPath-d multipath routing (CLI {@code allpath}): a flow is split evenly over every simple path
 * between its servers that is at most {@code d} hops longer than the shortest one: INRFlow's
 * AllPath-d (Navaridas et al., "INRFlow: an interconnection networks research flow-level
 * simulation framework", JPDC 130, 2019, section 3.2), which trades cost for path diversity. Paths
 * use usable links only and relay through servers only when the topology lets them forward.
 *
 * <p>Order: by length first (all shortest paths, then those one hop longer, ...), and within a
 * length in lexicographic order of the ports taken. With more than {@code max} candidates the first
 * {@code max} in that order are kept, so shorter paths always win the cap.
 *
 * <p>Cost per flow: a depth-first search per length, pruned by the BFS distance to the destination
 * (cached per destination anchor); dead branches make it dearer than ECMP when {@code d > 0}.
 * Meant for small and medium networks. Immutable and thread-safe.
 */
public final class AllPathRouting extends AbstractDistanceRouting {
  /** Default extra hops over the shortest path. */
  public static final int DEFAULT_SLACK = 1;
  /** Default cap on paths per flow. */
  public static final int DEFAULT_MAX_PATHS = 64;

  private final int slack;
  private final int maxPaths;

  /**
   * @param slack d, extra hops allowed over the shortest path ({@code d}, default 1), at least 0
   * @param maxPaths cap on the paths returned per flow ({@code max}, default 64), at least 1
   * @param cacheBytes memory budget of the distance-table cache in bytes
   */
  public AllPathRouting(Topology topology, FailureSet failures, int slack, int maxPaths, long cacheBytes) {
    super(topology, failures, cacheBytes);
    if (slack < 0) throw new IllegalArgumentException("allpath d must be >= 0, got " + slack);
    if (maxPaths < 1) throw new IllegalArgumentException("allpath max must be >= 1, got " + maxPaths);
    this.slack = slack;
    this.maxPaths = maxPaths;
  }

  /** AllPath-1 with at most 64 paths and the default cache budget. */
  public AllPathRouting(Topology topology, FailureSet failures) {
    this(topology, failures, DEFAULT_SLACK, DEFAULT_MAX_PATHS, DestinationDistances.DEFAULT_BUDGET_BYTES);
  }

  @Override
  protected int routeConnected(int source, int destination, DistanceTable table, int shortest, PathBuffer out) {
    int written = 0;
    for (int length = shortest; length <= shortest + slack && written < maxPaths; length++) {
      written += FixedLengthPaths.append(distances, table, source, destination, length, maxPaths - written, out);
    }
    return written;
  }

  @Override
  public boolean multipath() { return true; }
}
