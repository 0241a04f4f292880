package org.interflow.model.network;

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
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 0, 1);
    addForward(sharing, 1, 0);
    addForward(sharing, 2, 1);
    update(sharing);
    assertRate(0.5, sharing, 0);
    assertRate(0.5, sharing, 1);
    assertRate(1, sharing, 2);
  }

  @Test
  void weightedShareIsCapacityTimesWeightOverTheLinksWeights() {
    // Link 0 of 1 G: weights 1 and 3 -> 1/4 and 3/4 per unit... subflow 1 (weight 3) also crosses
    // link 1 of 2 G with subflow 2 (weight 1): share there 2 * 3/4 = 3/2. Subflow 1 = min(3/4, 3/2)
    // = 3/4; subflow 2 = min over link 1 of 2 * 1/4 = 1/2 G (max-min would give 5/4).
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 3, TrafficClass.APPLICATION, 0, 1);
    addForward(sharing, 2, 1, TrafficClass.APPLICATION, 1);
    update(sharing);
    assertRate(0.25, sharing, 0);
    assertRate(0.75, sharing, 1);
    assertRate(0.5, sharing, 2);
  }

  @Test
  void apportionmentKeepsTheStorageShareWhileAnApplicationIsPresent() {
    // BA 50/50. Link 0 (1 G): app subflows 0..3, 1/4 each. Link 1 (1 G): app 0 and storage 4, both
    // classes present, so storage shares (1 - 1/2) * 1 = 1/2 G, and the 1/4 G app 0 leaves idle on
    // link 1 is not handed out: storage 4 = 1/2 G (max-min gives 3/4).
    BandwidthSharing sharing = create(line(1, 1), PriorityPolicy.apportionment(0.5));
    addForward(sharing, 0, 0, 1);
    for (int s = 1; s < 4; s++) addForward(sharing, s, 0);
    addForward(sharing, 4, 1, TrafficClass.STORAGE, 1);
    update(sharing);
    for (int s = 0; s < 4; s++) assertRate(0.25, sharing, s);
    assertRate(0.5, sharing, 4);
  }
}
