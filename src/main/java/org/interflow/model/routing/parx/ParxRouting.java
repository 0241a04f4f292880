package org.interflow.model.routing.parx;

import java.util.BitSet;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.VirtualLaneRouting;
import org.interflow.model.routing.deadlock.LaneAssignment;
import org.interflow.model.routing.sssp.SsspEngine;
import org.interflow.model.topology.Topology;

/**
 * PARX, pattern-aware routing for 2D HyperX (Domke et al., "HyperX topology: first at-scale
 * implementation and comparison to the fat-tree", SC 2019, section 3 and Algorithm 1): static,
 * destination-based routing that offers every pair both minimal and non-minimal paths, picked by
 * message size, balanced for a communication-demand profile, deadlock-free on virtual lanes.
 *
 * <p><b>Virtual destinations.</b> Every server owns four LIDs (LMC = 2). The paths toward LID x
 * are computed with one half of the network's switch-to-switch links left out ({@link
 * Quadrants}: x = 0 left, 1 right, 2 top, 3 bottom), so depending on the quadrants of source and
 * destination they are minimal or detour through the other half.
 *
 * <p><b>Building</b> (Algorithm 1, on {@link SsspEngine}, DFSSSP's weighted Dijkstra): first the
 * servers that receive demand in the {@link DemandProfile}; for each and each x in 0..3, shortest
 * paths toward LID x under the current weights, then every source with demand w toward it adds w
 * to each link of its path. Then the other servers the same way, each path adding 1. Destinations
 * follow OpenSM's order within each group. Finally {@link LaneAssignment} puts every
 * (source, LID) route on a virtual lane; the paper reports 5 to 8 lanes on its 12x8 HyperX.
 *
 * <p><b>Routing a message</b> (section 3.2.4, the modified MPI library): messages of at most
 * {@code thresholdBytes} (512 B in the paper) go to the LIDs of Table 1a ({@link
 * VirtualLidChoice}), larger ones to those of Table 1b. Where the table allows two LIDs, a small
 * message takes one, fixed per pair by a seeded hash (the paper draws at random); a large message
 * is split evenly over both (the library's round-robin over LIDs, segment by segment). Servers on
 * one switch talk directly. {@link #route(int, int, PathBuffer)}, which has no size, routes as a
 * large message: a bulk flow.
 *
 * <p>Cost: the build routes 4 x servers destinations ({@link SsspEngine}) and searches lanes; a
 * route is one or two table walks, thread-safe. A LID a failure cut off is skipped; 0 paths when
 * none is left.
 */
public final class ParxRouting implements VirtualLaneRouting {
  /** The paper's threshold between small and large messages. */
  public static final long DEFAULT_THRESHOLD_BYTES = 512;
  private static final int LIDS = 4;

  private final Quadrants quadrants;
  private final ForwardingTables tables;
  private final LaneAssignment lanes;
  private final long thresholdBytes;
  private final long seed;
  private final long[] loads;

  /**
   * @param thresholdBytes largest message routed minimally
   * @param demand the profile to balance for ({@link DemandProfile#NONE}: +1 per path everywhere)
   * @param laneLimit virtual lanes available (8 on the paper's QDR hardware)
   * @param seed picks between two small-message LIDs
   * @throws IllegalArgumentException unless the topology is a 2D HyperX of even sizes with
   *     single-port servers, or when more than {@code laneLimit} lanes are needed
   */
  public ParxRouting(Topology topology, FailureSet failures, long thresholdBytes, DemandProfile demand, int laneLimit,
      long seed) {
    if (thresholdBytes < 0) throw new IllegalArgumentException("parx threshold must not be negative, got " + thresholdBytes);
    this.quadrants = new Quadrants(topology);
    this.thresholdBytes = thresholdBytes;
    this.seed = seed;
    SsspEngine engine = new SsspEngine(topology, failures, LIDS);
    BitSet[] removed = new BitSet[LIDS];
    for (int x = 0; x < LIDS; x++) removed[x] = quadrants.removedLinks(x);
    long[] perPath = new long[topology.switches()];
    for (int s = 0; s < topology.servers(); s++) if (!failures.nodeFailed(s)) perPath[engine.tables().switchOf(s)]++;
    int[] order = engine.destinationOrder();
    for (int d : order) {
      if (demand.isDestination(d)) routeDestination(engine, removed, d, demandIncrements(engine, demand, d));
    }
    for (int d : order) if (!demand.isDestination(d)) routeDestination(engine, removed, d, perPath);
    this.tables = engine.tables();
    this.loads = new long[topology.directedLinks()];
    for (int l = 0; l < loads.length; l++) loads[l] = engine.load(l);
    this.lanes = LaneAssignment.assign(tables, "parx", laneLimit);
  }

  private static void routeDestination(SsspEngine engine, BitSet[] removed, int server, long[] increments) {
    for (int x = 0; x < LIDS; x++) {
      int lid = engine.tables().lid(server, x);
      engine.route(lid, removed[x]);
      engine.addLoad(lid, increments);
    }
  }

  /** Per source switch, the summed demand of its servers toward {@code destination}. */
  private static long[] demandIncrements(SsspEngine engine, DemandProfile demand, int destination) {
    long[] inc = new long[engine.tables().topology().switches()];
    for (int source : demand.sources(destination)) inc[engine.tables().switchOf(source)] += demand.weight(source, destination);
    return inc;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    return route(source, destination, Long.MAX_VALUE, LinkLoad.IDLE, out);
  }

  @Override
  public int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
    out.clear();
    if (source == destination) {
      out.beginPath();
      return 1;
    }
    int from = tables.switchOf(source);
    int to = tables.switchOf(destination);
    boolean large = bytes > thresholdBytes;
    int[] choices = VirtualLidChoice.choices(large, quadrants.quadrant(from), quadrants.quadrant(to));
    if (choices.length == 2 && (!large || from == to)) {
      // one LID: the pair's fixed pick, the other if a failure cut that one off
      int first = pick(source, destination);
      return path(source, destination, choices[first], from, out) ? 1 : path(source, destination, choices[1 - first], from, out) ? 1 : 0;
    }
    for (int x : choices) path(source, destination, x, from, out);
    return out.pathCount();
  }

  /** Appends the path to the destination's LID x as a new path; false (and nothing kept) when there is none. */
  private boolean path(int source, int destination, int x, int fromSwitch, PathBuffer out) {
    int lid = tables.lid(destination, x);
    out.beginPath();
    if (!tables.appendPath(source, lid, out)) {
      out.discardPath();
      return false;
    }
    out.setLane(lanes.lane(lid, fromSwitch));
    return true;
  }

  /** 0 or 1, fixed per (source, destination) by the seed: SplitMix64 of the pair. */
  private int pick(int source, int destination) {
    long z = seed + 0x9E3779B97F4A7C15L * (((long) source << 32) | (destination & 0xffffffffL));
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return (int) ((z ^ (z >>> 31)) & 1);
  }

  @Override
  public boolean multipath() { return true; }

  @Override
  public int virtualLanes() { return lanes.lanes(); }

  /**
   * What the build charged to a directed switch-to-switch link: demand weights of the profiled
   * destinations' paths plus 1 per path of the others (the link weight above DFSSSP's base {@code
   * P^2}).
   */
  public long load(int directedLink) { return loads[directedLink]; }

  /** The path set a message of {@code bytes} between the two servers' quadrants may use (Table 1). */
  public int[] virtualLids(int source, int destination, long bytes) {
    return VirtualLidChoice.choices(bytes > thresholdBytes, quadrants.quadrant(tables.switchOf(source)),
        quadrants.quadrant(tables.switchOf(destination))).clone();
  }

  @Override
  public String toString() { return "parx(threshold=" + thresholdBytes + " B, " + lanes.lanes() + " lanes)"; }
}
