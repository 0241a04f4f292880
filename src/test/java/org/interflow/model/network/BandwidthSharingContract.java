package org.interflow.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.tree.DModKRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.TopologySpec;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;

/**
 * What every bandwidth model must satisfy, checked on hand-wired lines of links: a lone subflow
 * gets its link, equal subflows split a link evenly, weights split it in proportion, no link is
 * ever over capacity, removing subflows gives rates back, the figure 1 cases of the INRFlow paper
 * for NP/BA/FP, and incremental updates agree bit for bit with a fresh computation of the same
 * active set. Each model's test extends this and adds the cases where the models differ.
 *
 * <p>Capacities are written in units of G = 10^9 bytes per second; a link of "1" carries 1 GB/s.
 */
public abstract class BandwidthSharingContract {
  /** One gigabyte per second, the unit the cases are written in. */
  protected static final double G = 1e9;
  /** Relative tolerance for rates worked out by hand (they are exact up to rounding). */
  protected static final double TOLERANCE = 1e-12;

  private static final PriorityPolicy[] POLICIES = {
    PriorityPolicy.NONE, PriorityPolicy.apportionment(0.5), PriorityPolicy.apportionment(0.75),
    PriorityPolicy.fullPriority()};

  protected abstract BandwidthSharing create(Topology topology, PriorityPolicy policy);

  /**
   * Relative difference allowed between incremental updates and a fresh computation of the same
   * active set: 0 (bit for bit) unless a model's incremental updates fill in another order.
   */
  protected double freshTolerance() { return 0; }

  /** Spec of a hand-wired line: just its capacities. */
  record Line(String name) implements TopologySpec {
    @Override
    public String family() { return "test"; }

    @Override
    public String canonical() { return "test:" + name; }
  }

  /**
   * Switches 0..n in a row; link i joins switch i and i+1 with capacity {@code capacitiesG[i]} G
   * each way, so directed link 2i runs i -> i+1 and 2i+1 runs back.
   */
  protected static Topology line(double... capacitiesG) {
    TopologyBuilder b = new TopologyBuilder(new Line("line" + capacitiesG.length), 0, capacitiesG.length + 1,
        LinkParams.DEFAULT);
    for (int i = 0; i < capacitiesG.length; i++) {
      b.link(b.switchNode(i), b.switchNode(i + 1), new LinkParams(Bandwidth.bytesPerSecond(capacitiesG[i] * G), 0));
    }
    return b.build();
  }

  /** Adds a subflow over the forward directions of the given undirected links of a line. */
  protected static void addForward(BandwidthSharing sharing, int subflow, double weight, TrafficClass c, int... links) {
    int[] path = new int[links.length];
    for (int i = 0; i < links.length; i++) path[i] = 2 * links[i];
    sharing.add(subflow, path, path.length, weight, c);
  }

  protected static void addForward(BandwidthSharing sharing, int subflow, int... links) {
    addForward(sharing, subflow, 1, TrafficClass.APPLICATION, links);
  }

  protected static void assertRate(double expectedG, BandwidthSharing sharing, int subflow) {
    assertEquals(expectedG * G, sharing.rate(subflow), TOLERANCE * G, "rate of subflow " + subflow);
  }

  protected static void update(BandwidthSharing sharing) { sharing.update((s, o, n) -> { }); }

  /**
   * Unequal parking lot, NP, updated: link 0 of 1 G and link 1 of 2 G; subflow 0 crosses both,
   * subflow 1 only link 0, subflow 2 only link 1.
   */
  protected BandwidthSharing unequalParkingLot() {
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 0, 1);
    addForward(sharing, 1, 0);
    addForward(sharing, 2, 1);
    update(sharing);
    return sharing;
  }

  /**
   * Weighted chain, NP, updated: link 0 of 1 G carries subflow 0 (weight 1) and subflow 1 (weight
   * 3); subflow 1 also crosses link 1 of 2 G, shared with subflow 2 (weight 1).
   */
  protected BandwidthSharing weightedChain() {
    BandwidthSharing sharing = create(line(1, 2), PriorityPolicy.NONE);
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 3, TrafficClass.APPLICATION, 0, 1);
    addForward(sharing, 2, 1, TrafficClass.APPLICATION, 1);
    update(sharing);
    return sharing;
  }

  /**
   * Links 0 and 1 of 1 G, updated: application subflows 0..3 share link 0, application subflow 0
   * also crosses link 1, where storage subflow 4 is its only company.
   */
  protected BandwidthSharing fourAppsAndAStorageFlow(PriorityPolicy policy) {
    BandwidthSharing sharing = create(line(1, 1), policy);
    addForward(sharing, 0, 0, 1);
    for (int s = 1; s < 4; s++) addForward(sharing, s, 0);
    addForward(sharing, 4, 1, TrafficClass.STORAGE, 1);
    update(sharing);
    return sharing;
  }

  @Test
  void singleFlowGetsFullCapacity() {
    // One subflow over links of 2 G and 3 G: nothing else shares them, the slower link bounds it: 2 G.
    for (PriorityPolicy p : POLICIES) {
      BandwidthSharing sharing = create(line(2, 3), p);
      addForward(sharing, 7, 1, TrafficClass.STORAGE, 0, 1);
      update(sharing);
      assertRate(2, sharing, 7);
      assertEquals(1, sharing.activeSubflows());
    }
  }

  @Test
  void twoFlowsOnOneLinkGetHalfTheBandwidthEach() {
    // Link of 1 G, two equal subflows of the same class: 1/2 G each under every policy.
    for (PriorityPolicy p : POLICIES) {
      BandwidthSharing sharing = create(line(1), p);
      addForward(sharing, 0, 0);
      addForward(sharing, 1, 0);
      update(sharing);
      assertRate(0.5, sharing, 0);
      assertRate(0.5, sharing, 1);
    }
  }

  @Test
  void oppositeDirectionsOfALinkDoNotShare() {
    // Directed links 0 (forward) and 1 (back) of a 1 G link are separate channels: 1 G each.
    BandwidthSharing sharing = create(line(1), PriorityPolicy.NONE);
    sharing.add(0, new int[] {0}, 1, 1, TrafficClass.APPLICATION);
    sharing.add(1, new int[] {1}, 1, 1, TrafficClass.APPLICATION);
    update(sharing);
    assertRate(1, sharing, 0);
    assertRate(1, sharing, 1);
  }

  @Test
  void weightsOneAndThreeOnOneLinkGetAQuarterAndThreeQuarters() {
    // Link of 1 G, weights 1 and 3: shares w/(1+3) of C = 1/4 G and 3/4 G in both models.
    BandwidthSharing sharing = create(line(1), PriorityPolicy.NONE);
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 3, TrafficClass.APPLICATION, 0);
    update(sharing);
    assertRate(0.25, sharing, 0);
    assertRate(0.75, sharing, 1);
  }

  @Test
  void parkingLotGivesEveryFlowHalfALink() {
    // Parking lot: 4 links of 1 G in a row, subflow 0 crosses all, subflow 1+i crosses link i only.
    // Every link carries 2 subflows, so bottleneck-share gives each min(1/2, ...) = 1/2; max-min
    // saturates all four links at level 1/2 at once, also 1/2 each.
    BandwidthSharing sharing = create(line(1, 1, 1, 1), PriorityPolicy.NONE);
    addForward(sharing, 0, 0, 1, 2, 3);
    for (int i = 0; i < 4; i++) addForward(sharing, 1 + i, i);
    update(sharing);
    for (int s = 0; s < 5; s++) assertRate(0.5, sharing, s);
  }

  @Test
  void figureOneNoPrioritiesSplitsAppAndStorageEvenly() {
    // INRFlow figure 1a: one application and one storage subflow on a 1 G link, NP: 1/2 G each.
    BandwidthSharing sharing = create(line(1), PriorityPolicy.NONE);
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 1, TrafficClass.STORAGE, 0);
    update(sharing);
    assertRate(0.5, sharing, 0);
    assertRate(0.5, sharing, 1);
  }

  @Test
  void figureOneApportionmentSplitsByShareAndALoneClassTakesTheLink() {
    // Figure 1b: BA 50/50 -> app 1/2, storage 1/2; BA 75/25 -> app 3/4, storage 1/4. When the app
    // subflow leaves, the storage subflow is alone on the link and takes all 1 G.
    for (double share : new double[] {0.5, 0.75}) {
      BandwidthSharing sharing = create(line(1), PriorityPolicy.apportionment(share));
      addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
      addForward(sharing, 1, 1, TrafficClass.STORAGE, 0);
      update(sharing);
      assertRate(share, sharing, 0);
      assertRate(1 - share, sharing, 1);
      sharing.remove(0);
      update(sharing);
      assertRate(1, sharing, 1);
    }
  }

  @Test
  void figureOneFullPriorityStarvesStorageUntilTheAppFlowLeaves() {
    // Figure 1c: FP, app and storage subflow on a 1 G link: app 1 G, storage 0; after the app
    // subflow is removed the storage subflow gets the whole 1 G.
    BandwidthSharing sharing = create(line(1), PriorityPolicy.fullPriority());
    addForward(sharing, 0, 1, TrafficClass.APPLICATION, 0);
    addForward(sharing, 1, 1, TrafficClass.STORAGE, 0);
    update(sharing);
    assertRate(1, sharing, 0);
    assertRate(0, sharing, 1);
    List<double[]> changes = new ArrayList<>();
    sharing.remove(0);
    sharing.update((s, o, n) -> changes.add(new double[] {s, o, n}));
    assertRate(1, sharing, 1);
    assertEquals(1, changes.size());
    assertEquals(1, changes.get(0)[0]);
    assertEquals(0, changes.get(0)[1]);
    assertEquals(G, changes.get(0)[2], TOLERANCE * G);
  }

  @Test
  void fullPriorityStorageTakesWhatApplicationsLeave() {
    // In fourAppsAndAStorageFlow apps are bounded by link 0 at 1/4 G each, so the residual of link
    // 1 is 1 - 1/4 = 3/4 G, all of it for storage subflow 4 (both models).
    BandwidthSharing sharing = fourAppsAndAStorageFlow(PriorityPolicy.fullPriority());
    for (int s = 0; s < 4; s++) assertRate(0.25, sharing, s);
    assertRate(0.75, sharing, 4);
  }

  @Test
  void allToAllOnAFatTreeIsBoundByTheServerLinks() {
    // All-to-all among the 64 servers of a 4-ary 3-tree with d-mod-k routing, 100 Gbit/s links
    // (12.5e9 B/s). Every server link carries 63 flows each way; a leaf uplink carries the flows of
    // its 4 servers to the 15 remote destinations of one residue, 4 * 15 = 60, and a pod uplink
    // 16 * 3 = 48. So under both models every flow is held at 12.5e9 / 63 B/s by its injection and
    // ejection links. Removing server 0's 63 outgoing flows leaves every other injection link at 63
    // flows, so no rate changes and nothing is reported.
    Topology t = FatTreeBuilder.build(new FatTreeSpec(4, 3), LinkParams.DEFAULT);
    RoutingAlgorithm routing = new DModKRouting(t, FailureSet.NONE);
    PathBuffer buffer = new PathBuffer();
    BandwidthSharing sharing = create(t, PriorityPolicy.NONE);
    for (int src = 0; src < 64; src++) {
      for (int dst = 0; dst < 64; dst++) {
        if (src == dst) continue;
        routing.route(src, dst, buffer);
        sharing.add(64 * src + dst, buffer.path(0), buffer.length(0), 1, TrafficClass.APPLICATION);
      }
    }
    update(sharing);
    double share = 12.5e9 / 63;
    for (int src = 0; src < 64; src++) {
      for (int dst = 0; dst < 64; dst++) {
        if (src != dst) assertEquals(share, sharing.rate(64 * src + dst), TOLERANCE * share);
      }
    }
    for (int dst = 1; dst < 64; dst++) sharing.remove(dst);
    List<Integer> reported = new ArrayList<>();
    sharing.update((s, o, n) -> reported.add(s));
    assertEquals(List.of(), reported);
    assertEquals(63 * 63, sharing.activeSubflows());
  }

  @Test
  void removingAnInactiveSubflowOrAddingAnActiveOneFails() {
    BandwidthSharing sharing = create(line(1), PriorityPolicy.NONE);
    addForward(sharing, 0, 0);
    assertThrows(IllegalStateException.class, () -> addForward(sharing, 0, 0));
    assertThrows(IllegalStateException.class, () -> sharing.remove(1));
    assertThrows(IllegalArgumentException.class, () -> addForward(sharing, 1, 0, TrafficClass.APPLICATION, 0));
  }

  @Test
  void longChurnOfAddsAndRemovesKeepsRatesRight() {
    // 20,000 subflows pass through a line of 4 links of 1 G: subflow i crosses link i mod 4 and
    // link (i+1) mod 4 and is removed 8 adds later, with an update every 3 operations (so ids and
    // path storage are recycled many times over). At the end subflows 19992..19999 are active and
    // each link k carries exactly 4 of them (those with i = k or k-1 mod 4), so every rate is 1/4 G.
    BandwidthSharing sharing = create(line(1, 1, 1, 1), PriorityPolicy.NONE);
    for (int i = 0; i < 20_000; i++) {
      addForward(sharing, i, i % 4, (i + 1) % 4);
      if (i >= 8) sharing.remove(i - 8);
      if (i % 3 == 0) update(sharing);
    }
    update(sharing);
    assertEquals(8, sharing.activeSubflows());
    for (int i = 19_992; i < 20_000; i++) assertRate(0.25, sharing, i);
  }

  @Test
  void removingFlowsRestoresRates() {
    // Link of 1 G: one subflow alone gets 1; three more make it 1/4; removing them gives 1 back,
    // and the id of a removed subflow can be reused.
    BandwidthSharing sharing = create(line(1), PriorityPolicy.NONE);
    addForward(sharing, 0, 0);
    update(sharing);
    assertRate(1, sharing, 0);
    for (int s = 1; s < 4; s++) addForward(sharing, s, 0);
    update(sharing);
    assertRate(0.25, sharing, 0);
    for (int s = 1; s < 4; s++) sharing.remove(s);
    update(sharing);
    assertRate(1, sharing, 0);
    assertEquals(1, sharing.activeSubflows());
    addForward(sharing, 2, 0);
    update(sharing);
    assertRate(0.5, sharing, 2);
  }

  @Test
  void updateReportsOnlySubflowsSharingLinksWithTheChange() {
    // Links 0 and 1 (1 G) carry disjoint subflows {0,1} and {2,3}. Removing 0 changes 1 from 1/2 to
    // 1 G; subflows 2 and 3 share nothing with it and must not be reported.
    BandwidthSharing sharing = create(line(1, 1), PriorityPolicy.NONE);
    addForward(sharing, 0, 0);
    addForward(sharing, 1, 0);
    addForward(sharing, 2, 1);
    addForward(sharing, 3, 1);
    List<Integer> reported = new ArrayList<>();
    sharing.update((s, o, n) -> reported.add(s));
    assertEquals(List.of(0, 1, 2, 3), reported, "added subflows are reported in id order");
    reported.clear();
    sharing.remove(0);
    sharing.update((s, o, n) -> reported.add(s));
    assertEquals(List.of(1), reported);
  }

  @Test
  void ratesNeverExceedCapacityAndListenerSeesEveryChange() {
    for (PriorityPolicy p : POLICIES) {
      Scenario sc = new Scenario(p, 11);
      for (int round = 0; round < 30; round++) {
        sc.step(12, 8);
        double[] load = new double[sc.topology.directedLinks()];
        for (int s = 0; s < sc.paths.length; s++) {
          if (sc.paths[s] == null || sc.paths[s].length == 0) continue;
          for (int d : sc.paths[s]) load[d] += sc.sharing.rate(s);
        }
        for (int d = 0; d < load.length; d++) {
          double cap = sc.topology.capacityBitsPerSecond(Topology.linkOf(d)) / 8;
          assertTrue(load[d] <= cap * (1 + 1e-9), p + " link " + d + " carries " + load[d] + " > " + cap);
        }
      }
    }
  }

  @Test
  void sameOperationsGiveBitIdenticalRates() {
    for (PriorityPolicy p : POLICIES) {
      Scenario a = new Scenario(p, 5);
      Scenario b = new Scenario(p, 5);
      for (int round = 0; round < 20; round++) {
        a.step(10, 6);
        b.step(10, 6);
        for (int s = 0; s < a.paths.length; s++) {
          if (a.paths[s] != null) assertEquals(a.sharing.rate(s), b.sharing.rate(s), 0.0);
        }
      }
    }
  }

  @Test
  void incrementalUpdatesMatchAFreshComputation() {
    // After every update, a new model given the same active set in one batch (in reverse id order,
    // so that link membership is stored differently) must give exactly the same rates.
    for (PriorityPolicy p : POLICIES) {
      for (long seed = 1; seed <= 3; seed++) {
        Scenario sc = new Scenario(p, seed);
        for (int round = 0; round < 25; round++) {
          sc.step(9, 7);
          BandwidthSharing fresh = create(sc.topology, p);
          for (int s = sc.paths.length - 1; s >= 0; s--) {
            if (sc.paths[s] != null) fresh.add(s, sc.paths[s], sc.paths[s].length, sc.weights[s], sc.classes[s]);
          }
          update(fresh);
          for (int s = 0; s < sc.paths.length; s++) {
            if (sc.paths[s] != null) {
              String where = p + " seed " + seed + " round " + round + " subflow " + s;
              double expected = fresh.rate(s);
              double slack = Double.isInfinite(expected) ? 0 : freshTolerance() * expected;
              assertEquals(expected, sc.sharing.rate(s), slack, where);
            }
          }
        }
      }
    }
  }

  /**
   * A random stream of adds and removes on a line of 10 links of 1, 2 or 3 G: paths are random sets
   * of 1-4 distinct directed links (the models do not need connected paths), rarely empty; weights
   * are 1, 1, 2, 0.5 or 3 and classes random. The listener's reports are checked against rate().
   */
  protected final class Scenario {
    final Topology topology = line(1, 2, 3, 1, 2, 1, 3, 1, 1, 2);
    final BandwidthSharing sharing;
    final SplittableRandom random;
    final int[][] paths = new int[60][];
    final double[] weights = new double[60];
    final TrafficClass[] classes = new TrafficClass[60];
    final double[] known = new double[60];

    protected Scenario(PriorityPolicy policy, long seed) {
      sharing = create(topology, policy);
      random = new SplittableRandom(seed);
    }

    /** Removes up to {@code removes} random subflows, adds up to {@code adds}, and updates. */
    protected void step(int adds, int removes) {
      for (int i = 0; i < removes; i++) {
        int s = random.nextInt(paths.length);
        if (paths[s] != null) {
          sharing.remove(s);
          paths[s] = null;
        }
      }
      for (int i = 0; i < adds; i++) {
        int s = random.nextInt(paths.length);
        if (paths[s] != null) continue;
        int length = random.nextInt(20) == 0 ? 0 : 1 + random.nextInt(4);
        int[] path = random.ints(0, topology.directedLinks()).distinct().limit(length).toArray();
        paths[s] = path;
        weights[s] = new double[] {1, 1, 2, 0.5, 3}[random.nextInt(5)];
        classes[s] = random.nextBoolean() ? TrafficClass.APPLICATION : TrafficClass.STORAGE;
        sharing.add(s, path, path.length, weights[s], classes[s]);
        known[s] = 0;
      }
      int[] last = {-1};
      sharing.update((s, o, n) -> {
        assertTrue(s > last[0], "reports in increasing id order");
        last[0] = s;
        assertEquals(known[s], o, 0.0, "old rate of " + s);
        assertTrue(o != n || o == 0, "reported a rate that did not change");
        known[s] = n;
      });
      for (int s = 0; s < paths.length; s++) {
        if (paths[s] != null) assertEquals(known[s], sharing.rate(s), 0.0, "unreported change of " + s);
      }
    }
  }
}
