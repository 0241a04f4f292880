package org.interflow.optimize.actor;

import org.interflow.optimize.search.DesignProblem;

/**
 * Turns a {@link ProblemDescription} into the design problem it describes, on the node that
 * evaluates. The layer that reads configurations supplies it (the CLI), so the shards build the
 * very problem, simulated objective included, that a local run of the same configuration builds.
 * Implementations must be deterministic and may be slow (callers cache the result).
 */
@FunctionalInterface
public interface ProblemResolver {
  /**
   * The design problem of {@code description}.
   *
   * @throws IllegalArgumentException (or a subclass) if the description is not valid
   */
  DesignProblem<?> design(ProblemDescription description);
}
