package org.interflow.model.routing.tree;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * S-mod-K: source-mod-k routing for fat trees, the mirror of {@link DModKRouting}. Up ports are
 * the source's digits (on a k-ary n-tree a level-l switch uses {@code floor(src / k^(l-1)) mod k}),
 * so each source's flows climb one fixed tree of links. CLI name {@code smodk}.
 *
 * <p>Single path, minimal, O(n) per flow. Returns 0 paths when the path crosses a failed element.
 */
public final class SModKRouting extends AbstractModKRouting {
  /** @throws IllegalArgumentException if the topology is not a tree family */
  public SModKRouting(Topology topology, FailureSet failures) { super("smodk", topology, failures); }

  @Override
  protected int key(int source, int destination) { return source; }
}
