package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.units.Bandwidth;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;
import org.junit.jupiter.api.Test;

/**
 * Completion times of the flow table on small networks, worked out by hand. Links are 100 Gbit/s
 * (12.5e9 bytes/s) and 100 ns unless stated, so a star path (up to the switch, down to the
 * destination) has 200 ns = 200,000 ps of latency, and 1 MB (1e6 bytes) alone takes
 * 1e6 / 12.5e9 s = 80 us = 80,000,000 ps. The bandwidth model is the test's naive bottleneck
 * share, so two flows into one server each get 6.25e9 bytes/s.
 */
class FlowTableTest {
  private static final long MB = 1_000_000;
  private static final long LATENCY_PS = 200_000;
  private static final long US = 1_000_000;

  private static Topology star(int servers) {
    return StarBuilder.build(new StarSpec(servers), LinkParams.DEFAULT);
  }

  /**
   * The bandwidth model under test. Every case here except the starved one and the random
   * cross-check has the same answer under bottleneck share and max-min (no flow is limited by two
   * different links), so a subclass can rerun them with a real model by overriding this.
   */
  BandwidthSharing sharing(Topology t) {
    return new NaiveBottleneckSharing(t);
  }

  private FlowTable table(Topology t) {
    return new FlowTable(t, new StarRouting(t, FailureSet.NONE), sharing(t));
  }

  private static FlowRequest flow(long id, int from, int to, long bytes) {
    return new FlowRequest(id, from, to, bytes, TrafficClass.APPLICATION);
  }

  /** Advances event by event until nothing is left; returns every delivery in report order. */
  private static List<FlowRecord> drain(FlowTable table) {
    List<FlowRecord> out = new ArrayList<>();
    while (table.nextEventPs() != Long.MAX_VALUE) table.advanceTo(table.nextEventPs(), out);
    return out;
  }

  @Test
  void oneFlowTakesItsPathLatencyPlusSizeOverLinkRate() {
    // 200 ns latency + 1e6 B / 12.5e9 B/s = 200,000 + 80,000,000 ps
    FlowTable table = table(star(4));
    assertNull(table.inject(0, flow(0, 0, 1, MB)));
    assertEquals(LATENCY_PS, table.nextEventPs());
    List<FlowRecord> done = drain(table);
    assertEquals(1, done.size());
    FlowRecord r = done.get(0);
    assertEquals(80_200_000L, r.deliveredPs());
    assertEquals(2, r.hops());
    assertEquals(1, r.paths());
    assertEquals(0, table.activeFlows());
  }

  @Test
  void aFinishPastTheClocksHorizonIsAnErrorNamingTheFlowWhenTheClockGetsThere() {
    // 2e17 B alone at 12.5e9 B/s takes 1.6e7 s, past the 1 ps clock's horizon of 2^63 ps = 9.22e6 s
    FlowTable table = table(star(2));
    table.inject(0, flow(5, 0, 1, 200_000_000_000_000_000L));
    table.advanceTo(LATENCY_PS, new ArrayList<>());
    assertEquals(TimeScale.BEYOND_HORIZON, table.nextEventPs());
    TimeHorizonException e = assertThrows(TimeHorizonException.class, () -> drain(table));
    assertTrue(e.getMessage().startsWith("simulated time 1.60000e+07 s (the end of flow 5 of 200000000000000000 bytes"
        + " from server 0 to server 1) is beyond the horizon of 106.8 days"), e.getMessage());
  }

  @Test
  void aFinishPredictedPastTheHorizonIsRevisedWhenItsRateRises() {
    // A = 1e17 B and B = 1e10 B into server 2 at 6.25e9 B/s each: A alone would take 1.6e7 s, past
    // the horizon. B ends at 200 ns + 1.6 s; A, then alone at 12.5e9 B/s with 1e17 - 1e10 B left,
    // ends (1e17 - 1e10) / 12.5e9 = 7,999,999.2 s later: at 200 ns + 8,000,000.8 s, within it. At
    // 8e18 ps a double resolves 1024 ps, so the prediction may miss by that much.
    FlowTable table = table(star(4));
    table.inject(0, flow(0, 0, 2, 100_000_000_000_000_000L));
    table.inject(0, flow(1, 1, 2, 10_000_000_000L));
    List<FlowRecord> done = drain(table);
    assertEquals(1_600_000_200_000L, done.get(0).deliveredPs());
    assertEquals(1, done.get(0).flowId());
    assertEquals(8_000_000_800_000_200_000L, done.get(1).deliveredPs(), 1024);
  }

  @Test
  void aCancelledFlowLeavesItsBandwidthToTheOtherFromTheCancelTime() {
    // 0->2 and 1->2 (1 MB each) share the link into server 2 at 6.25e9 B/s from 200 ns. At
    // 40.2 us flow 1 is cancelled: flow 0 has 1e6 - 6.25e9 * 40e-6 = 750,000 B left, which at
    // the full 12.5e9 B/s takes 60 us: delivered at 40.2 + 60 = 100.2 us (alone it would be 80.2,
    // shared to the end 160.2). Flow 1 comes back with delivery time -1.
    FlowTable table = table(star(4));
    table.inject(0, flow(0, 0, 2, MB));
    table.inject(0, flow(1, 1, 2, MB));
    List<FlowRecord> out = new ArrayList<>();
    table.advanceTo(40_200_000, out);
    assertEquals(List.of(), out);
    List<FlowRecord> cancelled = new ArrayList<>();
    table.cancel(40_200_000, List.of(1L), cancelled);
    assertEquals(1, cancelled.size());
    assertEquals(List.of(1L, -1L, 0L), List.of(cancelled.get(0).flowId(), cancelled.get(0).deliveredPs(), cancelled.get(0).injectedPs()));
    assertEquals(1, table.activeFlows());
    List<FlowRecord> done = drain(table);
    assertEquals(1, done.size());
    assertEquals(100_200_000L, done.get(0).deliveredPs());
    assertEquals(0, table.activeSubflows());
  }

  @Test
  void aFlowCancelledWhileWaitingOutItsLatencyNeverStarts() {
    // cancelled at 100 ns, before its 200 ns latency is over: flow 0 alone takes 80.2 us
    FlowTable table = table(star(4));
    table.inject(0, flow(0, 0, 2, MB));
    table.inject(0, flow(1, 1, 2, MB));
    table.advanceTo(100_000, new ArrayList<>());
    table.cancel(100_000, List.of(1L), new ArrayList<>());
    assertEquals(List.of(80_200_000L), drain(table).stream().map(FlowRecord::deliveredPs).toList());
  }

  @Test
  void twoEqualFlowsIntoOneServerBothFinishInTwiceTheTime() {
    // 0->2 and 1->2 share the switch->server-2 link at 6.25e9 B/s each: 200 ns + 160 us each
    FlowTable table = table(star(4));
    table.inject(0, flow(0, 0, 2, MB));
    table.inject(0, flow(1, 1, 2, MB));
    List<FlowRecord> done = drain(table);
    assertEquals(2, done.size());
    assertEquals(160_200_000L, done.get(0).deliveredPs());
    assertEquals(160_200_000L, done.get(1).deliveredPs());
    assertEquals(0, done.get(0).flowId());
  }

  @Test
  void whenTheSmallFlowFinishesTheBigOneSpeedsUp() {
    // A = 1 MB, B = 3 MB, both into server 2, active at 200 ns at 6.25e9 B/s each.
    // A: 1e6 / 6.25e9 = 160 us -> 160.2 us. B has 2e6 B left, now alone at 12.5e9: +160 us -> 320.2 us.
    FlowTable table = table(star(4));
    table.inject(0, flow(0, 0, 2, MB));
    table.inject(0, flow(1, 1, 2, 3 * MB));
    List<FlowRecord> done = drain(table);
    assertEquals(160_200_000L, done.get(0).deliveredPs());
    assertEquals(0, done.get(0).flowId());
    assertEquals(320_200_000L, done.get(1).deliveredPs());
  }

  @Test
  void aFlowInjectedMidTransferHalvesTheFirstFlowsRate() {
    // A (1 MB, 0->2) at 0: alone from 0.2 us. B (1 MB, 1->2) injected at 40 us, active at 40.2 us.
    // At 40.2 us A has sent 40 us * 12.5e9 = 5e5 B; both then run at 6.25e9: A's 5e5 B take 80 us
    // -> 120.2 us. B has then sent 5e5 B and finishes its other 5e5 B alone in 40 us -> 160.2 us.
    FlowTable table = table(star(4));
    List<FlowRecord> done = new ArrayList<>();
    table.inject(0, flow(0, 0, 2, MB));
    table.advanceTo(40 * US, done);
    assertTrue(done.isEmpty());
    table.inject(40 * US, flow(1, 1, 2, MB));
    done.addAll(drain(table));
    assertEquals(120_200_000L, done.get(0).deliveredPs());
    assertEquals(40 * US, done.get(1).injectedPs());
    assertEquals(160_200_000L, done.get(1).deliveredPs());
    assertEquals(120_200_000L, done.get(1).completionPs());  // 160.2 us - 40 us
  }

  @Test
  void aZeroByteFlowIsDeliveredAfterTheLatencyAlone() {
    FlowTable table = table(star(4));
    table.inject(5, flow(9, 3, 0, 0));
    List<FlowRecord> done = drain(table);
    assertEquals(5 + LATENCY_PS, done.get(0).deliveredPs());
    assertEquals(0, done.get(0).bytes());
  }

  @Test
  void aFlowWithoutRouteComesBackUndeliverable() {
    // link 1 (server 1's access link) is down: star routing has no path from server 1
    Topology t = star(4);
    FlowTable table = new FlowTable(t, new StarRouting(t, FailureSet.of(new int[] {1}, new int[0])),
        sharing(t));
    FlowRecord r = table.inject(7, flow(4, 1, 2, MB));
    assertFalse(r.delivered());
    assertEquals(-1, r.deliveredPs());
    assertEquals(7, r.injectedPs());
    assertEquals(0, r.paths());
    assertEquals(0, table.activeFlows());
    assertEquals(Long.MAX_VALUE, table.nextEventPs());
  }

  @Test
  void flowsFinishingTogetherAreReportedInFlowIdOrder() {
    // flow 7 is injected first (it gets subflow 0), flow 3 second; disjoint paths, equal sizes,
    // so both finish at 80.2 us and must come out as 3 then 7
    FlowTable table = table(star(4));
    table.inject(0, flow(7, 0, 1, MB));
    table.inject(0, flow(3, 2, 3, MB));
    List<FlowRecord> done = drain(table);
    assertEquals(3, done.get(0).flowId());
    assertEquals(7, done.get(1).flowId());
    assertEquals(80_200_000L, done.get(0).deliveredPs());
    assertEquals(80_200_000L, done.get(1).deliveredPs());
  }

  /**
   * Two disjoint paths between servers 0 and 1: 0-A-1 (links 0, 1) and 0-B-1 (links 2, 3), all
   * 100 Gbit/s; the second path's links have {@code secondLatencyNs}.
   */
  private static Topology twoPaths(double secondLatencyNs) {
    TopologyBuilder b = new TopologyBuilder(new HandWiredSpec("two-paths"), 2, 2, LinkParams.DEFAULT);
    b.link(0, 2);
    b.link(2, 1);
    LinkParams slow = new LinkParams(Bandwidth.gbps(100), secondLatencyNs);
    b.link(0, 3, slow);
    b.link(3, 1, slow);
    return b.build();
  }

  private static FixedPathRouting bothPaths() {
    return new FixedPathRouting().path(0, 1, 0, 2).path(0, 1, 4, 6);
  }

  @Test
  void aFlowSplitOverTwoDisjointPathsFinishesInHalfTheTime() {
    // 5e5 B per path at 12.5e9 B/s = 40 us, after 200 ns: 40.2 us (against 80.2 us on one path)
    Topology t = twoPaths(100);
    FlowTable table = new FlowTable(t, bothPaths(), sharing(t));
    table.inject(0, flow(0, 0, 1, MB));
    List<FlowRecord> done = drain(table);
    assertEquals(40_200_000L, done.get(0).deliveredPs());
    assertEquals(2, done.get(0).paths());
    assertEquals(2, done.get(0).hops());
  }

  @Test
  void eachSubflowWaitsItsOwnPathLatencyAndTheFlowEndsWithTheLast() {
    // path 2 has 2 x 300 ns = 600 ns: its half starts at 0.6 us and ends at 40.6 us
    Topology t = twoPaths(300);
    FlowTable table = new FlowTable(t, bothPaths(), sharing(t));
    table.inject(0, flow(0, 0, 1, MB));
    assertEquals(LATENCY_PS, table.nextEventPs());
    List<FlowRecord> done = drain(table);
    assertEquals(40_600_000L, done.get(0).deliveredPs());
  }

  @Test
  void theRemainderByteGoesToTheFirstSubflow() {
    // 25,001 B over two paths: 12,501 B on the first path, 12,500 B on the second; no latency.
    // 12,500 B at 12.5e9 B/s = 1 us; 12,501 B = 1.00008 us = 1,000,080 ps
    TopologyBuilder b = new TopologyBuilder(new HandWiredSpec("two-paths-0"), 2, 2,
        new LinkParams(Bandwidth.gbps(100), 0));
    b.link(0, 2);
    b.link(2, 1);
    b.link(0, 3);
    b.link(3, 1);
    Topology t = b.build();
    FlowTable table = new FlowTable(t, bothPaths(), sharing(t));
    table.inject(0, flow(0, 0, 1, 25_001));
    List<FlowRecord> done = new ArrayList<>();
    table.advanceTo(table.nextEventPs(), done);
    assertEquals(1_000_000L, table.nextEventPs());  // the second path's 12,500 B
    table.advanceTo(1_000_000L, done);
    assertTrue(done.isEmpty());
    assertEquals(1, table.activeSubflows());
    table.advanceTo(table.nextEventPs(), done);
    assertEquals(1_000_080L, done.get(0).deliveredPs());
  }

  @Test
  void sameTimeActivationsAreAddedToTheSharingInOneUpdate() {
    // 100 flows, all into server 0 from 1..100 at once: one update activates all, one removes all.
    // Each gets 12.5e9 / 100 = 1.25e8 B/s, so 125,000 B take 1 ms: delivered at 1 ms + 200 ns.
    Topology t = star(101);
    NaiveBottleneckSharing sharing = new NaiveBottleneckSharing(t);
    FlowTable table = new FlowTable(t, new StarRouting(t, FailureSet.NONE), sharing);
    for (int s = 1; s <= 100; s++) table.inject(0, flow(100 - s, s, 0, 125_000));
    List<FlowRecord> done = drain(table);
    assertEquals(2, sharing.updates);
    assertEquals(100, done.size());
    for (int i = 0; i < 100; i++) {
      assertEquals(i, done.get(i).flowId());
      assertEquals(1_000_200_000L, done.get(i).deliveredPs());
    }
  }
  @Test
  void twentyThousandSimultaneousFlowsFinishInTwoBulkBatches() {
    // star of 20,000: server i sends to i+1 (mod n), so every link carries exactly one flow at
    // 12.5e9 B/s. Even flow ids send 12,500 B (1 us), odd ids 25,000 B (2 us); flows are injected
    // in decreasing id order. Deliveries: the 10,000 even ids at 1.2 us, then the odd ids at
    // 2.2 us, each group in increasing id order.
    int n = 20_000;
    Topology t = star(n);
    FlowTable table = table(t);
    for (int i = n - 1; i >= 0; i--) table.inject(0, flow(i, i, (i + 1) % n, i % 2 == 0 ? 12_500 : 25_000));
    List<FlowRecord> done = drain(table);
    assertEquals(n, done.size());
    for (int k = 0; k < n; k++) {
      FlowRecord r = done.get(k);
      boolean even = k < n / 2;
      assertEquals(even ? 2L * k : 2L * (k - n / 2) + 1, r.flowId());
      assertEquals(even ? 1_200_000L : 2_200_000L, r.deliveredPs());
    }
    assertEquals(2L * n, table.subflowEvents());
  }

  @Test
  void aStarvedSubflowWaitsWithoutAFinishAndResumesWhenCapacityFrees() {
    // full priority: application flow A (0->2, 1 MB) takes the whole link into server 2, storage
    // flow S (1->2, 1 MB) gets 0 B/s and has no finish event. A ends at 80.2 us; S then gets
    // 12.5e9 B/s and its 1 MB takes 80 us more: 160.2 us.
    Topology t = star(4);
    FlowTable table = new FlowTable(t, new StarRouting(t, FailureSet.NONE), new NaiveBottleneckSharing(t, true));
    table.inject(0, flow(0, 0, 2, MB));
    table.inject(0, new FlowRequest(1, 1, 2, MB, TrafficClass.STORAGE));
    List<FlowRecord> done = new ArrayList<>();
    table.advanceTo(LATENCY_PS, done);
    assertEquals(80_200_000L, table.nextEventPs());
    done.addAll(drain(table));
    assertEquals(80_200_000L, done.get(0).deliveredPs());
    assertEquals(TrafficClass.STORAGE, done.get(1).trafficClass());
    assertEquals(160_200_000L, done.get(1).deliveredPs());
  }

  @Test
  void randomFlowsMatchAStraightforwardEventByEventSimulation() {
    // 40 flows of 1 B .. 2 MB between random servers of an 8-server star, injected at random ns
    // in the first 200 us. The reference below recomputes every rate at every event in doubles
    // (no lazy settlement, no heap, no rounding); the table rounds each finish up to the
    // picosecond, so deliveries may differ by a fraction of a ps per earlier event: allow 10 ps.
    SplittableRandom random = new SplittableRandom(7);
    int servers = 8;
    int n = 40;
    long[] at = new long[n];
    int[] from = new int[n];
    int[] to = new int[n];
    long[] size = new long[n];
    for (int i = 0; i < n; i++) {
      at[i] = 1000L * random.nextInt(200_000);
      from[i] = random.nextInt(servers);
      to[i] = (from[i] + 1 + random.nextInt(servers - 1)) % servers;
      size[i] = 1 + random.nextInt(2_000_000);
    }
    double[] expected = referenceStarDeliveries(servers, at, from, to, size);

    Topology t = star(servers);
    FlowTable table = new FlowTable(t, new StarRouting(t, FailureSet.NONE), new NaiveBottleneckSharing(t));
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) order[i] = i;
    java.util.Arrays.sort(order, (a, b) -> Long.compare(at[a], at[b]));
    List<FlowRecord> done = new ArrayList<>();
    int next = 0;
    while (next < n || table.nextEventPs() != Long.MAX_VALUE) {
      long time = Math.min(table.nextEventPs(), next < n ? at[order[next]] : Long.MAX_VALUE);
      table.advanceTo(time, done);
      while (next < n && at[order[next]] == time) {
        int i = order[next++];
        table.inject(time, flow(i, from[i], to[i], size[i]));
      }
    }
    assertEquals(n, done.size());
    for (FlowRecord r : done) assertEquals(expected[(int) r.flowId()], r.deliveredPs(), 10.0, "flow " + r.flowId());
  }

  /** Bottleneck share on a star, recomputed from scratch at every event; delivery times in ps. */
  private static double[] referenceStarDeliveries(int servers, long[] at, int[] from, int[] to, long[] size) {
    int n = at.length;
    double capacity = 12.5e9;
    double[] start = new double[n];
    double[] left = new double[n];
    double[] delivered = new double[n];
    int[] state = new int[n];  // 0 waiting, 1 transferring, 2 delivered
    for (int i = 0; i < n; i++) {
      start[i] = at[i] + LATENCY_PS;
      left[i] = size[i];
    }
    double t = 0;
    double[] rate = new double[n];
    int finished = 0;
    while (finished < n) {
      int[] up = new int[servers];
      int[] down = new int[servers];
      for (int i = 0; i < n; i++) if (state[i] == 1) { up[from[i]]++; down[to[i]]++; }
      double next = Double.POSITIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        if (state[i] == 0) next = Math.min(next, start[i]);
        if (state[i] == 1) {
          rate[i] = Math.min(capacity / up[from[i]], capacity / down[to[i]]);
          next = Math.min(next, t + left[i] / rate[i] * 1e12);
        }
      }
      for (int i = 0; i < n; i++) if (state[i] == 1) left[i] -= rate[i] * (next - t) / 1e12;
      t = next;
      for (int i = 0; i < n; i++) {
        if (state[i] == 1 && left[i] <= 1e-3) {
          state[i] = 2;
          delivered[i] = t;
          finished++;
        } else if (state[i] == 0 && start[i] <= t) {
          state[i] = 1;
        }
      }
    }
    return delivered;
  }

  @Test
  void aTimeQuantumRoundsActivationsAndFinishesUpToWholeSteps() {
    // INRFlow's integer steps: with a 1 us quantum, the 200 ns latency ends at 1 us, then 1 MB at
    // 12.5e9 B/s takes 80 us: finish 81 us, already whole. Half a MB takes 40 us: 41 us. With a
    // 3 us quantum: activation at 3 us, finish 3 + 40 = 43 -> 45 us.
    FlowTable table = table(star(4)).withTimeQuantum(US);
    table.inject(0, flow(0, 0, 1, MB / 2));
    assertEquals(US, table.nextEventPs());
    assertEquals(41 * US, drain(table).get(0).deliveredPs());
    FlowTable coarse = table(star(4)).withTimeQuantum(3 * US);
    coarse.inject(0, flow(0, 0, 1, MB / 2));
    assertEquals(45 * US, drain(coarse).get(0).deliveredPs());
  }

  @Test
  void linkDirectionsTakeTheCapacityOfTheNodeTheyLeave() {
    // INRFlow's capacity=Cs_Cw: leaving a server 100 Gbit/s, leaving a switch 10 Gbit/s (1.25e9
    // B/s). A flow 0 -> 1 on a star goes up at 12.5e9 B/s and down at 1.25e9 B/s (its
    // bottleneck): 1 MB takes 800 us, plus the 200 ns latency. (Both directions at the link's
    // first capacity would give 80 us.)
    Topology t = star(2).withCapacityByTail(Bandwidth.gbps(100).bitsPerSecond(), Bandwidth.gbps(10).bitsPerSecond());
    assertEquals(100e9, t.directedCapacityBitsPerSecond(0));
    assertEquals(10e9, t.directedCapacityBitsPerSecond(1));
    FlowTable table = table(t);
    table.inject(0, flow(0, 0, 1, MB));
    assertEquals(LATENCY_PS + 800 * US, drain(table).get(0).deliveredPs());
  }
}
