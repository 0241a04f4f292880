package org.interflow.model.routing.deadlock;

import java.util.Arrays;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.topology.Topology;

/**
 * DFSSSP's virtual-lane assignment: puts every route of a set of {@link ForwardingTables} on a
 * virtual lane so that no lane's channel dependency graph has a cycle (Domke, Hoefler and Nagel,
 * "Deadlock-free oblivious routing for arbitrary topologies", IPDPS 2011; OpenSM's {@code
 * dfsssp_remove_deadlocks} in {@code opensm/osm_ucast_dfsssp.c}).
 *
 * <p>A route is a source switch and a destination LID; it stands for the source-destination LID
 * pairs of the host adapters on that switch (its weight), which all take the same switch path.
 * A channel is a directed switch-to-switch link; a route that uses channel a and then b induces
 * the dependency a -> b. Outline, as in OpenSM:
 * <ol>
 *   <li>every route starts on lane 0 and adds its dependencies to lane 0's graph;
 *   <li>for lane l = 0, 1, ...: search the graph for a cycle; on one, take its weakest dependency
 *       (the fewest LID pairs; the first met along the cycle on ties), move every route of lane l
 *       that induces it to lane l+1, and search again; once lane l is acyclic, go on with l+1;
 *   <li>the lanes needed are the highest lane holding a route, plus one.
 * </ol>
 * OpenSM then spreads the routes over unused lanes for quality of service; that balancing changes
 * neither the count nor deadlock freedom and is not done here.
 *
 * <p>The cycle search is a depth-first search over channels in id order, each one's dependencies
 * in the port order of the switch it enters (OpenSM walks its own search tree instead, so cuts,
 * and at times the lane count, can differ); channels found to reach no cycle stay settled across
 * searches, since moving routes away only removes dependencies. Time O(cycles broken x (channels + dependencies) + routes
 * x path length); memory O(routes x path length).
 */
public final class LaneAssignment {
  private final byte[] lane;           // per (lid, source switch), as ForwardingTables index them
  private final int switches;
  private final int lanes;

  private LaneAssignment(byte[] lane, int switches, int lanes) {
    this.lane = lane;
    this.switches = switches;
    this.lanes = lanes;
  }

  /**
   * Assigns lanes to every route of {@code tables} from a switch with attached servers.
   *
   * @param routing the routing's name, for the error message
   * @param limit the lanes available (InfiniBand hardware has up to 15 data lanes, usually 8)
   * @throws IllegalArgumentException when more than {@code limit} lanes are needed; the message
   *     says how many
   */
  public static LaneAssignment assign(ForwardingTables tables, String routing, int limit) {
    if (limit < 1) throw new IllegalArgumentException(routing + " needs vls >= 1, got " + limit);
    Topology t = tables.topology();
    int switches = t.switches();
    int[] serversOn = new int[switches];
    for (int s = 0; s < t.servers(); s++) serversOn[tables.switchOf(s)]++;
    Routes routes = new Routes();
    int[] channels = new int[switches + 1];
    for (int lid = 0; lid < tables.lids(); lid++) {
      int own = tables.switchOf(tables.serverOf(lid));
      for (int sw = 0; sw < switches; sw++) {
        int sources = serversOn[sw] - (sw == own ? 1 : 0);
        if (sources == 0) continue;
        int n = tables.channels(sw, lid, channels);
        if (n >= 2) routes.add(lid * switches + sw, (long) sources * tables.lidsPerServer(), channels, n);
      }
    }
    int needed = new CycleBreaking(routes, t).run();
    if (needed > limit) {
      throw new IllegalArgumentException(routing + " needs " + needed + " virtual lanes to be deadlock-free, more than vls="
          + limit);
    }
    byte[] lane = new byte[tables.lids() * switches];
    for (int r = 0; r < routes.size(); r++) lane[routes.key(r)] = (byte) routes.lane(r);
    return new LaneAssignment(lane, switches, needed);
  }

  /** Lanes needed (at least 1). */
  public int lanes() { return lanes; }

  /** The lane of the route from switch {@code sourceSwitch} to {@code lid}. */
  public int lane(int lid, int sourceSwitch) { return lane[lid * switches + sourceSwitch]; }

  /** The routes with two or more channels (the only ones that induce dependencies), in columns. */
  static final class Routes {
    private int[] key = new int[256];
    private long[] weight = new long[256];
    private int[] lane = new int[256];
    private int[] start = new int[257];
    private int[] channels = new int[1024];
    private int size;

    void add(int routeKey, long pairs, int[] path, int length) {
      if (size == key.length) {
        key = Arrays.copyOf(key, size * 2);
        weight = Arrays.copyOf(weight, size * 2);
        lane = Arrays.copyOf(lane, size * 2);
        start = Arrays.copyOf(start, size * 2 + 1);
      }
      int from = start[size];
      if (from + length > channels.length) channels = Arrays.copyOf(channels, Math.max(from + length, channels.length * 2));
      System.arraycopy(path, 0, channels, from, length);
      key[size] = routeKey;
      weight[size] = pairs;
      size++;
      start[size] = from + length;
    }

    int size() { return size; }

    int key(int r) { return key[r]; }

    long weight(int r) { return weight[r]; }

    int lane(int r) { return lane[r]; }

    void setLane(int r, int l) { lane[r] = l; }

    int length(int r) { return start[r + 1] - start[r]; }

    int channel(int r, int hop) { return channels[start[r] + hop]; }
  }
}
