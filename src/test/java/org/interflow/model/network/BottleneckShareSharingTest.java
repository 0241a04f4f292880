package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** INRFlow's bottleneck-share model: the contract plus the cases where it leaves capacity unused. */
class BottleneckShareSharingTest extends BandwidthSharingContract {
  @Override
  protected BandwidthSharing create(Topology topology, PriorityPolicy policy) {
    return new BottleneckShareSharing(topology, policy);
  }

  @Test
  void unequalParkingLotLeavesTheLongFlowsUnusedShareIdle() {
    // Link 0 of 1 G, link 1 of 2 G. Subflow 0 crosses both, 1 only link 0, 2 only link 1.
    // Shares: link 0: 1/2 per subflow, link 1: 2/2 = 1. Subflow 0 = min(1/2, 1) = 1/2,
    // subflow 1 = 1/2, subflow 2 = 1 (not 3/2 as under max-min: link 1 carries only 3/2 of 2 G).
    BandwidthSharing sharing = unequalParkingLot();
    assertRate(0.5, sharing, 0);
    assertRate(0.5, sharing, 1);
    assertRate(1, sharing, 2);
  }

  @Test
  void weightedShareIsCapacityTimesWeightOverTheLinksWeights() {
    // Link 0 of 1 G: weights 1 and 3 -> 1/4 and 3/4 G; subflow 1 (weight 3) also crosses
    // link 1 of 2 G with subflow 2 (weight 1): share there 2 * 3/4 = 3/2. Subflow 1 = min(3/4, 3/2)
    // = 3/4; subflow 2 = min over link 1 of 2 * 1/4 = 1/2 G (max-min would give 5/4).
    BandwidthSharing sharing = weightedChain();
    assertRate(0.25, sharing, 0);
    assertRate(0.75, sharing, 1);
    assertRate(0.5, sharing, 2);
  }

  @Test
  void apportionmentKeepsTheStorageShareWhileAnApplicationIsPresent() {
    // BA 50/50. Link 0 (1 G): app subflows 0..3, 1/4 each. Link 1 (1 G): app 0 and storage 4, both
    // classes present, so storage shares (1 - 1/2) * 1 = 1/2 G, and the 1/4 G app 0 leaves idle on
    // link 1 is not handed out: storage 4 = 1/2 G (max-min gives 3/4).
    BandwidthSharing sharing = fourAppsAndAStorageFlow(PriorityPolicy.apportionment(0.5));
    for (int s = 0; s < 4; s++) assertRate(0.25, sharing, s);
    assertRate(0.5, sharing, 4);
  }

  @Test
  void ratesFollowTheDefinitionOnRandomScenarios() {
    // Oracle written straight from the class javadoc, recomputed from scratch for every link:
    // per-class capacity (NP: C for both; BA: s*C and (1-s)*C when both classes cross the link,
    // else C; FP: C for applications, C - application rates for storage) over the class's weight
    // sum, times the subflow's weight, minimised over its path.
    for (PriorityPolicy p : new PriorityPolicy[] {PriorityPolicy.NONE, PriorityPolicy.apportionment(0.3),
        PriorityPolicy.fullPriority()}) {
      Scenario sc = new Scenario(p, 17);
      for (int round = 0; round < 25; round++) {
        sc.step(10, 7);
        double[] expected = definition(sc, p);
        for (int s = 0; s < sc.paths.length; s++) {
          if (sc.paths[s] == null) continue;
          double actual = sc.sharing.rate(s);
          if (Double.isInfinite(expected[s])) assertEquals(expected[s], actual, "subflow " + s);
          else assertEquals(expected[s], actual, 1e-9 * G, p + " round " + round + " subflow " + s);
        }
      }
    }
  }

  private static double[] definition(Scenario sc, PriorityPolicy p) {
    int links = sc.topology.directedLinks();
    double[] appWeight = new double[links];
    double[] storageWeight = new double[links];
    for (int s = 0; s < sc.paths.length; s++) {
      if (sc.paths[s] == null) continue;
      for (int d : sc.paths[s]) {
        double[] classWeight = sc.classes[s] == TrafficClass.APPLICATION ? appWeight : storageWeight;
        classWeight[d] += sc.weights[s];
      }
    }
    double[] appLevel = new double[links];
    double[] storageLevel = new double[links];
    for (int d = 0; d < links; d++) {
      double c = sc.topology.capacityBitsPerSecond(Topology.linkOf(d)) / 8;
      boolean both = appWeight[d] > 0 && storageWeight[d] > 0;
      switch (p.kind()) {
        case NP -> appLevel[d] = storageLevel[d] = c / (appWeight[d] + storageWeight[d]);
        case BA -> {
          appLevel[d] = (both ? p.applicationShare() * c : c) / appWeight[d];
          storageLevel[d] = (both ? (1 - p.applicationShare()) * c : c) / storageWeight[d];
        }
        case FP -> appLevel[d] = c / appWeight[d];
        default -> throw new IllegalStateException();
      }
    }
    double[] rate = new double[sc.paths.length];
    double[] appLoad = new double[links];
    for (int s = 0; s < sc.paths.length; s++) {
      if (sc.paths[s] == null || sc.classes[s] != TrafficClass.APPLICATION) continue;
      rate[s] = sc.weights[s] * minimum(appLevel, sc.paths[s]);
      for (int d : sc.paths[s]) appLoad[d] += rate[s];
    }
    if (p.kind() == PriorityPolicy.Kind.FP) {
      for (int d = 0; d < links; d++) {
        double c = sc.topology.capacityBitsPerSecond(Topology.linkOf(d)) / 8;
        double left = c - appLoad[d];
        storageLevel[d] = (left < 1e-10 * c ? 0 : left) / storageWeight[d];   // noise below 1e-10 C is 0
      }
    }
    for (int s = 0; s < sc.paths.length; s++) {
      if (sc.paths[s] == null || sc.classes[s] != TrafficClass.STORAGE) continue;
      rate[s] = sc.weights[s] * minimum(storageLevel, sc.paths[s]);
    }
    return rate;
  }

  private static double minimum(double[] level, int[] path) {
    double min = Double.POSITIVE_INFINITY;
    for (int d : path) min = Math.min(min, level[d]);
    return min;
  }
}
