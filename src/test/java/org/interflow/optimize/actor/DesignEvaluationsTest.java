package org.interflow.optimize.actor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.search.SearchAlgorithm;
import org.junit.jupiter.api.Test;

/**
 * {@link DesignEvaluations} on the seed's small ExaNeSt system T = (R, N, M) = (2, 4, 2), seed 30,
 * 2 restarts: run k evaluates with Kernighan-Lin seed 30 + k, each description is resolved once
 * while it stays among the {@link DesignEvaluations#CACHED} most recently used.
 */
class DesignEvaluationsTest {
  private static final ExanestOptimization.Request REQUEST = new ExanestOptimization.Request(4, 2, 2,
      new ExanestSearch.Settings(SearchAlgorithm.NSGA_II, 8, 2, 0.8, 0.8, 0.5, 0.5), 2, 30, 1);
  private static final int[] RING = {4, 8, 16, 0};

  private final List<Integer> resolved = new ArrayList<>();
  private final DesignEvaluations evaluations = new DesignEvaluations(d -> {
    resolved.add(d.run());
    return ExanestOptimization.design(REQUEST, d.run());
  });

  private static ProblemDescription run(int run) { return new ProblemDescription("exanest", run); }

  @Test
  void eachRunEvaluatesWithItsOwnSeedAsTheDirectComputation() {
    for (int k = 0; k < 2; k++) {
      ExanestObjectives.Values direct = ExanestObjectives.evaluate(4, 2, 2, RING, 2, 30 + k);
      double[] f = evaluations.evaluate(run(k), new int[][] {RING}).get(0).objectives();
      // f1 and f2 maximised (stored negated), f3 = 3 used entries of s
      assertArrayEquals(new double[] {-direct.bisectionWidth(), -direct.pathDiversity(), 3}, f);
    }
  }

  @Test
  void aDescriptionIsResolvedOnceWhileItIsAmongTheMostRecentlyUsed() {
    // runs 0..4 fill the cache of 4 and push run 0 out; run 4 is still there, run 0 is built again
    for (int k = 0; k <= 4; k++) evaluations.evaluate(run(k), new int[][] {RING});
    evaluations.evaluate(run(4), new int[][] {RING});
    evaluations.evaluate(run(0), new int[][] {RING});
    assertEquals(List.of(0, 1, 2, 3, 4, 0), resolved);
  }

  @Test
  void anEncodingOfTheWrongLengthIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> evaluations.evaluate(run(0), new int[][] {{1, 2, 3}}));
  }
}
