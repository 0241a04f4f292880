package org.interflow.optimize.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.exanest.ParallelEvaluator;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.SolutionListUtils;
import org.uma.jmetal.util.errorchecking.JMetalException;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * One seeded, resumable run of a {@link DesignProblem}: {@link SearchLoop} over the given evaluator
 * wrapped in a {@link GenerationTracker}, jMetal's generator reseeded at every generation from
 * {@code (seed, run, generation)} ({@link GenerationControl}), a {@link Checkpoint} handed to a sink
 * after every generation, and the non-dominated designs as plain values.
 *
 * <p>The result depends only on the problem, the plan, the seed and the run, never on the evaluator's
 * threads or shards, and a run resumed from any of its checkpoints ends with the same front and the
 * same per-generation figures. One run at a time per JVM (jMetal's generator is global).
 */
public final class DesignSearch {
  private DesignSearch() {}

  /**
   * How to search.
   *
   * @param algorithm the algorithm
   * @param population individuals per generation (>= 4, even for NSGA-II)
   * @param generations offspring generations (>= 1)
   * @param seed base seed
   * @param fingerprint what is searched, stored in checkpoints and checked on resume
   */
  public record Plan(SearchAlgorithm algorithm, int population, int generations, long seed, String fingerprint) {
    public Plan {
      if (algorithm == null) throw new IllegalArgumentException("algorithm is required");
      if (population < 4) throw new IllegalArgumentException("population must be >= 4, got " + population);
      if (algorithm == SearchAlgorithm.NSGA_II && population % 2 != 0) {
        throw new IllegalArgumentException("NSGA-II needs an even population, got " + population);
      }
      if (generations < 1) throw new IllegalArgumentException("generations must be >= 1, got " + generations);
    }
  }

  /**
   * A design of a front.
   *
   * @param encoding the integer variables (do not modify)
   * @param objectives the objective values as minimised (do not modify)
   */
  public record Design(int[] encoding, double[] objectives) {}

  /**
   * The outcome of one run.
   *
   * @param run run index
   * @param front non-dominated designs, without duplicate encodings, sorted by the problem's order
   * @param generations one entry per generation
   * @param evaluations objective evaluations done (including those before a resume)
   */
  public record Result(int run, List<Design> front, List<GenerationTracker.Generation> generations, long evaluations) {
    public Result {
      front = List.copyOf(front);
      generations = List.copyOf(generations);
    }
  }

  /**
   * Runs (or resumes) run {@code run}.
   *
   * @param evaluator evaluates batches (local threads, shards)
   * @param progress called after each newly evaluated generation
   * @param checkpoints called with the checkpoint of each generation that ends
   * @param resume the checkpoint to continue from, or null for a fresh run
   * @throws IllegalArgumentException if the checkpoint belongs to another problem, plan or run, or
   *     SMS-EMOA meets an objective that is constant over its population
   */
  public static <S extends Solution<Integer>> Result run(DesignProblem<S> design, Plan plan, int run,
      SolutionListEvaluator<S> evaluator, Consumer<GenerationTracker.Generation> progress,
      Consumer<Checkpoint> checkpoints, Checkpoint resume) {
    if (resume != null && (!resume.fingerprint().equals(plan.fingerprint()) || resume.run() != run)) {
      throw new IllegalArgumentException("checkpoint of run " + resume.run() + " (" + resume.fingerprint()
          + ") does not belong to run " + run + " of " + plan.fingerprint());
    }
    int objectives = design.problem().numberOfObjectives();
    List<GenerationTracker.Generation> generations = new ArrayList<>(resume == null ? List.of() : resume.generations());
    GenerationTracker<S> tracker = new GenerationTracker<>(evaluator, plan.population(), design.objectiveBounds(), g -> {
      generations.add(g);
      progress.accept(g);
    });
    GenerationControl.Resume<S> from = null;
    if (resume != null) {
      List<S> population = resume.restore(x -> design.solutionOf(x, objectives));
      tracker.restore(resume.archive(), resume.evaluations(), resume.generation() + 1);
      if (resume.generation() >= plan.generations()) {
        return result(design, run, population, generations, resume.evaluations());
      }
      from = new GenerationControl.Resume<>(resume.generation(), population);
    }
    long[] evaluations = {resume == null ? 0 : resume.evaluations()};
    GenerationControl<S> control = new GenerationControl<>(plan.seed(), run, (g, e, population) -> {
      evaluations[0] = e;
      checkpoints.accept(Checkpoint.of(plan.fingerprint(), run, g, e, population, tracker.archive(), generations));
    }, from);
    List<S> found;
    try {
      found = SearchLoop.run(design.problem(), design.crossover(), design.mutation(), plan.algorithm(),
          plan.population(), plan.generations(), tracker, control);
    } catch (JMetalException e) {
      if (plan.algorithm() != SearchAlgorithm.SMS_EMOA) throw e;
      // jMetal's SMS-EMOA scales each objective by its range in the population before computing
      // hypervolume contributions, and refuses a constant objective (e.g. routers in use)
      throw new IllegalArgumentException("smsemoa cannot rank this population (" + e.getMessage()
          + "; jMetal's SMS-EMOA needs every objective to vary); use nsga2 or nsga3", e);
    }
    return result(design, run, found, generations, evaluations[0]);
  }

  /**
   * {@link #run} on {@code threads} local evaluation threads ({@link ParallelEvaluator}), for a
   * design problem of any solution type; the threads do not change the result.
   */
  public static Result runLocally(DesignProblem<?> design, Plan plan, int run, int threads,
      Consumer<GenerationTracker.Generation> progress, Consumer<Checkpoint> checkpoints, Checkpoint resume) {
    return local(design, plan, run, threads, progress, checkpoints, resume);
  }

  private static <S extends Solution<Integer>> Result local(DesignProblem<S> design, Plan plan, int run, int threads,
      Consumer<GenerationTracker.Generation> progress, Consumer<Checkpoint> checkpoints, Checkpoint resume) {
    try (ParallelEvaluator<S> workers = new ParallelEvaluator<>(threads)) {
      return run(design, plan, run, workers, progress, checkpoints, resume);
    }
  }

  private static <S extends Solution<Integer>> Result result(DesignProblem<S> design, int run, List<S> solutions,
      List<GenerationTracker.Generation> generations, long evaluations) {
    List<Design> front = new ArrayList<>();
    for (S s : front(solutions)) {
      int[] x = new int[s.variables().size()];
      for (int i = 0; i < x.length; i++) x[i] = s.variables().get(i);
      double[] f = s.objectives().clone();
      for (int k = 0; k < f.length; k++) f[k] += 0.0; // -0.0 (a negated 0) prints as 0
      front.add(new Design(x, f));
    }
    int[] order = design.sortOrder();
    Comparator<Design> byObjectives = (a, b) -> {
      for (int k : order) {
        int c = Double.compare(a.objectives()[k], b.objectives()[k]);
        if (c != 0) return c;
      }
      return Arrays.compare(a.encoding(), b.encoding());
    };
    front.sort(byObjectives);
    return new Result(run, front, generations, evaluations);
  }

  /** The non-dominated solutions, without duplicate encodings (first kept). */
  private static <S extends Solution<Integer>> List<S> front(List<S> solutions) {
    Map<List<Integer>, S> unique = new LinkedHashMap<>();
    for (S s : SolutionListUtils.getNonDominatedSolutions(solutions)) unique.putIfAbsent(s.variables(), s);
    return new ArrayList<>(unique.values());
  }
}
