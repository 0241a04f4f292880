package org.interflow.engine.dynamic.flows;

import java.util.Arrays;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Test-only bandwidth model: INRFlow's bottleneck share recomputed from scratch on every update,
 * rate = min over the path of capacity / subflows on the link. Obviously right, O(all active
 * links) per update, so the flow table can be tested before the real models exist. With full
 * priority on, application subflows share among themselves only, and storage subflows share what
 * the application subflows leave on each link (so they may get 0).
 */
final class NaiveBottleneckSharing implements BandwidthSharing {
  private final Topology topology;
  private final int[] onLink;
  private final int[] storageOnLink;
  private final double[] applicationLoad;
  private final boolean fullPriority;
  private TrafficClass[] classOf = new TrafficClass[16];
  private int[][] path = new int[16][];
  private double[] rate = new double[16];
  private int active;
  int updates;

  NaiveBottleneckSharing(Topology topology) {
    this(topology, false);
  }

  NaiveBottleneckSharing(Topology topology, boolean fullPriority) {
    this.topology = topology;
    this.fullPriority = fullPriority;
    this.onLink = new int[topology.directedLinks()];
    this.storageOnLink = new int[topology.directedLinks()];
    this.applicationLoad = new double[topology.directedLinks()];
  }

  private boolean low(int subflow) {
    return fullPriority && classOf[subflow] == TrafficClass.STORAGE;
  }

  @Override
  public void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    if (subflow >= path.length) {
      path = Arrays.copyOf(path, Math.max(subflow + 1, 2 * path.length));
      rate = Arrays.copyOf(rate, path.length);
      classOf = Arrays.copyOf(classOf, path.length);
    }
    classOf[subflow] = trafficClass;
    if (path[subflow] != null) throw new IllegalStateException("subflow " + subflow + " already active");
    path[subflow] = Arrays.copyOf(links, length);
    for (int l : path[subflow]) if (low(subflow)) storageOnLink[l]++; else onLink[l]++;
    rate[subflow] = 0;
    active++;
  }

  @Override
  public void remove(int subflow) {
    if (path[subflow] == null) throw new IllegalStateException("subflow " + subflow + " not active");
    for (int l : path[subflow]) if (low(subflow)) storageOnLink[l]--; else onLink[l]--;
    path[subflow] = null;
    rate[subflow] = 0;
    active--;
  }

  @Override
  public void update(RateListener changed) {
    updates++;
    double[] next = new double[path.length];
    Arrays.fill(applicationLoad, 0);
    for (int s = 0; s < path.length; s++) {
      if (path[s] == null || low(s)) continue;
      next[s] = Double.POSITIVE_INFINITY;
      for (int l : path[s]) next[s] = Math.min(next[s], capacity(l) / onLink[l]);
      for (int l : path[s]) applicationLoad[l] += next[s];
    }
    for (int s = 0; s < path.length; s++) {
      if (path[s] == null || !low(s)) continue;
      next[s] = Double.POSITIVE_INFINITY;
      for (int l : path[s]) next[s] = Math.min(next[s], Math.max(0, capacity(l) - applicationLoad[l]) / storageOnLink[l]);
    }
    for (int s = 0; s < path.length; s++) {
      if (path[s] != null && next[s] != rate[s]) {
        double old = rate[s];
        rate[s] = next[s];
        changed.rateChanged(s, old, next[s]);
      }
    }
  }

  private double capacity(int directedLink) {
    return topology.directedCapacityBitsPerSecond(directedLink) / 8;
  }

  @Override
  public double rate(int subflow) { return rate[subflow]; }

  @Override
  public int activeSubflows() { return active; }
}
