package org.interflow.model.topology.hyperx;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.TopologySpec;

/**
 * Builds a {@link HyperXSpec}. Switch {@code i} has mixed-radix coordinates over the dims, first
 * dimension fastest ({@link MixedRadix}); its servers are {@code i*T .. i*T+T-1}.
 *
 * <p>Link-creation order, which fixes link ids and ports and which dimension-order routing computes
 * with arithmetic:
 * <ol>
 *   <li>Server links: link {@code j} joins server {@code j} to switch {@code j / T}; a switch's
 *       ports {@code 0..T-1} are its servers in id order.
 *   <li>Then dimension by dimension ({@code d = 0..L-1}): write a switch as {@code low + stride_d *
 *       (c + S_d * high)} with {@code low < stride_d}. For each {@code high}, each coordinate pair
 *       {@code a < b} in lexicographic order (pair number {@code p(a,b) = a*(2S_d-a-1)/2 + b-a-1}),
 *       each {@code low} and each trunk {@code 0..K-1}, one link from the switch at {@code c = a} to
 *       the one at {@code c = b}, with id {@code servers + base_d + ((high * P_d + p(a,b)) *
 *       stride_d + low) * K + trunk}, where {@code P_d = S_d(S_d-1)/2} and {@code base_d} counts the
 *       switch links of the dimensions before. Directed link {@code 2*id} runs from a to b.
 * </ol>
 *
 * <p>A direct network (every switch is a server, the hypercube's {@code direct=true}) has no server
 * links: node i is server i and the switch links above start at id 0, servers relaying.
 *
 * <p>O(switches * sum(S_i) * K) time.
 */
public final class HyperXBuilder {
  private HyperXBuilder() {}

  public static Topology build(HyperXSpec spec, LinkParams links) {
    return build(spec, spec.dims(), spec.trunking(), spec.serversPerSwitch(), false, links);
  }

  /**
   * Wires a HyperX but records {@code spec} as the topology's spec: for families that are special
   * cases of HyperX (the hypercube) and keep their own name and parameters.
   */
  public static Topology build(TopologySpec spec, MixedRadix dims, int trunking, int serversPerSwitch,
      boolean direct, LinkParams links) {
    HyperXSpec shape = new HyperXSpec(dims, trunking, serversPerSwitch);
    int switches = dims.cells();
    int t = serversPerSwitch;
    TopologyBuilder b = direct
        ? new TopologyBuilder(spec, switches, 0, links).expectLinks((int) shape.switchLinks()).serversForward(true)
        : new TopologyBuilder(spec, switches * t, switches, links).expectLinks((int) (switches * (long) t + shape.switchLinks()));
    java.util.function.IntUnaryOperator node = direct ? b::server : b::switchNode;
    if (!direct) for (int s = 0; s < switches * t; s++) b.link(b.server(s), b.switchNode(s / t));
    for (int d = 0; d < dims.dimensions(); d++) {
      int size = dims.size(d);
      int stride = dims.stride(d);
      int lines = switches / (size * stride);
      for (int high = 0; high < lines; high++) {
        int first = stride * size * high;
        for (int a = 0; a < size; a++) {
          for (int c = a + 1; c < size; c++) {
            for (int low = 0; low < stride; low++) {
              for (int trunk = 0; trunk < trunking; trunk++) {
                b.link(node.applyAsInt(first + a * stride + low), node.applyAsInt(first + c * stride + low));
              }
            }
          }
        }
      }
    }
    return b.build();
  }
}
