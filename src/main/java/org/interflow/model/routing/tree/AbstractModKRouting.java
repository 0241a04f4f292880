package org.interflow.model.routing.tree;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.topology.xgft.XgftLayout;

/**
 * The skeleton of the mod-k tree routings: a flow climbs only to the nearest common ancestor level
 * of source and destination, choosing each up port from one digit of a key (the destination for
 * {@link DModKRouting}, the source for {@link SModKRouting}), then takes the unique way down.
 *
 * <p><b>Up.</b> Leaving level l (band l), the up port among the {@code U_l = w_{l+1} * par_l} of a
 * level-l node is {@code r_l = floor(key / (U_0 * .. * U_{l-1})) mod U_l}: the key written in the
 * mixed radix of the up-port counts, one digit per band (Zahavi, "D-mod-K routing providing
 * non-blocking traffic for shift permutations on real life fat trees", 2010; parallel links count
 * as distinct up ports). Port {@code r_l} leads to the parent with replica digit {@code r_l / par_l}
 * through copy {@code r_l mod par_l}. For a k-ary n-tree {@code U_0 = 1} and {@code U_l = k}, so
 * leaf switches (level 1) use {@code key mod k} and a level-l switch uses {@code floor(key /
 * k^(l-1)) mod k}; for a k:k'-ary n-tree the same with k'.
 *
 * <p><b>Top.</b> The climb stops at the lowest level L whose subtree holds both servers, {@code
 * floor(src / M_L) = floor(dst / M_L)}, so paths have 2L hops and are minimal.
 *
 * <p><b>Down.</b> From the ancestor {@code (A, B)} the path to the destination passes the
 * level-l nodes {@code (floor(dst / M_l), B mod W_l)}, unique except for the parallel copy, for
 * which band l reuses the up choice {@code r_l mod par_l}. Under D-mod-K every node on the way
 * down is therefore determined by the destination alone, and so are all ancestors reached.
 *
 * <p>Pure arithmetic, no tables: O(L) integer divisions per flow, no allocation. A path that
 * crosses a failed link or node is not rerouted: {@link #route} returns 0.
 */
public abstract sealed class AbstractModKRouting implements RoutingAlgorithm permits DModKRouting, SModKRouting {
  private final Topology topology;
  private final FailureSet failures;
  private final boolean checkFailures;
  private final XgftLayout layout;

  /**
   * @throws IllegalArgumentException if the topology is not a tree family ({@link TreeSpec})
   */
  protected AbstractModKRouting(String name, Topology topology, FailureSet failures) {
    if (!(topology.spec() instanceof TreeSpec tree)) {
      throw new IllegalArgumentException(name + " routing needs a tree topology (fattree, thintree, xgft), got "
          + topology.spec().family());
    }
    this.layout = new XgftLayout(tree.xgft());
    if (layout.servers() != topology.servers() || layout.links() != topology.links()) {
      throw new IllegalArgumentException(name + " routing: " + topology + " was not built as " + tree.xgft());
    }
    this.topology = topology;
    this.failures = failures;
    this.checkFailures = !failures.isEmpty();
  }

  /** The number whose mixed-radix digits choose the up ports. */
  protected abstract int key(int source, int destination);

  @Override
  public final int route(int source, int destination, PathBuffer out) {
    out.clear();
    out.beginPath();
    if (source == destination) return 1;
    XgftLayout t = layout;
    int key = key(source, destination);
    int top = 1;
    while (source / t.subtreeServers(top) != destination / t.subtreeServers(top)) top++;
    int subtree = source;   // A at the current level
    int replica = 0;        // B at the current level
    for (int band = 0; band < top; band++) {
      int par = t.parallel(band);
      int choice = key / t.upDigitWeight(band) % t.upPorts(band);
      int m = t.children(band + 1);
      int parentSubtree = subtree / m;
      replica += choice / par * t.replicas(band);
      int link = t.link(band, parentSubtree * t.replicas(band + 1) + replica, subtree - parentSubtree * m, choice % par);
      if (checkFailures && !failures.linkUsable(topology, link)) return noRoute(out);
      out.add(2 * link);
      subtree = parentSubtree;
    }
    for (int band = top - 1; band >= 0; band--) {
      int par = t.parallel(band);
      int choice = key / t.upDigitWeight(band) % t.upPorts(band);
      int parent = destination / t.subtreeServers(band + 1) * t.replicas(band + 1) + replica % t.replicas(band + 1);
      int childDigit = destination / t.subtreeServers(band) % t.children(band + 1);
      int link = t.link(band, parent, childDigit, choice % par);
      if (checkFailures && !failures.linkUsable(topology, link)) return noRoute(out);
      out.add(2 * link + 1);
    }
    return 1;
  }

  private static int noRoute(PathBuffer out) {
    out.discardPath();
    return 0;
  }
}
