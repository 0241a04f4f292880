package org.interflow.engine.dynamic;

import org.interflow.model.traffic.TrafficClass;

/**
 * A message to carry through the network, as the runtime hands it to the {@link FlowModel}.
 *
 * @param flowId unique id, assigned by the runtime in canonical order (it breaks ties everywhere)
 * @param sourceServer sending server
 * @param destinationServer receiving server (never the source: the runtime delivers those itself)
 * @param bytes size (0 allowed: the message then takes only the path latency)
 */
public record FlowRequest(long flowId, int sourceServer, int destinationServer, long bytes, TrafficClass trafficClass) {
  public FlowRequest {
    if (bytes < 0) throw new IllegalArgumentException("flow size must not be negative, got " + bytes);
    if (sourceServer == destinationServer) throw new IllegalArgumentException("flow " + flowId + " to itself");
  }
}
