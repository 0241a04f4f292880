package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * The two traffic classes of a priority policy, each in an NP max-min model of its own (the parts
 * {@link FixedPriorityMaxMin} and {@link ApportionedMaxMin} are made of): which model holds each
 * subflow, and the links' full capacities, which the models' own capacities may differ from.
 */
final class ClassModels {
  final MaxMinSharing applications;
  final MaxMinSharing storage;
  /** The links' full capacities, bytes per second. */
  private final double[] capacity;
  /** By subflow id: the model holding it, or null. */
  private MaxMinSharing[] modelOf = new MaxMinSharing[0];
  private int[] ids = new int[16];

  ClassModels(Topology topology, IncrementalFilling.Bounds bounds) {
    this.applications = new MaxMinSharing(topology, PriorityPolicy.NONE, bounds);
    this.storage = new MaxMinSharing(topology, PriorityPolicy.NONE, bounds);
    int links = topology.directedLinks();
    this.capacity = new double[links];
    for (int d = 0; d < links; d++) capacity[d] = topology.directedCapacityBitsPerSecond(d) / 8;
  }

  /** Adds {@code subflow} to its class's model and returns that model. */
  MaxMinSharing add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    if (isActive(subflow)) throw new IllegalStateException("subflow " + subflow + " is already active");
    MaxMinSharing model = trafficClass == TrafficClass.STORAGE ? storage : applications;
    model.add(subflow, links, length, weight, trafficClass);
    if (subflow >= modelOf.length) modelOf = Arrays.copyOf(modelOf, Math.max(subflow + 1, 2 * modelOf.length));
    modelOf[subflow] = model;
    return model;
  }

  /** Removes an active subflow from its model. */
  void remove(int subflow) {
    modelOf(subflow).remove(subflow);
    modelOf[subflow] = null;
  }

  boolean isActive(int subflow) { return subflow >= 0 && subflow < modelOf.length && modelOf[subflow] != null; }

  /** The model of an active subflow. */
  MaxMinSharing modelOf(int subflow) {
    if (!isActive(subflow)) throw new IllegalStateException("subflow " + subflow + " is not active");
    return modelOf[subflow];
  }

  /** Its class rate, as of the last update of its model. */
  double rate(int subflow) { return modelOf(subflow).rate(subflow); }

  double capacity(int link) { return capacity[link]; }

  int activeSubflows() { return applications.activeSubflows() + storage.activeSubflows(); }

  /** The applications' class rates on {@code link}, summed in increasing id order (the order of one joint filling). */
  double applicationRateSum(int link) {
    int n = gather(link, false);
    double sum = 0;
    for (int e = 0; e < n; e++) sum += rate(ids[e]);
    return sum;
  }

  /** The subflows on {@code link} of both classes (or the applications only), increasing, in {@link #subflow}. */
  int gather(int link, boolean withStorage) {
    SubflowTable a = applications.table;
    SubflowTable b = storage.table;
    int na = a.linkCount(link);
    int n = na + (withStorage ? b.linkCount(link) : 0);
    if (ids.length < n) ids = new int[Math.max(n, 2 * ids.length)];
    int[] entries = a.linkEntries(link);
    for (int e = 0; e < na; e++) ids[e] = entries[2 * e];
    entries = b.linkEntries(link);
    for (int e = na; e < n; e++) ids[e] = entries[2 * (e - na)];
    Arrays.sort(ids, 0, n);
    return n;
  }

  /** The {@code e}-th subflow of the last {@link #gather}. */
  int subflow(int e) { return ids[e]; }
}
