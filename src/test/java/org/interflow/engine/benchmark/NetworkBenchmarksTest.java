package org.interflow.engine.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.interflow.model.benchmark.BisectionBandwidths;
import org.interflow.model.benchmark.CollectiveTiming;
import org.interflow.model.benchmark.ImbCollective;
import org.interflow.model.benchmark.PairBandwidths;
import org.interflow.model.benchmark.RandomBisections;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.network.MaxMinSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.ftree.FtreeRouting;
import org.interflow.model.routing.sssp.DfssspRouting;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.fattree.FatTreeBuilder;
import org.interflow.model.topology.fattree.FatTreeSpec;
import org.interflow.model.topology.fattree.ThinTreeSpec;
import org.interflow.model.topology.hyperx.HyperXBuilder;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks against closed forms. Links are 100 Gbit/s (C = 12.5e9 bytes/s) with 100 ns of
 * latency; max-min sharing. A flow of B bytes alone on its links takes its path latency plus B / C.
 */
class NetworkBenchmarksTest {
  private static final double C = 12.5e9;
  private static final double HOP = 100e-9;
  private static final double REL = 1e-9;

  static Topology star(int n) { return StarBuilder.build(new StarSpec(n), LinkParams.DEFAULT); }

  static BenchmarkNetwork net(Topology t, RoutingAlgorithm r, int... servers) {
    return new BenchmarkNetwork(t, FailureSet.NONE, r, () -> new MaxMinSharing(t, PriorityPolicy.NONE), servers);
  }

  /** 2:1 thin tree of 4 servers: leaves 0 (servers 0, 1) and 1 (servers 2, 3), one top, one up link per leaf. */
  static final Topology THIN = FatTreeBuilder.build(new ThinTreeSpec(2, 1, 2), LinkParams.DEFAULT);

  private static void assertRelative(double expected, double actual, String what) {
    assertEquals(expected, actual, Math.abs(expected) * REL, what);
  }

  /**
   * Star of 4: in every shift step each server sends one flow and receives one, so every flow has
   * its up and down links alone: B / (2 hops + B / C) with B = 50 x 16 KiB = 819,200 bytes, i.e.
   * 819200 / 65.736 us.
   */
  @Test
  void mpiGraphOnAStarGivesEveryPairTheLinkRate() {
    Topology t = star(4);
    PairBandwidths b = NetworkBenchmarks.mpiGraph(net(t, new StarRouting(t, FailureSet.NONE), 0, 1, 2, 3), 16384, 50).result();
    double expected = 819200 / (2 * HOP + 819200 / C);
    assertRelative(expected, b.mean(), "mean");
    assertRelative(expected, b.min(), "min");
    assertRelative(expected, b.max(), "max");
  }

  /**
   * The thin tree: step 1 (0->1, 1->2, 2->3, 3->0) and step 3 (0->3, 1->0, 2->1, 3->2) put at most
   * one flow on each leaf up link; in step 2 both flows of a leaf (0->2 and 1->3, 2->0 and 3->1)
   * share its up link, C / 2 each. So: 4 pairs within a leaf at B / (2 hops + B / C), the 4 pairs of
   * step 2 at B / (4 hops + 2B / C), the 4 other pairs at B / (4 hops + B / C).
   */
  @Test
  void mpiGraphOnAThinTreeHalvesThePairsThatShareAnUpLink() {
    PairBandwidths b = NetworkBenchmarks.mpiGraph(net(THIN, new FtreeRouting(THIN, FailureSet.NONE), 0, 1, 2, 3), 16384, 50)
        .result();
    double bytes = 819200;
    double within = bytes / (2 * HOP + bytes / C);
    double shared = bytes / (4 * HOP + 2 * bytes / C);
    double across = bytes / (4 * HOP + bytes / C);
    assertRelative(within, b.bandwidth(0, 1), "0->1");
    assertRelative(shared, b.bandwidth(0, 2), "0->2");
    assertRelative(shared, b.bandwidth(3, 1), "3->1");
    assertRelative(across, b.bandwidth(1, 2), "1->2");
    assertRelative((4 * within + 4 * shared + 4 * across) / 12, b.mean(), "mean");
  }

  /** Star: every exchange has its links alone, so every rank's time is 2 hops + S / C: eBB = S / that. */
  @Test
  void effectiveBisectionOnAStarIsTheMessageOverOneTransfer() {
    Topology t = star(6);
    BisectionBandwidths b = NetworkBenchmarks.effectiveBisection(net(t, new StarRouting(t, FailureSet.NONE), 0, 1, 2, 3, 4, 5),
        1 << 20, 50, 3).result();
    double expected = (1 << 20) / (2 * HOP + (1 << 20) / C);
    assertRelative(expected, b.mean(), "eBB");
    assertRelative(expected, b.min(), "min");
    assertRelative(expected, b.max(), "max");
  }

  /**
   * Thin tree: a round pairs ranks within leaves (0-1, 2-3: 2 hops + S / C for everyone) or across
   * (both flows of a leaf share its up link: 4 hops + 2S / C for everyone). With f the share of
   * within-leaf rounds among the drawn patterns, eBB = S / (f t_within + (1 - f) t_across).
   */
  @Test
  void effectiveBisectionOnAThinTreeMixesTheTwoKindsOfRound() {
    int rounds = 40;
    long seed = 11;
    BisectionBandwidths b = NetworkBenchmarks.effectiveBisection(net(THIN, new FtreeRouting(THIN, FailureSet.NONE), 0, 1, 2, 3),
        1 << 20, rounds, seed).result();
    double s = 1 << 20;
    double within = 2 * HOP + s / C;
    double across = 4 * HOP + 2 * s / C;
    RandomBisections patterns = new RandomBisections(4, seed);
    int withinRounds = 0;
    for (int r = 0; r < rounds; r++) if (patterns.partners(r)[0] == 1) withinRounds++;
    double f = (double) withinRounds / rounds;
    assertRelative(s / (f * within + (1 - f) * across), b.mean(), "eBB");
    assertRelative(s / across, b.min(), "slowest round");
    assertRelative(s / within, b.max(), "fastest round");
  }

  /**
   * The seed's rack (figure 1): 4 switches pairwise linked by one cable, 7 nodes each; here the 1D
   * HyperX of 4 switches with DFSSSP (every inter-switch flow takes the direct link). In shift k =
   * 7q + r a switch sends 7 - r flows to switch s+q and r to s+q+1, and flows toward one switch
   * share its one link: r flows on a link take 3 hops + rB / C each, flows within a switch 2 hops +
   * B / C. Summing the 27 shifts per switch (see the scenario readme-netbench-mpigraph-hyperx-rack)
   * gives the mean pair bandwidth; the minimum is the 7-way share.
   */
  @Test
  void mpiGraphOnAHyperXRackSharesEachSwitchPairsOneLink() {
    Topology t = HyperXBuilder.build(HyperXSpec.of(1, 7, 4), LinkParams.DEFAULT);
    int[] servers = new int[28];
    for (int i = 0; i < 28; i++) servers[i] = i;
    PairBandwidths b = NetworkBenchmarks.mpiGraph(net(t, new DfssspRouting(t, FailureSet.NONE, 8), servers), 16384, 50).result();
    double bytes = 819200;
    IntToDoubleFunction shared = r -> bytes / (3 * HOP + r * bytes / C);
    double local = bytes / (2 * HOP + bytes / C);
    double sum = 0;
    for (int k = 1; k < 28; k++) {
      int q = k / 7;
      int r = k % 7;
      if (q == 0) sum += (7 - r) * local + r * shared.applyAsDouble(r);
      else if (r == 0) sum += 7 * shared.applyAsDouble(7);
      else if (q < 3) sum += (7 - r) * shared.applyAsDouble(7 - r) + r * shared.applyAsDouble(r);
      else sum += (7 - r) * shared.applyAsDouble(7 - r) + r * local;
    }
    assertRelative(sum / 189, b.mean(), "mean pair bandwidth");
    assertRelative(shared.applyAsDouble(7), b.min(), "the 7-way share");
  }

  private static final MpiModel MPI = MpiModel.defaults().withAlgorithms(CollectiveAlgorithms.defaults());

  /**
   * A broadcast of 1 KiB (eager) between 2 ranks, 2 calls, the root rotating: rank 1 receives call
   * 0 at T = path latency + 1024 / C, then as root of call 1 sends (done at once, eager); rank 0's
   * send of call 0 is done at once and it receives call 1 at 2T. Per call: rank 0 T, rank 1 T / 2,
   * so t_min = T / 2, t_avg = 3T / 4, t_max = T. Star: T = 200 ns + 81.92 ns.
   */
  @Test
  void bcastBetweenTwoRanksOfAStarTakesOneTransferPerCall() {
    Topology t = star(3);
    CollectiveTiming c = NetworkBenchmarks.collectives(net(t, new StarRouting(t, FailureSet.NONE), 1, 2), MPI,
        List.of(ImbCollective.BCAST), new int[] {2}, new long[] {1024}, 2, 1).result().get(0);
    double transfer = 2 * HOP + 1024 / C;
    assertRelative(transfer / 2, c.tMinSeconds(), "t_min");
    assertRelative(3 * transfer / 4, c.tAvgSeconds(), "t_avg");
    assertRelative(transfer, c.tMaxSeconds(), "t_max");
  }

  /** The same on a 2-ary 2-tree with the ranks on servers 0 and 2, different leaves: T = 4 hops + 1024 / C. */
  @Test
  void bcastAcrossTheLeavesOfAFatTreeTakesTheLongerPath() {
    Topology t = FatTreeBuilder.build(new FatTreeSpec(2, 2), LinkParams.DEFAULT);
    CollectiveTiming c = NetworkBenchmarks.collectives(net(t, new FtreeRouting(t, FailureSet.NONE), 0, 2), MPI,
        List.of(ImbCollective.BCAST), new int[] {2}, new long[] {1024}, 2, 1).result().get(0);
    double transfer = 4 * HOP + 1024 / C;
    assertRelative(transfer / 2, c.tMinSeconds(), "t_min");
    assertRelative(transfer, c.tMaxSeconds(), "t_max");
  }
}
