package org.interflow.engine.dynamic.flows;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.routing.star.StarRouting;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.star.StarBuilder;
import org.interflow.model.topology.star.StarSpec;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * What the flow table tells a routing when it routes a flow: the flow's size, and, for routings
 * that read load (UGAL), the flows routed over each link and not yet delivered. On a star of 3
 * servers (server s's link is link s, directed 2s going up), with the naive bottleneck share.
 */
class FlowTableRoutingInputsTest {
  /** Star routing that records, per call, the size and the load it saw on server 0's up link. */
  private static final class Recording implements RoutingAlgorithm {
    final RoutingAlgorithm star;
    final List<long[]> calls = new ArrayList<>();

    Recording(Topology t) { star = new StarRouting(t, FailureSet.NONE); }

    @Override
    public int route(int source, int destination, PathBuffer out) { return star.route(source, destination, out); }

    @Override
    public int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
      calls.add(new long[] {bytes, load.flowsOn(0)});
      return route(source, destination, out);
    }

    @Override
    public boolean observesLoad() { return true; }
  }

  /**
   * Flow 0 (0 -> 1, 1 MB) sees an idle link; flow 1 (0 -> 2, 2 KB), injected at the same time,
   * sees flow 0 on server 0's up link; both are delivered by 200 ns + 2 x 1 MB / 12.5 GB/s at the
   * latest, after which flow 2 (0 -> 1, 0 bytes) sees the link idle again.
   */
  @Test
  void routingSeesEachFlowsSizeAndTheFlowsStillOnTheLinks() {
    Topology t = StarBuilder.build(new StarSpec(3), LinkParams.DEFAULT);
    Recording routing = new Recording(t);
    FlowTable table = new FlowTable(t, routing, new NaiveBottleneckSharing(t));
    table.inject(0, new FlowRequest(0, 0, 1, 1_000_000, TrafficClass.APPLICATION));
    table.inject(0, new FlowRequest(1, 0, 2, 2_000, TrafficClass.APPLICATION));
    List<FlowRecord> done = new ArrayList<>();
    while (table.nextEventPs() != Long.MAX_VALUE) table.advanceTo(table.nextEventPs(), done);
    assertEquals(2, done.size());
    table.inject(table.nowPs(), new FlowRequest(2, 0, 1, 0, TrafficClass.APPLICATION));
    assertEquals(3, routing.calls.size());
    assertEquals(List.of(1_000_000L, 0L), List.of(routing.calls.get(0)[0], routing.calls.get(0)[1]));
    assertEquals(List.of(2_000L, 1L), List.of(routing.calls.get(1)[0], routing.calls.get(1)[1]));
    assertEquals(List.of(0L, 0L), List.of(routing.calls.get(2)[0], routing.calls.get(2)[1]));
  }
}
