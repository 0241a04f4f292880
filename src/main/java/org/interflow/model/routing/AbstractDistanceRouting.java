package org.interflow.model.routing;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * Skeleton of the generic routings that work from BFS distance tables (shortest path, ECMP,
 * AllPath): it answers the trivial cases (a server to itself, unreachable pairs) and hands the
 * rest over with the destination's table and the shortest distance already looked up.
 *
 * <p>Subclasses stay immutable and thread-safe; the only shared mutable state is the
 * {@link DestinationDistances} cache, which is thread-safe and never changes results.
 */
public abstract class AbstractDistanceRouting implements RoutingAlgorithm {
  /** Distance tables toward destinations, cached per anchor. */
  protected final DestinationDistances distances;

  /** @param cacheBytes memory budget of the distance-table cache in bytes */
  protected AbstractDistanceRouting(Topology topology, FailureSet failures, long cacheBytes) {
    this.distances = new DestinationDistances(topology, failures, cacheBytes);
  }

  @Override
  public final int route(int source, int destination, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    DistanceTable table = distances.toward(destination, out);
    int shortest = distances.shortestHops(table, source, destination);
    return shortest < 0 ? 0 : routeConnected(source, destination, table, shortest, out);
  }

  /**
   * Writes the paths of a pair known to be connected, into the cleared buffer.
   *
   * @param table the distance table toward {@code destination}
   * @param shortest hops of a shortest path, at least 1
   * @return the number of paths written, at least 1
   */
  protected abstract int routeConnected(int source, int destination, DistanceTable table, int shortest, PathBuffer out);

  /** True: distance tables are built per destination anchor, so destination order saves BFS runs. */
  @Override
  public boolean prefersDestinationOrder() { return true; }
}
