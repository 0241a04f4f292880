package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The notebook's "swap computer connections" (section 7.1): two compute-node connections
 * {@code [cA, s1]} and {@code [cB, s2]} become {@code [cA, s2]} and {@code [cB, s1]}, provided cA !=
 * cB, s1 != s2 and the result is valid (no compute node twice on a router, compute nodes still
 * reachable). Cables are never touched. Attempts and cost as in {@link AbstractSwapMutation}.
 */
public final class SwapComputerConnectionsMutation extends AbstractSwapMutation {
  /** @param probability chance, per solution, that one exchange is attempted (0..1) */
  public SwapComputerConnectionsMutation(double probability) { super(probability); }

  @Override
  boolean tryOnce(RouterNetLayout layout, int[] slots, JMetalRandom random) {
    int i = random.nextInt(0, layout.computeSlots() - 1);
    int j = random.nextInt(0, layout.computeSlots() - 1);
    if (slots[i] == slots[j] || layout.computeNodeOf(i) == layout.computeNodeOf(j)) return false;
    return applyIfValid(layout, slots, new int[] {i, j}, new int[] {slots[j], slots[i]});
  }
}
