package org.interflow.model.scheduler;

import java.util.SplittableRandom;

/**
 * Maps the ranks of an MPI job onto servers, {@code perNode} consecutive ranks per server (rank r
 * goes to the node holding block {@code r / perNode}). The node sequence is:
 * <ul>
 *   <li>linear: servers 0, 1, 2 ... (the common allocation practice);</li>
 *   <li>random: a seeded uniform choice of distinct servers, in random order;</li>
 *   <li>clustered: a fragmented machine as in the HyperX study (Domke et al., SC'19, section
 *       3.3): the stride from one node to the next is drawn from a geometric distribution with
 *       success probability p (0.8 there), {@code P(stride = d) = p (1-p)^(d-1)}, d >= 1, from a
 *       seeded random first node; positions past the last server wrap around, and a position
 *       already taken moves on to the next free server.</li>
 * </ul>
 * All three are O(ranks + servers) and deterministic for a seed.
 */
public final class RankPlacement {
  private RankPlacement() {}

  /** Nodes needed for {@code ranks} ranks at {@code perNode} per node. */
  public static int nodesFor(int ranks, int perNode) {
    check(ranks, perNode);
    return (ranks + perNode - 1) / perNode;
  }

  /** Rank r on server {@code r / perNode}. */
  public static int[] linear(int ranks, int servers, int perNode) {
    int nodes = fit(ranks, servers, perNode);
    int[] order = new int[nodes];
    for (int i = 0; i < nodes; i++) order[i] = i;
    return expand(order, ranks, perNode);
  }

  /** Blocks of ranks on distinct servers chosen uniformly at random (partial Fisher-Yates). */
  public static int[] random(int ranks, int servers, int perNode, long seed) {
    int nodes = fit(ranks, servers, perNode);
    SplittableRandom random = new SplittableRandom(seed);
    int[] all = new int[servers];
    for (int i = 0; i < servers; i++) all[i] = i;
    for (int i = 0; i < nodes; i++) {
      int j = i + random.nextInt(servers - i);
      int t = all[i];
      all[i] = all[j];
      all[j] = t;
    }
    int[] order = new int[nodes];
    System.arraycopy(all, 0, order, 0, nodes);
    return expand(order, ranks, perNode);
  }

  /**
   * Blocks of ranks on nodes separated by geometric strides of success probability {@code p}
   * (0 < p <= 1; p = 1 is linear from a random start).
   */
  public static int[] clustered(int ranks, int servers, int perNode, double p, long seed) {
    if (!(p > 0 && p <= 1)) throw new IllegalArgumentException("clustered placement needs 0 < p <= 1, got " + p);
    int nodes = fit(ranks, servers, perNode);
    SplittableRandom random = new SplittableRandom(seed);
    boolean[] taken = new boolean[servers];
    int[] order = new int[nodes];
    long position = random.nextInt(servers);
    for (int i = 0; i < nodes; i++) {
      if (i > 0) position += geometric(random, p);
      int server = (int) (position % servers);
      while (taken[server]) server = (server + 1) % servers;
      taken[server] = true;
      order[i] = server;
      position = server;
    }
    return expand(order, ranks, perNode);
  }

  /** A draw from {1, 2, ...} with P(d) = p (1-p)^(d-1), by inversion. */
  static long geometric(SplittableRandom random, double p) {
    if (p >= 1) return 1;
    double u = 1.0 - random.nextDouble();  // (0, 1]
    return 1 + (long) Math.floor(Math.log(u) / Math.log1p(-p));
  }

  private static int[] expand(int[] order, int ranks, int perNode) {
    int[] map = new int[ranks];
    for (int r = 0; r < ranks; r++) map[r] = order[r / perNode];
    return map;
  }

  private static int fit(int ranks, int servers, int perNode) {
    int nodes = nodesFor(ranks, perNode);
    if (nodes > servers) {
      throw new IllegalArgumentException(ranks + " ranks at " + perNode + " per node need " + nodes
          + " servers; the network has " + servers);
    }
    return nodes;
  }

  private static void check(int ranks, int perNode) {
    if (ranks < 1) throw new IllegalArgumentException("need at least one rank, got " + ranks);
    if (perNode < 1) throw new IllegalArgumentException("ranks per node must be >= 1, got " + perNode);
  }
}
