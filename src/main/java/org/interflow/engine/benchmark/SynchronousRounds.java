package org.interflow.engine.benchmark;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.flows.FlowRecord;
import org.interflow.engine.dynamic.flows.FlowRequest;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * A benchmark's barrier-separated steps on the dynamic engine's flow model: each round starts all
 * its flows at once on an idle network and runs until the last is delivered (a barrier), then the
 * next round starts. A flow waits out its path latency, then shares bandwidth (the given model).
 *
 * <p>A flow may stand for a window of messages to one partner (mpiGraph's window): size-dependent
 * routings (PARX) then choose as for one message of {@code messageBytes}, not for the window.
 *
 * <p>One flow table serves every round (time runs on), so a round costs the flow table's events,
 * nothing else. Not thread-safe; deterministic.
 */
final class SynchronousRounds {
  private final FlowTable table;
  private long nextFlowId;

  /**
   * @param sharing a fresh bandwidth model, owned from now on
   * @param messageBytes the message size routings see
   */
  SynchronousRounds(Topology topology, RoutingAlgorithm routing, BandwidthSharing sharing, long messageBytes) {
    this.table = new FlowTable(topology, new AsMessages(routing, messageBytes), sharing);
  }

  /**
   * Runs one round: flow i from server {@code sources[i]} to {@code destinations[i]}, {@code
   * flowBytes} each.
   *
   * @return each flow's time from start to delivery in picoseconds, -1 when it found no route
   */
  long[] run(int[] sources, int[] destinations, long flowBytes) {
    long start = table.nowPs();
    long first = nextFlowId;
    long[] durations = new long[sources.length];
    for (int i = 0; i < sources.length; i++) {
      FlowRecord refused = table.inject(start, new FlowRequest(nextFlowId++, sources[i], destinations[i], flowBytes,
          TrafficClass.APPLICATION));
      durations[i] = refused == null ? 0 : -1;
    }
    List<FlowRecord> delivered = new ArrayList<>();
    while (table.nextEventPs() != Long.MAX_VALUE) table.advanceTo(table.nextEventPs(), delivered);
    for (FlowRecord f : delivered) durations[(int) (f.flowId() - first)] = f.deliveredPs() - start;
    return durations;
  }

  /** A routing that routes every flow as a message of {@code messageBytes}. */
  private record AsMessages(RoutingAlgorithm routing, long messageBytes) implements RoutingAlgorithm {
    @Override
    public int route(int source, int destination, PathBuffer out) { return routing.route(source, destination, out); }

    @Override
    public int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
      return routing.route(source, destination, messageBytes, load, out);
    }

    @Override
    public boolean multipath() { return routing.multipath(); }

    @Override
    public boolean observesLoad() { return routing.observesLoad(); }
  }
}
