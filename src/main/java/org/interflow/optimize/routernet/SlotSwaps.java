package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.ConnectionRules;
import org.interflow.model.topology.routernet.RouterNetLayout;

/**
 * Exchanging router ends of connections in a slot array, kept only when the result is valid
 * (allowed connections, compute nodes reachable); shared by the swap mutations.
 */
final class SlotSwaps {
  /** Candidate draws per mutation before it gives up and leaves the solution unchanged. */
  static final int ATTEMPTS = 32;

  private SlotSwaps() {}

  /**
   * The other end of the connection holding {@code slot}: compute node c as {@code -(c+1)}, router
   * r as r (the notebook's signed numbering, shifted so routers start at 0).
   */
  static int peer(RouterNetLayout layout, int[] slots, int slot) {
    return layout.isComputeSlot(slot) ? -(layout.computeNodeOf(slot) + 1) : slots[layout.partnerSlot(slot)];
  }

  /**
   * Gives slots {@code from[k]} the routers {@code to[k]}, and keeps it when every touched
   * connection is allowed and the compute nodes stay reachable; otherwise restores the slots.
   * O(touched * P) plus the reachability check.
   *
   * @return whether the change was kept
   */
  static boolean applyIfValid(RouterNetLayout layout, int[] slots, int[] touched, int[] routers) {
    int[] old = new int[touched.length];
    for (int k = 0; k < touched.length; k++) {
      old[k] = slots[touched[k]];
      slots[touched[k]] = routers[k];
    }
    boolean ok = true;
    for (int k = 0; k < touched.length && ok; k++) ok = ConnectionRules.connectionValid(layout, slots, touched[k]);
    if (ok) ok = ConnectionRules.computeNodesReachable(layout, slots);
    if (!ok) for (int k = touched.length - 1; k >= 0; k--) slots[touched[k]] = old[k];
    return ok;
  }
}
