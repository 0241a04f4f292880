package org.interflow.optimize.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.uma.jmetal.algorithm.multiobjective.nsgaii.NSGAII;
import org.uma.jmetal.algorithm.multiobjective.nsgaiii.NSGAIII;
import org.uma.jmetal.algorithm.multiobjective.nsgaiii.NSGAIIIBuilder;
import org.uma.jmetal.component.algorithm.EvolutionaryAlgorithm;
import org.uma.jmetal.component.algorithm.multiobjective.SMSEMOABuilder;
import org.uma.jmetal.component.catalogue.common.evaluation.Evaluation;
import org.uma.jmetal.component.catalogue.common.termination.Termination;
import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.operator.selection.impl.BinaryTournamentSelection;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.comparator.RankingAndCrowdingDistanceComparator;
import org.uma.jmetal.util.comparator.dominanceComparator.impl.DefaultDominanceComparator;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Runs one of jMetal's algorithms ({@link SearchAlgorithm}) with a {@link GenerationControl} hook at
 * every generation boundary, and can start from a checkpointed population instead of a random one.
 * Returns the algorithm's result (its non-dominated solutions).
 *
 * <ul>
 *   <li>NSGA-II: jMetal's classic NSGA-II exactly as {@code NSGAIIBuilder} configures it (binary
 *       tournament on ranking and crowding distance, offspring population = population),
 *       {@code population * (generations + 1)} evaluations;
 *   <li>NSGA-III: classic NSGA-III, binary tournament, {@code generations + 1} iterations (jMetal
 *       counts the initial population as iteration 1), the largest number of divisions {@code p} whose
 *       C(p+M-1, M-1) reference points fit in the population ((p+1)(p+2)/2 for three objectives;
 *       jMetal then rounds the population up to a multiple of 4, 92 for 100);
 *   <li>SMS-EMOA: the component SMS-EMOA, steady state: each step makes ONE offspring, evaluates it
 *       and drops the point of least hypervolume contribution, {@code population * (generations + 1)}
 *       evaluations. The evaluator therefore receives batches of one solution: a parallel or sharded
 *       evaluator has nothing to spread, so SMS-EMOA runs at single-evaluation speed whatever the
 *       thread or shard count (only its initial population is evaluated as a batch). A "generation"
 *       here is a block of {@code population} steps, and the hook (reseed, checkpoint) runs at those
 *       block boundaries.
 * </ul>
 *
 * <p>Resuming: with {@link GenerationControl#resume()} set, the initial population is the checkpointed
 * one (not evaluated again), the evaluation count and generation counter start where it ended, and
 * the generator is reseeded for the next generation, so the rest of the run is the same as without
 * the interruption. Cost: the algorithm's own, plus nothing per generation.
 */
public final class SearchLoop {
  private SearchLoop() {}

  /**
   * Runs the search and returns the algorithm's result.
   *
   * @param population individuals per generation (even for NSGA-II)
   * @param generations offspring generations after the initial population
   */
  public static <S extends Solution<?>> List<S> run(Problem<S> problem, CrossoverOperator<S> crossover,
      MutationOperator<S> mutation, SearchAlgorithm algorithm, int population, int generations,
      SolutionListEvaluator<S> evaluator, GenerationControl<S> control) {
    int evaluations = population * (generations + 1);
    if (control.resume() == null) control.begin(0);
    switch (algorithm) {
      case NSGA_II -> {
        HookedNsgaII<S> a = new HookedNsgaII<>(problem, evaluations, population, crossover, mutation, evaluator, control);
        a.run();
        return a.result();
      }
      case NSGA_III -> {
        NSGAIIIBuilder<S> builder = new NSGAIIIBuilder<>(problem).setCrossoverOperator(crossover).setMutationOperator(mutation)
            .setSelectionOperator(new BinaryTournamentSelection<>()).setPopulationSize(population)
            .setNumberOfDivisions(divisions(population, problem.numberOfObjectives())).setMaxIterations(generations + 1)
            .setSolutionListEvaluator(evaluator);
        HookedNsgaIII<S> a = new HookedNsgaIII<>(builder, control);
        a.run();
        return a.result();
      }
      case SMS_EMOA -> {
        StepEvaluation<S> evaluation = new StepEvaluation<>(problem, evaluator, control.resume());
        EvolutionaryAlgorithm<S> a = new SMSEMOABuilder<>(problem, population, crossover, mutation)
            .setTermination(new BlockTermination<>(evaluations, population, control))
            .setEvaluation(evaluation).build();
        a.run();
        return a.result();
      }
      default -> throw new IllegalStateException("unknown algorithm " + algorithm);
    }
  }

  /** Largest p with (p+1)(p+2)/2 <= population: NSGA-III reference-point divisions for 3 objectives. */
  public static int divisions(int population) { return divisions(population, 3); }

  /**
   * The number of solutions the algorithm keeps between generations: {@code population} for
   * NSGA-II and SMS-EMOA; for NSGA-III its reference points ({@link #divisions}) rounded up to a
   * multiple of 4, as jMetal's NSGA-III does (92 for 100 and three objectives).
   */
  public static int populationSize(SearchAlgorithm algorithm, int population, int objectives) {
    if (algorithm != SearchAlgorithm.NSGA_III) return population;
    long points = referencePoints(divisions(population, objectives), objectives);
    return (int) ((points + 3) / 4 * 4);
  }

  /**
   * NSGA-III's reference-point divisions for {@code objectives} objectives: the largest p >= 1 whose
   * C(p + M - 1, M - 1) Das-Dennis points fit in the population (for M = 3: (p+1)(p+2)/2; M = 4: 100
   * gives p = 6, 84 points). O(p M).
   */
  public static int divisions(int population, int objectives) {
    int p = 1;
    while (referencePoints(p + 1, objectives) <= population) p++;
    return p;
  }

  private static long referencePoints(int p, int objectives) {
    long c = 1;
    for (int k = 1; k < objectives; k++) c = c * (p + k) / k; // C(p + M - 1, M - 1), exact at every step
    return c;
  }

  /** NSGA-II whose generation boundaries call the control, and which can start from a checkpoint. */
  private static final class HookedNsgaII<S extends Solution<?>> extends NSGAII<S> {
    private static final long serialVersionUID = 1L;
    private final transient GenerationControl<S> control;
    private final transient Start<S> start;
    private int generation;

    HookedNsgaII(Problem<S> problem, int maxEvaluations, int population, CrossoverOperator<S> crossover,
        MutationOperator<S> mutation, SolutionListEvaluator<S> evaluator, GenerationControl<S> control) {
      super(problem, maxEvaluations, population, population, population, crossover, mutation,
          new BinaryTournamentSelection<>(new RankingAndCrowdingDistanceComparator<>()), new DefaultDominanceComparator<>(),
          evaluator);
      this.control = control;
      this.start = new Start<>(control);
    }

    @Override
    protected List<S> createInitialPopulation() { return start.initial(super::createInitialPopulation); }

    @Override
    protected List<S> evaluatePopulation(List<S> population) {
      return start.skipEvaluation() ? population : super.evaluatePopulation(population);
    }

    @Override
    protected void initProgress() {
      super.initProgress();
      generation = control.resume() == null ? 0 : control.resume().generation();
      evaluations = maxPopulationSize + generation * offspringPopulationSize;
      control.ended(generation, evaluations, getPopulation());
    }

    @Override
    protected void updateProgress() {
      super.updateProgress();
      control.ended(++generation, evaluations, getPopulation());
    }
  }

  /** NSGA-III whose generation boundaries call the control, and which can start from a checkpoint. */
  private static final class HookedNsgaIII<S extends Solution<?>> extends NSGAIII<S> {
    private static final long serialVersionUID = 1L;
    private final transient GenerationControl<S> control;
    private final transient Start<S> start;
    private long evaluations;

    HookedNsgaIII(NSGAIIIBuilder<S> builder, GenerationControl<S> control) {
      super(builder);
      this.control = control;
      this.start = new Start<>(control);
    }

    @Override
    protected List<S> createInitialPopulation() { return start.initial(super::createInitialPopulation); }

    @Override
    protected List<S> evaluatePopulation(List<S> population) {
      if (start.skipEvaluation()) return population;
      evaluations += population.size();
      return super.evaluatePopulation(population);
    }

    @Override
    protected void initProgress() {
      super.initProgress();
      int generation = control.resume() == null ? 0 : control.resume().generation();
      iterations = generation + 1;
      evaluations = (long) getMaxPopulationSize() * (generation + 1);
      control.ended(generation, evaluations, getPopulation());
    }

    @Override
    protected void updateProgress() {
      super.updateProgress();
      control.ended(iterations - 1, evaluations, getPopulation());
    }
  }

  /** How a generational algorithm starts: a fresh random population, or the checkpointed one, evaluated already. */
  private static final class Start<S extends Solution<?>> {
    private final GenerationControl<S> control;
    private boolean skip;

    Start(GenerationControl<S> control) { this.control = control; }

    /** The initial population: {@code fresh} when not resuming, else the checkpoint's (whose evaluation is then skipped). */
    List<S> initial(Supplier<List<S>> fresh) {
      if (control.resume() == null) return fresh.get();
      skip = true;
      return new ArrayList<>(control.resume().population());
    }

    /** True once, for the evaluation of a resumed initial population. */
    boolean skipEvaluation() {
      boolean s = skip;
      skip = false;
      return s;
    }
  }

  /**
   * SMS-EMOA's evaluation seam: the evaluator on each batch (one solution per step), except that a
   * resumed run's initial population is replaced by the checkpointed one without evaluating it.
   */
  private static final class StepEvaluation<S extends Solution<?>> implements Evaluation<S> {
    private final Problem<S> problem;
    private final SolutionListEvaluator<S> evaluator;
    private GenerationControl.Resume<S> resume;
    private int computed;

    StepEvaluation(Problem<S> problem, SolutionListEvaluator<S> evaluator, GenerationControl.Resume<S> resume) {
      this.problem = problem;
      this.evaluator = evaluator;
      this.resume = resume;
    }

    @Override
    public List<S> evaluate(List<S> solutions) {
      if (resume != null) {
        List<S> restored = new ArrayList<>(resume.population());
        resume = null;
        computed = 0;
        return restored;
      }
      computed = solutions.size();
      return evaluator.evaluate(solutions, problem);
    }

    @Override
    public int computedEvaluations() { return computed; }

    @Override
    public Problem<S> problem() { return problem; }
  }

  /**
   * SMS-EMOA's termination after {@code total} evaluations, which also marks generation boundaries
   * (every {@code population} evaluations) for the control. Evaluations before a resume are added
   * to jMetal's count, which restarts from the population size.
   */
  private static final class BlockTermination<S extends Solution<?>> implements Termination {
    private final int total;
    private final int population;
    private final GenerationControl<S> control;
    private final int offset;

    BlockTermination(int total, int population, GenerationControl<S> control) {
      this.total = total;
      this.population = population;
      this.control = control;
      this.offset = control.resume() == null ? 0 : control.resume().generation() * population;
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean isMet(Map<String, Object> attributes) {
      int evaluations = (Integer) attributes.get("EVALUATIONS") + offset;
      if (evaluations % population == 0) {
        control.ended(evaluations / population - 1, evaluations, (List<S>) attributes.get("POPULATION"));
      }
      return evaluations >= total;
    }
  }
}
