package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The notebook's "swap router connections" (section 7.2), which it notes also covers "swap computer
 * connections": two connections {@code [s1, X]} and {@code [s2, Y]} drawn from the whole database
 * (X, Y compute nodes or routers) become {@code [s2, X]} and {@code [s1, Y]}, provided s1 != s2,
 * X != Y and the result is valid. A cable turned into {@code [s, s]} frees two ports of s (one cable
 * fewer) and the reverse fits one, so the number of routers in use can change. Attempts and cost as
 * in {@link AbstractSwapMutation}.
 */
public final class SwapRouterConnectionsMutation extends AbstractSwapMutation {
  /** @param probability chance, per solution, that one exchange is attempted (0..1) */
  public SwapRouterConnectionsMutation(double probability) { super(probability); }

  @Override
  boolean tryOnce(RouterNetLayout layout, int[] slots, JMetalRandom random) {
    int i = random.nextInt(0, slots.length - 1);
    int j = random.nextInt(0, slots.length - 1);
    if (slots[i] == slots[j] || peer(layout, slots, i) == peer(layout, slots, j)) return false;
    return applyIfValid(layout, slots, new int[] {i, j}, new int[] {slots[j], slots[i]});
  }
}
