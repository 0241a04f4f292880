package org.interflow.model.topology.torus;

import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.TopologySpec;

/**
 * A k-ary n-cube (torus) or, without wrap-around links, an n-dimensional mesh, after Dally, "Performance
 * analysis of k-ary n-cube interconnection networks" (IEEE TC 1990). The sizes may differ per
 * dimension: {@code k1 x k2 x ... x kn} switches, each switch joined to its two neighbours in every
 * dimension and carrying {@code t} servers.
 *
 * <p>Edge cases: a dimension of size 1 is allowed and adds no links (the coordinate is always 0); a
 * torus dimension of size 2 has a single link between its two switches, not a double link, since
 * both neighbours are the same switch (so it is wired exactly like a mesh dimension of size 2).
 * Networks with more than {@code 2^29 - 1} links are rejected.
 *
 * @param dims the sizes {@code k1 x ... x kn} (n >= 1, each k_i >= 1)
 * @param serversPerSwitch {@code t}, servers attached to each switch (>= 1)
 * <p>A direct torus or mesh ({@code direct=true}, INRFlow's and SimGrid's torus cluster): every node
 * is a server that relays, with no switches and no access links, so the network has only the
 * lattice links.
 *
 * @param wrap true for a torus (wrap-around link from coordinate k_i-1 to 0), false for a mesh
 * @param direct true for a direct network (nodes are servers; needs t = 1)
 */
public record TorusSpec(MixedRadix dims, int serversPerSwitch, boolean wrap, boolean direct) implements TopologySpec {
  /** An indirect torus or mesh (a switch per node, t servers on it). */
  public TorusSpec(MixedRadix dims, int serversPerSwitch, boolean wrap) { this(dims, serversPerSwitch, wrap, false); }

  public TorusSpec {
    if (direct && serversPerSwitch != 1) {
      throw new IllegalArgumentException("a direct " + (wrap ? "torus" : "mesh") + " needs t = 1, got " + serversPerSwitch);
    }
    if (dims == null) throw new IllegalArgumentException((wrap ? "torus" : "mesh") + " needs dims");
    if (serversPerSwitch < 1) {
      throw new IllegalArgumentException((wrap ? "torus" : "mesh") + " needs t >= 1, got " + serversPerSwitch);
    }
    if ((long) dims.cells() * (serversPerSwitch + 1) > Integer.MAX_VALUE / 2
        || (long) dims.cells() * serversPerSwitch + switchLinks(dims, wrap) > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException((wrap ? "torus" : "mesh") + ":dims=" + dims + ",t=" + serversPerSwitch
          + " is too large (limit 2^29 - 1 links)");
    }
  }

  /** The torus {@code torus:dims=k1x...xkn,t=t}. */
  public static TorusSpec torus(int serversPerSwitch, int... dims) {
    return new TorusSpec(new MixedRadix(dims), serversPerSwitch, true);
  }

  /** The mesh {@code mesh:dims=k1x...xkn,t=t}. */
  public static TorusSpec mesh(int serversPerSwitch, int... dims) {
    return new TorusSpec(new MixedRadix(dims), serversPerSwitch, false);
  }

  /**
   * True when dimension {@code d} (0-based) is a ring: a torus dimension of size 3 or more, where
   * every switch has a distinct + and - neighbour. Other dimensions are lines (mesh, or size 2).
   */
  public boolean ring(int d) { return ring(dims.size(d), wrap); }

  /** Links of dimension {@code d} starting at each coordinate of a line or ring: k for a ring, k-1 for a line. */
  public int linksPerLine(int d) { return linksPerLine(dims.size(d), wrap); }

  /** Switch-to-switch links: the sum over dimensions of (prod k) / k_d * {@link #linksPerLine(int)}. */
  public long switchLinks() { return switchLinks(dims, wrap); }

  private static boolean ring(int size, boolean wrap) { return wrap && size > 2; }

  private static int linksPerLine(int size, boolean wrap) { return ring(size, wrap) ? size : size - 1; }

  private static long switchLinks(MixedRadix dims, boolean wrap) {
    long total = 0;
    for (int d = 0; d < dims.dimensions(); d++) {
      total += (long) dims.cells() / dims.size(d) * linksPerLine(dims.size(d), wrap);
    }
    return total;
  }

  @Override
  public String family() { return wrap ? "torus" : "mesh"; }

  @Override
  public String canonical() { return family() + ":dims=" + dims + ",t=" + serversPerSwitch + (direct ? ",direct=true" : ""); }
}
