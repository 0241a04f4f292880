package org.interflow.cluster;

import org.interflow.optimize.actor.ProblemDescription;
import org.interflow.optimize.actor.ProblemResolver;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.search.SearchAlgorithm;

/**
 * The seed's small ExaNeSt system T = (R, N, M) = (2, 4, 2) as the cluster tests describe it: 8
 * chassis, 16 routers, vectors of 2R = 4 entries; NSGA-II, population 8, 3 generations, 2
 * Kernighan-Lin restarts, seed 23. The resolver accepts the one description text {@link #TEXT} (the
 * CLI's form of the same problem, so a worker JVM resolves it alike) and refuses any other.
 */
final class ExanestFixture {
  static final ExanestOptimization.Request REQUEST = new ExanestOptimization.Request(4, 2, 2,
      new ExanestSearch.Settings(SearchAlgorithm.NSGA_II, 8, 3, 0.8, 0.8, 0.5, 0.5), 2, 23, 1);

  /** {@link #REQUEST} as an optimize configuration. */
  static final String TEXT = "interflow { seed = 23, metrics { bisection-restarts = 2 }, optimize { problem = exanest, "
      + "exanest { R = 2, N = 4, M = 2 }, algorithm = nsga2, population = 8, generations = 3, pcross = 0.8, pmut = 0.8, "
      + "pnew = 0.5, pext = 0.5 } }";

  static final ProblemResolver RESOLVER = d -> {
    if (!d.config().equals(TEXT)) throw new IllegalArgumentException("unknown problem '" + d.config() + "'");
    return ExanestOptimization.design(REQUEST, d.run());
  };

  private ExanestFixture() {}

  static ProblemDescription run(int run) { return new ProblemDescription(TEXT, run); }
}
