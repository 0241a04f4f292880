package org.interflow.model.topology;

import org.interflow.model.units.Bandwidth;

/**
 * Capacity and latency given to every link a builder creates unless the family states otherwise.
 *
 * @param capacity bandwidth of each direction of a link (links are full duplex)
 * @param latencyNs propagation plus switching latency of one link traversal, in nanoseconds
 */
public record LinkParams(Bandwidth capacity, double latencyNs) {
  /** 100 Gbit/s and 100 ns, a typical HPC link; the defaults in application.conf say the same. */
  public static final LinkParams DEFAULT = new LinkParams(Bandwidth.gbps(100), 100);

  public LinkParams {
    if (capacity == null) throw new IllegalArgumentException("link capacity is required");
    if (!(latencyNs >= 0) || Double.isInfinite(latencyNs)) {
      throw new IllegalArgumentException("link latency must be >= 0 ns, got " + latencyNs);
    }
  }
}
