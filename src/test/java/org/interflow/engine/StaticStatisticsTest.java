package org.interflow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.metrics.DistributionSummary;
import org.interflow.model.metrics.StaticStatistics;
import org.interflow.model.routing.dimensionorder.DimensionOrderRouting;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.topology.torus.TorusBuilder;
import org.interflow.model.topology.torus.TorusSpec;
import org.interflow.model.traffic.AllToAllTraffic;
import org.junit.jupiter.api.Test;

/** INRFlow's static statistics, computed from a static run, against hand-worked values. */
class StaticStatisticsTest {
  private static final double TOLERANCE = 1e-12;

  @Test
  void allToAllWithSelfPairsOnADirectRingOfFour() {
    // Direct ring of 4 (nodes 0..3 are servers), dor with ties +, all-to-all with self pairs: 16
    // flows. Per server: itself (0 links), its two neighbours (1 each), the antipode (2, going +).
    // Path lengths {0 x4, 1 x8, 2 x4}: mean 16/16 = 1; median: 8 of 16 is the cut, the 8th and 9th
    // values are both 1 -> 1; sample variance (4*1 + 0 + 4*1) / 15 = 8/15. Server hops equal link
    // hops (every node is a server). Loads: a + link c->c+1 carries c->c+1, c->c+2 and c-1->c+1 =
    // 3 flows; a - link 1 flow: {3,3,3,3,1,1,1,1}: mean 2, median 2, variance 8 * 1 / 7 = 8/7.
    // ABT: N(N-1)/max = 12/3 = 4, N^2/max = 16/3, N(N-1)/mean = 6, N^2/mean = 8, routed/max = 12/3.
    Topology ring = TorusBuilder.build(new TorusSpec(new MixedRadix(4), 1, true, true), LinkParams.DEFAULT);
    StaticResult r = new StaticEngine(ring, new DimensionOrderRouting(ring, FailureSet.NONE), 2)
        .run(AllToAllTraffic.all(4).withSelfPairs(), x -> {});
    Map<String, Number> s = stats(ring, r);
    assertEquals(1.0, s.get("pathLength.mean").doubleValue(), TOLERANCE);
    assertEquals(1.0, s.get("pathLength.median").doubleValue(), TOLERANCE);
    assertEquals(8.0 / 15, s.get("pathLength.variance").doubleValue(), TOLERANCE);
    assertEquals(0.0, s.get("pathLength.min").doubleValue(), TOLERANCE);
    assertEquals(2.0, s.get("pathLength.max").doubleValue(), TOLERANCE);
    assertEquals(8.0 / 15, s.get("serverHops.variance").doubleValue(), TOLERANCE);
    assertEquals(2.0, s.get("flowsPerLink.mean").doubleValue(), TOLERANCE);
    assertEquals(2.0, s.get("flowsPerLink.median").doubleValue(), TOLERANCE);
    assertEquals(8.0 / 7, s.get("flowsPerLink.variance").doubleValue(), TOLERANCE);
    assertEquals(Math.sqrt(8.0 / 7), s.get("flowsPerLink.stdDev").doubleValue(), TOLERANCE);
    assertEquals(4.0, s.get("abt.pairsOverMaxLoad").doubleValue(), TOLERANCE);
    assertEquals(16.0 / 3, s.get("abt.allPairsOverMaxLoad").doubleValue(), TOLERANCE);
    assertEquals(6.0, s.get("abt.pairsOverMeanLoad").doubleValue(), TOLERANCE);
    assertEquals(8.0, s.get("abt.allPairsOverMeanLoad").doubleValue(), TOLERANCE);
    assertEquals(4.0, s.get("abt.routedOverMaxLoad").doubleValue(), TOLERANCE);
    assertEquals(4, s.get("linkCount.cables").intValue());
    assertEquals(8, s.get("linkCount.directed").intValue());
  }

  @Test
  void failedLinksLeaveTheFlowsPerLinkSampleAndServerHopsAreOneOnASwitchCentricNetwork() {
    // Star of 3, all-to-all (6 flows, 2 links each): every directed link carries 2 flows. Failing
    // link 2 (server 2's) leaves 2 flows routed (0<->1) on 4 usable directed links, 1 each; the
    // failed link's 2 directions are not in the sample. Server hops: 1 per path (the source's link).
    Topology star = StarBuilder.build(new StarSpec(3), LinkParams.DEFAULT);
    FailureSet f = FailureSet.of(new int[] {2}, new int[0]);
    StaticResult r = new StaticEngine(star, new StarRouting(star, f), 1).run(AllToAllTraffic.all(3), x -> {});
    Map<String, Number> s = new StaticStatistics(star, f, r.hopHistogram(), r.serverHopHistogram(), r.selfFlows(),
        r.routedFlows(), r.linkLoads()).entries();
    assertEquals(4, s.get("linkCount.usableDirected").intValue());
    assertEquals(1.0, s.get("flowsPerLink.max").doubleValue(), TOLERANCE);
    assertEquals(0.0, s.get("flowsPerLink.variance").doubleValue(), TOLERANCE);
    assertEquals(1.0, s.get("serverHops.mean").doubleValue(), TOLERANCE);
    assertEquals(2.0, s.get("abt.routedOverMaxLoad").doubleValue(), TOLERANCE);
  }

  @Test
  void theMedianOfAHistogramAveragesTheTwoMiddleValuesOfAnEvenCount() {
    // {0, 0, 3, 3, 3, 5}: 6 values, the 3rd and 4th are 3 and 3 -> 3. {1, 1, 2, 2, 2, 4}: 3rd/4th
    // 2, 2. {0, 0, 0, 4, 4, 4}: 3rd is 0, 4th is 4 -> 2 (INRFlow's median_hist_array gives 4 here:
    // half the count, 3, is odd). {1, 2, 9}: 2.
    assertEquals(3, DistributionSummary.ofHistogram(new double[] {2, 0, 0, 3, 0, 1}).median(), TOLERANCE);
    assertEquals(2, DistributionSummary.ofHistogram(new double[] {0, 2, 3, 0, 1}).median(), TOLERANCE);
    assertEquals(2, DistributionSummary.ofHistogram(new double[] {3, 0, 0, 0, 3}).median(), TOLERANCE);
    assertEquals(2, DistributionSummary.ofValues(new double[] {9, 1, 2}).median(), TOLERANCE);
    assertEquals(2, DistributionSummary.ofValues(new double[] {0, 0, 0, 4, 4, 4}).median(), TOLERANCE);
    // sample variance of {0, 0, 0, 4, 4, 4}: mean 2, squares 6 * 4 = 24, / 5 = 4.8
    assertEquals(4.8, DistributionSummary.ofHistogram(new double[] {3, 0, 0, 0, 3}).variance(), TOLERANCE);
    assertEquals(4.8, DistributionSummary.ofValues(new double[] {0, 0, 0, 4, 4, 4}).variance(), TOLERANCE);
    assertEquals(DistributionSummary.EMPTY, DistributionSummary.ofValues(new double[0]));
  }

  private static Map<String, Number> stats(Topology t, StaticResult r) {
    return new StaticStatistics(t, FailureSet.NONE, r.hopHistogram(), r.serverHopHistogram(), r.selfFlows(), r.routedFlows(),
        r.linkLoads()).entries();
  }
}
