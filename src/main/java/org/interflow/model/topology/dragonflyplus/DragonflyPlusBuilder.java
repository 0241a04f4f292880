package org.interflow.model.topology.dragonflyplus;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link DragonflyPlusShape}. Router {@code i (L + S) + j} is leaf j of group i for {@code
 * j < L}, else spine {@code j - L}; server s hangs from leaf {@code s / p} (in group order). Links:
 * the servers', then group by group every leaf to every spine (leaf-major), then the global links
 * for groups {@code i < t}, copy by copy, between the spines {@link #globalSpine} names. O(links).
 */
public final class DragonflyPlusBuilder {
  private DragonflyPlusBuilder() {}

  public static Topology build(DragonflyPlusShape shape, LinkParams links) {
    DragonflyPlusSpec spec = shape.dragonflyPlus();
    int perGroup = spec.routersPerGroup();
    int servers = spec.g() * spec.leaves() * spec.p();
    TopologyBuilder b = new TopologyBuilder(shape, servers, spec.g() * perGroup, links);
    for (int i = 0; i < spec.g(); i++) {
      for (int j = 0; j < perGroup; j++) b.radix(i * perGroup + j, j < spec.leaves() ? spec.p() + spec.spines() : spec.leaves() + spec.h());
    }
    for (int s = 0; s < servers; s++) b.link(b.server(s), b.switchNode(leafOfServer(spec, s)));
    for (int i = 0; i < spec.g(); i++) {
      for (int leaf = 0; leaf < spec.leaves(); leaf++) {
        for (int spine = 0; spine < spec.spines(); spine++) {
          b.link(b.switchNode(i * perGroup + leaf), b.switchNode(i * perGroup + spec.leaves() + spine));
        }
      }
    }
    for (int i = 0; i < spec.g(); i++) {
      for (int t = i + 1; t < spec.g(); t++) {
        for (int c = 0; c < spec.globalLinksPerGroupPair(); c++) {
          b.link(b.switchNode(i * perGroup + spec.leaves() + globalSpine(spec, i, t, c)),
              b.switchNode(t * perGroup + spec.leaves() + globalSpine(spec, t, i, c)));
        }
      }
    }
    return b.build();
  }

  /** Router index (among all switches) of the leaf server s hangs from. */
  public static int leafOfServer(DragonflyPlusSpec spec, int server) {
    int leaf = server / spec.p();
    return leaf / spec.leaves() * spec.routersPerGroup() + leaf % spec.leaves();
  }

  /** The spine (0..S-1) of group {@code from} that owns copy {@code c} of its global link to group {@code to}. */
  public static int globalSpine(DragonflyPlusSpec spec, int from, int to, int copy) {
    return (copy * (spec.g() - 1) + spec.rule().slot(from, to, spec.g())) / spec.h();
  }
}
