package org.interflow.model.metrics;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.alg.StoerWagnerMinimumCut;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * Computes the {@link TopologyMetrics} of a topology under a failure set: sizes, hop distances,
 * balanced bisection (Kernighan-Lin, and exhaustive when small), global minimum cut, shortest-path
 * diversity and connected components. Each expensive figure has a budget in {@link Options}; above
 * it the figure is sampled (distances, path diversity) or skipped (null). The result depends only on
 * the topology, the failures and the options (seed included), not on the thread count.
 *
 * <p>Memory is O(nodes + links) plus O(threads * nodes) for distances, so a million-server network
 * is analysed within a few hundred MiB; the default budgets keep it to seconds.
 */
public final class TopologyAnalyzer {
  private TopologyAnalyzer() {}

  /**
   * Budgets and seeds of an analysis.
   *
   * @param seed seed of every random choice (sampled sources and pairs, Kernighan-Lin starts)
   * @param restarts Kernighan-Lin random starts (>= 1)
   * @param threads worker threads for the distance BFSs (>= 1); does not change the result
   * @param distanceWork exact distances when BFS sources * (vertices + arcs) of the graph searched is at
   *     most this, else a sample of sources that fits
   * @param bisectionMaxVertices largest switch graph given to Kernighan-Lin
   * @param exactBisectionMaxVertices largest switch graph bisected exhaustively (at most 28)
   * @param minCutWork largest vertices * edges of the switch graph for Stoer-Wagner
   * @param diversityExactPairs exact path diversity up to this many switch pairs, else sampled
   * @param diversitySources sampled path-diversity source switches
   * @param diversityTargets sampled targets per source switch
   * @param diversityWork arcs scanned after which sampled path diversity stops (fewer pairs)
   */
  public record Options(long seed, int restarts, int threads, long distanceWork, int bisectionMaxVertices,
      int exactBisectionMaxVertices, long minCutWork, long diversityExactPairs, int diversitySources,
      int diversityTargets, long diversityWork) {
    public Options {
      if (restarts < 1) throw new IllegalArgumentException("restarts must be >= 1, got " + restarts);
      if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
      if (exactBisectionMaxVertices > ExhaustiveBisection.MAX_VERTICES) {
        throw new IllegalArgumentException("exactBisectionMaxVertices must be <= " + ExhaustiveBisection.MAX_VERTICES
            + ", got " + exactBisectionMaxVertices);
      }
      if (diversitySources < 1 || diversityTargets < 1) {
        throw new IllegalArgumentException("path-diversity samples must be >= 1");
      }
    }

    /**
     * The defaults, which analyse a 16x16x16 torus or a 16-ary 3-tree in about a second and a
     * million-server network in a few: 8 Kernighan-Lin restarts; one thread; 2*10^8 BFS steps for
     * distances (exact for those two); Kernighan-Lin up to 50 000 switches (about a second);
     * exhaustive bisection up to 20 switches; Stoer-Wagner up to 10^6 vertices * edges (JGraphT
     * needs about a second there); exact path diversity up to 20 000 switch pairs (200 switches),
     * else 32 sources x 64 targets, stopping after 5*10^7 arcs scanned.
     */
    public static Options defaults(long seed) {
      return new Options(seed, 8, 1, 200_000_000L, 50_000, 20, 1_000_000L, 20_000, 32, 64, 50_000_000L);
    }

    public Options withRestarts(int value) {
      return new Options(seed, value, threads, distanceWork, bisectionMaxVertices, exactBisectionMaxVertices,
          minCutWork, diversityExactPairs, diversitySources, diversityTargets, diversityWork);
    }

    public Options withThreads(int value) {
      return new Options(seed, restarts, value, distanceWork, bisectionMaxVertices, exactBisectionMaxVertices,
          minCutWork, diversityExactPairs, diversitySources, diversityTargets, diversityWork);
    }

    public Options withDistanceWork(long value) {
      return new Options(seed, restarts, threads, value, bisectionMaxVertices, exactBisectionMaxVertices,
          minCutWork, diversityExactPairs, diversitySources, diversityTargets, diversityWork);
    }

    public Options withDiversityExactPairs(long value) {
      return new Options(seed, restarts, threads, distanceWork, bisectionMaxVertices, exactBisectionMaxVertices,
          minCutWork, value, diversitySources, diversityTargets, diversityWork);
    }
  }

  /** All metrics of {@code t} with {@code failures} applied. */
  public static TopologyMetrics analyze(Topology t, FailureSet failures, Options options) {
    boolean[] usable = new boolean[t.links()];
    for (int l = 0; l < t.links(); l++) usable[l] = failures.linkUsable(t, l);
    int failedNodes = 0;
    for (int n = 0; n < t.nodes(); n++) if (failures.nodeFailed(n)) failedNodes++;
    int failedLinks = 0;
    for (int l = 0; l < t.links(); l++) if (failures.linkFailed(l)) failedLinks++;

    RouterGraph graph = RouterGraph.of(t, failures, usable);
    HopDistances.Result distances = HopDistances.measure(t, failures, usable, graph, options.distanceWork(),
        options.seed(), options.threads());
    int n = graph.vertices();
    BisectionSummary bisection = n >= 2 && n <= options.bisectionMaxVertices()
        ? KernighanLinBisection.bisect(graph, options.restarts(), options.seed()) : null;
    BisectionSummary exact = n >= 2 && n <= options.exactBisectionMaxVertices() ? ExhaustiveBisection.bisect(graph) : null;
    Integer edgeConnectivity = n >= 2 && (long) n * graph.edges() <= options.minCutWork() ? minimumCut(graph) : null;
    PathDiversitySummary diversity = ShortestPathDiversity.measure(graph, new ShortestPathDiversity.Budget(
        options.diversityExactPairs(), options.diversitySources(), options.diversityTargets(), options.diversityWork()),
        options.seed());
    return new TopologyMetrics(t.servers(), t.switches(), t.links(), t.serverPorts(), t.switchPorts(), failedLinks,
        failedNodes, components(t, failures, usable), distances.servers(), distances.switches(), n, bisection, exact,
        edgeConnectivity, diversity);
  }

  /** Connected components of the up nodes joined by usable links, by union-find. O(nodes + links). */
  static int components(Topology t, FailureSet failures, boolean[] usable) {
    int[] parent = new int[t.nodes()];
    for (int v = 0; v < parent.length; v++) parent[v] = v;
    int components = 0;
    for (int v = 0; v < parent.length; v++) if (!failures.nodeFailed(v)) components++;
    for (int l = 0; l < t.links(); l++) {
      if (!usable[l]) continue;
      int a = root(parent, t.linkA(l));
      int b = root(parent, t.linkB(l));
      if (a != b) {
        parent[Math.max(a, b)] = Math.min(a, b);
        components--;
      }
    }
    return components;
  }

  private static int root(int[] parent, int v) {
    while (parent[v] != v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  }

  /** Global minimum cut of the switch graph in links (JGraphT Stoer-Wagner); 0 when disconnected. */
  private static int minimumCut(RouterGraph g) {
    int[] parent = new int[g.vertices()];
    for (int v = 0; v < parent.length; v++) parent[v] = v;
    int components = parent.length;
    Graph<Integer, DefaultWeightedEdge> weighted = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
    for (int v = 0; v < g.vertices(); v++) weighted.addVertex(v);
    for (int e = 0; e < g.edges(); e++) {
      int a = g.tail(2 * e);
      int b = g.head(2 * e);
      DefaultWeightedEdge edge = weighted.getEdge(a, b);
      if (edge == null) weighted.setEdgeWeight(weighted.addEdge(a, b), 1);
      else weighted.setEdgeWeight(edge, weighted.getEdgeWeight(edge) + 1);
      int ra = root(parent, a);
      int rb = root(parent, b);
      if (ra != rb) {
        parent[Math.max(ra, rb)] = Math.min(ra, rb);
        components--;
      }
    }
    if (components > 1) return 0;
    return (int) Math.round(new StoerWagnerMinimumCut<>(weighted).minCutWeight());
  }
}
