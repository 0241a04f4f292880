package org.interflow.optimize.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.search.Checkpoint;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;

/**
 * The runs of one {@code interflow optimize}, each continued from its checkpoint when resuming and
 * checkpointed at every generation into a {@link CheckpointFolder}, then the final fronts re-scored
 * ({@link Outcome#of}). Where a run's candidates are evaluated is the {@link Searcher}'s business:
 * local threads ({@link #local}) or simulation shards (the cluster layer, through the command line);
 * the results are the same.
 */
public final class OptimizationRun {
  private OptimizationRun() {}

  /** Carries out one run of the search. */
  @FunctionalInterface
  public interface Searcher {
    /**
     * Runs (or resumes) run {@code run}.
     *
     * @param design the run's design problem
     * @param plan algorithm, population, generations, seed and fingerprint
     * @param checkpoints called with each generation's checkpoint
     * @param resume the checkpoint to continue from, or null
     * @param progress called after each newly evaluated generation
     * @throws IllegalArgumentException if the plan or checkpoint is refused
     */
    DesignSearch.Result search(int run, DesignProblem<?> design, DesignSearch.Plan plan, Consumer<Checkpoint> checkpoints,
        Checkpoint resume, Consumer<GenerationTracker.Generation> progress);
  }

  /** A searcher on {@code threads} local evaluation threads ({@link DesignSearch#runLocally}). */
  public static Searcher local(int threads) {
    return (run, design, plan, checkpoints, resume, progress) ->
        DesignSearch.runLocally(design, plan, run, threads, progress, checkpoints, resume);
  }

  /**
   * Runs every run of {@code settings} with {@code searcher}.
   *
   * @param resume each run's checkpoint ({@link CheckpointFolder#resumePoints}), or null for a fresh search
   * @param progress told (run, generation) after each newly evaluated generation
   */
  public static List<DesignSearch.Result> run(RunSettings settings, CheckpointFolder folder, List<Checkpoint> resume,
      Searcher searcher, BiConsumer<Integer, GenerationTracker.Generation> progress) {
    List<DesignSearch.Result> results = new ArrayList<>(settings.runs());
    DesignSearch.Plan plan = settings.plan();
    for (int k = 0; k < settings.runs(); k++) {
      int run = k;
      Checkpoint from = resume == null ? null : resume.get(k);
      results.add(searcher.search(k, settings.design(k), plan, c -> c.write(folder.file(run)), from, g -> progress.accept(run, g)));
    }
    return results;
  }
}
