package org.interflow.engine.dynamic.flows;

import org.interflow.model.traffic.TrafficClass;

/**
 * A message to carry through the network, as the runtime hands it to the {@link FlowModel}.
 *
 * @param flowId unique id, assigned by the runtime in canonical order (it breaks ties everywhere)
 * @param sourceServer sending server
 * @param destinationServer receiving server; when it is the source (only for runs that send
 *     same-server messages through the network, see {@link org.interflow.engine.dynamic.runner.SimulationSpec#localThroughNetwork()})
 *     the flow goes out on the server's first link and straight back
 * @param bytes size (0 allowed: the message then takes only the path latency)
 * @param job index of the job that sent it (what a {@link JobLinkRecorder} attributes link time to)
 */
public record FlowRequest(long flowId, int sourceServer, int destinationServer, long bytes, TrafficClass trafficClass,
    int job) {
  public FlowRequest {
    if (bytes < 0) throw new IllegalArgumentException("flow size must not be negative, got " + bytes);
    if (job < 0) throw new IllegalArgumentException("job index must not be negative, got " + job);
  }

  /** A flow of job 0 (runs of one job, benchmarks). */
  public FlowRequest(long flowId, int sourceServer, int destinationServer, long bytes, TrafficClass trafficClass) {
    this(flowId, sourceServer, destinationServer, bytes, trafficClass, 0);
  }
}
