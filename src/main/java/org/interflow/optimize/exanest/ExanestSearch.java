package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.optimize.search.GenerationControl;
import org.interflow.optimize.search.SearchAlgorithm;
import org.interflow.optimize.search.SearchLoop;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.SolutionListUtils;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * The ExaNeSt search's settings (Table I of the paper) and a one-call run of an {@link ExanestProblem}
 * with the paper's operators ({@link ExanestCrossover}, {@link ExanestMutation}) over {@link
 * SearchLoop}: jMetal's generator is reseeded at every generation from {@code (seed, 0, generation)},
 * so with the same seed, problem, settings and a deterministic evaluator the front is the same. One run
 * at a time per JVM, since that generator is shared. See {@link SearchLoop} for what each algorithm
 * does and how SMS-EMOA's one-offspring steps reach the evaluator (batches of one).
 */
public final class ExanestSearch {
  private ExanestSearch() {}

  /**
   * Settings of a run, with the paper's names (Table I).
   *
   * @param algorithm the algorithm
   * @param population Npop, individuals per generation (>= 4, even for NSGA-II)
   * @param generations Ngen (>= 1)
   * @param pCross Pcross, probability of crossover
   * @param pMut Pmut, probability of mutation
   * @param pNew Pnew, probability that a mutation adds links rather than removes them
   * @param pExt Pext, probability that an added link is external
   */
  public record Settings(SearchAlgorithm algorithm, int population, int generations, double pCross, double pMut,
      double pNew, double pExt) {
    public Settings {
      if (algorithm == null) throw new IllegalArgumentException("algorithm is required");
      if (population < 4) throw new IllegalArgumentException("population must be >= 4, got " + population);
      if (generations < 1) throw new IllegalArgumentException("generations must be >= 1, got " + generations);
    }

    /** Table I of the paper: Npop 100, Ngen 100, Pcross 0.8, Pmut 0.8, Pnew 0.5, and the given Pext. */
    public static Settings paper(SearchAlgorithm algorithm, double pExt) {
      return new Settings(algorithm, 100, 100, 0.8, 0.8, 0.5, pExt);
    }

    public Settings withPopulation(int value) { return new Settings(algorithm, value, generations, pCross, pMut, pNew, pExt); }

    public Settings withGenerations(int value) { return new Settings(algorithm, population, value, pCross, pMut, pNew, pExt); }
  }

  /**
   * Runs the algorithm and returns its non-dominated solutions: duplicates (same vector) removed,
   * sorted by objectives (f3 ascending, then f1 and f2 descending) and then by vector.
   *
   * @param seed seeds jMetal's generator at every generation (with run 0)
   */
  public static List<IntegerSolution> run(ExanestProblem problem, Settings settings, long seed,
      SolutionListEvaluator<IntegerSolution> evaluator) {
    ExanestCrossover crossover = new ExanestCrossover(problem, settings.pCross());
    ExanestMutation mutation = new ExanestMutation(problem, settings.pMut(), settings.pNew(), settings.pExt());
    List<IntegerSolution> result = SearchLoop.run(problem, crossover, mutation, settings.algorithm(), settings.population(),
        settings.generations(), evaluator, GenerationControl.reseedOnly(seed, 0));
    return front(result);
  }

  /** Largest p with (p+1)(p+2)/2 <= population: NSGA-III reference-point divisions for 3 objectives. */
  static int divisions(int population) { return SearchLoop.divisions(population); }

  /** The non-dominated solutions of {@code solutions}, without duplicate vectors, in a fixed order. */
  static List<IntegerSolution> front(List<IntegerSolution> solutions) {
    Map<List<Integer>, IntegerSolution> unique = new LinkedHashMap<>();
    for (IntegerSolution s : SolutionListUtils.getNonDominatedSolutions(solutions)) unique.putIfAbsent(s.variables(), s);
    List<IntegerSolution> front = new ArrayList<>(unique.values());
    front.sort(Comparator.<IntegerSolution>comparingDouble(s -> s.objectives()[2])
        .thenComparingDouble(s -> s.objectives()[0]).thenComparingDouble(s -> s.objectives()[1])
        .thenComparing(s -> ExanestProblem.vector(s), Arrays::compare));
    return front;
  }
}
