package org.interflow.model.routing;

/**
 * A routing that spreads its paths over virtual lanes (InfiniBand's virtual lanes, or layers) so
 * that the channel dependency graph of each lane is acyclic, which makes it deadlock-free under
 * lossless, credit-based flow control (Dally and Seitz 1987; Domke, Hoefler and Nagel, "Deadlock-free
 * oblivious routing for arbitrary topologies", IPDPS 2011). Every path it writes into a {@link
 * PathBuffer} carries its lane ({@link PathBuffer#lane(int)}), in {@code 0 .. virtualLanes()-1}.
 */
public interface VirtualLaneRouting extends RoutingAlgorithm {
  /** Lanes the routing needs: 1 when all its paths fit on one lane without a dependency cycle. */
  int virtualLanes();
}
