package org.interflow.optimize.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.search.DesignSearch;
import org.interflow.optimize.search.SearchAlgorithm;
import org.junit.jupiter.api.Test;

/** Re-scoring a final front: f1 proven, inflated values corrected, designs then dominated dropped. */
class OutcomeTest {
  /** The paper's Fig. 2 vector, T = (2, 4, 2). */
  private static final int[] PAPER = {5, 17, 8, 22};

  private static RunSettings settings() {
    ExanestOptimization.Request request = new ExanestOptimization.Request(4, 2, 2,
        new ExanestSearch.Settings(SearchAlgorithm.NSGA_II, 12, 1, 0.8, 0.8, 0.5, 0.5), 2, 1, 1);
    return new RunSettings(new OptimizeTarget.Exanest(request, new BisectionEffort(8, 16, 10_000_000)),
        SearchAlgorithm.NSGA_II, 1, 1, 1, 0, null, Map.of());
  }

  @Test
  void anInflatedF1IsCorrectedAndTheDesignItNoLongerBeatsDropsOut() {
    // exact values of the paper's vector, from the exhaustive-search-checked evaluation with branch and bound
    ExanestObjectives.Values exact = ExanestObjectives.evaluate(4, 2, 2, PAPER, new BisectionEffort(8, 16, 10_000_000), 1);
    double f1 = exact.bisectionWidth();
    double f2 = exact.pathDiversity();
    // the same design twice: once as the search scored it, once with f1 inflated by 10 links and f2
    // lowered by 0.5 (so neither dominates the other before re-scoring); re-scored, the second has
    // the true f1 and the lower f2, so the first dominates it
    DesignSearch.Design honest = new DesignSearch.Design(PAPER, new double[] {-f1, -f2, 4});
    DesignSearch.Design inflated = new DesignSearch.Design(PAPER, new double[] {-f1 - 10, -f2 + 0.5, 4});
    DesignSearch.Result result = new DesignSearch.Result(0, List.of(honest, inflated), List.of(), 24);
    Outcome outcome = Outcome.of(settings(), List.of(result), 0);
    Outcome.Front front = outcome.lastFront();
    assertEquals(1, front.dropped());
    assertEquals(1, front.designs().size());
    Outcome.Scored kept = front.designs().get(0);
    assertSame(PAPER, kept.encoding());
    assertArrayEquals(new double[] {-f1, -f2, 4}, kept.objectives());
    assertEquals("exact", kept.f1Method());
    assertEquals((int) f1, kept.f1Lower());
  }
}
