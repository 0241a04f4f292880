package org.interflow.optimize.search;

import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;

/**
 * A network-design problem as {@link DesignSearch} runs it: a jMetal problem over integer
 * encodings with minimised objectives, its variation operators, a way to rebuild a solution from
 * its encoding (for checkpoints), the objective bounds that normalise indicators, and the order in
 * which fronts are listed.
 *
 * @param <S> the solution type
 */
public interface DesignProblem<S extends Solution<Integer>> {
  /** The jMetal problem (deterministic, thread-safe evaluation). */
  Problem<S> problem();

  CrossoverOperator<S> crossover();

  MutationOperator<S> mutation();

  /** An unevaluated solution holding {@code encoding}, with {@code objectives} objective slots. */
  S solutionOf(int[] encoding, int objectives);

  /** {@code {lower, upper}} of the minimised objectives, for normalised hypervolume. */
  double[][] objectiveBounds();

  /** Objective indices in the order fronts are sorted by (each ascending, as minimised). */
  int[] sortOrder();
}
