package org.interflow.model.scheduler;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Allocates nodes as a machine fragmented over its operational period hands them out, after the
 * "clustered" placement of the HyperX study (Domke et al., SC'19, section 4.4.3): from a random
 * first position, the stride to the next node is drawn from a geometric distribution with
 * success probability p (0.8 there), {@code P(stride = d) = p (1-p)^(d-1)}, d >= 1. A position
 * past the last node wraps around, and a position that is busy or already chosen moves on to the
 * next free node, from where the next stride is taken. p = 1 gives consecutive free nodes from a
 * random start. O(count / p + nodes / 64) per allocation (plus the skips over busy nodes).
 */
public final class ClusteredAllocation implements AllocationPolicy {
  /** The success probability of the HyperX study. */
  public static final double SEED_PAPER_P = 0.8;

  private final double p;
  private final SplittableRandom random;

  /**
   * @param p the geometric distribution's success probability, 0 < p <= 1
   * @param random the generator this policy then owns
   */
  public ClusteredAllocation(double p, SplittableRandom random) {
    if (!(p > 0 && p <= 1)) throw new IllegalArgumentException("clustered allocation needs 0 < p <= 1, got " + p);
    this.p = p;
    this.random = random;
  }

  @Override
  public int[] allocate(int count, NodePool pool) {
    if (count > pool.freeCount()) return null;
    int nodes = pool.nodes();
    BitSet chosenSet = new BitSet(nodes);
    int[] chosen = new int[count];
    long position = random.nextInt(nodes);
    for (int i = 0; i < count; i++) {
      if (i > 0) position += geometric(random, p);
      int node = (int) (position % nodes);
      while (!pool.isFree(node) || chosenSet.get(node)) node = (node + 1) % nodes;
      chosenSet.set(node);
      chosen[i] = node;
      position = node;
    }
    return chosen;
  }

  /** A draw from {1, 2, ...} with P(d) = p (1-p)^(d-1), by inversion. */
  static long geometric(SplittableRandom random, double p) {
    if (p >= 1) return 1;
    double u = 1.0 - random.nextDouble();  // (0, 1]
    return 1 + (long) Math.floor(Math.log(u) / Math.log1p(-p));
  }
}
