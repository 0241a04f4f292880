package org.interflow.optimize.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.exanest.GenerationTracker;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;
import org.uma.jmetal.util.evaluator.impl.SequentialSolutionListEvaluator;

/**
 * Stop and resume: the ExaNeSt system T = (R, N, M) = (2, 4, 2) (16 routers), population 12, six
 * generations, seed 3. A run is stopped when generation 4 is reported (generation 3's checkpoint is
 * then the last one written), its checkpoint goes through the JSON file, and the resumed run must
 * end with exactly the straight run's front and per-generation figures, after evaluating only the
 * generations 4..6 (3 x 12 = 36 solutions; NSGA-III's population is also 12: 3 divisions give
 * (3+1)(3+2)/2 = 10 reference points, rounded up to a multiple of 4).
 */
class DesignSearchTest {
  private static final int GENERATIONS = 6;
  private static final int STOP_AT = 4;

  /** Counts the solutions it evaluates. */
  private static final class CountingEvaluator implements SolutionListEvaluator<IntegerSolution> {
    private static final long serialVersionUID = 1L;
    final transient AtomicLong evaluated = new AtomicLong();
    private final SequentialSolutionListEvaluator<IntegerSolution> inner = new SequentialSolutionListEvaluator<>();

    @Override
    public List<IntegerSolution> evaluate(List<IntegerSolution> solutions, Problem<IntegerSolution> problem) {
      evaluated.addAndGet(solutions.size());
      return inner.evaluate(solutions, problem);
    }

    @Override
    public void shutdown() {}
  }

  private static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }

  private static ExanestOptimization.Request request(SearchAlgorithm algorithm) {
    return new ExanestOptimization.Request(4, 2, 2, new ExanestSearch.Settings(algorithm, 12, GENERATIONS, 0.8, 0.8, 0.5, 0.5),
        2, 3, 1);
  }

  private static DesignSearch.Result run(ExanestOptimization.Request request, SolutionListEvaluator<IntegerSolution> evaluator,
      java.util.function.Consumer<GenerationTracker.Generation> progress, List<Checkpoint> sink, Checkpoint from) {
    return DesignSearch.run(ExanestOptimization.design(request, 1), ExanestOptimization.plan(request, "test"), 1, evaluator,
        progress, sink::add, from);
  }

  @ParameterizedTest
  @EnumSource(SearchAlgorithm.class)
  void aRunStoppedAndResumedEndsExactlyAsAStraightRun(SearchAlgorithm algorithm, @TempDir Path tmp) {
    ExanestOptimization.Request request = request(algorithm);
    DesignSearch.Result straight = run(request, new SequentialSolutionListEvaluator<>(), g -> { }, new ArrayList<>(), null);

    List<Checkpoint> written = new ArrayList<>();
    assertThrows(Stop.class, () -> run(request, new SequentialSolutionListEvaluator<>(), g -> {
      if (g.generation() == STOP_AT) throw new Stop();
    }, written, null));
    Checkpoint last = written.get(written.size() - 1);
    assertEquals(STOP_AT - 1, last.generation());
    // the population size a resume checks checkpoints against is the one the algorithm keeps
    assertEquals(SearchLoop.populationSize(algorithm, 12, 3), last.population().size());
    last.validate(tmp.resolve("run-1.json"), 1, last.population().size(), 4, 3);
    Path file = tmp.resolve("run-1.json");
    last.write(file);

    CountingEvaluator counting = new CountingEvaluator();
    DesignSearch.Result resumed = run(request, counting, g -> { }, new ArrayList<>(), Checkpoint.read(file));

    assertEquals((GENERATIONS - (STOP_AT - 1)) * last.population().size(), counting.evaluated.get(), "only the missing generations");
    assertEquals(straight.generations(), resumed.generations());
    assertEquals(straight.evaluations(), resumed.evaluations());
    assertEquals(straight.front().size(), resumed.front().size());
    for (int i = 0; i < straight.front().size(); i++) {
      assertArrayEquals(straight.front().get(i).encoding(), resumed.front().get(i).encoding());
      assertArrayEquals(straight.front().get(i).objectives(), resumed.front().get(i).objectives());
    }
  }

  @org.junit.jupiter.api.Test
  void nsgaIiiKeepsItsReferencePointsRoundedUpToAMultipleOfFour() {
    // 3 objectives: population 20 allows p = 4 divisions, (4+1)(4+2)/2 = 15 points, rounded up to 16;
    // population 100: p = 12, 91 points, 92 (the figure jMetal's NSGA-III keeps)
    assertEquals(16, SearchLoop.populationSize(SearchAlgorithm.NSGA_III, 20, 3));
    assertEquals(92, SearchLoop.populationSize(SearchAlgorithm.NSGA_III, 100, 3));
    assertEquals(100, SearchLoop.populationSize(SearchAlgorithm.NSGA_II, 100, 3));
  }

  @ParameterizedTest
  @EnumSource(value = SearchAlgorithm.class, names = "NSGA_II")
  void aCheckpointFromAnotherSearchIsRefused(SearchAlgorithm algorithm) {
    ExanestOptimization.Request request = request(algorithm);
    Checkpoint foreign = new Checkpoint("another search", 1, 0, 12, List.of(), List.of(), List.of());
    assertThrows(IllegalArgumentException.class,
        () -> run(request, new SequentialSolutionListEvaluator<>(), g -> { }, new ArrayList<>(), foreign));
  }
}
