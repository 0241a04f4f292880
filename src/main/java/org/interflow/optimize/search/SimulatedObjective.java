package org.interflow.optimize.search;

import java.util.Arrays;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.interflow.model.topology.Topology;
import org.uma.jmetal.operator.crossover.CrossoverOperator;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.solution.Solution;

/**
 * A design problem with one more, minimised objective: the execution time (seconds) of a
 * dynamic-engine workload on the design's network, appended after the problem's own objectives.
 * The caller supplies the two steps, so this layer stays free of configuration: {@code topologyOf}
 * builds the network of an encoding and {@code seconds} simulates the workload on it (e.g. with
 * {@code DirectSimulation}) and must be deterministic and thread-safe. Evaluation costs one
 * simulation per solution on top of the base objectives.
 *
 * <p>The time has no a priori bound, so it is left out of the normalised hypervolume (its bounds
 * are {@code [0, 0]}, which {@code ExanestIndicators.normalise} maps to 0); dominance, and hence
 * the search, uses it in full.
 *
 * @param <S> the solution type
 */
public final class SimulatedObjective<S extends Solution<Integer>> implements DesignProblem<S> {
  private final DesignProblem<S> base;
  private final Problem<S> problem;

  /**
   * @param base the problem whose objectives come first
   * @param topologyOf the network of an encoding
   * @param seconds the workload's execution time on a network, in seconds
   */
  public SimulatedObjective(DesignProblem<S> base, Function<int[], Topology> topologyOf, ToDoubleFunction<Topology> seconds) {
    this.base = base;
    Problem<S> inner = base.problem();
    int objectives = inner.numberOfObjectives() + 1;
    this.problem = new Problem<>() {
      private static final long serialVersionUID = 1L;

      @Override
      public int numberOfVariables() { return inner.numberOfVariables(); }

      @Override
      public int numberOfObjectives() { return objectives; }

      @Override
      public int numberOfConstraints() { return inner.numberOfConstraints(); }

      @Override
      public String name() { return inner.name() + "+simulated"; }

      @Override
      public S evaluate(S solution) {
        inner.evaluate(solution);
        solution.objectives()[objectives - 1] = seconds.applyAsDouble(topologyOf.apply(encoding(solution)));
        return solution;
      }

      @Override
      public S createSolution() { return base.solutionOf(encoding(inner.createSolution()), objectives); }
    };
  }

  /** {@code base} with the simulated objective appended, for a design problem of any solution type. */
  public static DesignProblem<?> append(DesignProblem<?> base, Function<int[], Topology> topologyOf,
      ToDoubleFunction<Topology> seconds) {
    return wrap(base, topologyOf, seconds);
  }

  private static <S extends Solution<Integer>> DesignProblem<S> wrap(DesignProblem<S> base, Function<int[], Topology> topologyOf,
      ToDoubleFunction<Topology> seconds) {
    return new SimulatedObjective<>(base, topologyOf, seconds);
  }

  private static int[] encoding(Solution<Integer> s) {
    int[] x = new int[s.variables().size()];
    for (int i = 0; i < x.length; i++) x[i] = s.variables().get(i);
    return x;
  }

  @Override
  public Problem<S> problem() { return problem; }

  @Override
  public CrossoverOperator<S> crossover() { return base.crossover(); }

  @Override
  public MutationOperator<S> mutation() { return base.mutation(); }

  @Override
  public S solutionOf(int[] encoding, int objectives) { return base.solutionOf(encoding, objectives); }

  @Override
  public double[][] objectiveBounds() {
    double[][] b = base.objectiveBounds();
    return new double[][] {Arrays.copyOf(b[0], b[0].length + 1), Arrays.copyOf(b[1], b[1].length + 1)};
  }

  @Override
  public int[] sortOrder() {
    int[] order = base.sortOrder();
    int[] out = Arrays.copyOf(order, order.length + 1);
    out[order.length] = problem.numberOfObjectives() - 1;
    return out;
  }
}
