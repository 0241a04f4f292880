package org.interflow.model.scheduler;

/**
 * Resource allocation, the second stage of a batch scheduler (INRFlow, section 3.4): which free
 * nodes a job that was selected to start gets. A policy reads the pool and never changes it; the
 * scheduler takes the nodes it returns. Randomised policies own their seeded generator and draw
 * from it only when they succeed, so the same decisions give the same nodes.
 */
public interface AllocationPolicy {
  /**
   * Chooses {@code count} distinct free nodes of {@code pool} for one job.
   *
   * @param count nodes the job needs, at least 1
   * @return the nodes, in the order the policy chose them (the order a linear task mapping
   *     follows), or null when the policy cannot place the job now: fewer than {@code count} nodes
   *     are free, or (for a policy that wants a shape, such as a consecutive block) no free set has
   *     that shape
   */
  int[] allocate(int count, NodePool pool);
}
