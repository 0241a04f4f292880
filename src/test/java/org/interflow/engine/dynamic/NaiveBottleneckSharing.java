package org.interflow.engine.dynamic;

import java.util.Arrays;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Test-only bandwidth model: INRFlow's bottleneck share recomputed from scratch on every update,
 * rate = min over the path of capacity / subflows on the link. Obviously right, O(all active
 * links) per update, so the flow table can be tested before the real models exist.
 */
final class NaiveBottleneckSharing implements BandwidthSharing {
  private final Topology topology;
  private final int[] onLink;
  private int[][] path = new int[16][];
  private double[] rate = new double[16];
  private int active;
  int updates;

  NaiveBottleneckSharing(Topology topology) {
    this.topology = topology;
    this.onLink = new int[topology.directedLinks()];
  }

  @Override
  public void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    if (subflow >= path.length) {
      path = Arrays.copyOf(path, Math.max(subflow + 1, 2 * path.length));
      rate = Arrays.copyOf(rate, path.length);
    }
    if (path[subflow] != null) throw new IllegalStateException("subflow " + subflow + " already active");
    path[subflow] = Arrays.copyOf(links, length);
    for (int l : path[subflow]) onLink[l]++;
    rate[subflow] = 0;
    active++;
  }

  @Override
  public void remove(int subflow) {
    if (path[subflow] == null) throw new IllegalStateException("subflow " + subflow + " not active");
    for (int l : path[subflow]) onLink[l]--;
    path[subflow] = null;
    rate[subflow] = 0;
    active--;
  }

  @Override
  public void update(RateListener changed) {
    updates++;
    for (int s = 0; s < path.length; s++) {
      if (path[s] == null) continue;
      double r = Double.POSITIVE_INFINITY;
      for (int l : path[s]) r = Math.min(r, topology.capacityBps(Topology.linkOf(l)) / 8 / onLink[l]);
      if (r != rate[s]) {
        double old = rate[s];
        rate[s] = r;
        changed.rateChanged(s, old, r);
      }
    }
  }

  @Override
  public double rate(int subflow) { return rate[subflow]; }

  @Override
  public int activeSubflows() { return active; }
}
