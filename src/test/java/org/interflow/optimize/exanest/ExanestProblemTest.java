package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.interflow.model.metrics.ExanestObjectives;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;
import org.junit.jupiter.api.Test;

class ExanestProblemTest {
  /** The paper's Fig. 2 system T = (R=2, N=4, M=2). */
  private static final ExanestProblem PROBLEM = new ExanestProblem(4, 2, 2, 8, 1);

  private static IntegerSolution solution(int... s) {
    IntegerSolution x = PROBLEM.createSolution();
    ExanestProblem.write(x, s);
    return x;
  }

  @Test
  void boundsRunFromZeroToTheLastLinkOfTheLastCabinet() {
    // Upper bound of s(i) is 2MNR - i = 32 - i: 31, 30, 29, 28; the lower is 0 (unused).
    assertEquals(4, PROBLEM.numberOfVariables());
    assertEquals(3, PROBLEM.numberOfObjectives());
    int[] upper = new int[4];
    for (int p = 0; p < 4; p++) {
      assertEquals(0, PROBLEM.variableBounds().get(p).getLowerBound());
      upper[p] = PROBLEM.variableBounds().get(p).getUpperBound();
    }
    assertArrayEquals(new int[] {31, 30, 29, 28}, upper);
    // Ranges of s(2) (p = 1): internal [2R-i+1, 2NR-i] = [3, 14], external [15, 30].
    assertEquals(3, PROBLEM.internalLow(1));
    assertEquals(14, PROBLEM.internalHigh(1));
    assertEquals(15, PROBLEM.externalLow(1));
    assertEquals(30, PROBLEM.externalHigh(1));
  }

  @Test
  void theFigureTwoVectorIsHeldPositionByPositionAndDecodesToItsSpec() {
    // Variable i-1 holds s(i): s = (5, 17, 8, 22) of Fig. 2 decodes to the ExaNeSt spec the builder
    // test wires by hand (link 1 -> 6, 2 -> 19, 3 -> 11, 4 -> 26).
    IntegerSolution x = solution(5, 17, 8, 22);
    assertEquals(List.of(5, 17, 8, 22), x.variables());
    assertArrayEquals(new int[] {5, 17, 8, 22}, ExanestProblem.vector(x));
    assertEquals("exanest:n=4,m=2,r=2,links=5-17-8-22", PROBLEM.spec(x).canonical());
  }

  @Test
  void validityFollowsTheRangesAndFeasibilityAlsoNeedsConnection() {
    assertTrue(PROBLEM.valid(new int[] {5, 17, 8, 22}));
    assertTrue(PROBLEM.feasible(new int[] {5, 17, 8, 22}));
    // s(1) = 3 stays inside the chassis (internal range starts at 4); 32 is past 2MNR - 1 = 31.
    assertFalse(PROBLEM.valid(new int[] {3, 0, 0, 0}));
    assertFalse(PROBLEM.valid(new int[] {32, 0, 0, 0}));
    assertFalse(PROBLEM.valid(new int[] {5, 17, 8}));
    // Internal links only: the two cabinets are apart.
    assertTrue(PROBLEM.valid(new int[] {5, 0, 8, 0}));
    assertFalse(PROBLEM.feasible(new int[] {5, 0, 8, 0}));
  }

  @Test
  void thePaperExampleIsStoredNegatedForMaximisedObjectives() {
    // f3 = 4 links as counted by hand; f1 and f2 enter negated, as jMetal minimises.
    IntegerSolution x = PROBLEM.evaluate(solution(5, 17, 8, 22));
    ExanestObjectives.Values v = ExanestObjectives.evaluate(4, 2, 2, new int[] {5, 17, 8, 22}, 8, 1);
    assertEquals(-v.bisectionWidth(), x.objectives()[0]);
    assertEquals(-v.pathDiversity(), x.objectives()[1]);
    assertEquals(4.0, x.objectives()[2]);
    assertTrue(v.bisectionWidth() > 0 && v.pathDiversity() > 0);
    assertEquals(Boolean.TRUE, x.attributes().get(ExanestProblem.CONNECTED));
  }

  @Test
  void aDisconnectedVectorGetsTheWorstObjectives() {
    // (0, 0, 2R) = (0, 0, 4): dominated by every connected vector, whose bisection is at least 1.
    IntegerSolution x = PROBLEM.evaluate(solution(5, 0, 8, 0));
    assertArrayEquals(new double[] {0, 0, 4}, x.objectives());
    assertEquals(Boolean.FALSE, x.attributes().get(ExanestProblem.CONNECTED));
    assertThrows(IllegalArgumentException.class, () -> PROBLEM.evaluate(solution(3, 0, 0, 0)));
  }

  @Test
  void randomSolutionsAreValidAndConnected() {
    JMetalRandom.getInstance().setSeed(7);
    for (int k = 0; k < 50; k++) {
      int[] s = ExanestProblem.vector(PROBLEM.createSolution());
      assertTrue(PROBLEM.feasible(s), () -> Arrays.toString(s));
    }
  }

  @Test
  void aSingleChassisHasNothingToCableAndFallsBackToTheEmptyVector() {
    // N = M = 1: every s(i) must be 0 (no range), the two routers are joined by the backplane.
    ExanestProblem single = new ExanestProblem(1, 1, 2, 1, 1);
    JMetalRandom.getInstance().setSeed(3);
    assertEquals(List.of(0, 0, 0, 0), single.createSolution().variables());
  }
}
