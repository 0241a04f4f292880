package org.interflow.optimize.exanest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;
import org.uma.jmetal.util.evaluator.SolutionListEvaluator;

/**
 * Wraps the evaluator of a search to report one {@link Generation} per generation: the evaluations
 * so far, and the size and hypervolume ({@link ExanestIndicators#hypervolume}) of the non-dominated
 * set of every objective vector evaluated so far.
 *
 * <p>That set is the archive of the run. For the elitist algorithms offered (NSGA-II, NSGA-III,
 * SMS-EMOA) the population's first front is that archive, except when the archive outgrows the
 * population and crowding or hypervolume contribution drops points; the archive's hypervolume is
 * then an upper bound of the population's. It never decreases.
 *
 * <p>Generations: a batch of two or more solutions is one generation (the initial population is
 * generation 0); single-solution batches (SMS-EMOA, steady state) count as one generation each
 * {@code population} evaluations. Tracking is sequential after each batch, in list order, so the
 * report does not depend on the delegate's threads. Cost per batch: O(batch * archive) dominance
 * checks plus one O(archive^2 log archive) hypervolume.
 *
 * @param <S> the solution type (minimised objectives)
 */
public final class GenerationTracker<S extends Solution<?>> implements SolutionListEvaluator<S> {
  private static final long serialVersionUID = 1L;

  /**
   * One generation's figures.
   *
   * @param generation 0 for the initial population, then 1, 2, ...
   * @param evaluations evaluations so far
   * @param frontSize distinct non-dominated objective vectors seen so far
   * @param hypervolume hypervolume of those vectors, normalised to [0, 1]
   */
  public record Generation(int generation, long evaluations, int frontSize, double hypervolume) {}

  private final transient SolutionListEvaluator<S> delegate;
  private final int population;
  private final double[][] bounds;
  private final transient Consumer<Generation> listener;
  private final List<double[]> archive = new ArrayList<>();
  private long evaluations;
  private int pending;
  private int generation;

  /**
   * @param delegate the evaluator doing the work
   * @param population individuals per generation, for steady-state algorithms
   * @param bounds {@code {lower, upper}} of the minimised objectives, for the hypervolume
   * @param listener called once per generation, on the search's thread
   */
  public GenerationTracker(SolutionListEvaluator<S> delegate, int population, double[][] bounds,
      Consumer<Generation> listener) {
    this.delegate = delegate;
    this.population = population;
    this.bounds = bounds;
    this.listener = listener;
  }

  @Override
  public List<S> evaluate(List<S> solutions, Problem<S> problem) {
    List<S> out = delegate.evaluate(solutions, problem);
    for (S s : out) add(s.objectives());
    evaluations += out.size();
    pending += out.size();
    if (out.size() > 1 || pending >= population) {
      pending = 0;
      listener.accept(new Generation(generation++, evaluations, archive.size(),
          ExanestIndicators.hypervolume(archive.toArray(new double[0][]), bounds)));
    }
    return out;
  }

  /** The archive: distinct non-dominated objective vectors seen so far (copies, in insertion order). */
  public List<double[]> archive() {
    List<double[]> copy = new ArrayList<>(archive.size());
    for (double[] f : archive) copy.add(f.clone());
    return copy;
  }

  /**
   * Continues from a checkpoint: the archive, the evaluations so far and the number of the next
   * generation to report. The step count of a steady-state block restarts at 0, as checkpoints are
   * taken at block boundaries.
   */
  public void restore(List<double[]> archive, long evaluations, int nextGeneration) {
    this.archive.clear();
    for (double[] f : archive) this.archive.add(f.clone());
    this.evaluations = evaluations;
    this.generation = nextGeneration;
    this.pending = 0;
  }

  /** Adds a vector to the archive unless it is dominated or already there, dropping those it dominates. */
  private void add(double[] f) {
    for (double[] a : archive) if (Arrays.equals(a, f) || dominates(a, f)) return;
    archive.removeIf(a -> dominates(f, a));
    archive.add(f.clone());
  }

  /** Whether {@code a} dominates {@code b} (minimised objectives): no worse everywhere, better somewhere. O(objectives). */
  public static boolean dominates(double[] a, double[] b) {
    boolean better = false;
    for (int k = 0; k < a.length; k++) {
      if (a[k] > b[k]) return false;
      if (a[k] < b[k]) better = true;
    }
    return better;
  }

  @Override
  public void shutdown() { delegate.shutdown(); }
}
