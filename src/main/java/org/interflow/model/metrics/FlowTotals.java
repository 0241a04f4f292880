package org.interflow.model.metrics;

/**
 * INRFlow's flow totals of a dynamic run ({@code .list_applications}), accumulated flow by flow:
 * total distance, the sum of the delivered flows' path lengths in links, and total latency, the
 * sum of their completion times (delivery minus injection); the means divide by the flows added.
 * Mutable, O(1) per flow; one owner.
 */
public final class FlowTotals {
  private long flows;
  private long distance;
  private long latencyPs;

  /** Adds one delivered flow of {@code hops} links that took {@code latencyPs} picoseconds. */
  public void add(int hops, long latencyPs) {
    flows++;
    distance += hops;
    this.latencyPs += latencyPs;
  }

  public long flows() { return flows; }

  /** Sum of path lengths in links. */
  public long distance() { return distance; }

  /** Sum of completion times in picoseconds. */
  public long latencyPs() { return latencyPs; }

  /** Mean path length in links, 0 without flows. */
  public double meanDistance() { return flows == 0 ? 0 : (double) distance / flows; }

  /** Mean completion time in picoseconds, 0 without flows. */
  public double meanLatencyPs() { return flows == 0 ? 0 : (double) latencyPs / flows; }
}
