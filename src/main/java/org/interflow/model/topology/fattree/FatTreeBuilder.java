package org.interflow.model.topology.fattree;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.xgft.XgftBuilder;

/**
 * Builds k-ary n-trees and thin trees. Both are XGFTs, so the connection rule lives once in {@link
 * XgftBuilder}; the numbering is documented on {@link FatTreeSpec}. O(n * k^n).
 */
public final class FatTreeBuilder {
  private FatTreeBuilder() {}

  /** A k-ary n-tree. */
  public static Topology build(FatTreeSpec spec, LinkParams links) { return XgftBuilder.build(spec, links); }

  /** A k:k'-ary n-tree (thin tree). */
  public static Topology build(ThinTreeSpec spec, LinkParams links) { return XgftBuilder.build(spec, links); }
}
