package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.model.topology.exanest.ExanestSpec;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;
import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.integersolution.impl.DefaultIntegerSolution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * One seeded run of the ExaNeSt optimisation, locally, with results in plain Java types (no jMetal
 * types cross this boundary, so the CLI and the cluster can call it): the {@link ExanestProblem} and
 * the paper's operators as a {@link DesignProblem} ({@link #design}), run by {@link DesignSearch}
 * over a {@link ParallelEvaluator} (or any evaluator) wrapped in a {@link GenerationTracker}, with
 * the front and the per-generation figures returned.
 *
 * <p>Run {@code k} uses seed {@code seed + k} for the problem's Kernighan-Lin starts and reseeds
 * jMetal's generator at every generation from {@code (seed, k, generation)} ({@link DesignSearch}). The front is the same for any thread count. One run at a time per JVM (the
 * jMetal generator is global). The evaluator is the seam where the simulation shards will plug in.
 */
public final class ExanestOptimization {
  private ExanestOptimization() {}

  /**
   * What to optimise and how.
   *
   * @param n N, chassis per cabinet
   * @param m M, cabinets
   * @param r R, links per router
   * @param settings algorithm and its parameters (Table I of the paper)
   * @param effort how f1 is computed during the search (Kernighan-Lin starts, branch and bound)
   * @param seed base seed; run k uses {@code seed + k}
   * @param threads evaluation threads (>= 1); does not change the results
   */
  public record Request(int n, int m, int r, ExanestSearch.Settings settings, BisectionEffort effort, long seed,
      int threads) {
    /** @throws IllegalArgumentException if N, M, R or threads is out of range */
    public Request {
      new ExanestSpec(n, m, r); // checks n, m, r and the size
      if (settings == null || effort == null) throw new IllegalArgumentException("settings and effort are required");
      if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    }

    /** A request whose f1 is Kernighan-Lin with {@code restarts} starts (and the spectral lower bound). */
    public Request(int n, int m, int r, ExanestSearch.Settings settings, int restarts, long seed, int threads) {
      this(n, m, r, settings, BisectionEffort.heuristic(restarts), seed, threads);
    }
  }

  /**
   * One design of a front.
   *
   * @param s the vector {@code s(1)..s(2R)}, 0-based (do not modify)
   * @param bisectionWidth f1, links (maximised)
   * @param pathDiversity f2, equation (4) (maximised)
   * @param activeLinks f3, used links per chassis (minimised)
   */
  public record Design(int[] s, int bisectionWidth, double pathDiversity, int activeLinks) {
    /** The spec of this design's network in the system {@code (n, m, r)}. */
    public ExanestSpec spec(int n, int m, int r) {
      List<Integer> v = new ArrayList<>(s.length);
      for (int x : s) v.add(x);
      return new ExanestSpec(n, m, r, v);
    }

    /** The vector as the paper writes it: entries joined by '-', e.g. {@code 5-17-8-22}. */
    public String encoding() {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < s.length; i++) b.append(i == 0 ? "" : "-").append(s[i]);
      return b.toString();
    }
  }

  /**
   * The outcome of one run.
   *
   * @param run run index k
   * @param front non-dominated designs, f3 ascending, then f1 and f2 descending, then by vector
   * @param generations one entry per generation
   * @param evaluations objective evaluations done
   */
  public record Result(int run, List<Design> front, List<GenerationTracker.Generation> generations, long evaluations) {
    public Result {
      front = List.copyOf(front);
      generations = List.copyOf(generations);
    }
  }

  /**
   * Runs optimisation {@code run} of {@code request}.
   *
   * @param progress called after each generation, on the caller's thread
   */
  public static Result run(Request request, int run, Consumer<GenerationTracker.Generation> progress) {
    try (ParallelEvaluator<IntegerSolution> workers = new ParallelEvaluator<>(request.threads())) {
      return run(request, run, workers, progress);
    }
  }

  /**
   * Run {@code run} of a request with the given evaluator (local threads, or simulation shards
   * that evaluate with seed {@link #seedOf(Request, int)}): {@link DesignSearch#run} of {@link
   * #design} without checkpoints. The result depends only on the request, the run and the
   * objective values the evaluator writes, never on how it computes them.
   */
  public static Result run(Request request, int run, SolutionListEvaluator<IntegerSolution> evaluator,
      Consumer<GenerationTracker.Generation> progress) {
    DesignSearch.Result found = DesignSearch.run(design(request, run), plan(request, fingerprint(request)), run, evaluator,
        progress, c -> { }, null);
    return of(found);
  }

  /**
   * The search plan of a request: its algorithm, population and generations, the base seed (run
   * k reseeds jMetal's generator from {@code (seed, k, generation)}) and the given fingerprint.
   */
  public static DesignSearch.Plan plan(Request request, String fingerprint) {
    ExanestSearch.Settings s = request.settings();
    return new DesignSearch.Plan(s.algorithm(), s.population(), s.generations(), request.seed(), fingerprint);
  }

  /**
   * What a request searches, for checkpoints: system, algorithm, settings, f1 effort and seed. The
   * number of generations is left out: it only decides when the search stops, so a finished run can
   * be resumed with more generations and ends as a longer straight run would.
   */
  public static String fingerprint(Request request) {
    ExanestSearch.Settings s = request.settings();
    return "exanest R=" + request.r() + " N=" + request.n() + " M=" + request.m() + " | " + s.algorithm().key()
        + " population=" + s.population() + " pcross=" + s.pCross() + " pmut=" + s.pMut()
        + " pnew=" + s.pNew() + " pext=" + s.pExt() + " | f1 " + request.effort().describe() + " seed=" + request.seed();
  }

  /**
   * Run {@code run}'s problem as {@link DesignSearch} takes it: {@link ExanestProblem} with
   * Kernighan-Lin seed {@link #seedOf}, the paper's operators, fronts listed by f3 ascending, then f1
   * and f2 descending.
   */
  public static DesignProblem<IntegerSolution> design(Request request, int run) {
    ExanestProblem problem = new ExanestProblem(request.n(), request.m(), request.r(), request.effort(), seedOf(request, run));
    ExanestSearch.Settings s = request.settings();
    ExanestCrossover crossover = new ExanestCrossover(problem, s.pCross());
    ExanestMutation mutation = new ExanestMutation(problem, s.pMut(), s.pNew(), s.pExt());
    return new DesignProblem<>() {
      @Override
      public Problem<IntegerSolution> problem() { return problem; }

      @Override
      public CrossoverOperator<IntegerSolution> crossover() { return crossover; }

      @Override
      public MutationOperator<IntegerSolution> mutation() { return mutation; }

      @Override
      public IntegerSolution solutionOf(int[] encoding, int objectives) {
        IntegerSolution x = new DefaultIntegerSolution(problem.variableBounds(), objectives, 0);
        ExanestProblem.write(x, encoding);
        return x;
      }

      @Override
      public double[][] objectiveBounds() { return problem.objectiveBounds(); }

      @Override
      public int[] sortOrder() { return new int[] {2, 0, 1}; }
    };
  }

  /** A generic result of this problem's three objectives as ExaNeSt designs. */
  public static Result of(DesignSearch.Result found) {
    List<Design> designs = new ArrayList<>(found.front().size());
    for (DesignSearch.Design d : found.front()) {
      double[] f = d.objectives();
      designs.add(new Design(d.encoding(), (int) Math.round(-f[0]), -f[1] + 0.0, (int) Math.round(f[2])));
    }
    return new Result(found.run(), designs, found.generations(), found.evaluations());
  }

  /**
   * Design {@code s} of run {@code run} measured with {@code effort} (the seed of the run): the
   * re-scoring of a final front with more effort than the search could afford.
   */
  public static ExanestObjectives.Values measure(Request request, int run, int[] s, BisectionEffort effort) {
    return ExanestObjectives.evaluate(request.n(), request.m(), request.r(), s, effort, seedOf(request, run));
  }

  /** The seed of run {@code run}: the request's seed plus the run index. */
  public static long seedOf(Request request, int run) { return request.seed() + run; }

  /** Hypervolume of designs' objectives with the normalisation of {@link ExanestProblem#objectiveBounds()}. */
  public static double hypervolume(Request request, List<Design> designs) {
    ExanestProblem problem = new ExanestProblem(request.n(), request.m(), request.r(), 1, 0);
    double[][] f = new double[designs.size()][];
    for (int i = 0; i < f.length; i++) {
      Design d = designs.get(i);
      f[i] = new double[] {-d.bisectionWidth(), -d.pathDiversity(), d.activeLinks()};
    }
    return ExanestIndicators.hypervolume(f, problem.objectiveBounds());
  }
}
