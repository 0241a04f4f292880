package org.interflow.optimize.routernet;

import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.uma.jmetal.solution.AbstractSolution;

/**
 * A connections database as a jMetal solution: variable i is slot i of the database (the router
 * given router port i, see {@link RouterNetLayout}). Objectives are those of {@link RouterNetProblem}.
 */
public final class RouterNetSolution extends AbstractSolution<Integer> {
  private final RouterNetLayout layout;

  /** A solution holding {@code slots}, with {@code objectives} unset objectives. */
  public RouterNetSolution(RouterNetLayout layout, int[] slots, int objectives) {
    super(slots.length, objectives);
    this.layout = layout;
    setSlots(slots);
  }

  private RouterNetSolution(RouterNetSolution other) {
    super(other.variables().size(), other.objectives().length);
    this.layout = other.layout;
    for (int i = 0; i < other.variables().size(); i++) variables().set(i, other.variables().get(i));
    System.arraycopy(other.objectives(), 0, objectives(), 0, objectives().length);
    attributes = new java.util.HashMap<>(other.attributes());
  }

  public RouterNetLayout layout() { return layout; }

  /** The slot array (a fresh copy). O(P). */
  public int[] slots() {
    int[] slots = new int[variables().size()];
    for (int i = 0; i < slots.length; i++) slots[i] = variables().get(i);
    return slots;
  }

  /** Replaces every slot. O(P). */
  public void setSlots(int[] slots) {
    for (int i = 0; i < slots.length; i++) variables().set(i, slots[i]);
  }

  /** The database this solution encodes. */
  public RouterConnections connections() { return RouterConnections.of(layout, slots()); }

  @Override
  public RouterNetSolution copy() { return new RouterNetSolution(this); }
}
