package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.uma.jmetal.algorithm.multiobjective.nsgaii.NSGAIIBuilder;
import org.uma.jmetal.algorithm.multiobjective.nsgaiii.NSGAIIIBuilder;
import org.uma.jmetal.component.algorithm.multiobjective.SMSEMOABuilder;
import org.uma.jmetal.component.catalogue.common.evaluation.Evaluation;
import org.uma.jmetal.component.catalogue.common.termination.impl.TerminationByEvaluations;
import org.uma.jmetal.operator.selection.impl.BinaryTournamentSelection;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.SolutionListUtils;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Runs one optimisation of an {@link ExanestProblem} with the paper's operators ({@link
 * ExanestCrossover}, {@link ExanestMutation}) and returns the non-dominated front. The caller seeds
 * jMetal's global generator ({@code JMetalRandom.getInstance().setSeed(seed)}) once before the run;
 * with the same seed, problem, settings and a deterministic evaluator the front is the same. One run
 * at a time per JVM, since that generator is shared.
 *
 * <p>Algorithms, all over the evaluator passed in:
 * <ul>
 *   <li>{@link Algorithm#NSGA_II}: jMetal's classic NSGA-II, {@code population * (generations + 1)}
 *       evaluations (the initial population plus one offspring population per generation);
 *   <li>{@link Algorithm#NSGA_III}: classic NSGA-III, {@code generations} iterations, binary tournament
 *       selection, and the largest number of divisions {@code p} whose {@code (p+1)(p+2)/2} reference
 *       points fit in the population; jMetal then sets the population to that count rounded up to a
 *       multiple of 4 (92 for 100);
 *   <li>{@link Algorithm#SMS_EMOA}: the component SMS-EMOA, steady state (one offspring per step), with
 *       {@code population * (generations + 1)} evaluations; the evaluator gets batches of one.
 * </ul>
 */
public final class ExanestSearch {
  private ExanestSearch() {}

  /** The multi-objective algorithms offered. */
  public enum Algorithm { NSGA_II, NSGA_III, SMS_EMOA }

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
  public record Settings(Algorithm algorithm, int population, int generations, double pCross, double pMut,
      double pNew, double pExt) {
    public Settings {
      if (algorithm == null) throw new IllegalArgumentException("algorithm is required");
      if (population < 4) throw new IllegalArgumentException("population must be >= 4, got " + population);
      if (generations < 1) throw new IllegalArgumentException("generations must be >= 1, got " + generations);
    }

    /** Table I of the paper: Npop 100, Ngen 100, Pcross 0.8, Pmut 0.8, Pnew 0.5, and the given Pext. */
    public static Settings paper(Algorithm algorithm, double pExt) {
      return new Settings(algorithm, 100, 100, 0.8, 0.8, 0.5, pExt);
    }

    public Settings withPopulation(int value) { return new Settings(algorithm, value, generations, pCross, pMut, pNew, pExt); }

    public Settings withGenerations(int value) { return new Settings(algorithm, population, value, pCross, pMut, pNew, pExt); }
  }

  /**
   * Runs the algorithm and returns its non-dominated solutions: duplicates (same vector) removed,
   * sorted by objectives (f3 ascending, then f1 and f2 descending) and then by vector.
   */
  public static List<IntegerSolution> run(ExanestProblem problem, Settings settings,
      SolutionListEvaluator<IntegerSolution> evaluator) {
    ExanestCrossover crossover = new ExanestCrossover(problem, settings.pCross());
    ExanestMutation mutation = new ExanestMutation(problem, settings.pMut(), settings.pNew(), settings.pExt());
    int pop = settings.population();
    int evaluations = pop * (settings.generations() + 1);
    List<IntegerSolution> result;
    switch (settings.algorithm()) {
      case NSGA_II -> {
        var algorithm = new NSGAIIBuilder<>(problem, crossover, mutation, pop)
            .setMaxEvaluations(evaluations).setSolutionListEvaluator(evaluator).build();
        algorithm.run();
        result = algorithm.result();
      }
      case NSGA_III -> {
        var algorithm = new NSGAIIIBuilder<>(problem).setCrossoverOperator(crossover).setMutationOperator(mutation)
            .setSelectionOperator(new BinaryTournamentSelection<>()).setPopulationSize(pop)
            .setNumberOfDivisions(divisions(pop))
            // jMetal's NSGA-III counts the initial population as iteration 1: G offspring generations need G + 1
            .setMaxIterations(settings.generations() + 1)
            .setSolutionListEvaluator(evaluator).build();
        algorithm.run();
        result = algorithm.result();
      }
      case SMS_EMOA -> {
        var algorithm = new SMSEMOABuilder<>(problem, pop, crossover, mutation)
            .setTermination(new TerminationByEvaluations(evaluations))
            .setEvaluation(new ListEvaluation(problem, evaluator)).build();
        algorithm.run();
        result = algorithm.result();
      }
      default -> throw new IllegalStateException("unknown algorithm " + settings.algorithm());
    }
    return front(result);
  }

  /** Largest p with (p+1)(p+2)/2 <= population: NSGA-III reference-point divisions for 3 objectives. */
  static int divisions(int population) {
    int p = 1;
    while ((p + 2) * (p + 3) / 2 <= population) p++;
    return p;
  }

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

  /** The component builders' evaluation seam over a {@link SolutionListEvaluator}. */
  private static final class ListEvaluation implements Evaluation<IntegerSolution> {
    private final Problem<IntegerSolution> problem;
    private final SolutionListEvaluator<IntegerSolution> evaluator;
    private int computed;

    ListEvaluation(Problem<IntegerSolution> problem, SolutionListEvaluator<IntegerSolution> evaluator) {
      this.problem = problem;
      this.evaluator = evaluator;
    }

    @Override
    public List<IntegerSolution> evaluate(List<IntegerSolution> solutions) {
      computed = solutions.size();
      return evaluator.evaluate(solutions, problem);
    }

    @Override
    public int computedEvaluations() { return computed; }

    @Override
    public Problem<IntegerSolution> problem() { return problem; }
  }
}
