package org.interflow.optimize.routernet;

import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;
import org.interflow.optimize.search.SearchAlgorithm;
import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.problem.Problem;

/**
 * The router-network design search (design notebook, sections 7-8) as {@link DesignSearch} runs it:
 * {@link RouterNetProblem} (mean and maximum hop count, bisection, routers in use), mutation-only
 * variation ({@link ParentCopyCrossover}, {@link MixedSwapMutation}), fronts listed by routers in use,
 * then mean hops, maximum hops and bisection (widest first).
 *
 * <p>Run {@code k} uses Kernighan-Lin seed {@code seed + k}; jMetal's generator is reseeded per
 * generation by {@link DesignSearch}.
 */
public final class RouterNetOptimization {
  private RouterNetOptimization() {}

  /**
   * What to optimise and how.
   *
   * @param layout N, n and the routers' ports
   * @param algorithm the algorithm
   * @param population individuals per generation
   * @param generations offspring generations
   * @param pMut probability that a child gets one swap
   * @param bisection how the bisection is worked during the search
   * @param seed base seed
   */
  public record Request(RouterNetLayout layout, SearchAlgorithm algorithm, int population, int generations, double pMut,
      BisectionEffort bisection, long seed) {
    /** @throws IllegalArgumentException if a value is out of range */
    public Request {
      if (layout == null || algorithm == null || bisection == null) {
        throw new IllegalArgumentException("layout, algorithm and bisection effort are required");
      }
      if (!(pMut >= 0 && pMut <= 1)) throw new IllegalArgumentException("pmut must be in [0, 1], got " + pMut);
      new DesignSearch.Plan(algorithm, population, generations, seed, ""); // checks population and generations
    }

    /** A request whose bisection is Kernighan-Lin with {@code restarts} starts. */
    public Request(RouterNetLayout layout, SearchAlgorithm algorithm, int population, int generations, double pMut, int restarts,
        long seed) {
      this(layout, algorithm, population, generations, pMut, BisectionEffort.heuristic(restarts), seed);
    }

    /** Kernighan-Lin starts per bisection. */
    public int restarts() { return bisection.restarts(); }
  }

  /** The search plan of a request under the given fingerprint. */
  public static DesignSearch.Plan plan(Request request, String fingerprint) {
    return new DesignSearch.Plan(request.algorithm(), request.population(), request.generations(), request.seed(), fingerprint);
  }

  /** What a request searches, for checkpoints (generations left out, as in {@code ExanestOptimization.fingerprint}). */
  public static String fingerprint(Request request) {
    return "routernet " + request.layout() + " | " + request.algorithm().key() + " population=" + request.population()
        + " pmut=" + request.pMut() + " | bisection " + request.bisection().describe()
        + " seed=" + request.seed();
  }

  /** Run {@code run}'s bisection problem, for re-scoring: the same seed as {@link #design}'s. */
  public static RouterNetProblem problem(Request request, int run) {
    return new RouterNetProblem(request.layout(), request.bisection(), request.seed() + run);
  }

  /** Run {@code run}'s problem as {@link DesignSearch} takes it. */
  public static DesignProblem<RouterNetSolution> design(Request request, int run) {
    RouterNetProblem problem = new RouterNetProblem(request.layout(), request.bisection(), request.seed() + run);
    ParentCopyCrossover crossover = new ParentCopyCrossover();
    MixedSwapMutation mutation = new MixedSwapMutation(request.pMut());
    return new DesignProblem<>() {
      @Override
      public Problem<RouterNetSolution> problem() { return problem; }

      @Override
      public CrossoverOperator<RouterNetSolution> crossover() { return crossover; }

      @Override
      public MutationOperator<RouterNetSolution> mutation() { return mutation; }

      @Override
      public RouterNetSolution solutionOf(int[] encoding, int objectives) {
        return new RouterNetSolution(request.layout(), encoding, objectives);
      }

      @Override
      public double[][] objectiveBounds() { return problem.objectiveBounds(); }

      @Override
      public int[] sortOrder() {
        return new int[] {RouterNetProblem.ROUTERS, RouterNetProblem.MEAN_HOPS, RouterNetProblem.MAX_HOPS,
            RouterNetProblem.NEGATIVE_BISECTION};
      }
    };
  }
}
