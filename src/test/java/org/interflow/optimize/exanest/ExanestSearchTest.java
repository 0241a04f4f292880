package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.optimize.search.SearchAlgorithm;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.evaluator.impl.SequentialSolutionListEvaluator;
import org.junit.jupiter.api.Test;

class ExanestSearchTest {
  private static List<IntegerSolution> run(ExanestProblem problem, SearchAlgorithm algorithm, int pop, int gens,
      long seed) {
    ExanestSearch.Settings settings = ExanestSearch.Settings.paper(algorithm, 0.5).withPopulation(pop).withGenerations(gens);
    return ExanestSearch.run(problem, settings, seed, new SequentialSolutionListEvaluator<IntegerSolution>());
  }

  /** a dominates b for minimised objectives: no worse everywhere, better somewhere. */
  private static boolean dominates(double[] a, double[] b) {
    boolean better = false;
    for (int k = 0; k < a.length; k++) {
      if (a[k] > b[k]) return false;
      if (a[k] < b[k]) better = true;
    }
    return better;
  }

  private static void assertFeasibleMutuallyNonDominatedFront(ExanestProblem problem, List<IntegerSolution> front) {
    assertFalse(front.isEmpty());
    for (IntegerSolution x : front) {
      int[] s = ExanestProblem.vector(x);
      assertTrue(problem.feasible(s), Arrays.toString(s));
      // the stored objectives are those of a fresh evaluation
      IntegerSolution again = problem.createSolution();
      ExanestProblem.write(again, s);
      assertArrayEquals(problem.evaluate(again).objectives(), x.objectives());
      double[][] bounds = problem.objectiveBounds();
      for (int k = 0; k < 3; k++) {
        assertTrue(x.objectives()[k] >= bounds[0][k] && x.objectives()[k] <= bounds[1][k], "objective " + k);
      }
      for (IntegerSolution y : front) assertFalse(dominates(y.objectives(), x.objectives()));
    }
  }

  @Test
  void aSmallNsgaIIRunGivesTheSameFeasibleNonDominatedFrontTwice() {
    // Fig. 2's system T = (2, 4, 2), population 20, 10 generations (220 evaluations), seed 1.
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 4, 1);
    List<IntegerSolution> first = run(problem, SearchAlgorithm.NSGA_II, 20, 10, 1);
    assertFeasibleMutuallyNonDominatedFront(problem, first);
    List<IntegerSolution> second = run(problem, SearchAlgorithm.NSGA_II, 20, 10, 1);
    assertEquals(first.size(), second.size());
    for (int i = 0; i < first.size(); i++) {
      assertEquals(first.get(i).variables(), second.get(i).variables());
      assertArrayEquals(first.get(i).objectives(), second.get(i).objectives());
    }
  }

  @Test
  void nsgaIIIAndSmsEmoaAlsoGiveFeasibleNonDominatedFronts() {
    ExanestProblem problem = new ExanestProblem(4, 2, 2, 4, 1);
    assertFeasibleMutuallyNonDominatedFront(problem, run(problem, SearchAlgorithm.NSGA_III, 20, 10, 2));
    assertFeasibleMutuallyNonDominatedFront(problem, run(problem, SearchAlgorithm.SMS_EMOA, 20, 10, 3));
  }

  @Test
  void nsgaIIIDivisionsGiveAtMostOneReferencePointPerIndividual() {
    // 3 objectives, p divisions: (p+1)(p+2)/2 points. p = 12 -> 91 <= 100 < 105 (p = 13);
    // p = 4 -> 15 <= 20 < 21.
    assertEquals(12, ExanestSearch.divisions(100));
    assertEquals(4, ExanestSearch.divisions(20));
  }

  @Test
  void nsgaIIComesCloseToTheExhaustiveFrontOfASmallSystem() {
    // T = (R=2, N=3, M=1): one cabinet, so each s(i) is 0 or internal, [5-i, 12-i]: 9 values per
    // entry, 9^4 = 6561 vectors, all evaluated here (about 2 s) to get the exact front under the same
    // Kernighan-Lin evaluation; it has 7 distinct objective vectors, for f3 = 1..4. NSGA-II with
    // population 20 and 10 generations spends 220 evaluations, a thirtieth of the space, but its
    // mutation walks the front one link per router at a time, so it should find nearly all of it: we
    // ask for 90% of the exact hypervolume and an IGD below 0.05, a twentieth of the normalised cube's
    // edge (normalised by objectiveBounds(), the two closest front points are about 0.07 apart).
    ExanestProblem problem = new ExanestProblem(3, 1, 2, 4, 1);
    List<double[]> all = new ArrayList<>();
    int[] s = new int[4];
    for (int k = 1; k < 6561; k++) {
      int rest = k;
      for (int p = 0; p < 4; p++) {
        int digit = rest % 9;
        rest /= 9;
        s[p] = digit == 0 ? 0 : problem.internalLow(p) + digit - 1; // internalLow(p) + 7 = internalHigh(p)
      }
      if (!problem.feasible(s)) continue;
      IntegerSolution x = problem.createSolution();
      ExanestProblem.write(x, s);
      all.add(problem.evaluate(x).objectives().clone());
    }
    List<double[]> exact = new ArrayList<>();
    for (double[] x : all) {
      boolean dominated = false;
      for (double[] y : all) dominated |= dominates(y, x);
      if (!dominated) exact.add(x);
    }
    double[][] reference = exact.toArray(new double[0][]);
    double[][] bounds = problem.objectiveBounds();
    double[][] found = ExanestIndicators.objectives(run(problem, SearchAlgorithm.NSGA_II, 20, 10, 5));
    double exactHv = ExanestIndicators.hypervolume(reference, bounds);
    assertTrue(exactHv > 0);
    assertTrue(ExanestIndicators.hypervolume(found, bounds) >= 0.9 * exactHv,
        ExanestIndicators.hypervolume(found, bounds) + " vs exact " + exactHv);
    assertTrue(ExanestIndicators.igd(found, reference, bounds) < 0.05);
  }
}
