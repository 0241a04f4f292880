package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * Incremental updates of {@link MaxMinSharing} (at every size) against the whole-component
 * progressive filling (the same class with incremental updates off, the solver as it was before
 * them): after every one of thousands of random arrivals and departures, every rate agrees to
 * 1e-12 relative, and every change is reported. Also the whole contract, with incremental updates equal to a fresh
 * computation to 1e-12 relative rather than bit for bit.
 */
class IncrementalFillingTest extends BandwidthSharingContract {
  @Override
  protected BandwidthSharing create(Topology topology, PriorityPolicy policy) {
    if (policy.kind() == PriorityPolicy.Kind.FP) return new FixedPriorityMaxMin(topology, IncrementalFilling.Bounds.ALWAYS);
    if (policy.kind() == PriorityPolicy.Kind.BA) {
      return new ApportionedMaxMin(topology, policy.applicationShare(), IncrementalFilling.Bounds.ALWAYS);
    }
    return new MaxMinSharing(topology, policy, IncrementalFilling.Bounds.ALWAYS);
  }

  /** Regions fill in another order than a fresh filling of the whole set: equal to rounding. */
  @Override
  protected double freshTolerance() { return 1e-12; }

  /** Equal capacities and unit weights: levels tie everywhere (C/2, C/3 ... reached many ways). */
  @Test
  void tiedLevelsMatchTheWholeComponentFilling() {
    churn(new double[] {1}, new double[] {1}, 1, 4000);
  }

  /** Mixed capacities and a few weights, as in the contract's scenarios. */
  @Test
  void mixedCapacitiesAndWeightsMatchTheWholeComponentFilling() {
    churn(new double[] {1, 2, 3, 1.5}, new double[] {1, 1, 2, 0.5, 3}, 2, 4000);
  }

  /** Weights 1/latency as in the simgrid preset: every weight different. */
  @Test
  void latencyWeightsMatchTheWholeComponentFilling() {
    churn(new double[] {1, 2, 3, 1.5}, null, 3, 4000);
  }

  /**
   * Few paths of up to 100 links on a line of 400: one update activates hundreds of links, past
   * the initial size of its per-link scratch (an earlier, round-based version once indexed out of
   * bounds there).
   */
  @Test
  void longPathsGrowTheRegionPastItsScratch() {
    for (long seed = 10; seed < 20; seed++) {
      churn(new double[] {1, 2, 3, 1.5}, null, seed, 3000, 400, 100, 40);
    }
  }

  /**
   * Paths of a stretch on each half of the line, like dimension-order routes crossing an X ring
   * then a Y ring of a torus: bottlenecks chain across both halves in many more ways.
   */
  @Test
  void twoDimensionalPathsMatchTheWholeComponentFilling() {
    for (long seed = 30; seed < 36; seed++) {
      churn(new double[] {1, 2, 3, 1.5}, seed % 2 == 0 ? null : new double[] {1, 2, 0.5}, seed, 3000, 60, 10, 200, true);
    }
  }

  /** A random stretch of 1-{@code maxLength} consecutive links of [lo, hi) in one direction. */
  private static int[] stretch(SplittableRandom random, int lo, int hi, int maxLength) {
    int length = 1 + random.nextInt(Math.min(maxLength, hi - lo));
    int first = lo + random.nextInt(hi - lo - length + 1);
    boolean back = random.nextBoolean();
    int[] path = new int[length];
    for (int h = 0; h < length; h++) path[h] = 2 * (back ? first + length - 1 - h : first + h) + (back ? 1 : 0);
    return path;
  }

  /**
   * {@code steps} random steps on a line of 40 links: each removes up to 3 random active subflows
   * and adds up to 3 over a random stretch of 1-12 consecutive links in one direction (long
   * overlapping paths, like dimension-order routes on a torus ring), sometimes empty; then both
   * models update and every active rate is compared. Weights come from {@code weights}, or are
   * 1/latency for a random latency of 1-20 us when null.
   */
  private static void churn(double[] capacitiesG, double[] weights, long seed, int steps) {
    churn(capacitiesG, weights, seed, steps, 40, 12, 300);
  }

  /** As above on {@code lineLinks} links, paths of 1-{@code maxLength} links, {@code ids} ids. */
  private static void churn(double[] capacitiesG, double[] weights, long seed, int steps, int lineLinks,
      int maxLength, int ids) {
    churn(capacitiesG, weights, seed, steps, lineLinks, maxLength, ids, false);
  }

  /** As above; with {@code twoRings}, paths of a stretch on each half of the line. */
  private static void churn(double[] capacitiesG, double[] weights, long seed, int steps, int lineLinks,
      int maxLength, int ids, boolean twoRings) {
    SplittableRandom random = new SplittableRandom(seed);
    double[] caps = new double[lineLinks];
    for (int i = 0; i < caps.length; i++) caps[i] = capacitiesG[random.nextInt(capacitiesG.length)];
    Topology topology = line(caps);
    MaxMinSharing incremental = new MaxMinSharing(topology, PriorityPolicy.NONE, IncrementalFilling.Bounds.ALWAYS);
    MaxMinSharing whole = new MaxMinSharing(topology, PriorityPolicy.NONE, IncrementalFilling.Bounds.NEVER);
    int[][] paths = new int[ids][];
    double[] known = new double[paths.length];
    int active = 0;
    for (int step = 0; step < steps; step++) {
      for (int i = 0, n = random.nextInt(4); i < n; i++) {
        int s = random.nextInt(paths.length);
        if (paths[s] == null) continue;
        incremental.remove(s);
        whole.remove(s);
        paths[s] = null;
        active--;
      }
      // keep half to five sixths of the ids active: adds outnumber removes while few are active
      for (int i = 0, n = random.nextInt(active < ids / 2 ? 8 : active > ids * 5 / 6 ? 1 : 4); i < n; i++) {
        int s = random.nextInt(paths.length);
        if (paths[s] != null) continue;
        int[] path;
        if (twoRings) {   // a stretch of the first half, then one of the second half
          int[] x = stretch(random, 0, caps.length / 2, maxLength);
          int[] y = stretch(random, caps.length / 2, caps.length, maxLength);
          path = java.util.Arrays.copyOf(x, x.length + y.length);
          System.arraycopy(y, 0, path, x.length, y.length);
        } else {
          path = random.nextInt(30) == 0 ? new int[0] : stretch(random, 0, caps.length, maxLength);
        }
        int length = path.length;
        double w = weights == null ? 1 / (1e-6 * (1 + random.nextInt(20))) : weights[random.nextInt(weights.length)];
        paths[s] = path;
        incremental.add(s, path, length, w, TrafficClass.APPLICATION);
        whole.add(s, path, length, w, TrafficClass.APPLICATION);
        known[s] = 0;
        active++;
      }
      int[] last = {-1};
      incremental.update((s, o, n) -> {
        assertTrue(s > last[0], "reports in increasing id order");
        last[0] = s;
        assertEquals(known[s], o, 0.0, "old rate of " + s);
        known[s] = n;
      });
      whole.update((s, o, n) -> { });
      for (int s = 0; s < paths.length; s++) {
        if (paths[s] == null) continue;
        double expected = whole.rate(s);
        String where = "seed " + seed + " step " + step + " subflow " + s;
        assertEquals(known[s], incremental.rate(s), 0.0, "unreported change: " + where);
        assertEquals(expected, incremental.rate(s), Double.isInfinite(expected) ? 0 : 1e-12 * expected, where);
      }
    }
    assertEquals(steps, incremental.incrementalUpdates(), "every update incremental");
    assertEquals(0, whole.incrementalUpdates());
  }
}
