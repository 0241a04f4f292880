package org.interflow.model.metrics;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Edge-disjoint shortest paths between switch pairs of a {@link RouterGraph}: for (u, v) the value of
 * a unit-capacity maximum flow from u to v on the BFS DAG of u (arcs x->y with dist(y) = dist(x) + 1),
 * whose u-v paths are exactly the shortest ones. Flow is pushed by BFS augmenting paths
 * (Edmonds-Karp) restricted to the ancestors of v in the DAG.
 *
 * <p>Exact over all unordered switch pairs when there are at most {@code exactPairs} of them; else a
 * seeded sample of source switches (as many as the work budget allows, at most {@code sampleSources})
 * each paired with {@code sampleTargets} random other switches. Per pair O(f * A), with f the flow
 * (at most the degree) and A the arcs among v's ancestors; plus one BFS per source.
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
  private int stamp;

  private ShortestPathDiversity(RouterGraph g) {
    this.g = g;
    int n = g.vertices();
    dist = new int[n];
    order = new int[n];
    ancestorStamp = new int[n];
    visitStamp = new int[n];
    parentArc = new int[n];
    queue = new int[n];
    flow = new byte[2 * g.edges()];
    touched = new int[2 * g.edges()];
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
      long perSource = g.vertices() + 2L * g.edges();
      int sources = (int) Math.max(1, Math.min(budget.sampleSources(), budget.workBudget() / Math.max(1, perSource)));
      sources = Math.min(sources, n);
      for (int s = 0; s < sources; s++) {
        int u = switches[random.nextInt(n)];
        d.bfs(u);
        for (int k = 0; k < budget.sampleTargets(); k++) {
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

  /** Edge-disjoint shortest paths between vertices u != v of {@code g}. O(V + E) per call. */
  static int between(RouterGraph g, int u, int v) {
    ShortestPathDiversity d = new ShortestPathDiversity(g);
    d.bfs(u);
    return d.disjointShortestPaths(u, v);
  }

  /** BFS distances from {@code source} over the whole graph (-1 = unreachable). */
  private void bfs(int source) {
    Arrays.fill(dist, -1);
    int head = 0;
    int tail = 0;
    order[tail++] = source;
    dist[source] = 0;
    while (head < tail) {
      int x = order[head++];
      for (int p = g.firstArc(x), end = g.endArc(x); p < end; p++) {
        int y = g.head(g.arcAt(p));
        if (dist[y] < 0) {
          dist[y] = dist[x] + 1;
          order[tail++] = y;
        }
      }
    }
  }

  /** Max number of edge-disjoint shortest u-v paths; {@link #bfs} must have run from u. */
  private int disjointShortestPaths(int u, int v) {
    if (dist[v] < 0) return 0;
    markAncestors(v);
    int ancestors = stamp;
    int flowValue = 0;
    int touchedCount = 0;
    while (true) {
      // BFS in the residual DAG: forward arcs without flow, backward along arcs with flow
      int visit = ++stamp;
      int head = 0;
      int tail = 0;
      queue[tail++] = u;
      visitStamp[u] = visit;
      boolean reached = false;
      while (head < tail && !reached) {
        int x = queue[head++];
        for (int p = g.firstArc(x), end = g.endArc(x); p < end; p++) {
          int arc = g.arcAt(p);
          int y = g.head(arc);
          if (ancestorStamp[y] != ancestors || visitStamp[y] == visit) continue;
          boolean forward = dist[y] == dist[x] + 1 && flow[arc] == 0;
          boolean backward = dist[y] == dist[x] - 1 && flow[arc ^ 1] == 1;
          if (!forward && !backward) continue;
          visitStamp[y] = visit;
          parentArc[y] = arc;
          if (y == v) {
            reached = true;
            break;
          }
          queue[tail++] = y;
        }
      }
      if (!reached) break;
      for (int y = v; y != u; ) {
        int arc = parentArc[y];
        if (dist[y] == dist[g.tail(arc)] + 1) {
          flow[arc] = 1;
          touched[touchedCount++] = arc;
        } else {
          flow[arc ^ 1] = 0;
        }
        y = g.tail(arc);
      }
      flowValue++;
    }
    for (int i = 0; i < touchedCount; i++) flow[touched[i]] = 0;
    return flowValue;
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
