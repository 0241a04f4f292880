package org.interflow.model.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.exanest.ExanestBuilder;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.junit.jupiter.api.Test;

class ExanestObjectivesTest {
  /** Sums of a few doubles: exact up to rounding. */
  private static final double TOLERANCE = 1e-12;
  /** The paper's Fig. 2 example: T = (R=2, N=4, M=2), s = (5, 17, 8, 22). */
  private static final int[] PAPER = {5, 17, 8, 22};

  private static Topology paperTopology() {
    return ExanestBuilder.build(new ExanestSpec(4, 2, 2, List.of(5, 17, 8, 22)), LinkParams.DEFAULT);
  }

  @Test
  void thePaperExampleUsesFourLinksAndIsConnected() {
    // f3 = |A_s|: all four entries of (5, 17, 8, 22) are non-zero, so 4 (the paper's figure also
    // prints f3=4). Connected: chassis 0's router 0 reaches chassis 1 (s(1)=5) and cabinet 1 (s(2)=17);
    // s(1) steps chassis q -> q+1 around each cabinet, so every cabinet is a ring joined to the other.
    ExanestObjectives.Values v = ExanestObjectives.evaluate(4, 2, 2, PAPER, 8, 1);
    assertEquals(4, v.activeLinks());
    assertTrue(v.connected());
  }

  @Test
  void bisectionOfThePaperExampleMatchesExhaustiveSearch() {
    // 16 routers: 2^15 balanced-or-not partitions searched exhaustively give the exact width; with 8
    // restarts Kernighan-Lin must find it on a graph this small. The router graph has 8 backplanes +
    // 8*4 cables = 40 links (each router: 1 backplane + 2 own cables + 2 incoming, degree 5).
    Topology t = paperTopology();
    boolean[] usable = new boolean[t.links()];
    Arrays.fill(usable, true);
    RouterGraph g = RouterGraph.of(t, FailureSet.NONE, usable);
    assertEquals(16, g.vertices());
    assertEquals(40, g.edges());
    int exact = ExhaustiveBisection.bisect(g).linksCut();
    assertEquals(exact, ExanestObjectives.evaluate(4, 2, 2, PAPER, 8, 1).bisectionWidth());
  }

  @Test
  void pathDiversityOfThePaperExampleMatchesBruteForceOverAllShortestPaths() {
    // Second method: list every shortest router-to-router path (as sequences of link ids, parallel
    // links distinct) by depth-first search on BFS layers, then find the largest set of pairwise
    // link-disjoint ones by exhaustive backtracking; f2 = 2 * sum / ((|G|+1)|G|) with |G| = 16.
    Topology t = paperTopology();
    int routers = t.switches();
    long sum = 0;
    for (int a = 0; a < routers; a++) {
      for (int b = a + 1; b < routers; b++) sum += bruteForceDisjoint(t, t.servers() + a, t.servers() + b);
    }
    double expected = 2.0 * sum / ((routers + 1.0) * routers);
    assertEquals(expected, ExanestObjectives.evaluate(4, 2, 2, PAPER, 8, 1).pathDiversity(), TOLERANCE);
  }

  @Test
  void aVectorThatLeavesCabinetsApartIsDisconnected() {
    // s = (5, 0, 0, 0) with N=4, M=2: only internal cables (router 0 of chassis q to router 0 of q+1
    // in the same cabinet), so the two cabinets are separate components; f3 = 1.
    ExanestObjectives.Values v = ExanestObjectives.evaluate(4, 2, 2, new int[] {5, 0, 0, 0}, 4, 1);
    assertFalse(v.connected());
    assertFalse(ExanestObjectives.connected(4, 2, 2, new int[] {5, 0, 0, 0}));
    assertEquals(1, v.activeLinks());
    assertEquals(0, v.bisectionWidth()); // one cabinet per half cuts nothing
  }

  @Test
  void theSameSeedGivesTheSameObjectives() {
    assertEquals(ExanestObjectives.evaluate(4, 2, 2, PAPER, 3, 42), ExanestObjectives.evaluate(4, 2, 2, PAPER, 3, 42));
  }

  @Test
  void anInvalidVectorIsRejected() {
    // s(1) = 3 would cable link 1 to link 4 of the same chassis (internal range starts at 2R = 4).
    assertThrows(IllegalArgumentException.class, () -> ExanestObjectives.evaluate(4, 2, 2, new int[] {3, 0, 0, 0}, 1, 1));
  }

  @Test
  void withBranchAndBoundF1IsExactAndMatchesExhaustiveSearch() {
    // T = (2, 4, 2): 16 routers, exhaustive search over 2^15 partitions is the second method
    java.util.SplittableRandom random = new java.util.SplittableRandom(9);
    BisectionEffort exact = new BisectionEffort(2, 16, 10_000_000);
    for (int trial = 0; trial < 12; trial++) {
      int[] s = new int[4];
      for (int p = 0; p < 4; p++) s[p] = random.nextBoolean() ? 0 : 4 - p + random.nextInt(32 - 4);
      if (!ExanestObjectives.connected(4, 2, 2, s)) continue;
      ExanestObjectives.Values v = ExanestObjectives.evaluate(4, 2, 2, s, exact, 1);
      assertTrue(v.bisectionExact(), Arrays.toString(s));
      Topology t = ExanestBuilder.build(new ExanestSpec(4, 2, 2, Arrays.stream(s).boxed().toList()), LinkParams.DEFAULT);
      boolean[] usable = new boolean[t.links()];
      Arrays.fill(usable, true);
      assertEquals(ExhaustiveBisection.bisect(RouterGraph.of(t, FailureSet.NONE, usable)).linksCut(), v.bisectionWidth());
      ExanestObjectives.Values heuristic = ExanestObjectives.evaluate(4, 2, 2, s, 2, 1);
      assertTrue(heuristic.bisectionLower() <= v.bisectionWidth() && v.bisectionWidth() <= heuristic.bisectionWidth());
    }
  }

  @Test
  void f2FromChassisZeroByTheSymmetryEqualsTheSumOverAllRouterPairs() {
    // second method: every unordered router pair measured by ShortestPathDiversity (exact mode)
    java.util.SplittableRandom random = new java.util.SplittableRandom(4);
    for (int trial = 0; trial < 6; trial++) {
      int[] s = new int[6];
      for (int p = 0; p < 6; p++) s[p] = random.nextBoolean() ? 0 : 6 - p + random.nextInt(2 * 3 * 4 * 3 - 6);
      Topology t = ExanestBuilder.build(new ExanestSpec(4, 3, 3, Arrays.stream(s).boxed().toList()), LinkParams.DEFAULT);
      boolean[] usable = new boolean[t.links()];
      Arrays.fill(usable, true);
      PathDiversitySummary all = ShortestPathDiversity.measure(RouterGraph.of(t, FailureSet.NONE, usable),
          new ShortestPathDiversity.Budget(Long.MAX_VALUE, 1, 1, Long.MAX_VALUE), 1);
      assertTrue(all.exact());
      assertEquals(all.exanestF2(), ExanestObjectives.evaluate(4, 3, 3, s, 1, 1).pathDiversity(), 0.0, Arrays.toString(s));
    }
  }

  // ---- brute force for the second method ----

  private static int bruteForceDisjoint(Topology t, int from, int to) {
    int[] dist = new int[t.nodes()];
    Arrays.fill(dist, -1);
    int[] queue = new int[t.nodes()];
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    dist[from] = 0;
    while (head < tail) {
      int x = queue[head++];
      for (int p = 0; p < t.degree(x); p++) {
        int y = t.neighbor(x, p);
        if (t.isSwitch(y) && dist[y] < 0) {
          dist[y] = dist[x] + 1;
          queue[tail++] = y;
        }
      }
    }
    if (dist[to] < 0) return 0;
    List<int[]> paths = new ArrayList<>();
    collect(t, dist, from, to, new ArrayList<>(), paths);
    return best(paths, 0, new boolean[t.links()]);
  }

  private static void collect(Topology t, int[] dist, int x, int to, List<Integer> links, List<int[]> out) {
    if (x == to) {
      out.add(links.stream().mapToInt(Integer::intValue).toArray());
      return;
    }
    for (int p = 0; p < t.degree(x); p++) {
      int y = t.neighbor(x, p);
      if (!t.isSwitch(y) || dist[y] != dist[x] + 1 || dist[y] > dist[to]) continue;
      links.add(Topology.linkOf(t.outLink(x, p)));
      collect(t, dist, y, to, links, out);
      links.remove(links.size() - 1);
    }
  }

  private static int best(List<int[]> paths, int from, boolean[] used) {
    int best = 0;
    for (int i = from; i < paths.size(); i++) {
      int[] p = paths.get(i);
      boolean free = true;
      for (int l : p) free &= !used[l];
      if (!free) continue;
      for (int l : p) used[l] = true;
      best = Math.max(best, 1 + best(paths, i + 1, used));
      for (int l : p) used[l] = false;
    }
    return best;
  }
}
