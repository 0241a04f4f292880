package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * Max-min under FP and BA, made of NP models, against a second method: plain progressive fillings
 * written here from the definitions ({@link MaxMinSharing}'s javadoc), recomputed from scratch
 * after every step of a random stream of adds and removes of both classes.
 */
class PriorityMaxMinTest {
  private static final double G = BandwidthSharingContract.G;

  private static final IncrementalFilling.Bounds[] BOUNDS = {IncrementalFilling.Bounds.ALWAYS,
      IncrementalFilling.Bounds.NEVER, IncrementalFilling.Bounds.DEFAULT};

  @Test
  void fullPriorityUnderRandomChurnsOfBothClassesMatchesAFillingFromTheDefinition() {
    for (IncrementalFilling.Bounds bounds : BOUNDS) {
      for (long seed = 1; seed <= 4; seed++) churn(PriorityPolicy.fullPriority(), bounds, seed);
    }
  }

  @Test
  void apportionmentUnderRandomChurnsOfBothClassesMatchesAFillingFromTheDefinition() {
    for (IncrementalFilling.Bounds bounds : BOUNDS) {
      for (long seed = 1; seed <= 4; seed++) {
        churn(PriorityPolicy.apportionment(0.75), bounds, seed);
        churn(PriorityPolicy.apportionment(0.3), bounds, seed + 10);
      }
    }
  }

  @Test
  void aSubflowIsActiveInOneClassAtATime() {
    // as the contract asks of every model: adding an active subflow (here under the other class)
    // or removing an inactive one fails, and leaves the model as it was
    Topology topology = BandwidthSharingContract.line(1);
    for (BandwidthSharing sharing : new BandwidthSharing[] {MaxMinSharing.of(topology, PriorityPolicy.fullPriority()),
        MaxMinSharing.of(topology, PriorityPolicy.apportionment(0.75))}) {
      sharing.add(0, new int[] {0}, 1, 1, TrafficClass.APPLICATION);
      assertThrows(IllegalStateException.class, () -> sharing.add(0, new int[] {0}, 1, 1, TrafficClass.STORAGE));
      assertThrows(IllegalStateException.class, () -> sharing.remove(1));
      sharing.update((s, old, next) -> { });
      assertEquals(1, sharing.activeSubflows());
      assertEquals(G, sharing.rate(0), 0.0);   // alone on a link of 1 G
    }
  }

  private static void churn(PriorityPolicy policy, IncrementalFilling.Bounds bounds, long seed) {
    double[] capacitiesG = {1, 2, 3, 1, 2, 1, 3, 1, 1, 2, 4, 1};
    Topology topology = BandwidthSharingContract.line(capacitiesG);
    BandwidthSharing sharing = policy.kind() == PriorityPolicy.Kind.FP ? new FixedPriorityMaxMin(topology, bounds)
        : new ApportionedMaxMin(topology, policy.applicationShare(), bounds);
    SplittableRandom random = new SplittableRandom(seed);
    int ids = 80;
    int[][] paths = new int[ids][];
    double[] weights = new double[ids];
    TrafficClass[] classes = new TrafficClass[ids];
    double[] known = new double[ids];
    for (int step = 0; step < 300; step++) {
      for (int i = random.nextInt(6); i > 0; i--) {
        int s = random.nextInt(ids);
        if (paths[s] == null) continue;
        sharing.remove(s);
        paths[s] = null;
      }
      for (int i = random.nextInt(8); i > 0; i--) {
        int s = random.nextInt(ids);
        if (paths[s] != null) continue;
        int length = random.nextInt(25) == 0 ? 0 : 1 + random.nextInt(5);
        paths[s] = random.ints(0, topology.directedLinks()).distinct().limit(length).toArray();
        weights[s] = new double[] {1, 1, 2, 0.5, 3}[random.nextInt(5)];
        classes[s] = random.nextInt(3) == 0 ? TrafficClass.STORAGE : TrafficClass.APPLICATION;
        sharing.add(s, paths[s], paths[s].length, weights[s], classes[s]);
        known[s] = 0;
      }
      int[] last = {-1};
      sharing.update((s, old, next) -> {
        assertTrue(s > last[0], "reports in increasing id order");
        last[0] = s;
        assertEquals(known[s], old, 0.0, "old rate of " + s);
        known[s] = next;
      });
      double[] expected = policy.kind() == PriorityPolicy.Kind.FP ? fixedPriority(topology, paths, weights, classes)
          : apportionment(topology, paths, weights, classes, policy.applicationShare());
      for (int s = 0; s < ids; s++) {
        if (paths[s] == null) continue;
        String where = policy + " " + bounds + " seed " + seed + " step " + step + " subflow " + s + " (" + classes[s] + ")";
        assertEquals(known[s], sharing.rate(s), 0.0, "unreported change: " + where);
        double slack = Double.isInfinite(expected[s]) ? 0 : 1e-9 * Math.max(expected[s], G);
        assertEquals(expected[s], sharing.rate(s), slack, where);
      }
    }
  }

  /** FP from its definition: a filling of the applications on C, then of storage on what they leave. */
  private static double[] fixedPriority(Topology topology, int[][] paths, double[] weights, TrafficClass[] classes) {
    int links = topology.directedLinks();
    double[] capacity = new double[links];
    for (int d = 0; d < links; d++) capacity[d] = topology.directedCapacityBitsPerSecond(d) / 8;
    double[] rates = new double[paths.length];
    fill(capacity, paths, weights, classes, TrafficClass.APPLICATION, rates);
    double[] residual = capacity.clone();
    for (int s = 0; s < paths.length; s++) {
      if (paths[s] == null || classes[s] != TrafficClass.APPLICATION) continue;
      for (int d : paths[s]) residual[d] -= rates[s];
    }
    for (int d = 0; d < links; d++) residual[d] = residual[d] < 1e-9 * capacity[d] ? 0 : residual[d];
    fill(residual, paths, weights, classes, TrafficClass.STORAGE, rates);
    return rates;
  }

  /**
   * BA from its definition: each class filled on its share of the links both classes cross (the
   * whole link where it is alone), then what is left of each link handed out by a filling of
   * every subflow, added to its class rate.
   */
  private static double[] apportionment(Topology topology, int[][] paths, double[] weights, TrafficClass[] classes,
      double share) {
    int links = topology.directedLinks();
    double[] capacity = new double[links];
    for (int d = 0; d < links; d++) capacity[d] = topology.directedCapacityBitsPerSecond(d) / 8;
    boolean[] apps = new boolean[links];
    boolean[] storage = new boolean[links];
    for (int s = 0; s < paths.length; s++) {
      if (paths[s] == null) continue;
      for (int d : paths[s]) {
        if (classes[s] == TrafficClass.STORAGE) storage[d] = true; else apps[d] = true;
      }
    }
    double[] first = new double[links];
    double[] second = new double[links];
    for (int d = 0; d < links; d++) {
      boolean both = apps[d] && storage[d];
      first[d] = both ? share * capacity[d] : capacity[d];
      second[d] = both ? (1 - share) * capacity[d] : capacity[d];
    }
    double[] rates = new double[paths.length];
    fill(first, paths, weights, classes, TrafficClass.APPLICATION, rates);
    fill(second, paths, weights, classes, TrafficClass.STORAGE, rates);
    double[] left = capacity.clone();
    for (int s = 0; s < paths.length; s++) {
      if (paths[s] == null) continue;
      for (int d : paths[s]) left[d] -= rates[s];
    }
    for (int d = 0; d < links; d++) left[d] = left[d] < 1e-10 * capacity[d] ? 0 : left[d];
    double[] gains = new double[paths.length];
    fill(left, paths, weights, classes, null, gains);
    for (int s = 0; s < paths.length; s++) rates[s] += gains[s];
    return rates;
  }

  /**
   * Plain weighted progressive filling of the subflows of one class (every class when {@code only}
   * is null): every unfrozen subflow rises
   * at w per unit of level; the link that runs out first freezes its subflows at w times the level.
   */
  private static void fill(double[] capacity, int[][] paths, double[] weights, TrafficClass[] classes, TrafficClass only,
      double[] rates) {
    int links = capacity.length;
    double[] left = capacity.clone();
    boolean[] frozen = new boolean[paths.length];
    int rising = 0;
    for (int s = 0; s < paths.length; s++) {
      if (paths[s] == null || (only != null && classes[s] != only)) {
        frozen[s] = true;
      } else if (paths[s].length == 0) {
        frozen[s] = true;
        rates[s] = Double.POSITIVE_INFINITY;
      } else {
        rising++;
      }
    }
    double level = 0;
    while (rising > 0) {
      double[] weight = new double[links];
      for (int s = 0; s < paths.length; s++) if (!frozen[s]) for (int d : paths[s]) weight[d] += weights[s];
      double step = Double.POSITIVE_INFINITY;
      for (int d = 0; d < links; d++) if (weight[d] > 0) step = Math.min(step, Math.max(0, left[d]) / weight[d]);
      level += step;
      for (int d = 0; d < links; d++) left[d] -= step * weight[d];
      for (int d = 0; d < links; d++) {
        if (weight[d] == 0 || left[d] > 1e-12 * capacity[d]) continue;
        for (int s = 0; s < paths.length; s++) {
          if (frozen[s] || !crosses(paths[s], d)) continue;
          frozen[s] = true;
          rates[s] = weights[s] * level;
          rising--;
        }
      }
    }
  }

  private static boolean crosses(int[] path, int link) {
    for (int d : path) if (d == link) return true;
    return false;
  }
}
