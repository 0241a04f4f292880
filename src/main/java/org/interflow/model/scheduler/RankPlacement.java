package org.interflow.model.scheduler;

import java.util.SplittableRandom;

/**
 * Maps the ranks of one MPI job onto the servers of an otherwise empty machine, {@code perNode}
 * consecutive ranks per server: the job's nodes come from an allocation policy on an all-free
 * machine and its ranks follow them in order ({@link LinearMapping}):
 * <ul>
 *   <li>linear: servers 0, 1, 2 ... ({@link FirstFreeAllocation}; the common allocation practice);</li>
 *   <li>random: distinct servers drawn uniformly, in the order drawn ({@link RandomAllocation});</li>
 *   <li>clustered: geometric strides of success probability p from a random first server, the
 *       fragmented machine of the HyperX study ({@link ClusteredAllocation}).</li>
 * </ul>
 * All three are O(ranks + servers) and deterministic for a seed.
 */
public final class RankPlacement {
  private RankPlacement() {}

  /** Nodes needed for {@code ranks} ranks at {@code perNode} per node. */
  public static int nodesFor(int ranks, int perNode) {
    if (ranks < 1) throw new IllegalArgumentException("need at least one rank, got " + ranks);
    if (perNode < 1) throw new IllegalArgumentException("ranks per node must be >= 1, got " + perNode);
    return (ranks + perNode - 1) / perNode;
  }

  /** Rank r on server {@code r / perNode}. */
  public static int[] linear(int ranks, int servers, int perNode) {
    return place(ranks, servers, perNode, new FirstFreeAllocation());
  }

  /** Blocks of ranks on distinct servers chosen uniformly at random. */
  public static int[] random(int ranks, int servers, int perNode, long seed) {
    return place(ranks, servers, perNode, new RandomAllocation(new SplittableRandom(seed)));
  }

  /**
   * Blocks of ranks on nodes separated by geometric strides of success probability {@code p}
   * (0 < p <= 1; p = 1 is linear from a random start).
   */
  public static int[] clustered(int ranks, int servers, int perNode, double p, long seed) {
    return place(ranks, servers, perNode, new ClusteredAllocation(p, new SplittableRandom(seed)));
  }

  private static int[] place(int ranks, int servers, int perNode, AllocationPolicy policy) {
    int nodes = nodesFor(ranks, perNode);
    if (nodes > servers) {
      throw new IllegalArgumentException(ranks + " ranks at " + perNode + " per node need " + nodes
          + " servers; the network has " + servers);
    }
    return new LinearMapping().map(0, ranks, perNode, policy.allocate(nodes, new NodePool(servers)));
  }
}
