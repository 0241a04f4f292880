package org.interflow.engine.dynamic.flows;

import java.util.List;
import java.util.PriorityQueue;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;

/**
 * A test flow model without sharing: every flow takes a fixed latency plus its size at a fixed
 * rate ({@code psPerByte}), whatever else is in flight. Flows the routing cannot route are
 * undeliverable; hops are taken from the routing's first path.
 */
public final class FixedDelayFlowModel implements FlowModel {
  private final RoutingAlgorithm routing;
  private final long latencyPs;
  private final long psPerByte;
  private final PathBuffer paths = new PathBuffer();
  private final PriorityQueue<FlowRecord> inFlight = new PriorityQueue<>((a, b) -> a.deliveredPs() != b.deliveredPs()
      ? Long.compare(a.deliveredPs(), b.deliveredPs()) : Long.compare(a.flowId(), b.flowId()));

  public FixedDelayFlowModel(RoutingAlgorithm routing, long latencyPs, long psPerByte) {
    this.routing = routing;
    this.latencyPs = latencyPs;
    this.psPerByte = psPerByte;
  }

  @Override
  public FlowRecord inject(long nowPs, FlowRequest r) {
    int count = routing.route(r.sourceServer(), r.destinationServer(), paths);
    if (count == 0) {
      return new FlowRecord(r.flowId(), r.sourceServer(), r.destinationServer(), r.bytes(), r.trafficClass(), nowPs, -1,
          0, 0);
    }
    inFlight.add(new FlowRecord(r.flowId(), r.sourceServer(), r.destinationServer(), r.bytes(), r.trafficClass(), nowPs,
        nowPs + latencyPs + r.bytes() * psPerByte, paths.length(0), count));
    return null;
  }

  @Override
  public long nextEventPs() {
    FlowRecord first = inFlight.peek();
    return first == null ? Long.MAX_VALUE : first.deliveredPs();
  }

  @Override
  public void advanceTo(long nowPs, List<FlowRecord> delivered) {
    if (nowPs > nextEventPs()) throw new IllegalStateException("skipped an event: " + nextEventPs() + " < " + nowPs);
    while (!inFlight.isEmpty() && inFlight.peek().deliveredPs() == nowPs) delivered.add(inFlight.poll());
  }

  @Override
  public void cancel(long nowPs, List<Long> flowIds, List<FlowRecord> cancelled) {
    for (long id : flowIds) {
      FlowRecord r = inFlight.stream().filter(f -> f.flowId() == id).findFirst().orElseThrow();
      inFlight.remove(r);
      cancelled.add(new FlowRecord(id, r.sourceServer(), r.destinationServer(), r.bytes(), r.trafficClass(), r.injectedPs(), -1,
          r.hops(), r.paths()));
    }
  }

  @Override
  public int activeFlows() { return inFlight.size(); }
}
