package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.EdmondsKarpMFImpl;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleDirectedWeightedGraph;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/** Edge-disjoint shortest paths worked out by hand on rings, cubes, cliques and a 4x4 torus. */
class ShortestPathDiversityTest {
  private static final double TOLERANCE = 1e-12;
  private static final ShortestPathDiversity.Budget EXACT = new ShortestPathDiversity.Budget(1_000_000, 1, 1, 1);

  private static RouterGraph graph(Topology t, FailureSet failures) {
    boolean[] usable = new boolean[t.links()];
    for (int l = 0; l < t.links(); l++) usable[l] = failures.linkUsable(t, l);
    return RouterGraph.of(t, failures, usable);
  }

  private static RouterGraph graph(Topology t) { return graph(t, FailureSet.NONE); }

  @Test
  void oppositeCornersOfAFourRingHaveTwoPaths() {
    // 0-1-2-3-0: 0 to 2 goes either way round, two disjoint paths of 2 hops
    assertEquals(2, ShortestPathDiversity.between(graph(SmallNetworks.ring(4, 0)), 0, 2));
    assertEquals(1, ShortestPathDiversity.between(graph(SmallNetworks.ring(4, 0)), 0, 1));
  }

  @Test
  void aFailedLinkLeavesOneOfTheTwoRingPaths() {
    // link 0 is 0-1; 0 to 2 now only 0-3-2
    RouterGraph g = graph(SmallNetworks.ring(4, 0), FailureSet.of(new int[] {0}, new int[0]));
    assertEquals(1, ShortestPathDiversity.between(g, 0, 2));
  }

  @Test
  void antipodalVerticesOfAKCubeHaveKPaths() {
    // 0 to 2^k - 1: the k first hops flip distinct bits and the cyclic bit orders give k disjoint paths
    for (int k = 1; k <= 6; k++) {
      assertEquals(k, ShortestPathDiversity.between(graph(SmallNetworks.hypercube(k)), 0, (1 << k) - 1), "k=" + k);
    }
  }

  @Test
  void antipodalSwitchesOfAFourByFourTorusHaveFourPaths() {
    // (0,0) to (2,2), 4 hops; both directions are shortest in each ring of 4. Disjoint paths, one per
    // first hop: x+x+y+y+ via (1,0)(2,0)(2,1); x-x-y-y- via (3,0)(2,0)(2,3); y+y+x-x- via
    // (0,1)(0,2)(3,2); y-y-x+x+ via (0,3)(0,2)(1,2). Their 16 links are distinct, and the degree is 4.
    // Switch (x,y) has id x + 4y.
    RouterGraph g = graph(SmallNetworks.torus(4, 2, 0));
    assertEquals(4, ShortestPathDiversity.between(g, 0, 2 + 4 * 2));
    // (0,0) to (2,0): via (1,0) or (3,0), 2 paths; (0,0) to (1,1): x then y, or y then x, 2 paths
    assertEquals(2, ShortestPathDiversity.between(g, 0, 2));
    assertEquals(2, ShortestPathDiversity.between(g, 0, 1 + 4));
  }

  @Test
  void aFourRingAveragesFourThirdsAndExaNeStF2IsFourFifths() {
    // 6 pairs: 4 adjacent (1 path) and 2 opposite (2 paths): sum 8, mean 8/6.
    // f2 = 2 * 8 / ((4 + 1) * 4) = 0.8
    PathDiversitySummary s = ShortestPathDiversity.measure(graph(SmallNetworks.ring(4, 0)), EXACT, 1);
    assertEquals(8.0 / 6, s.meanPaths(), TOLERANCE);
    assertEquals(1, s.minPaths());
    assertEquals(2, s.maxPaths());
    assertEquals(0.8, s.exanestF2(), TOLERANCE);
    assertEquals(6, s.pairsMeasured());
    assertTrue(s.exact());
  }

  @Test
  void aThreeCubeAveragesTwelveSevenths() {
    // A pair at Hamming distance h has h disjoint shortest paths. Q3 has 12 pairs at h=1, 12 at h=2
    // and 4 at h=3: sum 12 + 24 + 12 = 48 over 28 pairs.
    PathDiversitySummary s = ShortestPathDiversity.measure(graph(SmallNetworks.hypercube(3)), EXACT, 1);
    assertEquals(48.0 / 28, s.meanPaths(), TOLERANCE);
    assertEquals(3, s.maxPaths());
    assertEquals(2.0 * 48 / (9 * 8), s.exanestF2(), TOLERANCE);
  }

  @Test
  void everyPairOfACompleteGraphHasOnePath() {
    // K_6: every pair adjacent, one shortest path; f2 = 2 * 15 / (7 * 6) = 5/7
    PathDiversitySummary s = ShortestPathDiversity.measure(graph(SmallNetworks.complete(6)), EXACT, 1);
    assertEquals(1.0, s.meanPaths(), TOLERANCE);
    assertEquals(1, s.minPaths());
    assertEquals(1, s.maxPaths());
    assertEquals(5.0 / 7, s.exanestF2(), TOLERANCE);
  }

  @Test
  void unreachablePairsCountZeroPaths() {
    // ring of 4 with links 0 (0-1) and 2 (2-3) failed: components {1,2} and {3,0}; 2 pairs joined
    // by one path each, 4 pairs apart: mean 2/6, min 0
    RouterGraph g = graph(SmallNetworks.ring(4, 0), FailureSet.of(new int[] {0, 2}, new int[0]));
    PathDiversitySummary s = ShortestPathDiversity.measure(g, EXACT, 1);
    assertEquals(2.0 / 6, s.meanPaths(), TOLERANCE);
    assertEquals(0, s.minPaths());
  }

  @Test
  void aSampleOfAHypercubeStaysWithinTheHammingBoundsAndScalesF2() {
    // 64 switches, 2016 pairs > 100: sampled, 4 sources x 10 targets
    ShortestPathDiversity.Budget sample = new ShortestPathDiversity.Budget(100, 4, 10, 1_000_000);
    PathDiversitySummary s = ShortestPathDiversity.measure(graph(SmallNetworks.hypercube(6)), sample, 3);
    assertFalse(s.exact());
    assertEquals(40, s.pairsMeasured());
    assertTrue(s.minPaths() >= 1 && s.maxPaths() <= 6);
    // estimated sum = mean * 64*63/2, so f2 = mean * 63 / 65
    assertEquals(s.meanPaths() * 63 / 65, s.exanestF2(), TOLERANCE);
    assertEquals(s, ShortestPathDiversity.measure(graph(SmallNetworks.hypercube(6)), sample, 3), "same seed");
  }

  @Test
  void randomGraphsAgreeWithJGraphTMaxFlowOnTheShortestPathDag() {
    // Oracle: JGraphT BFS distances, then Edmonds-Karp on the DAG of arcs x->y with
    // dist(u,x) + 1 + dist(y,v) = dist(u,v), capacity = number of parallel links
    SplittableRandom random = new SplittableRandom(99);
    for (int trial = 0; trial < 10; trial++) {
      int n = 12;
      TopologyBuilder b = new TopologyBuilder(new SmallNetworks.Named("random"), 0, n, LinkParams.DEFAULT);
      for (int e = 0; e < 30; e++) {
        int x = random.nextInt(n);
        b.link(b.switchNode(x), b.switchNode((x + 1 + random.nextInt(n - 1)) % n));
      }
      Topology t = b.build();
      RouterGraph g = graph(t);
      Graph<Integer, DefaultEdge> simple = new SimpleGraph<>(DefaultEdge.class);
      for (int v = 0; v < n; v++) simple.addVertex(v);
      for (int l = 0; l < t.links(); l++) if (!simple.containsEdge(t.linkA(l), t.linkB(l))) simple.addEdge(t.linkA(l), t.linkB(l));
      int[][] dist = new int[n][n];
      for (int u = 0; u < n; u++) {
        BFSShortestPath<Integer, DefaultEdge> bfs = new BFSShortestPath<>(simple);
        for (int v = 0; v < n; v++) {
          var path = bfs.getPath(u, v);
          dist[u][v] = path == null ? -1 : path.getLength();
        }
      }
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          int expected = 0;
          if (dist[u][v] > 0) {
            SimpleDirectedWeightedGraph<Integer, DefaultWeightedEdge> dag = new SimpleDirectedWeightedGraph<>(DefaultWeightedEdge.class);
            for (int x = 0; x < n; x++) dag.addVertex(x);
            for (int l = 0; l < t.links(); l++) {
              for (int[] arc : new int[][] {{t.linkA(l), t.linkB(l)}, {t.linkB(l), t.linkA(l)}}) {
                int x = arc[0] - t.servers();
                int y = arc[1] - t.servers();
                if (dist[u][x] >= 0 && dist[y][v] >= 0 && dist[u][x] + 1 + dist[y][v] == dist[u][v]) {
                  DefaultWeightedEdge e = dag.getEdge(x, y);
                  if (e == null) dag.setEdgeWeight(dag.addEdge(x, y), 1);
                  else dag.setEdgeWeight(e, dag.getEdgeWeight(e) + 1);
                }
              }
            }
            expected = (int) Math.round(new EdmondsKarpMFImpl<>(dag).getMaximumFlowValue(u, v));
          }
          assertEquals(expected, ShortestPathDiversity.between(g, u, v), "trial " + trial + " pair " + u + "," + v);
        }
      }
    }
  }
}
