package org.interflow.engine.dynamic.flows;

import org.interflow.model.traffic.TrafficClass;

/**
 * A flow the network has finished with: delivered, or found undeliverable at injection.
 *
 * @param injectedPs when the sender handed it to the network
 * @param deliveredPs when its last byte arrived; -1 when undeliverable
 * @param hops links on its (longest) path; 0 when undeliverable
 * @param paths subflows it was split into (1 for single-path routing); 0 when undeliverable
 */
public record FlowRecord(long flowId, int sourceServer, int destinationServer, long bytes, TrafficClass trafficClass,
    long injectedPs, long deliveredPs, int hops, int paths) {
  public boolean delivered() { return deliveredPs >= 0; }

  /** Flow completion time in picoseconds (delivered minus injected). */
  public long completionPs() { return deliveredPs - injectedPs; }
}
