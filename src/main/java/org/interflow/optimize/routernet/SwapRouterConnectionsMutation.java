package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The notebook's "swap router connections" (section 7.2), which it notes also covers "swap computer
 * connections": two connections {@code [s1, X]} and {@code [s2, Y]} drawn from the whole database
 * (X, Y compute nodes or routers) become {@code [s2, X]} and {@code [s1, Y]}, provided s1 != s2,
 * X != Y and the result is valid. A cable turned into {@code [s, s]} frees two ports of s (one cable
 * fewer) and the reverse fits one, so the number of routers in use can change. Router port counts
 * never change: the two slots only exchange values.
 *
 * <p>With probability {@link #mutationProbability()} one exchange is made, drawing up to 32 candidate
 * pairs from {@link JMetalRandom}; when none is valid the solution is left as it was. O(32 P).
 */
public final class SwapRouterConnectionsMutation implements MutationOperator<RouterNetSolution> {
  private final double probability;

  /** @param probability chance, per solution, that one exchange is attempted (0..1) */
  public SwapRouterConnectionsMutation(double probability) {
    if (!(probability >= 0 && probability <= 1)) throw new IllegalArgumentException("probability must be in [0, 1], got " + probability);
    this.probability = probability;
  }

  @Override
  public RouterNetSolution execute(RouterNetSolution solution) {
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return solution;
    RouterNetLayout layout = solution.layout();
    int[] slots = solution.slots();
    for (int attempt = 0; attempt < SlotSwaps.ATTEMPTS; attempt++) {
      int i = random.nextInt(0, slots.length - 1);
      int j = random.nextInt(0, slots.length - 1);
      if (slots[i] == slots[j] || SlotSwaps.peer(layout, slots, i) == SlotSwaps.peer(layout, slots, j)) continue;
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
