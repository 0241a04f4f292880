package org.interflow.model.network;

import org.interflow.model.traffic.TrafficClass;

/**
 * Shares link capacity between the subflows active on a network: the role every bandwidth model
 * plays (bottleneck-share, max-min) under a {@link PriorityPolicy}.
 *
 * <p>A subflow is one path of a flow (a single-path flow has one subflow). Subflows are named by
 * small dense ints chosen by the caller (the flow table reuses freed ids). Capacities come from the
 * topology, per directed link, in bytes per second. The model is incremental: {@link
 * #update(RateListener)} recomputes only what the adds and removes since the last update can
 * have changed, and reports exactly the subflows whose rate changed, in increasing id order (so
 * callers stay deterministic). Not thread-safe: one owner.
 */
public interface BandwidthSharing {
  /**
   * Adds an active subflow.
   *
   * @param subflow id, not currently active
   * @param links directed link ids of its path (the first {@code length} entries are read; the
   *     array is not kept)
   * @param weight relative share under weighted sharing (1 for plain fairness; > 0)
   * @param trafficClass its priority class
   */
  void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass);

  /** Removes an active subflow; its id may be reused afterwards. */
  void remove(int subflow);

  /** Recomputes rates after adds and removes; tells {@code changed} every subflow whose rate changed. */
  void update(RateListener changed);

  /** Current rate of an active subflow in bytes per second (valid after {@link #update}). */
  double rate(int subflow);

  /** Number of active subflows. */
  int activeSubflows();

  /** Receives subflows whose rate changed. */
  @FunctionalInterface
  interface RateListener {
    void rateChanged(int subflow, double oldRate, double newRate);
  }
}
