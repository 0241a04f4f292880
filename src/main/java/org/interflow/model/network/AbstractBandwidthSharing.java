package org.interflow.model.network;

import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Skeleton of the bandwidth models: the active subflows and their links ({@link SubflowTable}),
 * the policy and the id-indexed rates; a model only says how {@link #update} recomputes rates.
 */
abstract class AbstractBandwidthSharing implements BandwidthSharing {
  final SubflowTable table;
  final PriorityPolicy policy;
  /** Rate of each subflow id in bytes per second, as of the last update; grown by subclasses. */
  double[] rate = new double[0];

  AbstractBandwidthSharing(Topology topology, PriorityPolicy policy) {
    if (topology == null) throw new IllegalArgumentException("topology is required");
    if (policy == null) throw new IllegalArgumentException("priority policy is required");
    this.table = new SubflowTable(topology);
    this.policy = policy;
  }

  @Override
  public final void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    table.add(subflow, links, length, weight, trafficClass);
  }

  @Override
  public final void remove(int subflow) { table.remove(subflow); }

  /** {@inheritDoc} Infinite for a subflow with an empty path; 0 before the first update after its add. */
  @Override
  public final double rate(int subflow) {
    if (!table.isActive(subflow)) throw new IllegalStateException("subflow " + subflow + " is not active");
    return subflow < rate.length ? rate[subflow] : 0;
  }

  @Override
  public final int activeSubflows() { return table.activeCount(); }
}
