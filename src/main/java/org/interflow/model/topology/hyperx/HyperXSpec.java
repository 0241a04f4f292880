package org.interflow.model.topology.hyperx;

import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.TopologySpec;

/**
 * A HyperX after Ahn, Binkert, Davis, McLaren and Schreiber, "HyperX: topology, routing, and
 * packaging of efficient large-scale networks" (SC 2009): switches on an L-dimensional lattice
 * {@code S1 x ... x SL}, every dimension fully connected (two switches that differ in exactly one
 * coordinate are linked), each such pair joined by {@code K} parallel links (trunking) and each
 * switch carrying {@code T} terminals (servers). The flattened butterfly ({@code K = 1}) and the
 * hypercube ({@code S_i = 2}) are special cases.
 *
 * <p>A dimension of size 1 is allowed and adds no links.
 *
 * @param dims {@code S1 x ... x SL} (L >= 1, each S_i >= 1)
 * @param trunking {@code K}, parallel links between each connected pair of switches (>= 1)
 * @param serversPerSwitch {@code T}, terminals per switch (>= 1)
 */
public record HyperXSpec(MixedRadix dims, int trunking, int serversPerSwitch) implements TopologySpec {
  public HyperXSpec {
    if (dims == null) throw new IllegalArgumentException("hyperx needs dims");
    if (trunking < 1) throw new IllegalArgumentException("hyperx needs k >= 1, got " + trunking);
    if (serversPerSwitch < 1) throw new IllegalArgumentException("hyperx needs t >= 1, got " + serversPerSwitch);
    long switches = dims.cells();
    if (switches * (serversPerSwitch + 1) > Integer.MAX_VALUE / 2
        || switches * serversPerSwitch + switchLinks(dims, trunking) > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("hyperx:dims=" + dims + ",t=" + serversPerSwitch + ",k=" + trunking
          + " is too large");
    }
  }

  /** {@code hyperx:dims=S1x...xSL,t=T,k=K}. */
  public static HyperXSpec of(int trunking, int serversPerSwitch, int... dims) {
    return new HyperXSpec(new MixedRadix(dims), trunking, serversPerSwitch);
  }

  /** Switch pairs per line of dimension {@code d}: {@code S(S-1)/2}. */
  public int pairsPerLine(int d) { return pairs(dims.size(d)); }

  /** Switch-to-switch links, {@code K * prod(S) * sum(S_i - 1) / 2}. */
  public long switchLinks() { return switchLinks(dims, trunking); }

  private static long switchLinks(MixedRadix dims, int trunking) {
    long total = 0;
    for (int d = 0; d < dims.dimensions(); d++) total += (long) dims.cells() / dims.size(d) * pairs(dims.size(d));
    return total * trunking;
  }

  private static int pairs(int size) { return size * (size - 1) / 2; }

  @Override
  public String family() { return "hyperx"; }

  @Override
  public String canonical() { return "hyperx:dims=" + dims + ",t=" + serversPerSwitch + ",k=" + trunking; }
}
