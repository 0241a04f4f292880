package org.interflow.model.metrics;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Edge-disjoint shortest paths between switch pairs of a {@link RouterGraph}: for (u, v) the value of
 * a unit-capacity maximum flow from u to v on the BFS DAG of u (arcs x->y with dist(y) = dist(x) + 1),
 * whose u-v paths are exactly the shortest ones. The search is restricted to the ancestors of v in
 * the DAG; a Dinic blocking-flow phase finds most paths in one sweep, then Edmonds-Karp augmenting
 * paths (which may undo DAG arcs) finish the maximum flow. In a server-centric network the paths
 * may pass through servers, which are vertices of the graph there.
 *
 * <p>Exact over all unordered switch pairs when there are at most {@code exactPairs} of them; else a
 * seeded sample: up to {@code sampleSources} random source switches, each paired with
 * {@code sampleTargets} random other switches, stopping early (after at least one pair) once
 * {@code workBudget} arcs have been scanned. Per pair O((2 + r) * A), with A the arcs among v's
 * ancestors and r the augmentations left after the blocking flow (at most the degree); plus one BFS
 * per source.
 */
final class ShortestPathDiversity {
  private final RouterGraph g;
  private final int[] dist;
  private final int[] order;
  private final int[] ancestorStamp;
  private final int[] visitStamp;
  private final int[] parentArc;
  private final int[] queue;
  private final byte[] flow;
  private final int[] touched;
  private final int[] currentArc;
  private final int[] deadStamp;
  private final int[] pathVertex;
  private final int[] pathArc;
  private int touchedCount;
  private int visited;           // vertices the last BFS reached, in order[]
  private int stamp;
  private long work;             // arcs scanned, for the sampling budget

  private ShortestPathDiversity(RouterGraph g) {
    this.g = g;
    int n = g.vertices();
    dist = new int[n];
    Arrays.fill(dist, -1);
    order = new int[n];
    ancestorStamp = new int[n];
    visitStamp = new int[n];
    parentArc = new int[n];
    queue = new int[n];
    flow = new byte[2 * g.edges()];
    touched = new int[2 * g.edges()];
    currentArc = new int[n];
    deadStamp = new int[n];
    pathVertex = new int[n];
    pathArc = new int[n];
  }

  /** Sampling and budget settings; see the class comment. */
  record Budget(long exactPairs, int sampleSources, int sampleTargets, long workBudget) {}

  static PathDiversitySummary measure(RouterGraph g, Budget budget, long seed) {
    int[] switches = new int[g.vertices()];
    int n = 0;
    for (int v = 0; v < g.vertices(); v++) if (g.isSwitch(v)) switches[n++] = v;
    switches = Arrays.copyOf(switches, n);
    long allPairs = (long) n * (n - 1) / 2;
    if (n < 2) return new PathDiversitySummary(0, 0, 0, 0, 0, true);
    ShortestPathDiversity d = new ShortestPathDiversity(g);
    long sum = 0;
    long pairs = 0;
    int min = Integer.MAX_VALUE;
    int max = 0;
    boolean exact = allPairs <= budget.exactPairs();
    if (exact) {
      for (int i = 0; i < n; i++) {
        d.bfs(switches[i]);
        for (int j = i + 1; j < n; j++) {
          int paths = d.disjointShortestPaths(switches[i], switches[j]);
          sum += paths;
          pairs++;
          min = Math.min(min, paths);
          max = Math.max(max, paths);
        }
      }
    } else {
      SplittableRandom random = new SplittableRandom(seed);
      sampling:
      for (int s = 0; s < budget.sampleSources(); s++) {
        int u = switches[random.nextInt(n)];
        d.bfs(u);
        for (int k = 0; k < budget.sampleTargets(); k++) {
          if (pairs > 0 && d.work > budget.workBudget()) break sampling;
          int v = switches[random.nextInt(n - 1)];
          if (v == u) v = switches[n - 1]; // uniform over the other n-1 switches
          int paths = d.disjointShortestPaths(u, v);
          sum += paths;
          pairs++;
          min = Math.min(min, paths);
          max = Math.max(max, paths);
        }
      }
    }
    double mean = (double) sum / pairs;
    // ExaNeSt f2, eq. (4): 2 * sum_{i<j} |SDP| / ((|G| + 1) |G|); the sum is estimated when sampled
    double pairSum = exact ? sum : mean * allPairs;
    double f2 = 2 * pairSum / ((double) (n + 1) * n);
    return new PathDiversitySummary(mean, min, max, f2, pairs, exact);
  }

  /**
   * The sum, over the given source vertices u and every other switch v, of the edge-disjoint
   * shortest u-v paths: the whole-graph sum of a vertex-transitive part when the sources stand for
   * its orbits (ExaNeSt's chassis symmetry). O(sources * V * (2 + r) * A), as {@link #measure} per pair.
   */
  static long sumFromSources(RouterGraph g, int... sources) {
    ShortestPathDiversity d = new ShortestPathDiversity(g);
    long sum = 0;
    for (int u : sources) {
      d.bfs(u);
      for (int v = 0; v < g.vertices(); v++) if (v != u && g.isSwitch(v)) sum += d.disjointShortestPaths(u, v);
    }
    return sum;
  }

  /** Edge-disjoint shortest paths between vertices u != v of {@code g}. O(V + E) per call. */
  static int between(RouterGraph g, int u, int v) {
    ShortestPathDiversity d = new ShortestPathDiversity(g);
    d.bfs(u);
    return d.disjointShortestPaths(u, v);
  }

  /** BFS distances from {@code source} over the whole graph (-1 = unreachable). */
  private void bfs(int source) {
    for (int i = 0; i < visited; i++) dist[order[i]] = -1;
    visited = g.breadthFirst(source, dist, order);
    work += g.vertices() + (long) g.arcs();
  }

  /** Max number of edge-disjoint shortest u-v paths; {@link #bfs} must have run from u. */
  private int disjointShortestPaths(int u, int v) {
    if (dist[v] < 0) return 0;
    markAncestors(v);
    int ancestors = stamp;
    touchedCount = 0;
    int flowValue = blockingFlow(u, v, ancestors);
    while (augment(u, v, ancestors)) flowValue++;
    for (int i = 0; i < touchedCount; i++) flow[touched[i]] = 0;
    return flowValue;
  }

  /**
   * Dinic's first phase: depth-first paths along unused DAG arcs, with a current-arc pointer per
   * vertex and dead ends remembered, so all the paths it finds cost O(arcs among ancestors) together.
   */
  private int blockingFlow(int u, int v, int ancestors) {
    int phase = ++stamp;
    int found = 0;
    int depth = 0;
    pathVertex[0] = u;
    visitStamp[u] = phase;
    currentArc[u] = g.firstArc(u);
    while (depth >= 0) {
      int x = pathVertex[depth];
      if (x == v) {
        for (int i = 0; i < depth; i++) {
          flow[pathArc[i]] = 1;
          touched[touchedCount++] = pathArc[i];
        }
        found++;
        depth = 0;
        continue;
      }
      boolean advanced = false;
      for (int end = g.endArc(x); currentArc[x] < end; currentArc[x]++) {
        work++;
        int arc = g.arcAt(currentArc[x]);
        int y = g.head(arc);
        if (ancestorStamp[y] != ancestors || dist[y] != dist[x] + 1 || flow[arc] != 0 || deadStamp[y] == phase) continue;
        if (visitStamp[y] != phase) {
          visitStamp[y] = phase;
          currentArc[y] = g.firstArc(y);
        }
        pathArc[depth++] = arc;
        pathVertex[depth] = y;
        advanced = true;
        break;
      }
      if (!advanced) {
        deadStamp[x] = phase;
        depth--;
      }
    }
    return found;
  }

  /** One Edmonds-Karp augmentation in the residual DAG; false when the flow is maximum. */
  private boolean augment(int u, int v, int ancestors) {
    // forward arcs without flow, backward along arcs with flow
    int visit = ++stamp;
    int head = 0;
    int tail = 0;
    queue[tail++] = u;
    visitStamp[u] = visit;
    while (head < tail) {
      int x = queue[head++];
      for (int p = g.firstArc(x), end = g.endArc(x); p < end; p++) {
        work++;
        int arc = g.arcAt(p);
        int y = g.head(arc);
        if (ancestorStamp[y] != ancestors || visitStamp[y] == visit) continue;
        boolean forward = dist[y] == dist[x] + 1 && flow[arc] == 0;
        boolean backward = dist[y] == dist[x] - 1 && flow[arc ^ 1] == 1;
        if (!forward && !backward) continue;
        visitStamp[y] = visit;
        parentArc[y] = arc;
        if (y == v) {
          for (int z = v; z != u; z = g.tail(parentArc[z])) {
            int a = parentArc[z];
            if (dist[z] == dist[g.tail(a)] + 1) {
              flow[a] = 1;
              touched[touchedCount++] = a;
            } else {
              flow[a ^ 1] = 0;
            }
          }
          return true;
        }
        queue[tail++] = y;
      }
    }
    return false;
  }

  /** Stamps v and every vertex with a DAG path to v (the only vertices on shortest u-v paths). */
  private void markAncestors(int v) {
    int mark = ++stamp;
    int head = 0;
    int tail = 0;
    queue[tail++] = v;
    ancestorStamp[v] = mark;
    while (head < tail) {
      int x = queue[head++];
      work += g.degree(x);
      for (int p = g.firstArc(x), end = g.endArc(x); p < end; p++) {
        int y = g.head(g.arcAt(p));
        if (dist[y] == dist[x] - 1 && ancestorStamp[y] != mark) {
          ancestorStamp[y] = mark;
          queue[tail++] = y;
        }
      }
    }
  }
}
