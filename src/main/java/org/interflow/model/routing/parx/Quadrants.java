package org.interflow.model.routing.parx;

import java.util.BitSet;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXSpec;

/**
 * PARX's partition of a 2D HyperX into quadrants and halves (Domke et al., SC 2019, section 3.2.1
 * and figure 3). A switch at coordinates (x, y) ({@code HyperXBuilder} numbering: index {@code x +
 * S1 * y}) is in the left half when {@code x < S1/2}, in the top half when {@code y < S2/2}.
 * Quadrants: Q0 top-left, Q1 bottom-left, Q2 bottom-right, Q3 top-right. The paper shows the
 * layout only in a figure; this one is the only layout under which every entry of its Table 1
 * does what the text says (small messages take minimal paths: a pair inside Q0 may use LID1 or
 * LID3, so removing the right or the bottom half must leave Q0 whole).
 *
 * <p>Rules (R1)-(R4): while routing toward a destination's virtual LID x, the switch-to-switch
 * links with both ends in one half are left out: x = 0 the left half, 1 the right, 2 the top, 3 the
 * bottom. Immutable.
 */
final class Quadrants {
  private final Topology topology;
  private final MixedRadix dims;

  /** @throws IllegalArgumentException unless the topology is a 2D HyperX with even sizes */
  Quadrants(Topology topology) {
    if (!(topology.spec() instanceof HyperXSpec hx) || hx.dims().dimensions() != 2
        || hx.dims().size(0) % 2 != 0 || hx.dims().size(1) % 2 != 0) {
      throw new IllegalArgumentException("parx needs a 2D HyperX with even sizes (e.g. hyperx:dims=12x8,t=7), got "
          + topology.spec().canonical());
    }
    this.topology = topology;
    this.dims = hx.dims();
  }

  /** Quadrant 0..3 of a switch (index among switches). */
  int quadrant(int switchIndex) {
    boolean left = dims.coordinate(switchIndex, 0) < dims.size(0) / 2;
    boolean top = dims.coordinate(switchIndex, 1) < dims.size(1) / 2;
    if (left) return top ? 0 : 1;
    return top ? 3 : 2;
  }

  /** True when switch {@code switchIndex} lies in the half rule (R{x+1}) removes. */
  private boolean inHalf(int switchIndex, int x) {
    return switch (x) {
      case 0 -> dims.coordinate(switchIndex, 0) < dims.size(0) / 2;
      case 1 -> dims.coordinate(switchIndex, 0) >= dims.size(0) / 2;
      case 2 -> dims.coordinate(switchIndex, 1) < dims.size(1) / 2;
      case 3 -> dims.coordinate(switchIndex, 1) >= dims.size(1) / 2;
      default -> throw new IllegalArgumentException("virtual LID index " + x + " is not in 0..3");
    };
  }

  /** Undirected ids of the links rule (R{x+1}) removes while routing toward LID x. O(links). */
  BitSet removedLinks(int x) {
    BitSet removed = new BitSet(topology.links());
    int servers = topology.servers();
    for (int l = 0; l < topology.links(); l++) {
      int a = topology.linkA(l);
      int b = topology.linkB(l);
      if (topology.isSwitch(a) && topology.isSwitch(b) && inHalf(a - servers, x) && inHalf(b - servers, x)) removed.set(l);
    }
    return removed;
  }
}
