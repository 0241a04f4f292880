package org.interflow.optimize.routernet;

import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * With probability {@link #mutationProbability()}, one of the notebook's three swaps drawn with equal
 * chance: computer connections, router connections or sets of connections (see those classes).
 */
public final class MixedSwapMutation implements MutationOperator<RouterNetSolution> {
  private final double probability;
  private final MutationOperator<RouterNetSolution>[] swaps;

  /** @param probability chance, per solution, that one swap is attempted (0..1) */
  @SuppressWarnings("unchecked")
  public MixedSwapMutation(double probability) {
    if (!(probability >= 0 && probability <= 1)) throw new IllegalArgumentException("probability must be in [0, 1], got " + probability);
    this.probability = probability;
    this.swaps = new MutationOperator[] {new SwapComputerConnectionsMutation(1), new SwapRouterConnectionsMutation(1),
        new SwapConnectionSetsMutation(1)};
  }

  @Override
  public RouterNetSolution execute(RouterNetSolution solution) {
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return solution;
    return swaps[random.nextInt(0, swaps.length - 1)].execute(solution);
  }

  @Override
  public double mutationProbability() { return probability; }
}
