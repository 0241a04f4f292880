package org.interflow.model.routing.sssp;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.VirtualLaneRouting;
import org.interflow.model.routing.deadlock.LaneAssignment;
import org.interflow.model.topology.Topology;

/**
 * OpenSM's {@code dfsssp} routing: the paths of {@link SsspRouting}, each source-destination pair
 * put on a virtual lane so that no lane's channel dependency graph has a cycle ({@link
 * LaneAssignment}; Domke, Hoefler and Nagel, IPDPS 2011). The seed reports that DFSSSP needs 3
 * lanes on its 12x8 HyperX (Domke et al., SC 2019, section 4.4.3).
 *
 * <p>Building adds the lane search to SSSP's cost; a route is a table walk plus a lane lookup,
 * thread-safe. A pair with no route (failures) gets 0 paths.
 */
public final class DfssspRouting implements VirtualLaneRouting {
  private final ForwardingTables tables;
  private final LaneAssignment lanes;

  /**
   * @param laneLimit virtual lanes available (InfiniBand QDR hardware: 8)
   * @throws IllegalArgumentException if more than {@code laneLimit} lanes are needed (the message
   *     says how many), or a server has other than one port
   */
  public DfssspRouting(Topology topology, FailureSet failures, int laneLimit) {
    this.tables = SsspEngine.balanced(topology, failures).tables();
    this.lanes = LaneAssignment.assign(tables, "dfsssp", laneLimit);
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    int n = tables.route(source, destination, out);
    if (n == 1 && source != destination) out.setLane(lanes.lane(destination, tables.switchOf(source)));
    return n;
  }

  @Override
  public int virtualLanes() { return lanes.lanes(); }

  @Override
  public String toString() { return "dfsssp(" + lanes.lanes() + " lanes)"; }
}
