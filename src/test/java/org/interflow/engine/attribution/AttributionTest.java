package org.interflow.engine.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import org.interflow.actors.SimulationRuntimes;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.JobLinkShare;
import org.interflow.engine.dynamic.flows.JobPairLoss;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.engine.dynamic.runner.SmallApplications;
import org.interflow.io.catalog.RoutingCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;
import org.interflow.model.units.Bandwidth;
import org.junit.jupiter.api.Test;

/** Slowdowns and shared links worked out by hand, and the same attribution however it is run. */
class AttributionTest {
  private static final double TOLERANCE = 1e-9;
  private static final SimulationRuntime DIRECT = SimulationRuntimes.forName("direct");
  private static final SimulationRuntime ACTORS = SimulationRuntimes.forName("actors");

  /**
   * A ring of 4 switches (torus:dims=4), one server on each, links of 8 Gb/s = 1e9 B/s and no
   * latency, dimension order with ties the + way. Job 0 sends 1 MB from server 0 to server 2 (s0,
   * sw0, sw1, sw2, s2), job 1 sends 2 MB from server 1 to server 3 (s1, sw1, sw2, sw3, s3): they
   * share exactly one directed link, sw1 -> sw2.
   *
   * <p>Together, max-min gives each flow half of sw1 -> sw2, 0.5e9 B/s (every other link of either
   * path carries one flow). Job 0's 1e6 B end at 2 ms. Job 1 then has 2e6 - 0.5e9 * 2e-3 = 1e6 B
   * left at the full 1e9 B/s: it ends at 3 ms. Alone, job 0 takes 1e6 / 1e9 = 1 ms and job 1 2 ms:
   * slowdowns 2/1 = 2 and 3/2 = 1.5.
   *
   * <p>On sw1 -> sw2: job 0 had traffic for 2 ms, all of it shared; the other job carried 0.5e9 B/s
   * x 2 ms = 1e6 B; it took half the link the whole time: lost = 0.5 x 2 ms = 1 ms, share lost
   * 1 ms / 2 ms = 0.5. Job 1 had traffic for 3 ms, 2 ms of them shared, the other job carried 1e6 B
   * and took 1 ms of the link's capacity: share lost 1 / 3. No other link is shared.
   */
  @Test
  void twoJobsSharingOneLinkSlowDownByTheHandWorkedFactors() {
    Topology ring = ring();
    SimulationSpec spec = spec(ring, true, List.of(
        new JobSpec(SmallApplications.computeThenSend(0, 1_000_000), 0, new int[] {0, 2}),
        new JobSpec(SmallApplications.computeThenSend(0, 2_000_000), 0, new int[] {1, 3})));
    SimulationResult shared = DIRECT.run(spec, 1);
    assertEquals(2_000_000_000L, shared.jobs().get(0).finishPs());
    assertEquals(3_000_000_000L, shared.jobs().get(1).finishPs());

    List<JobAttribution> jobs = Attribution.attribute(shared, new LocalAloneRunner(spec(ring, false, spec.jobs()), DIRECT, 1, 2), 5);
    assertEquals(1_000_000_000L, jobs.get(0).alonePs());
    assertEquals(2_000_000_000L, jobs.get(1).alonePs());
    assertEquals(2.0, jobs.get(0).slowdown(), TOLERANCE);
    assertEquals(1.5, jobs.get(1).slowdown(), TOLERANCE);

    int sw1ToSw2 = link(ring, ring.neighbor(1, 0), ring.neighbor(2, 0));
    JobLinkShare first = single(jobs.get(0).topLinks());
    assertEquals(sw1ToSw2, first.directedLink());
    assertEquals(2_000_000_000L, first.ownPs());
    assertEquals(2_000_000_000L, first.sharedPs());
    assertEquals(1e6, first.othersBytes(), 1e6 * TOLERANCE);
    assertEquals(1e-3, first.lostSeconds(), TOLERANCE);
    assertEquals(0.5, first.shareLost(), TOLERANCE);
    JobLinkShare second = single(jobs.get(1).topLinks());
    assertEquals(sw1ToSw2, second.directedLink());
    assertEquals(3_000_000_000L, second.ownPs());
    assertEquals(2_000_000_000L, second.sharedPs());
    assertEquals(1e6, second.othersBytes(), 1e6 * TOLERANCE);
    assertEquals(1.0 / 3, second.shareLost(), TOLERANCE);
    assertEquals(List.of(1, 0), List.of(first.topOther(), second.topOther()));
    // which job slowed which: each took 1 ms of the link from the other, carrying 1e6 B meanwhile
    assertEquals(1, jobs.get(0).mainCulprit());
    assertEquals(0, jobs.get(1).mainCulprit());
    JobPairLoss onFirst = single(jobs.get(0).byOther());
    assertEquals(List.of(0, 1), List.of(onFirst.job(), onFirst.other()));
    assertEquals(1e-3, onFirst.lostSeconds(), TOLERANCE);
    assertEquals(1e6, onFirst.otherBytes(), 1e6 * TOLERANCE);
    assertEquals(1e-3, single(jobs.get(1).byOther()).lostSeconds(), TOLERANCE);
    // each job's own links were never shared: 4 links each with traffic, 1 of them shared
    assertEquals(4, shared.linkInterference().of(0).size());
    assertEquals(4, shared.linkInterference().of(1).size());
  }

  /**
   * The ring above under full priority (FP): job 0 sends 1 MB of application traffic from server 0
   * to 2, job 1 1 MB of storage traffic from server 1 to 3. On sw1 -> sw2 job 1's flow is starved
   * (rate 0) while job 0's transfers at 1e9 B/s, from 0 to 1 ms, then gets 1e9 B/s: it ends at 2
   * ms. Alone each takes 1 ms: slowdowns 1 and 2.
   *
   * <p>A starved flow still counts as traffic on the link: on sw1 -> sw2 job 0 had traffic for 1 ms,
   * shared all of it, but job 1 carried nothing then (0 bytes, nothing lost, no culprit); job 1
   * had traffic for 2 ms, 1 ms of it shared, during which job 0 took the whole link: 1e6 B, 1 ms
   * lost, share lost 1 / 2.
   */
  @Test
  void aFlowStarvedByPriorityLosesTheWholeLinkWhileItWaits() {
    Topology ring = ring();
    List<JobSpec> jobs = List.of(
        new JobSpec(SmallApplications.computeThenSend(0, 1_000_000), 0, new int[] {0, 2}),
        new JobSpec(SmallApplications.computeThenSend(0, 1_000_000, TrafficClass.STORAGE), 0, new int[] {1, 3}));
    SimulationSpec spec = spec(ring, true, jobs, PriorityPolicy.fullPriority());
    SimulationResult shared = DIRECT.run(spec, 1);
    List<JobAttribution> attributed = Attribution.attribute(shared,
        new LocalAloneRunner(spec(ring, false, jobs, PriorityPolicy.fullPriority()), DIRECT, 1, 1), 5);
    assertEquals(1.0, attributed.get(0).slowdown(), TOLERANCE);
    assertEquals(2.0, attributed.get(1).slowdown(), TOLERANCE);
    int sw1ToSw2 = link(ring, ring.neighbor(1, 0), ring.neighbor(2, 0));
    JobLinkShare first = single(attributed.get(0).topLinks());
    assertEquals(List.of((long) sw1ToSw2, 1_000_000_000L, 1_000_000_000L, -1L),
        List.of((long) first.directedLink(), first.ownPs(), first.sharedPs(), (long) first.topOther()));
    assertEquals(0.0, first.lostSeconds(), 0.0);
    assertEquals(-1, attributed.get(0).mainCulprit());
    JobLinkShare second = single(attributed.get(1).topLinks());
    assertEquals(List.of(2_000_000_000L, 1_000_000_000L), List.of(second.ownPs(), second.sharedPs()));
    assertEquals(1e6, second.othersBytes(), 1e6 * TOLERANCE);
    assertEquals(0.5, second.shareLost(), TOLERANCE);
    assertEquals(0, attributed.get(1).mainCulprit());
  }

  /**
   * The ring with ECMP: each message is split over both ways round, two subflows of half its size.
   * Job 0 sends 1 MB from server 0 to 2 (0.5 MB via sw1, 0.5 MB via sw3), job 1 2 MB from server 1
   * to 3 (1 MB via sw2, 1 MB via sw0). Every subflow gets 0.5e9 B/s: its sender's access link
   * carries its job's two subflows, and sw1 -> sw2 and sw0 -> sw3 one subflow of each job. Job 0
   * ends at 0.5e6 / 0.5e9 = 1 ms; job 1's subflows, still capped by their shared access link, end
   * at 2 ms. Alone nothing changes (the access links were the bottleneck): slowdowns 1 and 1.
   *
   * <p>Yet the jobs met on two links: on each of sw1 -> sw2 and sw0 -> sw3, job 0 had traffic for 1
   * ms, all shared, the other carrying 0.5e9 B/s: 0.5e6 B, 0.5 ms lost, share lost 0.5; job 1 for 2
   * ms, 1 ms shared: 0.5e6 B, 0.5 ms lost, share lost 0.25. Per pair, over both links: 1 ms and
   * 1e6 B each way. Capacity lost, no time lost.
   */
  @Test
  void multipathJobsThatMeetOffTheirBottlenecksLoseCapacityButNoTime() {
    Topology ring = ring();
    List<JobSpec> jobs = List.of(
        new JobSpec(SmallApplications.computeThenSend(0, 1_000_000), 0, new int[] {0, 2}),
        new JobSpec(SmallApplications.computeThenSend(0, 2_000_000), 0, new int[] {1, 3}));
    SimulationSpec spec = spec(ring, "ecmp", true, jobs, PriorityPolicy.NONE);
    SimulationResult shared = DIRECT.run(spec, 1);
    List<JobAttribution> attributed = Attribution.attribute(shared,
        new LocalAloneRunner(spec(ring, "ecmp", false, jobs, PriorityPolicy.NONE), DIRECT, 1, 1), 5);
    assertEquals(List.of(1_000_000_000L, 2_000_000_000L), List.of(attributed.get(0).togetherPs(), attributed.get(1).togetherPs()));
    assertEquals(1.0, attributed.get(0).slowdown(), 0.0);
    assertEquals(1.0, attributed.get(1).slowdown(), 0.0);
    int viaSw1 = link(ring, ring.neighbor(1, 0), ring.neighbor(2, 0));
    int viaSw0 = link(ring, ring.neighbor(0, 0), ring.neighbor(3, 0));
    List<Integer> expectedLinks = List.of(Math.min(viaSw1, viaSw0), Math.max(viaSw1, viaSw0));  // tie: by link id
    for (JobAttribution j : attributed) {
      assertEquals(expectedLinks, j.topLinks().stream().map(JobLinkShare::directedLink).toList());
      for (JobLinkShare s : j.topLinks()) {
        assertEquals(j.job() == 0 ? 1_000_000_000L : 2_000_000_000L, s.ownPs());
        assertEquals(1_000_000_000L, s.sharedPs());
        assertEquals(0.5e6, s.othersBytes(), 0.5e6 * TOLERANCE);
        assertEquals(0.5e-3, s.lostSeconds(), TOLERANCE);
        assertEquals(j.job() == 0 ? 0.5 : 0.25, s.shareLost(), TOLERANCE);
      }
      JobPairLoss pair = single(j.byOther());
      assertEquals(1e-3, pair.lostSeconds(), TOLERANCE);
      assertEquals(1e6, pair.otherBytes(), 1e6 * TOLERANCE);
    }
  }

  @Test
  void jobsThatShareNoLinkRunAloneExactlyAsTogetherWithTheirOwnRandomStreams() {
    // A star: every server has its own link. Two random all-to-alls on servers 0..3 and 4..7 share
    // nothing, so each alone-run must repeat its shared run to the picosecond -- which needs the
    // tasks of job 1, run alone as job 0, to draw the same random compute times.
    Topology star = TopologyCatalog.build(TopologyCatalog.parse("star:servers=8"), new LinkParams(Bandwidth.gbps(8), 1_000));
    SimulationSpec spec = spec(star, true, List.of(
        new JobSpec(SmallApplications.randomAllToAll(4, 100_000, 5_000_000), 0),
        new JobSpec(SmallApplications.randomAllToAll(4, 100_000, 5_000_000), 0)));
    SimulationResult shared = DIRECT.run(spec, 1);
    List<JobAttribution> jobs = Attribution.attribute(shared, new LocalAloneRunner(spec(star, false, spec.jobs()), DIRECT, 1, 2), 5);
    for (JobAttribution j : jobs) {
      assertEquals(1.0, j.slowdown(), 0.0, "job " + j.job());
      assertTrue(j.topLinks().isEmpty());
    }
  }

  @Test
  void attributionIsTheSameOnEitherRuntimeWithAnyThreadsAndAloneRunParallelism() {
    // Three random all-to-alls on a 2-level fat-tree, placed by the scheduler on neighbouring
    // servers so that they share leaf up-links.
    Topology tree = TopologyCatalog.build(TopologyCatalog.parse("fattree:k=4,n=2"), new LinkParams(Bandwidth.gbps(8), 1_000));
    List<JobSpec> jobs = List.of(
        new JobSpec(SmallApplications.randomAllToAll(6, 200_000, 2_000_000), 0),
        new JobSpec(SmallApplications.randomAllToAll(5, 300_000, 1_000_000), 0),
        new JobSpec(SmallApplications.randomAllToAll(5, 100_000, 3_000_000), 500_000));
    SimulationSpec spec = spec(tree, true, jobs);
    SimulationSpec quiet = spec(tree, false, jobs);
    SimulationResult reference = DIRECT.run(spec, 1);
    List<JobAttribution> expected = Attribution.attribute(reference, new LocalAloneRunner(quiet, DIRECT, 1, 1), 3);
    assertTrue(expected.stream().anyMatch(j -> j.slowdown() > 1), "the jobs should interfere");
    assertNotNull(reference.linkInterference());
    for (int threads : new int[] {1, 4}) {
      SimulationResult actors = ACTORS.run(spec, threads);
      assertEquals(reference.linkInterference(), actors.linkInterference(), "actors, " + threads + " threads");
      for (int parallelism : new int[] {1, 4}) {
        assertEquals(expected, Attribution.attribute(actors, new LocalAloneRunner(quiet, ACTORS, threads, parallelism), 3),
            "actors, " + threads + " threads, " + parallelism + " alone-runs at once");
      }
    }
    assertEquals(expected, Attribution.attribute(reference, new LocalAloneRunner(quiet, DIRECT, 1, 4), 3));
  }

  @Test
  void aRunWithoutAttributionRecordsNoInterference() {
    Topology ring = ring();
    SimulationResult r = DIRECT.run(spec(ring, false, List.of(new JobSpec(SmallApplications.computeThenSend(0, 1000), 0))), 1);
    assertNull(r.linkInterference());
  }

  private static Topology ring() {
    return TopologyCatalog.build(TopologyCatalog.parse("torus:dims=4"), new LinkParams(Bandwidth.gbps(8), 0));
  }

  private static SimulationSpec spec(Topology topology, boolean attribute, List<JobSpec> jobs) {
    return spec(topology, attribute, jobs, PriorityPolicy.NONE);
  }

  private static SimulationSpec spec(Topology topology, boolean attribute, List<JobSpec> jobs, PriorityPolicy priority) {
    return spec(topology, "default", attribute, jobs, priority);
  }

  private static SimulationSpec spec(Topology topology, String routingName, boolean attribute, List<JobSpec> jobs,
      PriorityPolicy priority) {
    RoutingAlgorithm routing = RoutingCatalog.create(routingName, topology, FailureSet.NONE, 1);
    Supplier<BandwidthSharing> sharing = SharingCatalog.factory("max-min", topology, priority);
    Supplier<FlowTable> model = () -> attribute ? new FlowTable(topology, routing, sharing.get()).withJobAttribution()
        : new FlowTable(topology, routing, sharing.get());
    return new SimulationSpec(topology, FailureSet.NONE, routing, model, jobs, 7, false, false, JobPolicies.defaults());
  }

  private static int link(Topology t, int from, int to) {
    for (int d = 0; d < t.directedLinks(); d++) if (t.from(d) == from && t.to(d) == to) return d;
    throw new AssertionError("no link " + from + " -> " + to);
  }

  private static <T> T single(List<T> items) {
    assertEquals(1, items.size(), items.toString());
    return items.get(0);
  }
}
