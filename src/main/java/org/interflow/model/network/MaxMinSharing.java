package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * Weighted max-min fair sharing by progressive filling, SimGrid's plain flow model (Casanova et
 * al., "Versatile, scalable, and accurate simulation of distributed applications and platforms",
 * JPDC 2014; Bertsekas and Gallager, Data Networks, section 6.5.2): every unfrozen subflow of
 * weight w rises at rate w*x as the level x rises; when a link's capacity is used up, its subflows
 * freeze at w times that link's fair level. The result is work-conserving: every subflow crosses a
 * saturated link. This is the default model for new studies.
 *
 * <p>Priority policies (capacities in bytes per second per directed link, C):
 *
 * <ul>
 *   <li>NP: one filling over all subflows on capacities C.
 *   <li>FP: a filling of application subflows on C, then one of storage subflows on the residual
 *       {@code max(0, C - application rates on the link)}: storage gets only what applications
 *       leave, and 0 on a link they saturate.
 *   <li>BA with application share s: first each class is filled on its own virtual link, of
 *       capacity s*C (application) and (1-s)*C (storage) where both classes cross the link, C
 *       where one class is alone; then the capacity left on each link, {@code C - all rates}, is
 *       handed out by a second filling over all subflows starting from their first-pass rates
 *       (each gains w*y as y rises). So a class's unused share goes to the other class and the
 *       allocation stays work-conserving.
 * </ul>
 *
 * <p>Incremental in two ways. Under NP, once the active subflows have 4096 hops together, {@link
 * #update} recomputes a <em>region</em> ({@link MaxMinRegion}): the subflows crossing a link touched
 * by the adds and removes, filled on what the subflows outside the region leave of each link. Every
 * subflow then checks that it still has a bottleneck, a saturated link on which no subflow has a
 * higher normalised rate (Bertsekas and Gallager's characterisation, which makes the max-min
 * allocation unique); a subflow outside the region that lost its bottleneck, or that holds more of
 * a region subflow's bottleneck than it, joins the region, which is filled again, until every
 * subflow has one. The result is the max-min allocation, at a cost that grows with the subflows a
 * change moves rather than with the connected component, which on a torus with long
 * dimension-order paths is nearly every flow (the unstructured application on the 4k-node torus:
 * seconds instead of 19 minutes). SimGrid's lmm "selective update" (src/kernel/lmm/maxmin.cpp,
 * update_modified_cnst_set_rec) marks every constraint reachable from a modified one through
 * shared variables, that is the whole component, as the whole-component update here does; the
 * region follows instead how a change propagates through bottlenecks, the "bottleneck structure"
 * of Ros-Giralt et al. ("On the bottleneck structure of congestion-controlled networks",
 * SIGMETRICS 2020: a perturbation at a link reaches only the flows and links downstream of it in
 * the bottleneck precedence graph), found by checking rather than by building the graph. Small
 * touched components are recomputed whole, which then costs less; a change that moves a large share
 * of the flows at once (a phased all-to-all's completions on a torus) closes its region at once to
 * the subflows reachable through levels the change can move, rather than growing it round by
 * round ({@link MaxMinRegion.Bounds}). Otherwise (BA, FP, or a small active set) {@link #update} recomputes the
 * connected components (subflows joined transitively through shared links) that contain a touched
 * link, with {@link ProgressiveFilling}: there the rates depend only on the active set, so
 * incremental updates and a fresh computation give bit-identical results. Region rates agree with
 * a fresh filling to 1e-12 relative (the filling order differs, so the last bits may), and depend
 * only on the sequence of adds and removes. Only subflows whose rate differs exactly from the old
 * one are reported (added subflows always, from 0). Not thread-safe.
 */
public final class MaxMinSharing extends AbstractBandwidthSharing {
  private final ProgressiveFilling filling;
  private final MaxMinRegion region;

  /** A model over the directed links of {@code topology} sharing them under {@code policy}. */
  public MaxMinSharing(Topology topology, PriorityPolicy policy) {
    this(topology, policy, MaxMinRegion.Bounds.DEFAULT);
  }

  /** As the public constructor, with region updates (NP only) within {@code bounds}. */
  MaxMinSharing(Topology topology, PriorityPolicy policy, MaxMinRegion.Bounds bounds) {
    super(topology, policy);
    this.filling = new ProgressiveFilling(table);
    this.region = new MaxMinRegion(table, filling, bounds);
  }

  /** Updates done by a region rather than by whole components. */
  long regionUpdates() { return region.solved; }

  @Override
  public void update(RateListener listener) {
    if (rate.length < table.idCapacity()) {
      rate = Arrays.copyOf(rate, table.idCapacity());
      filling.ensureIds(table.idCapacity());
      region.ensureIds(table.idCapacity());
    }
    boolean np = policy.kind() == PriorityPolicy.Kind.NP;
    boolean byRegion = false;
    if (np && region.worthTrying()) {
      byRegion = region.solve(rate);   // when false, the filling holds whole components
    } else {
      filling.addTouchedComponents();
    }
    if (!byRegion) {
      filling.sortSubflows();
      filling.buildIncidence();
      filling.fillByPolicy(policy);
    }
    ProgressiveFilling f = filling;
    for (int i = 0; i < f.subCount; i++) {
      int s = f.subs[i];
      double next = f.result[i];
      if (np) region.record(s, f.frozenAt[i] < 0 ? -1 : f.links[f.frozenAt[i]], next / table.weight(s));
      boolean fresh = table.isFresh(s);
      if (fresh || next != rate[s]) {
        double old = fresh ? 0 : rate[s];
        rate[s] = next;
        listener.rateChanged(s, old, next);
      }
    }
    f.clear();
    table.clearDirty();
  }
}
