package org.interflow.model.metrics;

import java.util.Arrays;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;

/**
 * The usable forwarding graph of a topology in compact form: the vertices that relay traffic (up
 * switches; also up servers when the network is server-centric) and the usable links between them.
 * Each vertex carries a weight used to balance bisections: the number of servers it hosts. A second
 * form, {@link #withServers}, also holds servers that do not relay, for distances between them.
 *
 * <p>Weights: in a switch-centric network a server counts for the switch of its first usable link
 * (multi-homed servers count once); in a server-centric network each server weighs 1 and switches
 * 0. When no vertex has weight (a switch-only graph) every vertex weighs 1, so balance means equal
 * vertex counts.
 *
 * <p>Edges keep their multiplicity (parallel links are separate edges). Edge {@code e} has arcs
 * {@code 2e} (from {@link #tail(int)} of {@code 2e}) and {@code 2e+1} back, so an arc's reverse is
 * {@code arc ^ 1}. Building is O(nodes + links) time and memory.
 */
final class RouterGraph {
  private final Topology topology;
  private final int[] vertexNode;   // vertex -> topology node
  private final int[] weight;       // vertex -> servers it balances
  private final boolean[] isSwitch; // vertex -> is a switch (pairs for path diversity)
  private final int[] ends;         // arc -> tail vertex; head of arc a is ends[a ^ 1]
  private final int[] link;         // edge -> topology link id
  private final int[] arcStart;     // vertices + 1 offsets into arcs
  private final int[] arcs;         // arcs leaving each vertex
  private final int[] neighbors;    // head of arcs[p], for fast BFS
  private final boolean[] relays;   // vertex -> forwards traffic (switches; servers when serversForward)
  private final int maxDegree;

  private RouterGraph(Topology topology, int[] vertexNode, int[] weight, boolean[] isSwitch, int[] ends,
      int[] link) {
    this.topology = topology;
    this.relays = new boolean[vertexNode.length];
    for (int v = 0; v < vertexNode.length; v++) relays[v] = isSwitch[v] || topology.serversForward();
    this.vertexNode = vertexNode;
    this.weight = weight;
    this.isSwitch = isSwitch;
    this.ends = ends;
    this.link = link;
    int n = vertexNode.length;
    arcStart = new int[n + 1];
    for (int tail : ends) arcStart[tail + 1]++;
    int max = 0;
    for (int v = 0; v < n; v++) {
      max = Math.max(max, arcStart[v + 1]);
      arcStart[v + 1] += arcStart[v];
    }
    maxDegree = max;
    int[] fill = Arrays.copyOf(arcStart, n);
    arcs = new int[ends.length];
    for (int a = 0; a < ends.length; a++) arcs[fill[ends[a]]++] = a;
    neighbors = new int[arcs.length];
    for (int p = 0; p < arcs.length; p++) neighbors[p] = ends[arcs[p] ^ 1];
  }

  /**
   * The forwarding graph of the usable part of {@code t}.
   *
   * @param usable per link, true when {@link FailureSet#linkUsable} holds
   */
  static RouterGraph of(Topology t, FailureSet failures, boolean[] usable) {
    return of(t, failures, usable, t.serversForward());
  }

  /**
   * Every up node and every usable link, servers included whether they relay or not ({@link
   * #relays(int)} tells); for distances in switch-centric networks with multi-homed servers.
   */
  static RouterGraph withServers(Topology t, FailureSet failures, boolean[] usable) {
    return of(t, failures, usable, true);
  }

  private static RouterGraph of(Topology t, FailureSet failures, boolean[] usable, boolean withServers) {
    int[] vertexOf = new int[t.nodes()];
    Arrays.fill(vertexOf, -1);
    int n = 0;
    for (int node = withServers ? 0 : t.servers(); node < t.nodes(); node++) {
      if (!failures.nodeFailed(node)) vertexOf[node] = n++;
    }
    int[] vertexNode = new int[n];
    boolean[] isSwitch = new boolean[n];
    for (int node = 0; node < t.nodes(); node++) {
      if (vertexOf[node] >= 0) {
        vertexNode[vertexOf[node]] = node;
        isSwitch[vertexOf[node]] = t.isSwitch(node);
      }
    }
    int[] weight = new int[n];
    long total = 0;
    for (int s = 0; s < t.servers(); s++) {
      if (failures.nodeFailed(s)) continue;
      int host = withServers ? s : firstUsableNeighbor(t, usable, s);
      if (host >= 0 && vertexOf[host] >= 0) {
        weight[vertexOf[host]]++;
        total++;
      }
    }
    if (total == 0) Arrays.fill(weight, 1);
    int edges = 0;
    for (int l = 0; l < t.links(); l++) {
      if (usable[l] && vertexOf[t.linkA(l)] >= 0 && vertexOf[t.linkB(l)] >= 0) edges++;
    }
    int[] ends = new int[2 * edges];
    int[] link = new int[edges];
    int e = 0;
    for (int l = 0; l < t.links(); l++) {
      if (usable[l] && vertexOf[t.linkA(l)] >= 0 && vertexOf[t.linkB(l)] >= 0) {
        ends[2 * e] = vertexOf[t.linkA(l)];
        ends[2 * e + 1] = vertexOf[t.linkB(l)];
        link[e++] = l;
      }
    }
    return new RouterGraph(t, vertexNode, weight, isSwitch, ends, link);
  }

  private static int firstUsableNeighbor(Topology t, boolean[] usable, int server) {
    for (int p = 0; p < t.degree(server); p++) {
      int d = t.outLink(server, p);
      if (usable[Topology.linkOf(d)]) return t.to(d);
    }
    return -1;
  }

  int vertices() { return vertexNode.length; }

  int edges() { return link.length; }

  int node(int vertex) { return vertexNode[vertex]; }

  int weight(int vertex) { return weight[vertex]; }

  boolean isSwitch(int vertex) { return isSwitch[vertex]; }

  int degree(int vertex) { return arcStart[vertex + 1] - arcStart[vertex]; }

  int maxDegree() { return maxDegree; }

  /** Arcs (two per edge). */
  int arcs() { return ends.length; }

  int firstArc(int vertex) { return arcStart[vertex]; }

  int endArc(int vertex) { return arcStart[vertex + 1]; }

  /** Arc id stored at CSR position {@code position} (between firstArc and endArc of a vertex). */
  int arcAt(int position) { return arcs[position]; }

  int tail(int arc) { return ends[arc]; }

  int head(int arc) { return ends[arc ^ 1]; }

  /**
   * Breadth-first search from {@code source}, expanding only relaying vertices (and the source).
   * {@code dist} must hold -1 for every vertex on entry; on return it holds the hop distance of the
   * visited vertices, which are {@code queue[0 .. returned count)} in BFS order (the caller resets
   * their {@code dist} to -1 before the next search). O(visited vertices + their arcs).
   */
  int breadthFirst(int source, int[] dist, int[] queue) {
    int head = 0;
    int tail = 0;
    queue[tail++] = source;
    dist[source] = 0;
    while (head < tail) {
      int x = queue[head++];
      if (x != source && !relays[x]) continue;
      int next = dist[x] + 1;
      for (int p = arcStart[x], end = arcStart[x + 1]; p < end; p++) {
        int y = neighbors[p];
        if (dist[y] < 0) {
          dist[y] = next;
          queue[tail++] = y;
        }
      }
    }
    return tail;
  }

  /** Capacity of the link under edge {@code edge}, bits per second each way. */
  double capacityBitsPerSecond(int edge) { return topology.capacityBitsPerSecond(link[edge]); }
}
