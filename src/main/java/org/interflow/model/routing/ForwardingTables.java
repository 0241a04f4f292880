package org.interflow.model.routing;

import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * Destination-based forwarding tables as InfiniBand switches hold them (linear forwarding tables):
 * for every destination address (LID) and every switch, the directed link a packet addressed to
 * that LID leaves the switch by. Servers are single-ported host adapters; a server may own several
 * LIDs (InfiniBand's LID mask control, PARX's virtual destinations), numbered {@code server *
 * lidsPerServer + x}. A path is read by walking the tables from the source server's switch, so all
 * paths toward one LID form a tree.
 *
 * <p>A routing engine (SSSP, the fat-tree routing, PARX) fills the tables while it is built; the
 * routing that owns them then only reads them, so they are safely shared between threads. Memory:
 * one int per (LID, switch). A walk is O(path length).
 */
public final class ForwardingTables {
  private final Topology topology;
  private final int lidsPerServer;
  private final int switches;
  private final int[] next;

  /**
   * Empty tables (no route anywhere).
   *
   * @throws IllegalArgumentException if a server has other than one port, or the tables would
   *     exceed 2^31 entries
   */
  public ForwardingTables(Topology topology, int lidsPerServer) {
    if (lidsPerServer < 1) throw new IllegalArgumentException("a server needs at least one LID, got " + lidsPerServer);
    for (int s = 0; s < topology.servers(); s++) {
      if (topology.degree(s) != 1) {
        throw new IllegalArgumentException("forwarding tables need single-port servers (host adapters); server " + s
            + " has " + topology.degree(s) + " ports");
      }
    }
    long entries = (long) topology.servers() * lidsPerServer * topology.switches();
    if (entries > Integer.MAX_VALUE - 16) throw new IllegalArgumentException("forwarding tables of " + entries + " entries are too large");
    this.topology = topology;
    this.lidsPerServer = lidsPerServer;
    this.switches = topology.switches();
    this.next = new int[(int) entries];
    Arrays.fill(next, -1);
  }

  public Topology topology() { return topology; }

  /** LIDs per server: 1, or 2^LMC. */
  public int lidsPerServer() { return lidsPerServer; }

  /** All destination LIDs: servers x lids per server. */
  public int lids() { return topology.servers() * lidsPerServer; }

  /** The {@code x}-th LID of {@code server}. */
  public int lid(int server, int x) { return server * lidsPerServer + x; }

  /** The server that owns {@code lid}. */
  public int serverOf(int lid) { return lid / lidsPerServer; }

  /** Index (0-based, among switches) of the switch a server hangs from. */
  public int switchOf(int server) { return topology.attachedSwitch(server) - topology.servers(); }

  /** Sets the link switch {@code switchIndex} forwards {@code lid} by (a directed link leaving it). */
  public void set(int lid, int switchIndex, int directedLink) { next[lid * switches + switchIndex] = directedLink; }

  /** The directed link switch {@code switchIndex} forwards {@code lid} by, or -1 when it has no route. */
  public int next(int lid, int switchIndex) { return next[lid * switches + switchIndex]; }

  /**
   * Routes a flow from {@code source} to {@code destination}'s LID x = 0 along the tables, as a
   * single-path routing answers: clears {@code out}, writes one path (empty for a server to
   * itself) and returns 1, or 0 with nothing written when the tables have no complete route.
   */
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    out.beginPath();
    if (source == destination) return 1;
    if (appendPath(source, lid(destination, 0), out)) return 1;
    out.clear();
    return 0;
  }

  /**
   * Appends to the current path of {@code out} the links from server {@code source} to {@code lid}:
   * its access link, the switch hops and the destination's access link.
   *
   * @return false (the path then is incomplete) when a switch on the way has no route or the
   *     tables loop; never for a source on the destination's own switch
   */
  public boolean appendPath(int source, int lid, PathBuffer out) {
    int up = topology.outLink(source, 0);
    out.add(up);
    int node = topology.to(up);
    for (int hops = 0; hops <= switches; hops++) {
      int link = next(lid, node - topology.servers());
      if (link < 0) return false;
      out.add(link);
      node = topology.to(link);
      if (topology.isServer(node)) return node == serverOf(lid);
    }
    return false;
  }

  /**
   * The switch-to-switch links (channels) of the path from switch {@code switchIndex} to {@code
   * lid}, written into {@code out}.
   *
   * @return how many, or -1 when there is no complete route
   */
  public int channels(int switchIndex, int lid, int[] out) {
    int count = 0;
    int sw = switchIndex;
    for (int hops = 0; hops <= switches; hops++) {
      int link = next(lid, sw);
      if (link < 0) return -1;
      int node = topology.to(link);
      if (topology.isServer(node)) return node == serverOf(lid) ? count : -1;
      out[count++] = link;
      sw = node - topology.servers();
    }
    return -1;
  }
}
