package org.interflow.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;

class StaticEngineTest {
  private static final double TOLERANCE = 1e-12;
  private static final Topology STAR4 = StarBuilder.build(new StarSpec(4), LinkParams.DEFAULT);

  /** A fixed list of (src, dst) pairs. */
  private record Pairs(int[][] pairs) implements TrafficPattern {
    @Override public long flowCount() { return pairs.length; }
    @Override public int source(long flow) { return pairs[(int) flow][0]; }
    @Override public int destination(long flow) { return pairs[(int) flow][1]; }
  }

  @Test
  void fourFlowsOnAStarGiveHandWorkedLoadsAndThroughputs() {
    // Star of 4 servers; link l joins server l to the switch, directed 2l = up, 2l+1 = down.
    // Flows 0->1, 0->2, 3->1, 2->3 and a self flow 1->1.
    // Up loads: server0 2, server2 1, server3 1. Down loads: server1 2, server2 1, server3 1.
    // Directed loads [2,0, 0,2, 1,1, 1,1]: max 2, min 0, mean 8/8 = 1.
    // Restricted: F=4 flows at the slowest rate 1/2 -> 2. Per port: 4 switch ports -> 0.5.
    // Unrestricted: 0->1 bottleneck 2 (1/2), 0->2 bottleneck 2 (1/2), 3->1 bottleneck 2 (1/2),
    // 2->3 bottleneck 1 (1) -> 2.5; per port 0.625. Every path has 2 hops.
    StaticResult r = new StaticEngine(STAR4, new StarRouting(STAR4, FailureSet.NONE), 1)
        .run(new Pairs(new int[][] {{0, 1}, {0, 2}, {3, 1}, {2, 3}, {1, 1}}), x -> {});
    assertEquals(5, r.flows());
    assertEquals(1, r.selfFlows());
    assertEquals(4, r.routedFlows());
    assertArrayEquals(new double[] {2, 0, 0, 2, 1, 1, 1, 1}, r.linkLoads(), TOLERANCE);
    assertEquals(2, r.maxLinkLoad(), TOLERANCE);
    assertEquals(0, r.minLinkLoad(), TOLERANCE);
    assertEquals(1, r.meanLinkLoad(), TOLERANCE);
    assertEquals(2, r.restrictedThroughput(), TOLERANCE);
    assertEquals(2.5, r.unrestrictedThroughput(), TOLERANCE);
    assertEquals(0.5, r.restrictedPerPort(), TOLERANCE);
    assertEquals(0.625, r.unrestrictedPerPort(), TOLERANCE);
    assertEquals(2, r.hopsMean(), TOLERANCE);
    assertEquals(2, r.hopsMax());
    assertEquals(4, r.hopHistogram()[2], TOLERANCE);
  }

  @Test
  void flowsThroughAFailedLinkAreCountedUnroutable() {
    // Server 2's access link fails: of 0->1, 0->2, 2->3 only 0->1 is routable (1 of 3).
    FailureSet f = FailureSet.of(new int[] {2}, new int[0]);
    StaticResult r = new StaticEngine(STAR4, new StarRouting(STAR4, f), 1)
        .run(new Pairs(new int[][] {{0, 1}, {0, 2}, {2, 3}}), x -> {});
    assertEquals(1, r.routedFlows());
    assertEquals(2, r.unroutableFlows());
    assertEquals(1.0 / 3, r.routableFraction(), TOLERANCE);
  }

  @Test
  void resultsAreBitIdenticalWhateverTheThreadCount() {
    Topology star = StarBuilder.build(new StarSpec(100), LinkParams.DEFAULT);
    SplittableRandom random = new SplittableRandom(7);
    int[][] pairs = new int[200_000][];
    for (int i = 0; i < pairs.length; i++) pairs[i] = new int[] {random.nextInt(100), random.nextInt(100)};
    StaticResult one = new StaticEngine(star, new StarRouting(star, FailureSet.NONE), 1).run(new Pairs(pairs), x -> {});
    StaticResult three = new StaticEngine(star, new StarRouting(star, FailureSet.NONE), 3).run(new Pairs(pairs), x -> {});
    assertArrayEquals(one.linkLoads(), three.linkLoads());
    assertEquals(Double.doubleToRawLongBits(one.unrestrictedThroughput()),
        Double.doubleToRawLongBits(three.unrestrictedThroughput()));
    assertEquals(Double.doubleToRawLongBits(one.hopsMean()), Double.doubleToRawLongBits(three.hopsMean()));
  }
}
