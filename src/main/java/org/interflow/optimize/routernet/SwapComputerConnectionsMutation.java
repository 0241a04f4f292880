package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The notebook's "swap computer connections" (section 7.1): two compute-node connections
 * {@code [cA, s1]} and {@code [cB, s2]} become {@code [cA, s2]} and {@code [cB, s1]}, provided cA !=
 * cB, s1 != s2 and the result is valid (no compute node twice on a router, compute nodes still
 * reachable). Port counts of routers and compute nodes never change.
 *
 * <p>With probability {@link #mutationProbability()} one exchange is made, drawing up to 32 candidate
 * pairs from {@link JMetalRandom}; when none is valid the solution is left as it was. O(32 P).
 */
public final class SwapComputerConnectionsMutation implements MutationOperator<RouterNetSolution> {
  private final double probability;

  /** @param probability chance, per solution, that one exchange is attempted (0..1) */
  public SwapComputerConnectionsMutation(double probability) {
    if (!(probability >= 0 && probability <= 1)) throw new IllegalArgumentException("probability must be in [0, 1], got " + probability);
    this.probability = probability;
  }

  @Override
  public RouterNetSolution execute(RouterNetSolution solution) {
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return solution;
    RouterNetLayout layout = solution.layout();
    int[] slots = solution.slots();
    int computeSlots = layout.computeSlots();
    for (int attempt = 0; attempt < SlotSwaps.ATTEMPTS; attempt++) {
      int i = random.nextInt(0, computeSlots - 1);
      int j = random.nextInt(0, computeSlots - 1);
      if (slots[i] == slots[j] || layout.computeNodeOf(i) == layout.computeNodeOf(j)) continue;
      if (SlotSwaps.applyIfValid(layout, slots, new int[] {i, j}, new int[] {slots[j], slots[i]})) {
        solution.setSlots(slots);
        return solution;
      }
    }
    return solution;
  }

  @Override
  public double mutationProbability() { return probability; }
}
