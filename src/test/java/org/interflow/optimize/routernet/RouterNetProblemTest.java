package org.interflow.optimize.routernet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.junit.jupiter.api.Test;
import org.uma.jmetal.algorithm.multiobjective.nsgaii.NSGAIIBuilder;
import org.uma.jmetal.util.evaluator.impl.SequentialSolutionListEvaluator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

class RouterNetProblemTest {
  private static final double EPS = 1e-12;

  private static double[] objectivesOf(RouterNetLayout layout, int... slots) {
    RouterNetProblem problem = new RouterNetProblem(layout, 8, 1);
    return problem.evaluate(new RouterNetSolution(layout, slots, 4)).objectives().clone();
  }

  @Test
  void fourTwoPortNodesOnTwoSharedRoutersHaveHandComputedObjectives() {
    // Nodes A..D each on routers 0 and 1 (4 ports each, no cable). Every pair shares a router: 2 hops,
    // mean 2, max 2. Bisection: 2 nodes per side. With both routers on one side the far nodes cut 2 links
    // each (4); with a router per side every node cuts one of its two links (4): width 4. Routers: 2.
    double[] f = objectivesOf(RouterNetLayout.uniform(4, 2, 2, 4), 0, 1, 1, 0, 0, 1, 1, 0);
    assertArrayEquals(new double[] {2, 2, -4, 2}, f, EPS);
  }

  @Test
  void twoRouterPairsJoinedByOneCableHaveHandComputedObjectives() {
    // Routers of 2, 3, 3, 2 ports; A, B on routers 0, 1; C, D on routers 2, 3; cable 1-2. Hops: 4 ordered
    // pairs at 2, 8 at 3 (via the cable): mean 32/12, max 3. Bisection {A, B, r0, r1} | {C, D, r2, r3}
    // cuts only the cable, and a connected network needs at least one cut link: width 1. Routers: 4.
    double[] f = objectivesOf(new RouterNetLayout(4, 2, new int[] {2, 3, 3, 2}), 0, 1, 1, 0, 2, 3, 3, 2, 1, 2);
    assertArrayEquals(new double[] {32.0 / 12, 3, -1, 4}, f, EPS);
  }

  @Test
  void eightOnePortNodesOnTwoCabledRoutersMatchNotebookFigureFive() {
    // Figure 5: 4 nodes per 5-port router, one cable. Hops: 24 ordered pairs at 2, 32 at 3: mean 144/56,
    // max 3. Bisection: the two routers with their 4 nodes each cut only the cable: width 1. Routers: 2.
    double[] f = objectivesOf(RouterNetLayout.uniform(8, 1, 2, 5), 0, 0, 0, 0, 1, 1, 1, 1, 0, 1);
    assertArrayEquals(new double[] {144.0 / 56, 3, -1, 2}, f, EPS);
  }

  @Test
  void removedCableFreesARouter() {
    // Routers 0 and 1 of 4 ports; 2 nodes on router 0, router 1 unused: its 4 ports are two unused pairs
    // and router 0's other 2 ports one more. Hops 2 (shared router), bisection: {A, r0} | {B}: 1 link.
    double[] f = objectivesOf(new RouterNetLayout(2, 1, new int[] {4, 4}), 0, 0, 0, 0, 1, 1, 1, 1);
    assertArrayEquals(new double[] {2, 2, -1, 1}, f, EPS);
  }

  private static List<RouterNetSolution> runNsgaII(long seed) {
    // 12 nodes x 2 ports on 8 routers of 5 ports: 24 node links, 8 cables. Population 20 for 10 generations.
    JMetalRandom.getInstance().setSeed(seed);
    RouterNetProblem problem = new RouterNetProblem(RouterNetLayout.uniform(12, 2, 8, 5), 4, 5);
    var algorithm = new NSGAIIBuilder<>(problem, new ParentCopyCrossover(), new MixedSwapMutation(0.8), 20)
        .setMaxEvaluations(20 * 11)
        .setSolutionListEvaluator(new SequentialSolutionListEvaluator<>())
        .build();
    algorithm.run();
    return algorithm.result();
  }

  @Test
  void shortSeededNsgaIIRunGivesValidMutuallyNonDominatedDesignsAndRepeats() {
    List<RouterNetSolution> front = runNsgaII(42);
    assertFalse(front.isEmpty());
    for (RouterNetSolution s : front) {
      assertTrue(s.connections().valid());
      double[] f = s.objectives();
      // a route passes through at most all 8 routers: 2..9 links; bisection at most the 32 links
      assertTrue(f[RouterNetProblem.MEAN_HOPS] >= 2 && f[RouterNetProblem.MAX_HOPS] <= 9, "hops in range");
      assertTrue(f[RouterNetProblem.NEGATIVE_BISECTION] <= -1 && f[RouterNetProblem.NEGATIVE_BISECTION] >= -32);
      assertTrue(f[RouterNetProblem.ROUTERS] >= 2 && f[RouterNetProblem.ROUTERS] <= 8);
    }
    for (RouterNetSolution a : front) {
      for (RouterNetSolution b : front) assertFalse(dominates(a.objectives(), b.objectives()), "front is non-dominated");
    }
    List<RouterNetSolution> again = runNsgaII(42);
    assertEquals(summary(front), summary(again));
  }

  private static boolean dominates(double[] a, double[] b) {
    boolean strictly = false;
    for (int i = 0; i < a.length; i++) {
      if (a[i] > b[i]) return false;
      if (a[i] < b[i]) strictly = true;
    }
    return strictly;
  }

  private static List<String> summary(List<RouterNetSolution> front) {
    List<String> lines = new ArrayList<>();
    for (RouterNetSolution s : front) {
      lines.add(java.util.Arrays.toString(s.slots()) + java.util.Arrays.toString(s.objectives()));
    }
    return lines;
  }
}
