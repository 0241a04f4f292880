package org.interflow.model.routing.tree;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * D-mod-K: destination-mod-k routing for fat trees (Zahavi 2010; the default tree routing of
 * INRFlow and of InfiniBand's ftree routing engine). Up ports are the destination's digits, see
 * {@link AbstractModKRouting}: on a k-ary n-tree the up port of a level-l switch is {@code
 * floor(dst / k^(l-1)) mod k}. All flows to one destination descend the same tree of links, and a
 * shift permutation loads every link of a k-ary n-tree with at most one flow. CLI name {@code
 * dmodk}; the default routing of {@code fattree}, {@code thintree} and {@code xgft}.
 *
 * <p>Single path, minimal (2L hops, L the nearest common ancestor level), O(n) per flow. Returns
 * 0 paths when the path crosses a failed element.
 */
public final class DModKRouting extends AbstractModKRouting {
  /** @throws IllegalArgumentException if the topology is not a tree family */
  public DModKRouting(Topology topology, FailureSet failures) { super("dmodk", topology, failures); }

  @Override
  protected int key(int source, int destination) { return destination; }
}
