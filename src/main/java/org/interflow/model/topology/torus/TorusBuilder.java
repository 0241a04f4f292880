package org.interflow.model.topology.torus;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link TorusSpec} (torus or mesh). Switch {@code i} has mixed-radix coordinates over the
 * dims, first dimension fastest ({@link MixedRadix}); its servers are {@code i*t .. i*t+t-1}.
 *
 * <p>Link-creation order, which fixes link ids and ports and which dimension-order routing computes
 * with arithmetic:
 * <ol>
 *   <li>Server links: link {@code j} joins server {@code j} to switch {@code j / t}. So a server's
 *       only port is 0 and a switch's ports {@code 0..t-1} are its servers in id order.
 *   <li>Then dimension by dimension ({@code d = 0..n-1}), the links from each switch to its +
 *       neighbour: write switch {@code i = low + stride_d * (c_d + k_d * high)} with {@code low <
 *       stride_d}; its + link in dimension d has id {@code servers + base_d + (high * m_d + c_d) *
 *       stride_d + low}, where {@code m_d} is {@link TorusSpec#linksPerLine(int)} (k_d on a ring,
 *       k_d-1 on a line, where switches at {@code c_d = k_d-1} have none) and {@code base_d} the
 *       switch links of the dimensions before. On a ring the + link of {@code c_d = k_d-1} is the
 *       wrap-around link to {@code c_d = 0}. Each link goes from the lower to the higher coordinate
 *       (wrap-around: from k_d-1 to 0), so its directed link {@code 2*id} points in the + direction.
 * </ol>
 * Switch ports after the servers therefore follow link ids, not a fixed per-dimension slot. A
 * direct network ({@link TorusSpec#direct()}) skips step 1: node i is server i and the lattice link
 * ids start at 0, servers relaying.
 *
 * <p>O(switches * n) time; about 40 bytes per link.
 */
public final class TorusBuilder {
  private TorusBuilder() {}

  public static Topology build(TorusSpec spec, LinkParams links) {
    MixedRadix dims = spec.dims();
    int switches = dims.cells();
    int t = spec.serversPerSwitch();
    TopologyBuilder b = spec.direct()
        ? new TopologyBuilder(spec, switches, 0, links).expectLinks((int) spec.switchLinks()).serversForward(true)
        : new TopologyBuilder(spec, switches * t, switches, links).expectLinks((int) (switches * (long) t + spec.switchLinks()));
    java.util.function.IntUnaryOperator node = spec.direct() ? b::server : b::switchNode;
    if (!spec.direct()) for (int s = 0; s < switches * t; s++) b.link(b.server(s), b.switchNode(s / t));
    for (int d = 0; d < dims.dimensions(); d++) {
      int k = dims.size(d);
      int stride = dims.stride(d);
      int lines = switches / (k * stride);
      int perLine = spec.linksPerLine(d);
      for (int high = 0; high < lines; high++) {
        for (int c = 0; c < perLine; c++) {
          int next = c + 1 == k ? 0 : c + 1;
          for (int low = 0; low < stride; low++) {
            int first = low + stride * k * high;
            b.link(node.applyAsInt(first + c * stride), node.applyAsInt(first + next * stride));
          }
        }
      }
    }
    return b.build();
  }
}
