package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** Max-min fairness: the contract plus the cases where work conservation makes it differ from bottleneck-share. */
class MaxMinSharingTest extends BandwidthSharingContract {
  @Override
  protected BandwidthSharing create(Topology topology, PriorityPolicy policy) {
    return MaxMinSharing.of(topology, policy);
  }

  @Test
  void unequalParkingLotGivesTheShortFlowWhatTheLongFlowCannotUse() {
    // Link 0 of 1 G, link 1 of 2 G. Subflow 0 crosses both, 1 only link 0, 2 only link 1.
    // Fair levels: link 0: 1/2, link 1: 2/2 = 1. Link 0 saturates first: 0 and 1 freeze at 1/2.
    // Link 1 then has 2 - 1/2 = 3/2 left for subflow 2 alone: 3/2 G (bottleneck-share would give 1).
    BandwidthSharing sharing = unequalParkingLot();
    assertRate(0.5, sharing, 0);
    assertRate(0.5, sharing, 1);
    assertRate(1.5, sharing, 2);
  }

  @Test
  void weightedFillingFreezesEachFlowAtItsWeightTimesItsBottleneckLevel() {
    // Link 0 of 1 G: subflow 0 (weight 1) and 1 (weight 3) -> level 1/4: rates 1/4 and 3/4.
    // Subflow 1 also crosses link 1 of 2 G with subflow 2 (weight 1). Link 1's level is 2/4 = 1/2
    // at first; link 0 (level 1/4) saturates first, freezing subflow 1 at 3/4, so link 1 has
    // 2 - 3/4 = 5/4 G left for subflow 2.
    BandwidthSharing sharing = weightedChain();
    assertRate(0.25, sharing, 0);
    assertRate(0.75, sharing, 1);
    assertRate(1.25, sharing, 2);
  }

  @Test
  void apportionmentGivesStorageTheShareAnApplicationCannotUse() {
    // BA 50/50. Link 0 (1 G): app subflows 0..3, so app 0 is held at 1/4. Link 1 (1 G): app 0 and
    // storage 4, both classes present: first pass app 0 min(1/4, 1/2) = 1/4, storage 4 gets its
    // share 1/2. Link 1 still has 1 - 3/4 = 1/4 unused; the second filling gives it to storage 4
    // (app 0 is stuck on the full link 0): storage 4 = 3/4 G.
    BandwidthSharing sharing = fourAppsAndAStorageFlow(PriorityPolicy.apportionment(0.5));
    for (int s = 0; s < 4; s++) assertRate(0.25, sharing, s);
    assertRate(0.75, sharing, 4);
  }

  /** Relative slack for the optimality checks, which compare sums of rates. */
  private static final double SLACK = 1e-9;

  @Test
  void everySubflowHasASaturatedLinkWhereNoOneGetsMoreThanIt() {
    // Bertsekas and Gallager's characterisation (Data Networks, 6.5.2), weighted: an allocation is
    // max-min fair iff every subflow s crosses a saturated link on which r_s/w_s is the largest
    // normalised rate. Under FP the same holds for applications on C and for storage on the
    // residual C - application load. Checked on random scenarios, independently of the filling.
    for (PriorityPolicy p : new PriorityPolicy[] {PriorityPolicy.NONE, PriorityPolicy.fullPriority()}) {
      Scenario sc = new Scenario(p, 23);
      for (int round = 0; round < 25; round++) {
        sc.step(10, 7);
        int links = sc.topology.directedLinks();
        double[] appLoad = new double[links];
        double[] storageLoad = new double[links];
        double[] appTop = new double[links];
        double[] storageTop = new double[links];
        for (int s = 0; s < sc.paths.length; s++) {
          if (sc.paths[s] == null) continue;
          boolean app = p.kind() == PriorityPolicy.Kind.NP || sc.classes[s] == TrafficClass.APPLICATION;
          double r = sc.sharing.rate(s);
          for (int d : sc.paths[s]) {
            (app ? appLoad : storageLoad)[d] += r;
            double[] top = app ? appTop : storageTop;
            top[d] = Math.max(top[d], r / sc.weights[s]);
          }
        }
        for (int s = 0; s < sc.paths.length; s++) {
          if (sc.paths[s] == null || sc.paths[s].length == 0) continue;
          boolean app = p.kind() == PriorityPolicy.Kind.NP || sc.classes[s] == TrafficClass.APPLICATION;
          double normalised = sc.sharing.rate(s) / sc.weights[s];
          boolean bottlenecked = false;
          for (int d : sc.paths[s]) {
            double c = sc.topology.capacityBitsPerSecond(Topology.linkOf(d)) / 8;
            double available = app ? c : Math.max(0, c - appLoad[d]);
            double load = app ? appLoad[d] : storageLoad[d];
            double top = app ? appTop[d] : storageTop[d];
            if (load >= available - SLACK * c && normalised >= top * (1 - SLACK)) bottlenecked = true;
          }
          assertTrue(bottlenecked, p + " round " + round + " subflow " + s + " has no bottleneck link");
        }
      }
    }
  }

  @Test
  void apportionmentIsWorkConserving() {
    // After the second filling every subflow crosses a link whose total load is its capacity:
    // no subflow could be sped up without slowing another.
    Scenario sc = new Scenario(PriorityPolicy.apportionment(0.7), 29);
    for (int round = 0; round < 25; round++) {
      sc.step(10, 7);
      double[] load = new double[sc.topology.directedLinks()];
      for (int s = 0; s < sc.paths.length; s++) {
        if (sc.paths[s] != null) for (int d : sc.paths[s]) load[d] += sc.sharing.rate(s);
      }
      for (int s = 0; s < sc.paths.length; s++) {
        if (sc.paths[s] == null || sc.paths[s].length == 0) continue;
        boolean saturated = false;
        for (int d : sc.paths[s]) {
          double c = sc.topology.capacityBitsPerSecond(Topology.linkOf(d)) / 8;
          if (load[d] >= c * (1 - SLACK)) saturated = true;
        }
        assertTrue(saturated, "round " + round + " subflow " + s + " crosses no saturated link");
      }
    }
  }
}
