package org.interflow.optimize.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.DesignSearch;
import org.interflow.optimize.search.SearchAlgorithm;
import org.interflow.optimize.search.SimulatedObjective;

/**
 * The validated settings of one {@code interflow optimize} invocation, as the command line reads
 * them from the configuration: what is searched and how, where evaluation runs, and the options
 * recorded in {@code summary.json}.
 *
 * @param target the problem and its search
 * @param algorithm the algorithm
 * @param runs independent runs (>= 1); run k uses seed + k
 * @param seed base seed
 * @param threads local evaluation threads (>= 1)
 * @param shards simulation shards, 0 = local threads
 * @param simulated the workload of the simulated objective, or null
 * @param options the resolved options by name, for {@code summary.json} (in order)
 */
public record RunSettings(OptimizeTarget target, SearchAlgorithm algorithm, int runs, long seed, int threads, int shards,
    SimulatedWorkload simulated, Map<String, Object> options) {
  /** @throws IllegalArgumentException if runs, threads or shards is out of range */
  public RunSettings {
    if (runs < 1) throw new IllegalArgumentException("runs must be >= 1, got " + runs);
    if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    if (shards < 0) throw new IllegalArgumentException("shards must be >= 0, got " + shards);
    options = new LinkedHashMap<>(options);
  }

  /** Run {@code run}'s design problem, with the simulated objective appended when configured. */
  public DesignProblem<?> design(int run) {
    DesignProblem<?> base = target.design(run);
    return simulated == null ? base : SimulatedObjective.append(base, x -> target.topology(x, simulated.links()), simulated::seconds);
  }

  /** What is searched, as stored in checkpoints: the target's fingerprint plus the simulated workload. */
  public String fingerprint() {
    return target.fingerprint() + (simulated == null ? "" : " | simulated " + simulated.fingerprint());
  }

  /** The search plan (algorithm, population, generations, seed, {@link #fingerprint()}). */
  public DesignSearch.Plan plan() { return target.plan(fingerprint()); }

  /** Shown objectives: the target's, then the simulated time if any. */
  public List<OptimizeTarget.Objective> objectives() {
    List<OptimizeTarget.Objective> all = new ArrayList<>(target.objectives());
    if (simulated != null) all.add(new OptimizeTarget.Objective("time", "workload execution time (s)", false, false));
    return all;
  }

  @Override
  public Map<String, Object> options() { return new LinkedHashMap<>(options); }
}
