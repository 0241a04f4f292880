package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.ConnectionRules;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.operator.mutation.MutationOperator;
import org.uma.jmetal.util.pseudorandom.JMetalRandom;

/**
 * The skeleton of the notebook's swap mutations: with probability {@link #mutationProbability()} a
 * subclass draws up to 32 candidate exchanges of router ends from {@link JMetalRandom}; the first
 * one that leaves a valid database (allowed connections, compute nodes reachable) is kept, and when
 * none does the solution is left as it was. Router and compute-node port counts never change, since
 * slots only exchange values. O(32 P) per mutation.
 */
abstract class AbstractSwapMutation implements MutationOperator<RouterNetSolution> {
  /** Candidate draws per mutation before it gives up and leaves the solution unchanged. */
  static final int ATTEMPTS = 32;

  private final double probability;

  /** @param probability chance, per solution, that one exchange is attempted (0..1) */
  AbstractSwapMutation(double probability) {
    if (!(probability >= 0 && probability <= 1)) {
      throw new IllegalArgumentException("probability must be in [0, 1], got " + probability);
    }
    this.probability = probability;
  }

  @Override
  public final RouterNetSolution execute(RouterNetSolution solution) {
    JMetalRandom random = JMetalRandom.getInstance();
    if (random.nextDouble() >= probability) return solution;
    RouterNetLayout layout = solution.layout();
    int[] slots = solution.slots();
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (tryOnce(layout, slots, random)) {
        solution.setSlots(slots);
        break;
      }
    }
    return solution;
  }

  /** Draws one candidate exchange and applies it if valid ({@link #applyIfValid}); returns whether it did. */
  abstract boolean tryOnce(RouterNetLayout layout, int[] slots, JMetalRandom random);

  @Override
  public final double mutationProbability() { return probability; }

  /**
   * The other end of the connection holding {@code slot}: compute node c as {@code -(c+1)}, router
   * r as r (the notebook's signed numbering, shifted so routers start at 0).
   */
  static int peer(RouterNetLayout layout, int[] slots, int slot) {
    return layout.isComputeSlot(slot) ? -(layout.computeNodeOf(slot) + 1) : slots[layout.partnerSlot(slot)];
  }

  /**
   * Gives slots {@code touched[k]} the routers {@code routers[k]}, and keeps it when every touched
   * connection is allowed and the compute nodes stay reachable; otherwise restores the slots.
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
