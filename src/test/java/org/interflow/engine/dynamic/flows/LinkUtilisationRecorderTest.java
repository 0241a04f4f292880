package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;

/**
 * Link utilisation on a 2-server star with 100 Gbit/s (12.5e9 B/s), zero-latency links and 1 us
 * bins: one bin of a link at full rate carries 12.5e9 * 1e-6 = 12,500 bytes. Server 0's path to
 * server 1 is directed links 0 (server 0 up) and 3 (down to server 1); links 1 and 2 stay idle.
 */
class LinkUtilisationRecorderTest {
  private static final double TOLERANCE = 1e-6;
  private static final long US = 1_000_000;
  private static final Topology STAR2 = StarBuilder.build(new StarSpec(2), new LinkParams(Bandwidth.gbps(100), 0));

  private static FlowTable table(LinkRecording recording) {
    return new FlowTable(STAR2, new StarRouting(STAR2, FailureSet.NONE), new NaiveBottleneckSharing(STAR2), recording);
  }

  private static void runFlow(FlowTable table, long atPs, long bytes, List<FlowRecord> done) {
    table.advanceTo(atPs, done);
    table.inject(atPs, new FlowRequest(done.size(), 0, 1, bytes, TrafficClass.APPLICATION));
    while (table.nextEventPs() != Long.MAX_VALUE) table.advanceTo(table.nextEventPs(), done);
  }

  @Test
  void oneFlowAtFullRateForTwoBinsFillsThoseBinsOnItsLinks() {
    // 25,000 B at 12.5e9 B/s = 2 us from time 0: bins 0 and 1 of links 0 and 3 read 1.0
    FlowTable table = table(LinkRecording.on(US, 4, LinkRecording.Scope.ALL_LINKS, 1000));
    List<FlowRecord> done = new ArrayList<>();
    runFlow(table, 0, 25_000, done);
    assertEquals(2 * US, done.get(0).deliveredPs());
    LinkUtilisation u = table.linkUtilisation();
    assertArrayEquals(new int[] {0, 1, 2, 3}, u.links());
    assertEquals(US, u.binPs());
    assertEquals(2, u.bins());
    for (int bin = 0; bin < 2; bin++) {
      assertEquals(1.0, u.utilisation(0, bin), TOLERANCE);
      assertEquals(0.0, u.utilisation(1, bin), TOLERANCE);
      assertEquals(0.0, u.utilisation(2, bin), TOLERANCE);
      assertEquals(1.0, u.utilisation(3, bin), TOLERANCE);
    }
  }

  @Test
  void aFlowCoveringHalfABinReadsHalf() {
    // 6,250 B take 0.5 us, starting at 0.25 us: bin 0 is busy from 0.25 to 0.75 us
    FlowTable table = table(LinkRecording.on(US, 4, LinkRecording.Scope.ALL_LINKS, 1000));
    List<FlowRecord> done = new ArrayList<>();
    runFlow(table, US / 4, 6_250, done);
    table.advanceTo(US, done);
    LinkUtilisation u = table.linkUtilisation();
    assertEquals(1, u.bins());
    assertEquals(0.5, u.utilisation(0, 0), TOLERANCE);
  }

  @Test
  void passingTheLastBinMergesPairsAndDoublesTheWidth() {
    // 2 bins of 1 us. Flow 1: 25,000 B over [0, 2 us). Flow 2: 12,500 B over [3, 4 us).
    // At 3 us the bins merge to one 2 us bin holding 25,000 B (1.0); [2, 4 us) then holds
    // 12,500 B of a possible 25,000: 0.5.
    FlowTable table = table(LinkRecording.on(US, 2, LinkRecording.Scope.ALL_LINKS, 1000));
    List<FlowRecord> done = new ArrayList<>();
    runFlow(table, 0, 25_000, done);
    runFlow(table, 3 * US, 12_500, done);
    assertEquals(4 * US, done.get(1).deliveredPs());
    LinkUtilisation u = table.linkUtilisation();
    assertEquals(2 * US, u.binPs());
    assertEquals(2, u.bins());
    assertEquals(1.0, u.utilisation(3, 0), TOLERANCE);
    assertEquals(0.5, u.utilisation(3, 1), TOLERANCE);
  }

  @Test
  void twoFlowsOnOneLinkAddUpToTheirSum() {
    // star of 3: 0->2 and 1->2 share the link into server 2 (directed 5) at 6.25e9 B/s each;
    // 12,500 B each take 2 us: link 5 is full in bins 0 and 1, each up-link half full
    Topology star3 = StarBuilder.build(new StarSpec(3), new LinkParams(Bandwidth.gbps(100), 0));
    FlowTable table = new FlowTable(star3, new StarRouting(star3, FailureSet.NONE), new NaiveBottleneckSharing(star3),
        LinkRecording.on(US, 4, LinkRecording.Scope.ALL_LINKS, 1000));
    table.inject(0, new FlowRequest(0, 0, 2, 12_500, TrafficClass.APPLICATION));
    table.inject(0, new FlowRequest(1, 1, 2, 12_500, TrafficClass.APPLICATION));
    List<FlowRecord> done = new ArrayList<>();
    while (table.nextEventPs() != Long.MAX_VALUE) table.advanceTo(table.nextEventPs(), done);
    LinkUtilisation u = table.linkUtilisation();
    assertEquals(1.0, u.utilisation(5, 1), TOLERANCE);
    assertEquals(0.5, u.utilisation(0, 0), TOLERANCE);
    assertEquals(0.5, u.utilisation(2, 1), TOLERANCE);
  }

  @Test
  void scopesSelectSwitchOrServerLinks() {
    // dumbbell server 0 - switch 2 - switch 3 - server 1: link 1 (directed 2, 3) joins the switches
    TopologyBuilder b = new TopologyBuilder(new HandWiredSpec("dumbbell"), 2, 2, LinkParams.DEFAULT);
    b.link(0, 2);
    b.link(2, 3);
    b.link(3, 1);
    Topology t = b.build();
    assertEquals(2, LinkUtilisationRecorder.selectedCount(t, LinkRecording.Scope.SWITCH_LINKS));
    assertEquals(4, LinkUtilisationRecorder.selectedCount(t, LinkRecording.Scope.SERVER_LINKS));
    assertEquals(6, LinkUtilisationRecorder.selectedCount(t, LinkRecording.Scope.ALL_LINKS));
    LinkUtilisationRecorder r = new LinkUtilisationRecorder(t, LinkRecording.on(US, 2, LinkRecording.Scope.SWITCH_LINKS, 4));
    assertArrayEquals(new int[] {2, 3}, r.links());
  }

  @Test
  void onlyTheSwitchLinkOfADumbbellIsRecordedUnderTheSwitchScope() {
    // server 0 - switch 2 - switch 3 - server 1, zero latency: the flow 0 -> 1 crosses directed
    // links 0, 2 and 5; only 2 (2 -> 3) and 3 (3 -> 2) are recorded. 25,000 B = 2 us at full rate.
    TopologyBuilder b = new TopologyBuilder(new HandWiredSpec("dumbbell-0"), 2, 2, new LinkParams(Bandwidth.gbps(100), 0));
    b.link(0, 2);
    b.link(2, 3);
    b.link(3, 1);
    Topology t = b.build();
    FlowTable table = new FlowTable(t, new FixedPathRouting().path(0, 1, 0, 2, 5), new NaiveBottleneckSharing(t),
        LinkRecording.on(US, 4, LinkRecording.Scope.SWITCH_LINKS, 8));
    List<FlowRecord> done = new ArrayList<>();
    runFlow(table, 0, 25_000, done);
    LinkUtilisation u = table.linkUtilisation();
    assertArrayEquals(new int[] {2, 3}, u.links());
    assertEquals(1.0, u.utilisation(0, 1), TOLERANCE);
    assertEquals(0.0, u.utilisation(1, 1), TOLERANCE);
  }

  @Test
  void recordingOverItsCellBudgetIsSkippedAndSaysSo() {
    // 4 directed links x 4 bins = 16 cells > budget 15
    FlowTable table = table(LinkRecording.on(US, 4, LinkRecording.Scope.ALL_LINKS, 15));
    assertTrue(table.linkRecordingSkipped());
    assertNull(table.linkUtilisation());
    FlowTable off = table(LinkRecording.OFF);
    assertFalse(off.linkRecordingSkipped());
    assertNull(off.linkUtilisation());
  }
}
