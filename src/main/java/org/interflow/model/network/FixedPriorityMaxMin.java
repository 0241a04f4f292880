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
  private final ClassModels classes;
  /** Links whose application load may have changed since the last update. */
  private final LinkSet touched;
  // the changes each model reported in its update, in increasing id order
  private final Changes applicationChanges = new Changes();
  private final Changes storageChanges = new Changes();

  FixedPriorityMaxMin(Topology topology) {
    this(topology, IncrementalFilling.Bounds.DEFAULT);
  }

  /** As above, with incremental updates of each class's model within {@code bounds} (tests). */
  FixedPriorityMaxMin(Topology topology, IncrementalFilling.Bounds bounds) {
    this.classes = new ClassModels(topology, bounds);
    this.touched = new LinkSet(topology.directedLinks());
  }

  @Override
  public void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    classes.add(subflow, links, length, weight, trafficClass);
  }

  @Override
  public void remove(int subflow) {
    MaxMinSharing model = classes.modelOf(subflow);
    if (model == classes.applications) touched.addPath(model.table, subflow);   // its load leaves these links
    classes.remove(subflow);
  }

  @Override
  public void update(RateListener listener) {
    applicationChanges.clear();
    classes.applications.update((s, old, next) -> {
      applicationChanges.add(s, old, next);
      touched.addPath(classes.applications.table, s);
    });
    SubflowTable stored = classes.storage.table;
    for (int i = 0, n = stored.addedCount(); i < n; i++) {
      int s = stored.addedSubflow(i);
      if (stored.isActive(s)) touched.addPath(stored, s);
    }
    for (int i = 0; i < touched.size(); i++) {
      int link = touched.link(i);
      if (stored.linkCount(link) > 0) stored.setCapacity(link, SubflowTable.residual(classes.capacity(link), classes.applicationRateSum(link)));
    }
    touched.clear();
    storageChanges.clear();
    classes.storage.update(storageChanges::add);
    Changes.merge(applicationChanges, storageChanges, listener);
  }

  @Override
  public double rate(int subflow) { return classes.rate(subflow); }

  @Override
  public int activeSubflows() { return classes.activeSubflows(); }

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
