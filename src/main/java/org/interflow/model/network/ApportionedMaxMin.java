package org.interflow.model.network;

import java.util.Arrays;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.TrafficClass;

/**
 * Max-min sharing under BA with application share s ({@link MaxMinSharing}'s definition) as three
 * NP models. The applications share s*C of each link both classes cross (C where they are alone),
 * the storage subflows (1-s)*C (or C): two NP problems of their own, whose capacities change only
 * when a class comes to or leaves a link. Then what is left of each link, {@code R = max(0, C -
 * both classes' rates)}, is handed out by a third filling over every subflow, each gaining w*y as
 * y rises. A link with nothing left freezes every subflow crossing it at a gain of 0 before any
 * other link moves, so the third filling only needs the subflows whose every link has something
 * left (the <em>gainers</em>): few, since each subflow crosses a link its class saturated, and only
 * a link that both classes cross can keep capacity there. The class models update as NP does
 * (incrementally once large); the gainers' model recomputes the components of the links whose R
 * changed.
 *
 * <p>Each update recomputes the class capacities of the links that a class came to or left, updates
 * both class models, recomputes R (both classes' rates summed in increasing id order, as the joint
 * filling did) on every link whose load may have changed, moves subflows in and out of the gainers
 * as their links' R turns 0 or positive, updates the gainers, and reports every subflow whose rate
 * (class rate plus gain) changed, in increasing id order. Not thread-safe.
 */
final class ApportionedMaxMin implements BandwidthSharing {
  private final double share;
  private final ClassModels classes;
  /** The gainers, on the capacities R. */
  private final MaxMinSharing gains;
  /** By link: whether its last computed R is positive (true before any load). */
  private final boolean[] positive;
  // by subflow id
  /** Links of its path whose R is 0. */
  private int[] zeroLinks = new int[0];
  private boolean[] gainer = new boolean[0];
  private boolean[] fresh = new boolean[0];
  /** Its rate as last reported. */
  private double[] reported = new double[0];
  // links whose class presence changed, and links whose load may have changed, since the last update
  private final LinkSet classesMoved;
  private final LinkSet loadMoved;
  // subflows to look at in this update: added, re-rated in a model, in or out of the gainers
  private int[] candidates = new int[64];
  private int candidateCount;
  private boolean[] candidate = new boolean[0];

  ApportionedMaxMin(Topology topology, double applicationShare) {
    this(topology, applicationShare, IncrementalFilling.Bounds.DEFAULT);
  }

  /** As above, with incremental updates of the class models within {@code bounds} (tests). */
  ApportionedMaxMin(Topology topology, double applicationShare, IncrementalFilling.Bounds bounds) {
    this.share = applicationShare;
    this.classes = new ClassModels(topology, bounds);
    this.gains = new MaxMinSharing(topology, PriorityPolicy.NONE, IncrementalFilling.Bounds.NEVER);
    int links = topology.directedLinks();
    this.positive = new boolean[links];
    Arrays.fill(positive, true);
    this.classesMoved = new LinkSet(links);
    this.loadMoved = new LinkSet(links);
  }

  @Override
  public void add(int subflow, int[] links, int length, double weight, TrafficClass trafficClass) {
    MaxMinSharing model = classes.add(subflow, links, length, weight, trafficClass);
    if (subflow >= fresh.length) grow(Math.max(subflow + 1, 2 * fresh.length));
    fresh[subflow] = true;
    classesMoved.addPath(model.table, subflow);
    loadMoved.addPath(model.table, subflow);
    consider(subflow);
  }

  @Override
  public void remove(int subflow) {
    MaxMinSharing model = classes.modelOf(subflow);
    classesMoved.addPath(model.table, subflow);
    loadMoved.addPath(model.table, subflow);
    classes.remove(subflow);
    if (gainer[subflow]) gains.remove(subflow);
    gainer[subflow] = false;
    fresh[subflow] = false;
  }

  @Override
  public void update(RateListener listener) {
    setClassCapacities();
    for (MaxMinSharing model : new MaxMinSharing[] {classes.applications, classes.storage}) {
      model.update((s, old, next) -> {
        consider(s);
        loadMoved.addPath(model.table, s);
      });
    }
    for (int i = 0; i < loadMoved.size(); i++) leftover(loadMoved.link(i));
    loadMoved.clear();
    moveGainers();
    gains.update((s, old, next) -> consider(s));
    report(listener);
  }

  /** Each class's capacity on the links a class came to or left: its share where both cross, else C. */
  private void setClassCapacities() {
    for (int i = 0; i < classesMoved.size(); i++) {
      int link = classesMoved.link(i);
      double c = classes.capacity(link);
      boolean both = classes.applications.table.linkCount(link) > 0 && classes.storage.table.linkCount(link) > 0;
      classes.applications.table.setCapacity(link, both ? share * c : c);
      classes.storage.table.setCapacity(link, both ? (1 - share) * c : c);
    }
    classesMoved.clear();
  }

  /** Adds to the gainers' model the candidates with capacity left on every link, removes the others. */
  private void moveGainers() {
    for (int i = 0; i < candidateCount; i++) {
      int s = candidates[i];
      if (!classes.isActive(s)) continue;
      if (fresh[s]) zeroLinks[s] = zeroLinksOf(s);
      boolean leftEverywhere = zeroLinks[s] == 0;
      if (leftEverywhere && !gainer[s]) {
        SubflowTable table = classes.modelOf(s).table;
        int from = table.pathOffset(s);
        int length = table.pathLength(s);
        gains.add(s, Arrays.copyOfRange(table.pathPool(), from, from + length), length, table.weight(s), TrafficClass.APPLICATION);
      } else if (!leftEverywhere && gainer[s]) {
        gains.remove(s);
      }
      gainer[s] = leftEverywhere;
    }
  }

  /** Tells {@code listener} every candidate whose class rate plus gain changed, in increasing id order. */
  private void report(RateListener listener) {
    Arrays.sort(candidates, 0, candidateCount);
    for (int i = 0; i < candidateCount; i++) {
      int s = candidates[i];
      candidate[s] = false;
      if (!classes.isActive(s)) continue;
      double rate = classes.rate(s) + (gainer[s] ? gains.rate(s) : 0);
      if (fresh[s] || rate != reported[s]) {
        listener.rateChanged(s, fresh[s] ? 0 : reported[s], rate);
        reported[s] = rate;
      }
      fresh[s] = false;
    }
    candidateCount = 0;
  }

  @Override
  public double rate(int subflow) {
    if (!classes.isActive(subflow)) throw new IllegalStateException("subflow " + subflow + " is not active");
    return fresh[subflow] ? 0 : reported[subflow];
  }

  @Override
  public int activeSubflows() { return classes.activeSubflows(); }

  /**
   * Recomputes R on {@code link}: sets it as the gainers' capacity there and, when it turns 0 or
   * positive, counts it in or out of the zero links of every subflow crossing it.
   */
  private void leftover(int link) {
    int n = classes.gather(link, true);
    double used = 0;
    for (int e = 0; e < n; e++) used += classes.rate(classes.subflow(e));
    double left = SubflowTable.residual(classes.capacity(link), used);
    gains.table.setCapacity(link, left);
    boolean now = left > 0;
    if (now == positive[link]) return;
    positive[link] = now;
    for (int e = 0; e < n; e++) {
      int s = classes.subflow(e);
      if (fresh[s]) continue;   // counted whole when it is looked at
      zeroLinks[s] += now ? -1 : 1;
      consider(s);
    }
  }

  private int zeroLinksOf(int s) {
    SubflowTable table = classes.modelOf(s).table;
    int[] pool = table.pathPool();
    int zero = 0;
    for (int h = table.pathOffset(s), end = h + table.pathLength(s); h < end; h++) if (!positive[pool[h]]) zero++;
    return zero;
  }

  private void consider(int s) {
    if (candidate[s]) return;
    candidate[s] = true;
    if (candidateCount == candidates.length) candidates = Arrays.copyOf(candidates, 2 * candidateCount);
    candidates[candidateCount++] = s;
  }

  private void grow(int size) {
    zeroLinks = Arrays.copyOf(zeroLinks, size);
    gainer = Arrays.copyOf(gainer, size);
    fresh = Arrays.copyOf(fresh, size);
    reported = Arrays.copyOf(reported, size);
    candidate = Arrays.copyOf(candidate, size);
  }
}
