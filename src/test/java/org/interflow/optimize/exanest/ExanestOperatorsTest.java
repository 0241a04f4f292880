package org.interflow.optimize.exanest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;
import org.junit.jupiter.api.Test;

class ExanestOperatorsTest {
  /** T = (R=2, N=4, M=2): s(i) internal [5-i, 16-i], external [17-i, 32-i]. */
  private static final ExanestProblem PROBLEM = new ExanestProblem(4, 2, 2, 1, 1);

  private static IntegerSolution solution(ExanestProblem problem, int... s) {
    IntegerSolution x = problem.createSolution();
    ExanestProblem.write(x, s);
    return x;
  }

  @Test
  void crossoverSwapsTheLeadingEntriesOfEachRouter() {
    // R = 3, c1 = 2, c2 = 5: entries 1..2 and 4..5 (1-based) come from the other parent, 3 and 6 stay.
    int[] a = {1, 2, 3, 4, 5, 6};
    int[] b = {10, 20, 30, 40, 50, 60};
    assertArrayEquals(new int[] {10, 20, 3, 40, 50, 6}, ExanestCrossover.cross(a, b, 3, 2, 5));
    // c1 = R and c2 = 2R swap everything.
    assertArrayEquals(b, ExanestCrossover.cross(a, b, 3, 3, 6));
    assertThrows(IllegalArgumentException.class, () -> ExanestCrossover.cross(a, b, 3, 0, 5));
    assertThrows(IllegalArgumentException.class, () -> ExanestCrossover.cross(a, b, 3, 2, 3));
  }

  @Test
  void crossoverChildrenAreFeasibleAndMadeOfTheirParentsByCutPoints() {
    // For R = 2 the only cut pairs are c1 in {1, 2}, c2 in {3, 4}; a child is pa1 (discarded or no
    // crossover) or cross(pa1, pa2, 2, c1, c2) for one of those pairs.
    JMetalRandom.getInstance().setSeed(11);
    ExanestCrossover crossover = new ExanestCrossover(PROBLEM, 0.8);
    for (int k = 0; k < 200; k++) {
      IntegerSolution p1 = PROBLEM.createSolution();
      IntegerSolution p2 = PROBLEM.createSolution();
      List<IntegerSolution> children = crossover.execute(List.of(p1, p2));
      assertEquals(2, children.size());
      int[] a = ExanestProblem.vector(p1);
      int[] b = ExanestProblem.vector(p2);
      int[] c = ExanestProblem.vector(children.get(0));
      int[] d = ExanestProblem.vector(children.get(1));
      assertTrue(PROBLEM.feasible(c) && PROBLEM.feasible(d));
      assertTrue(madeByCut(c, a, b), () -> Arrays.toString(c) + " from " + Arrays.toString(a) + " x " + Arrays.toString(b));
      assertTrue(madeByCut(d, b, a));
    }
  }

  private static boolean madeByCut(int[] child, int[] base, int[] other) {
    if (Arrays.equals(child, base)) return true;
    for (int c1 = 1; c1 <= 2; c1++) {
      for (int c2 = 3; c2 <= 4; c2++) if (Arrays.equals(child, ExanestCrossover.cross(base, other, 2, c1, c2))) return true;
    }
    return false;
  }

  @Test
  void withoutCrossoverTheChildrenAreCopies() {
    JMetalRandom.getInstance().setSeed(5);
    IntegerSolution p1 = solution(PROBLEM, 5, 17, 8, 22);
    IntegerSolution p2 = solution(PROBLEM, 4, 16, 0, 13);
    List<IntegerSolution> children = new ExanestCrossover(PROBLEM, 0).execute(List.of(p1, p2));
    assertEquals(p1.variables(), children.get(0).variables());
    assertEquals(p2.variables(), children.get(1).variables());
  }

  @Test
  void addingExternalLinksFillsOneUnusedEntryPerRouterFromTheExternalRange() {
    // s = (5, 0, 8, 0): router 0's only unused entry is s(2), router 1's is s(4). External ranges:
    // s(2) in [15, 30], s(4) in [13, 28]. Pmut = Pnew = Pext = 1.
    JMetalRandom.getInstance().setSeed(1);
    ExanestMutation mutation = new ExanestMutation(PROBLEM, 1, 1, 1);
    for (int k = 0; k < 50; k++) {
      int[] s = ExanestProblem.vector(mutation.execute(solution(PROBLEM, 5, 0, 8, 0)));
      assertEquals(5, s[0]);
      assertEquals(8, s[2]);
      assertTrue(s[1] >= 15 && s[1] <= 30, "s(2) = " + s[1]);
      assertTrue(s[3] >= 13 && s[3] <= 28, "s(4) = " + s[3]);
    }
  }

  @Test
  void addingInternalLinksDrawsFromTheInternalRange() {
    // Pext = 0: s(2) in [3, 14], s(4) in [1, 12].
    JMetalRandom.getInstance().setSeed(2);
    ExanestMutation mutation = new ExanestMutation(PROBLEM, 1, 1, 0);
    for (int k = 0; k < 50; k++) {
      int[] s = ExanestProblem.vector(mutation.execute(solution(PROBLEM, 5, 0, 8, 0)));
      assertTrue(s[1] >= 3 && s[1] <= 14, "s(2) = " + s[1]);
      assertTrue(s[3] >= 1 && s[3] <= 12, "s(4) = " + s[3]);
    }
  }

  @Test
  void removingLinksTakesAtMostOnePerRouterAndKeepsTheNetworkConnected() {
    // Pnew = 0: from (5, 17, 8, 22) each router loses at most one entry, and never so that the
    // network falls apart (e.g. dropping both external links s(2) and s(4) would split the cabinets).
    JMetalRandom.getInstance().setSeed(3);
    ExanestMutation mutation = new ExanestMutation(PROBLEM, 1, 0, 0.5);
    for (int k = 0; k < 100; k++) {
      int[] s = ExanestProblem.vector(mutation.execute(solution(PROBLEM, 5, 17, 8, 22)));
      int zerosRouter0 = (s[0] == 0 ? 1 : 0) + (s[1] == 0 ? 1 : 0);
      int zerosRouter1 = (s[2] == 0 ? 1 : 0) + (s[3] == 0 ? 1 : 0);
      assertTrue(zerosRouter0 <= 1 && zerosRouter1 <= 1, Arrays.toString(s));
      assertTrue(PROBLEM.feasible(s), Arrays.toString(s));
    }
  }

  @Test
  void aRemovalThatWouldDisconnectIsUndone() {
    // T = (R=1, N=4, M=1), s = (2, 0): router 0s form a ring of 4 chassis, the only cables; removing
    // s(1) would leave 4 separate chassis, so the vector stays (2, 0). Router 1 has nothing to remove.
    ExanestProblem ring = new ExanestProblem(4, 1, 1, 1, 1);
    JMetalRandom.getInstance().setSeed(4);
    ExanestMutation mutation = new ExanestMutation(ring, 1, 0, 0);
    assertEquals(List.of(2, 0), mutation.execute(solution(ring, 2, 0)).variables());
  }

  @Test
  void probabilitiesOutsideTheUnitIntervalAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new ExanestMutation(PROBLEM, 1.5, 0.5, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new ExanestMutation(PROBLEM, 0.8, -0.1, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new ExanestCrossover(PROBLEM, Double.NaN));
  }
}
