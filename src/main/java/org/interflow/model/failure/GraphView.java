package org.interflow.model.failure;

import org.interflow.model.topology.Topology;

import org.jgrapht.Graph;
import org.jgrapht.graph.builder.GraphTypeBuilder;

/**
 * JGraphT views of a topology, for the algorithms JGraphT already has (k shortest paths, disjoint
 * paths, max flow, min cut, connectivity). Vertices are node ids, edges are link ids (undirected
 * view) or directed link ids (directed view). Building a view is O(nodes + links); use it where
 * graphs are of a size JGraphT handles, not on the million-server hot path.
 */
public final class GraphView {
  private GraphView() {}

  /**
   * Undirected multigraph of the usable part of a topology.
   *
   * @param switchesOnly keep only switch-to-switch links (servers dropped)
   */
  public static Graph<Integer, Integer> undirected(Topology t, FailureSet failures, boolean switchesOnly) {
    Graph<Integer, Integer> g = GraphTypeBuilder.<Integer, Integer>undirected().allowingMultipleEdges(true)
        .allowingSelfLoops(false).weighted(false).buildGraph();
    addVertices(g, t, failures, switchesOnly);
    for (int l = 0; l < t.links(); l++) {
      if (keep(t, failures, switchesOnly, l)) g.addEdge(t.linkA(l), t.linkB(l), l);
    }
    return g;
  }

  /**
   * Directed graph with one arc per link direction (arc id = directed link id). JGraphT's disjoint
   * path algorithms (Suurballe, Bhandari) need this form.
   */
  public static Graph<Integer, Integer> directed(Topology t, FailureSet failures, boolean switchesOnly) {
    Graph<Integer, Integer> g = GraphTypeBuilder.<Integer, Integer>directed().allowingMultipleEdges(true)
        .allowingSelfLoops(false).weighted(true).buildGraph();
    addVertices(g, t, failures, switchesOnly);
    for (int l = 0; l < t.links(); l++) {
      if (keep(t, failures, switchesOnly, l)) {
        g.addEdge(t.linkA(l), t.linkB(l), 2 * l);
        g.addEdge(t.linkB(l), t.linkA(l), 2 * l + 1);
      }
    }
    return g;
  }

  private static void addVertices(Graph<Integer, Integer> g, Topology t, FailureSet failures, boolean switchesOnly) {
    for (int n = switchesOnly ? t.servers() : 0; n < t.nodes(); n++) {
      if (!failures.nodeFailed(n)) g.addVertex(n);
    }
  }

  private static boolean keep(Topology t, FailureSet f, boolean switchesOnly, int l) {
    if (!f.linkUsable(t, l)) return false;
    return !switchesOnly || (t.isSwitch(t.linkA(l)) && t.isSwitch(t.linkB(l)));
  }

}
