package org.interflow.model.benchmark;

import java.util.SplittableRandom;

/**
 * Netgauge's random bisection patterns ({@code genptrn_bisect_fb} in spcl/netgauge {@code
 * ptrn_ebb.cpp}; Hoefler, Schneider and Lumsdaine, "Multistage switches are not crossbars",
 * Cluster 2008): a uniformly random permutation of the N ranks, whose first half is paired with
 * its second half, element by element; each pair exchanges a message in both directions at once.
 * Netgauge draws the permutation by rejection with a Mersenne twister; here it is a Fisher-Yates
 * shuffle from a {@link SplittableRandom} seeded per round, so round r is the same whatever else
 * runs.
 */
public final class RandomBisections {
  private final int ranks;
  private final long seed;

  /** @throws IllegalArgumentException unless N is even and at least 2 (Netgauge: "divisible by 2") */
  public RandomBisections(int ranks, long seed) {
    if (ranks < 2 || ranks % 2 != 0) throw new IllegalArgumentException("a bisection needs an even number of nodes >= 2, got " + ranks);
    this.ranks = ranks;
    this.seed = seed;
  }

  public int ranks() { return ranks; }

  /** The partner of every rank in round {@code round}: an involution without fixed points. O(N). */
  public int[] partners(int round) {
    SplittableRandom random = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (round + 1)));
    int[] mixer = new int[ranks];
    for (int i = 0; i < ranks; i++) mixer[i] = i;
    for (int i = ranks - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = mixer[i];
      mixer[i] = mixer[j];
      mixer[j] = t;
    }
    int[] partner = new int[ranks];
    for (int i = 0; i < ranks / 2; i++) {
      partner[mixer[i]] = mixer[i + ranks / 2];
      partner[mixer[i + ranks / 2]] = mixer[i];
    }
    return partner;
  }
}
