package org.interflow.model.topology.dragonfly;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link DragonflySpec}: access links, then each group's complete graph of local links,
 * then the global links group pair by group pair, numbered as {@link DragonflyWiring} states. A
 * router's ports are therefore its {@code p} servers, then its {@code a-1} local links (to routers
 * in increasing order), then its global links in the order of the group pairs they join. O(links).
 */
public final class DragonflyBuilder {
  private DragonflyBuilder() {}

  public static Topology build(DragonflySpec spec, LinkParams links) {
    DragonflyWiring w = new DragonflyWiring(spec);
    int a = spec.a();
    int g = spec.g();
    TopologyBuilder b = new TopologyBuilder(spec, w.servers(), w.routers(), links).expectLinks(w.links());
    for (int r = 0; r < w.routers(); r++) b.radix(r, spec.radix());
    for (int s = 0; s < w.servers(); s++) b.link(b.server(s), b.switchNode(w.routerOfServer(s)));
    for (int i = 0; i < g; i++) {
      for (int j0 = 0; j0 < a; j0++) {
        for (int j1 = j0 + 1; j1 < a; j1++) b.link(b.switchNode(i * a + j0), b.switchNode(i * a + j1));
      }
    }
    for (int i = 0; i < g; i++) {
      for (int t = i + 1; t < g; t++) {
        for (int c = 0; c < w.copies(); c++) {
          b.link(b.switchNode(i * a + w.globalRouter(i, t, c)), b.switchNode(t * a + w.globalRouter(t, i, c)));
        }
      }
    }
    return b.build();
  }
}
