package org.interflow.model.topology.xgft;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Wires any {@link TreeSpec} as the XGFT it denotes, with the node, link and port numbering of
 * {@link XgftLayout}: band by band from the servers up, each parent in index order links to its
 * children in digit order, {@code par} parallel copies each. Every switch declares the same radix,
 * {@link XgftLayout#switchRadix()} (for a k-ary n-tree, 2k even at the top level). O(nodes + links)
 * time and about 40 bytes per link; a 100-ary 3-tree (1M servers, 3M links) builds in about a
 * second.
 */
public final class XgftBuilder {
  private XgftBuilder() {}

  /** Builds {@code spec}; the topology keeps {@code spec} (so it prints as its own family). */
  public static Topology build(TreeSpec spec, LinkParams links) {
    XgftLayout layout = new XgftLayout(spec.xgft());
    TopologyBuilder b = new TopologyBuilder(spec, layout.servers(), layout.switches(), links).expectLinks(layout.links());
    for (int s = 0; s < layout.switches(); s++) b.radix(s, layout.switchRadix());
    for (int band = 0; band < layout.height(); band++) {
      int m = layout.children(band + 1);
      int par = layout.parallel(band);
      int childReplicas = layout.replicas(band);
      int parentReplicas = layout.replicas(band + 1);
      for (int parent = 0; parent < layout.nodes(band + 1); parent++) {
        int parentNode = layout.node(band + 1, parent);
        int childSubtreeBase = parent / parentReplicas * m;       // A' * m
        int childReplica = parent % parentReplicas % childReplicas; // B' mod W_band = B
        for (int c = 0; c < m; c++) {
          int childNode = layout.node(band, (childSubtreeBase + c) * childReplicas + childReplica);
          for (int q = 0; q < par; q++) b.link(childNode, parentNode);
        }
      }
    }
    return b.build();
  }
}
