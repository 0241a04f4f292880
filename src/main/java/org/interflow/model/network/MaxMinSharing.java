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
 *       leave, and 0 on a link they saturate. The two fillings are two NP models of this class
 *       ({@link FixedPriorityMaxMin}, made by {@link #of}), the second on the capacities the first
 *       leaves, so each updates as NP does.
 *   <li>BA with application share s: first each class is filled on its own virtual link, of
 *       capacity s*C (application) and (1-s)*C (storage) where both classes cross the link, C
 *       where one class is alone; then the capacity left on each link, {@code C - all rates}, is
 *       handed out by a second filling over all subflows starting from their first-pass rates
 *       (each gains w*y as y rises). So a class's unused share goes to the other class and the
 *       allocation stays work-conserving. The three fillings are three NP models ({@link
 *       ApportionedMaxMin}, made by {@link #of}); the last holds only the subflows whose every link
 *       has capacity left, since a link with none freezes its subflows at a gain of 0.
 * </ul>
 *
 * <p>This class is the NP model. Incremental: once the active subflows have 4096 hops together, {@link #update}
 * resumes the progressive filling at the lowest level the adds and removes can move and follows
 * the change through the bottleneck structure, visiting only the links and subflows whose
 * trajectory it alters ({@link IncrementalFilling}, whose javadoc gives the algorithm and its sources).
 * The cost grows with what a change moves rather than with the connected component, which on a
 * torus with long dimension-order paths is nearly every flow (the unstructured application on the
 * 4k-node torus: seconds instead of 19 minutes). Those rates agree with a fresh filling to 1e-12
 * relative (the filling order differs, so the last bits may), and depend only on the sequence of
 * adds and removes. Otherwise (a small active set, or capacities set since the last update) {@link
 * #update} recomputes the connected components (subflows joined transitively through shared links) that contain a touched
 * link, with {@link ProgressiveFilling}: there the rates depend only on the active set, so
 * incremental updates and a fresh computation give bit-identical results. Only subflows whose rate
 * differs exactly from the old one are reported (added subflows always, from 0). Not thread-safe.
 */
public final class MaxMinSharing extends AbstractBandwidthSharing {
  private final ProgressiveFilling filling;
  private final IncrementalFilling incremental;

  /**
   * Max-min sharing of the directed links of {@code topology} under {@code policy}: this class for
   * NP and BA, {@link FixedPriorityMaxMin} (two NP models, one per class) for FP.
   */
  public static BandwidthSharing of(Topology topology, PriorityPolicy policy) {
    if (policy != null && policy.kind() == PriorityPolicy.Kind.FP) return new FixedPriorityMaxMin(topology);
    if (policy != null && policy.kind() == PriorityPolicy.Kind.BA) return new ApportionedMaxMin(topology, policy.applicationShare());
    return new MaxMinSharing(topology, policy);
  }

  /** A model over the directed links of {@code topology} sharing them under NP ({@link #of} makes BA and FP). */
  public MaxMinSharing(Topology topology, PriorityPolicy policy) {
    this(topology, policy, IncrementalFilling.Bounds.DEFAULT);
  }

  /** As the public constructor, with incremental updates within {@code bounds}. */
  MaxMinSharing(Topology topology, PriorityPolicy policy, IncrementalFilling.Bounds bounds) {
    super(topology, policy);
    if (policy.kind() != PriorityPolicy.Kind.NP) {
      throw new IllegalArgumentException("max-min under " + policy.kind() + " is made of NP models: MaxMinSharing.of makes it");
    }
    this.filling = new ProgressiveFilling(table);
    this.incremental = new IncrementalFilling(table, bounds);
  }

  /** Updates done incrementally rather than by whole components. */
  long incrementalUpdates() { return incremental.solved; }

  @Override
  public void update(RateListener listener) {
    if (rate.length < table.idCapacity()) {
      rate = Arrays.copyOf(rate, table.idCapacity());
      filling.ensureIds(table.idCapacity());
      incremental.ensureIds(table.idCapacity());
    }
    for (int i = 0, n = table.removedCount(); i < n; i++) incremental.forget(table.removedSubflow(i));
    if (!table.capacityChanged() && incremental.worthTrying()) {
      IncrementalFilling r = incremental;
      r.solve(rate);
      for (int i = 0; i < r.subCount; i++) report(r.subs[i], r.result[i], r.frozenBy[i], listener);
      r.clear();
    } else {
      ProgressiveFilling f = filling;
      f.addTouchedComponents();
      f.sortSubflows();
      f.buildIncidence();
      f.fill();
      for (int i = 0; i < f.subCount; i++) {
        report(f.subs[i], f.result[i], f.frozenAt[i] < 0 ? -1 : f.links[f.frozenAt[i]], listener);
      }
      f.clear();
    }
    table.clearDirty();
  }

  /** Takes subflow {@code s}'s recomputed rate, telling the listener when it changed. */
  private void report(int s, double next, int bottleneck, RateListener listener) {
    incremental.record(s, bottleneck, next / table.weight(s));
    table.recordRate(s, next);
    boolean fresh = table.isFresh(s);
    if (fresh || next != rate[s]) {
      double old = fresh ? 0 : rate[s];
      rate[s] = next;
      listener.rateChanged(s, old, next);
    }
  }
}
