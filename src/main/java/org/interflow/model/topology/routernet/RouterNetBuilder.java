package org.interflow.model.topology.routernet;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.TopologySpec;

/**
 * Builds the topology of a connections database: compute node c is server c, router r is switch
 * r (node N + r, radix m_r). Links are created in slot order, so port p of compute node c is its
 * p-th slot and link {@code c n + p} joins it to its router; cables follow in database order. Unused
 * router ports become free ports (the radix keeps m_r). O(P).
 */
public final class RouterNetBuilder {
  private RouterNetBuilder() {}

  /** A random valid network drawn from the spec's seed (see {@link RouterConnections#random}). */
  public static Topology build(RouterNetSpec spec, LinkParams links) {
    return build(spec, RouterConnections.random(spec.layout(), new java.util.SplittableRandom(spec.seed())), links);
  }

  /**
   * The network wired as {@code connections} says, under {@code spec}'s name. The database is not
   * checked for validity here (see {@link RouterConnections#valid()}).
   */
  public static Topology build(TopologySpec spec, RouterConnections connections, LinkParams links) {
    return wire(spec, connections, links, false);
  }

  /**
   * The same network marked server-centric, so that graph metrics treat each compute node as a
   * vertex of its own: a balanced bisection then halves the compute nodes and counts their links
   * too (Thompson's definition the notebook cites), which matters when compute nodes have several
   * ports. For analysis only; compute nodes do not relay traffic.
   */
  public static Topology buildForBisection(TopologySpec spec, RouterConnections connections, LinkParams links) {
    return wire(spec, connections, links, true);
  }

  private static Topology wire(TopologySpec spec, RouterConnections c, LinkParams links, boolean computeAsVertices) {
    RouterNetLayout layout = c.layout();
    TopologyBuilder b = new TopologyBuilder(spec, layout.computeNodes(), layout.routers(), links)
        .expectLinks(layout.computeSlots() + c.cables())
        .serversForward(computeAsVertices);
    for (int r = 0; r < layout.routers(); r++) b.radix(r, layout.routerPorts(r));
    for (int s = 0; s < layout.computeSlots(); s++) b.link(b.server(layout.computeNodeOf(s)), b.switchNode(c.slot(s)));
    for (int s = layout.computeSlots(); s < layout.slots(); s += 2) {
      if (c.slot(s) != c.slot(s + 1)) b.link(b.switchNode(c.slot(s)), b.switchNode(c.slot(s + 1)));
    }
    return b.build();
  }
}
