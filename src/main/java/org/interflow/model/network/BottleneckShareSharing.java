package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * INRFlow's bandwidth model: a subflow's rate is the smallest share it gets on any link of its
 * path, where the share on a link is the capacity available to its class there times its weight
 * over the weights of its class on that link. With unit weights this is {@code min over links of
 * capacity / (subflows on the link)} (INRFlow, Yébenes et al., "INRFlow: An interconnection
 * networks research flow-level simulation framework", JPDC 2019, section 3.1). The model is not
 * work-conserving: capacity a subflow leaves because it is held back elsewhere is not handed out.
 *
 * <p>Capacity per class on a directed link of capacity C (bytes per second), under the {@link
 * PriorityPolicy}:
 *
 * <ul>
 *   <li>NP: both classes together share C.
 *   <li>BA with application share s: when both classes have subflows on the link, application
 *       subflows share s*C and storage subflows (1-s)*C; a class alone on the link shares all of C.
 *       Share a present class leaves unused on a link is not redistributed (this model never
 *       redistributes); it reaches the other class only when that class is absent from the link.
 *   <li>FP: application subflows share C ignoring storage; then storage subflows share the residual
 *       {@code max(0, C - sum of application rates on the link)}, so storage takes only what
 *       applications leave (figure 1c) and gets 0 on a link that application flows saturate (a
 *       residual below 1e-10 of C is rounding noise and counts as 0).
 * </ul>
 *
 * <p>Incremental: an add or remove changes only the weights on its links, so {@link #update}
 * recomputes the per-class levels of those links and the rates of subflows crossing them; under
 * FP it then recomputes the residual of every link whose application rates changed and the storage
 * subflows crossing those. Cost O(sum over touched subflows of path length), plus a sort of the
 * changed ids (or a scan of all ids when most of them changed). A subflow with an empty path
 * (source = destination) has an infinite rate. Sums are taken independently of insertion order
 * (weights: n times the value when all are equal, else in ascending order; application rates
 * under FP: in fixed point), so rates depend only on the active set: the same set gives
 * bit-identical rates whatever the history of operations. Not thread-safe.
 */
public final class BottleneckShareSharing extends AbstractBandwidthSharing {
  private static final int APPLICATION = 0;
  private static final int STORAGE = 1;

  private final double[] levelApplication;   // per directed link: fair share per unit weight
  private final double[] levelStorage;
  private double[] previous = new double[0];
  private boolean[] touched = new boolean[0];
  private boolean[] isChanged = new boolean[0];
  private int[] touchedList = new int[64];
  private int touchedCount;
  private int[] changed = new int[64];
  private int changedCount;
  /** Under FP: links whose storage residual may have changed in this update. */
  private final LinkSet residual;
  private double[] scratch = new double[64];

  /** A model over the directed links of {@code topology} sharing them under {@code policy}. */
  public BottleneckShareSharing(Topology topology, PriorityPolicy policy) {
    super(topology, policy);
    int links = topology.directedLinks();
    this.levelApplication = new double[links];
    this.levelStorage = new double[links];
    this.residual = new LinkSet(links);
  }

  @Override
  public void update(RateListener listener) {
    if (rate.length < table.idCapacity()) growIds(table.idCapacity());
    int dirty = table.dirtyCount();
    for (int i = 0; i < dirty; i++) computeLevels(table.dirtyLink(i));
    touchedCount = 0;
    changedCount = 0;
    if (policy.kind() == PriorityPolicy.Kind.FP) {
      for (int i = 0; i < dirty; i++) touchSubflowsOn(table.dirtyLink(i), APPLICATION);
      touchAddedWithoutLinks(APPLICATION);
      recomputeTouched(true);
      for (int i = 0; i < dirty; i++) residual.add(table.dirtyLink(i));
      for (int i = 0; i < residual.size(); i++) computeStorageResidualLevel(residual.link(i));
      touchedCount = 0;
      for (int i = 0; i < residual.size(); i++) touchSubflowsOn(residual.link(i), STORAGE);
      touchAddedWithoutLinks(STORAGE);
      recomputeTouched(false);
      residual.clear();
    } else {
      for (int i = 0; i < dirty; i++) touchSubflowsOn(table.dirtyLink(i), -1);
      touchAddedWithoutLinks(-1);
      recomputeTouched(false);
    }
    if ((long) changedCount * 16 < table.idLimit()) {
      Arrays.sort(changed, 0, changedCount);
    } else {   // most subflows changed: listing the marked ids in order is cheaper than sorting
      int n = 0;
      for (int s = 0, limit = table.idLimit(); s < limit; s++) if (isChanged[s]) changed[n++] = s;
    }
    for (int i = 0; i < changedCount; i++) {
      int s = changed[i];
      isChanged[s] = false;
      listener.rateChanged(s, previous[s], rate[s]);
    }
    table.clearDirty();
  }

  /** Levels of both classes on a link after its membership changed (storage's under FP comes later). */
  private void computeLevels(int link) {
    int n = table.linkCount(link);
    if (scratch.length < n) scratch = new double[Math.max(n, 2 * scratch.length)];
    double c = table.capacity(link);
    if (policy.kind() == PriorityPolicy.Kind.NP) {
      double level = c / table.weightSum(link, -1, scratch);
      levelApplication[link] = level;
      levelStorage[link] = level;
      return;
    }
    double appWeight = table.weightSum(link, APPLICATION, scratch);
    if (policy.kind() == PriorityPolicy.Kind.FP) {
      levelApplication[link] = c / appWeight;
      return;
    }
    double storageWeight = table.weightSum(link, STORAGE, scratch);
    int apps = table.applicationCount(link);
    boolean both = apps > 0 && apps < n;
    double share = policy.applicationShare();
    levelApplication[link] = (both ? share * c : c) / appWeight;
    levelStorage[link] = (both ? (1 - share) * c : c) / storageWeight;
  }

  /** Under FP: storage level = residual after application rates, over storage weights. */
  private void computeStorageResidualLevel(int link) {
    int n = table.linkCount(link);
    int[] entries = table.linkEntries(link);
    if (scratch.length < n) scratch = new double[Math.max(n, 2 * scratch.length)];
    double c = table.capacity(link);
    // Application rates summed in fixed point (2^-shift units, well below any rate of interest) so
    // the sum does not depend on their order: each is <= c and so is their total, which fits a long.
    int shift = 60 - Math.getExponent(c);
    long used = 0;
    for (int i = 0; i < n; i++) {
      int s = entries[2 * i];
      if (table.classOf(s) == APPLICATION) used += Math.round(Math.scalb(rate[s], shift));
    }
    double residual = SubflowTable.residual(c, Math.scalb((double) used, -shift));
    levelStorage[link] = residual / table.weightSum(link, STORAGE, scratch);
  }

  /** Lists the not yet touched subflows on a link, of class {@code only} (or all when -1). */
  private void touchSubflowsOn(int link, int only) {
    int n = table.linkCount(link);
    int[] entries = table.linkEntries(link);
    for (int i = 0; i < n; i++) {
      int s = entries[2 * i];
      if (touched[s] || (only >= 0 && table.classOf(s) != only)) continue;
      touched[s] = true;
      if (touchedCount == touchedList.length) touchedList = Arrays.copyOf(touchedList, 2 * touchedCount);
      touchedList[touchedCount++] = s;
    }
  }

  /** Lists added subflows with empty paths (found through no link), of class {@code only} (all when -1). */
  private void touchAddedWithoutLinks(int only) {
    for (int i = 0, n = table.addedCount(); i < n; i++) {
      int s = table.addedSubflow(i);
      boolean skip = !table.isActive(s) || table.pathLength(s) != 0 || touched[s];
      if (skip || (only >= 0 && table.classOf(s) != only)) continue;
      touched[s] = true;
      if (touchedCount == touchedList.length) touchedList = Arrays.copyOf(touchedList, 2 * touchedCount);
      touchedList[touchedCount++] = s;
    }
  }

  /** New rates of the touched subflows; records changes, and under FP marks links whose app rates moved. */
  private void recomputeTouched(boolean applicationPass) {
    if ((long) touchedCount * 16 >= table.idLimit()) {   // most subflows: visit them in id order, near path order
      int n = 0;
      for (int s = 0, limit = table.idLimit(); s < limit; s++) if (touched[s]) touchedList[n++] = s;
    }
    int[] pool = table.pathPool();
    for (int i = 0; i < touchedCount; i++) {
      int s = touchedList[i];
      touched[s] = false;
      double[] level = table.classOf(s) == APPLICATION ? levelApplication : levelStorage;
      double min = Double.POSITIVE_INFINITY;
      for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) {
        double l = level[pool[h]];
        if (l < min) min = l;   // levels are never NaN: a crossed link has positive weight
      }
      double next = table.weight(s) * min;
      boolean fresh = table.isFresh(s);
      if (!fresh && next == rate[s]) continue;
      previous[s] = fresh ? 0 : rate[s];
      rate[s] = next;
      if (changedCount == changed.length) changed = Arrays.copyOf(changed, 2 * changedCount);
      changed[changedCount++] = s;
      isChanged[s] = true;
      if (applicationPass) residual.addPath(table, s);
    }
  }

  private void growIds(int size) {
    rate = Arrays.copyOf(rate, size);
    previous = Arrays.copyOf(previous, size);
    touched = Arrays.copyOf(touched, size);
    isChanged = Arrays.copyOf(isChanged, size);
  }
}
