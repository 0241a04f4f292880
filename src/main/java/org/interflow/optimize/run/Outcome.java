package org.interflow.optimize.run;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.interflow.optimize.exanest.ExanestIndicators;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.search.DesignSearch;

/**
 * Everything known about the finished runs of one {@code interflow optimize}: the searches'
 * results and their final fronts re-scored with the strongest method the run affords ({@link
 * OptimizeTarget#rescore}). A stronger method can only lower a bisection (a smaller cut found), so a
 * re-scored design may become dominated by another of its run; such designs leave the reported front
 * and are counted.
 *
 * @param settings the run's settings
 * @param results one per run, as the searches returned them
 * @param fronts one per run: the re-scored front
 * @param wallSeconds wall-clock time of the searches
 */
public record Outcome(RunSettings settings, List<DesignSearch.Result> results, List<Front> fronts, double wallSeconds) {
  public Outcome {
    results = List.copyOf(results);
    fronts = List.copyOf(fronts);
  }

  /**
   * A design of a reported front.
   *
   * @param run the run that found it
   * @param encoding its integer variables (do not modify)
   * @param objectives all stored (minimised) objectives, re-scored (do not modify)
   * @param f1Method how the bisection objective was obtained ({@link OptimizeTarget.Rescored#method()})
   * @param f1Lower its certified lower bound, or -1
   */
  public record Scored(int run, int[] encoding, double[] objectives, String f1Method, int f1Lower) {}

  /**
   * One run's reported front.
   *
   * @param run the run
   * @param designs non-dominated after re-scoring, in the search's front order
   * @param dropped designs of the search's front dominated once re-scored
   */
  public record Front(int run, List<Scored> designs, int dropped) {
    public Front {
      designs = List.copyOf(designs);
    }
  }

  /** Re-scores every run's front (in parallel when the settings allow threads; the result does not depend on it). */
  public static Outcome of(RunSettings settings, List<DesignSearch.Result> results, double wallSeconds) {
    List<Front> fronts = new ArrayList<>();
    for (DesignSearch.Result r : results) fronts.add(rescore(settings, r));
    return new Outcome(settings, results, fronts, wallSeconds);
  }

  private static Front rescore(RunSettings settings, DesignSearch.Result result) {
    List<DesignSearch.Design> front = result.front();
    int own = settings.target().objectives().size();
    IntStream indices = IntStream.range(0, front.size());
    if (settings.threads() > 1) indices = indices.parallel();
    Scored[] scored = new Scored[front.size()];
    indices.forEach(i -> {
      DesignSearch.Design d = front.get(i);
      double[] all = d.objectives().clone();
      OptimizeTarget.Rescored r = settings.target().rescore(result.run(), d.encoding(), java.util.Arrays.copyOf(all, own));
      System.arraycopy(r.objectives(), 0, all, 0, own);
      scored[i] = new Scored(result.run(), d.encoding(), all, r.method(), r.lower());
    });
    List<Scored> kept = new ArrayList<>();
    for (Scored s : scored) {
      boolean dominated = false;
      for (Scored t : scored) dominated |= GenerationTracker.dominates(t.objectives(), s.objectives());
      if (!dominated) kept.add(s);
    }
    return new Front(result.run(), kept, scored.length - kept.size());
  }

  /** The fixed normalisation of the stored objectives ({@code {lower, upper}}), for indicators. */
  public double[][] bounds() { return settings.design(0).objectiveBounds(); }

  /** Normalised hypervolume of a reported front, against the fixed reference point of {@link #bounds()}. */
  public double hypervolume(Front front) {
    double[][] f = new double[front.designs().size()][];
    for (int i = 0; i < f.length; i++) f[i] = front.designs().get(i).objectives();
    return ExanestIndicators.hypervolume(f, bounds());
  }

  /** The last run's reported front. */
  public Front lastFront() { return fronts.get(fronts.size() - 1); }
}
