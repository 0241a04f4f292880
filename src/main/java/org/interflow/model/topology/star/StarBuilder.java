package org.interflow.model.topology.star;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/** Builds a {@link StarSpec}: server i is linked to the single switch, link id i, switch port i. */
public final class StarBuilder {
  private StarBuilder() {}

  public static Topology build(StarSpec spec, LinkParams links) {
    TopologyBuilder b = new TopologyBuilder(spec, spec.servers(), 1, links).expectLinks(spec.servers());
    for (int s = 0; s < spec.servers(); s++) b.link(b.server(s), b.switchNode(0));
    return b.build();
  }
}
