package org.interflow.model.network;

import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/** Max-min fairness: the contract plus the cases where work conservation makes it differ from bottleneck-share. */
class MaxMinSharingTest extends BandwidthSharingContract {
  @Override
  protected BandwidthSharing create(Topology topology, PriorityPolicy policy) { return new MaxMinSharing(topology, policy); }

  @Test
  void unequalParkingLotGivesTheShortFlowWhatTheLongFlowCannotUse() {
    // Link 0 of 1 G, link 1 of 2 G. Subflow 0 crosses both, 1 only link 0, 2 only link 1.
    // Fair levels: link 0: 1/2, link 1: 2/2 = 1. Link 0 saturates first: 0 and 1 freeze at 1/2.
    // Link 1 then has 2 - 1/2 = 3/2 left for subflow 2 alone: 3/2 G (bottleneck-share would give 1).
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 0, 1);
    addForward(sharing, 1, 0);
    addForward(sharing, 2, 1);
    update(sharing);
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
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 3, TrafficClass.APPLICATION, 0, 1);
    addForward(sharing, 2, 1, TrafficClass.APPLICATION, 1);
    update(sharing);
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
    BandwidthSharing sharing = create(line(1, 1), PriorityPolicy.apportionment(0.5));
    addForward(sharing, 0, 0, 1);
    for (int s = 1; s < 4; s++) addForward(sharing, s, 0);
    addForward(sharing, 4, 1, TrafficClass.STORAGE, 1);
    update(sharing);
    for (int s = 0; s < 4; s++) assertRate(0.25, sharing, s);
    assertRate(0.75, sharing, 4);
  }
}
