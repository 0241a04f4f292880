package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The notebook's "swapping sets of connections on routers" (section 7.3): two connections of router
 * s1, {@code [s1, X1]} and {@code [s1, X2]}, and two of router s2, {@code [s2, Y1]} and
 * {@code [s2, Y2]}, are moved across: {@code [s1, Y1], [s1, Y2], [s2, X1], [s2, X2]}, provided s1 !=
 * s2, X1 != Y1, X1 != Y2, X2 != Y1 and the result is valid. A router with fewer than two ports is
 * never drawn. Attempts as in {@link AbstractSwapMutation}; drawing the second slot of a router
 * costs O(P).
 */
public final class SwapConnectionSetsMutation extends AbstractSwapMutation {
  /** @param probability chance, per solution, that one move is attempted (0..1) */
  public SwapConnectionSetsMutation(double probability) { super(probability); }

  @Override
  boolean tryOnce(RouterNetLayout layout, int[] slots, JMetalRandom random) {
    int x1 = random.nextInt(0, slots.length - 1);
    int y1 = random.nextInt(0, slots.length - 1);
    int s1 = slots[x1];
    int s2 = slots[y1];
    if (s1 == s2 || layout.routerPorts(s1) < 2 || layout.routerPorts(s2) < 2) return false;
    int x2 = otherSlotOf(slots, s1, x1, random);
    int y2 = otherSlotOf(slots, s2, y1, random);
    int pX1 = peer(layout, slots, x1);
    int pX2 = peer(layout, slots, x2);
    int pY1 = peer(layout, slots, y1);
    int pY2 = peer(layout, slots, y2);
    if (pX1 == pY1 || pX1 == pY2 || pX2 == pY1) return false;
    return applyIfValid(layout, slots, new int[] {x1, x2, y1, y2}, new int[] {s2, s2, s1, s1});
  }

  /** A uniformly drawn slot of {@code router} other than {@code except}; O(P). */
  private static int otherSlotOf(int[] slots, int router, int except, JMetalRandom random) {
    int count = 0;
    for (int s = 0; s < slots.length; s++) if (slots[s] == router && s != except) count++;
    int pick = random.nextInt(0, count - 1);
    for (int s = 0; s < slots.length; s++) {
      if (slots[s] == router && s != except && pick-- == 0) return s;
    }
    throw new IllegalStateException("router " + router + " has no second slot");
  }
}
