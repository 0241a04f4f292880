package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Max-min sharing under FP ({@link MaxMinSharing}'s definition) as two NP models: the application
 * subflows share the links' capacities C among themselves, and the storage subflows share what
 * they leave, {@code max(0, C - application rates on the link)}. Application rates never depend
 * on storage subflows, so each class is a plain max-min problem of its own: the application model
 * updates incrementally once it is large (as NP does), and the storage model recomputes the
 * components of the links whose residual changed.
 *
 * <p>Each update first updates the application model; every link whose application load may have
 * changed (the paths of the application subflows added, removed or re-rated, and of the storage
 * subflows added) gets its residual recomputed, where storage subflows cross it, as the sum of its
 * application rates in increasing id order (the order of {@link ProgressiveFilling}'s joint
 * filling, so small runs give the same bits as one filling of both classes); then the storage
 * model updates on those capacities. The changes of both are reported together in increasing id
 * order. Not thread-safe.
 */
final class FixedPriorityMaxMin implements BandwidthSharing {
  private static final byte NONE = 0;
  private static final byte APPLICATION = 1;
  private static final byte STORAGE = 2;

  private final MaxMinSharing applications;
  private final MaxMinSharing storage;
  /** The links' full capacities, bytes per second. */
  private final double[] capacity;
  /** By subflow id: the model holding it. */
  private byte[] modelOf = new byte[0];
  /** Links whose application load may have changed since the last update. */
  private final LinkSet touched;
  private int[] ids = new int[16];
  // the changes each model reported in its update, in increasing id order
  private final Changes applicationChanges = new Changes();
  private final Changes storageChanges = new Changes();

  FixedPriorityMaxMin(Topology topology) {
    this(topology, IncrementalFilling.Bounds.DEFAULT);
  }

  /** As above, with incremental updates of each class's model within {@code bounds} (tests). */
  FixedPriorityMaxMin(Topology topology, IncrementalFilling.Bounds bounds) {
    this.applications = new MaxMinSharing(topology, PriorityPolicy.NONE, bounds);
    this.storage = new MaxMinSharing(topology, PriorityPolicy.NONE, bounds);
    int links = topology.directedLinks();
    this.capacity = new double[links];
    for (int d = 0; d < links; d++) capacity[d] = topology.directedCapacityBitsPerSecond(d) / 8;
    this.touched = new LinkSet(links);
  }

  @Override
  public void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    boolean isStorage = trafficClass == TrafficClass.STORAGE;
    (isStorage ? storage : applications).add(subflow, links, length, weight, trafficClass);
    if (subflow >= modelOf.length) modelOf = Arrays.copyOf(modelOf, Math.max(subflow + 1, 2 * modelOf.length));
    modelOf[subflow] = isStorage ? STORAGE : APPLICATION;
  }

  @Override
  public void remove(int subflow) {
    byte model = subflow >= 0 && subflow < modelOf.length ? modelOf[subflow] : NONE;
    if (model == NONE) throw new IllegalArgumentException("subflow " + subflow + " is not active");
    if (model == APPLICATION) touched.addPath(applications.table, subflow);   // its load leaves these links
    (model == STORAGE ? storage : applications).remove(subflow);
    modelOf[subflow] = NONE;
  }

  @Override
  public void update(RateListener listener) {
    applicationChanges.clear();
    applications.update((s, old, next) -> {
      applicationChanges.add(s, old, next);
      touched.addPath(applications.table, s);
    });
    SubflowTable stored = storage.table;
    for (int i = 0, n = stored.addedCount(); i < n; i++) {
      int s = stored.addedSubflow(i);
      if (stored.isActive(s)) touched.addPath(stored, s);
    }
    for (int i = 0; i < touched.size(); i++) {
      int link = touched.link(i);
      if (stored.linkCount(link) > 0) stored.setCapacity(link, SubflowTable.residual(capacity[link], applicationLoad(link)));
    }
    touched.clear();
    storageChanges.clear();
    storage.update(storageChanges::add);
    Changes.merge(applicationChanges, storageChanges, listener);
  }

  @Override
  public double rate(int subflow) {
    byte model = subflow >= 0 && subflow < modelOf.length ? modelOf[subflow] : NONE;
    if (model == NONE) throw new IllegalStateException("subflow " + subflow + " is not active");
    return (model == STORAGE ? storage : applications).rate(subflow);
  }

  @Override
  public int activeSubflows() { return applications.activeSubflows() + storage.activeSubflows(); }

  /** The application rates on {@code link}, summed in increasing subflow id order. */
  private double applicationLoad(int link) {
    SubflowTable table = applications.table;
    int n = table.linkCount(link);
    if (ids.length < n) ids = new int[Math.max(n, 2 * ids.length)];
    int[] entries = table.linkEntries(link);
    for (int e = 0; e < n; e++) ids[e] = entries[2 * e];
    Arrays.sort(ids, 0, n);
    double sum = 0;
    for (int e = 0; e < n; e++) sum += applications.rate(ids[e]);
    return sum;
  }

  /** Rate changes as a model reported them (increasing ids), in primitive columns. */
  private static final class Changes {
    private int[] subflow = new int[64];
    private double[] old = new double[64];
    private double[] next = new double[64];
    private int size;

    void clear() { size = 0; }

    void add(int s, double oldRate, double newRate) {
      if (size == subflow.length) {
        subflow = Arrays.copyOf(subflow, 2 * size);
        old = Arrays.copyOf(old, 2 * size);
        next = Arrays.copyOf(next, 2 * size);
      }
      subflow[size] = s;
      old[size] = oldRate;
      next[size] = newRate;
      size++;
    }

    /** Tells {@code listener} the changes of {@code a} and {@code b} (each in increasing ids) in increasing ids. */
    static void merge(Changes a, Changes b, RateListener listener) {
      int i = 0;
      int j = 0;
      while (i < a.size || j < b.size) {
        if (j == b.size || (i < a.size && a.subflow[i] < b.subflow[j])) {
          listener.rateChanged(a.subflow[i], a.old[i], a.next[i]);
          i++;
        } else {
          listener.rateChanged(b.subflow[j], b.old[j], b.next[j]);
          j++;
        }
      }
    }
  }
}
