package org.interflow.model.topology.hcn;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds an {@link HcnSpec} or a {@link BcnSpec} with the numbering of {@link HcnLayout}: first
 * every server's switch link in server id order (so port 0 of a server is its switch), then copy by
 * copy the leaders' bridges in {@link RecursiveLevels#forEachBridge} order, then (BCN) the follower
 * links for copies {@code u < w} and sub-cells v in increasing order. Servers relay. O(links).
 */
public final class HcnBuilder {
  private HcnBuilder() {}

  public static Topology build(HcnSpec spec, LinkParams links) { return build(spec, spec.layout(), links); }

  public static Topology build(BcnSpec spec, LinkParams links) { return build(spec, spec.layout(), links); }

  private static Topology build(RecursiveSpec spec, HcnLayout layout, LinkParams links) {
    TopologyBuilder b = new TopologyBuilder(spec, layout.servers(), layout.switches(), links).serversForward(true);
    for (int s = 0; s < layout.switches(); s++) b.radix(s, layout.switchRadix());
    for (int s = 0; s < layout.servers(); s++) b.link(b.server(s), b.switchNode(layout.switchOf(s)));
    RecursiveLevels levels = spec.levels();
    for (int copy = 0; copy < layout.copies(); copy++) {
      int c = copy;
      levels.forEachBridge((u, v, level) -> b.link(b.server(layout.serverOf(c, u)), b.server(layout.serverOf(c, v))));
    }
    for (int u = 0; u < layout.copies(); u++) {
      for (int w = u + 1; w < layout.copies(); w++) {
        for (int v = 0; v < layout.crossings(); v++) b.link(b.server(layout.crossingEnd(u, w, v)), b.server(layout.crossingEnd(w, u, v)));
      }
    }
    return b.build();
  }
}
