package org.interflow.model.routing.ftree;

import java.util.Arrays;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.ForwardingTables;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.VirtualLaneRouting;
import org.interflow.model.routing.ftree.FatTreeRanks.Group;
import org.interflow.model.topology.Topology;

/**
 * OpenSM's fat-tree routing ({@code ftree}; Zahavi, Johnson, Kerbyson and Lang, "Optimized
 * InfiniBand fat-tree routing for shift all-to-all communication patterns", CCPE 2010), as in
 * {@code opensm/osm_ucast_ftree.c} (linux-rdma/opensm) and {@code doc/current-routing.txt}: it
 * fills destination-based forwarding tables so that the shift pattern runs without congestion on
 * a full fat-tree. Up*&#47;down* by construction, so deadlock-free on one lane.
 *
 * <p>Outline ({@code fabric_route_to_cns}): leaf switches in index order, each leaf's servers in
 * port order; for each destination server d:
 * <ol>
 *   <li>the leaf forwards d down to it; then {@code route_downgoing_by_going_up} from the leaf:
 *   <li>at each switch, first {@code route_upgoing_by_going_down}: every switch below it (except
 *       the one the walk came from) that has no shorter route to d yet forwards d up to it, through
 *       its least-loaded link of the group (counter of upward routes), recursively downward; down
 *       groups are visited by their upward-route counters, ties by remote switch index, and a
 *       link's counter grows when a route was made through it;
 *   <li>then the main path climbs through the up group with the fewest downward routes (ties: lower
 *       remote index) and its least-loaded link, whose downward counter grows, and the switch
 *       above forwards d down; the other up groups get non-main routes (counters unchanged) so
 *       every upper switch can reach d.
 * </ol>
 * Leaves with fewer servers than the fullest leaf route "dummy" destinations for the missing ones,
 * so counters stay balanced as OpenSM does. Not modelled: the root and compute-node GUID files,
 * sibling links within a level, reverse hops and LMC (OpenSM's ftree supports none either).
 * OpenSM's tie-break by the remote switch's least-loaded down group never changes a choice (those
 * counters are only ever incremented on up groups) and is left out.
 *
 * <p>Building: O(servers x switch links) time, tables of servers x switches ints; a route is a
 * table walk, thread-safe. A pair with no route (failures) gets 0 paths.
 */
public final class FtreeRouting implements VirtualLaneRouting {
  private static final int UNSET = Integer.MAX_VALUE;
  private final ForwardingTables tables;

  /** @throws IllegalArgumentException if the topology is not a tree of levels or a server has several ports */
  public FtreeRouting(Topology topology, FailureSet failures) {
    this.tables = new ForwardingTables(topology, 1);
    new Builder(topology, failures).routeAll();
  }

  @Override
  public int route(int source, int destination, PathBuffer out) { return tables.route(source, destination, out); }

  @Override
  public int virtualLanes() { return 1; }

  @Override
  public String toString() { return "ftree"; }

  /** The routing state of one build: counters per link, the current destination's entries and hops. */
  private final class Builder {
    private final Topology t;
    private final FailureSet failures;
    private final FatTreeRanks ranks;
    private final int[] counterUp;      // per undirected link: upward routes assigned through it
    private final int[] counterDown;    // per undirected link: downward (main-path) routes
    private final int[] entry;          // per switch: the link toward the current destination
    private final int[] hops;           // per switch: hops to the current destination

    Builder(Topology t, FailureSet failures) {
      this.t = t;
      this.failures = failures;
      this.ranks = new FatTreeRanks(t, failures);
      this.counterUp = new int[t.links()];
      this.counterDown = new int[t.links()];
      this.entry = new int[t.switches()];
      this.hops = new int[t.switches()];
    }

    void routeAll() {
      int fullest = 0;
      for (int leaf : ranks.leaves()) fullest = Math.max(fullest, servers(leaf).length);
      for (int leaf : ranks.leaves()) {
        int[] attached = servers(leaf);
        int routed = 0;
        for (int server : attached) {
          int access = t.outLink(server, 0);
          if (failures.nodeFailed(server) || !failures.directedUsable(t, access)) continue;
          routeTo(leaf, access ^ 1);
          for (int sw = 0; sw < entry.length; sw++) if (entry[sw] >= 0) tables.set(server, sw, entry[sw]);
          routed++;
        }
        for (int dummy = routed; dummy < fullest; dummy++) routeTo(leaf, -1);
      }
    }

    private int[] servers(int leaf) {
      int node = t.switchNode(leaf);
      return java.util.stream.IntStream.range(0, t.degree(node)).map(p -> t.neighbor(node, p)).filter(t::isServer).toArray();
    }

    /** One destination on {@code leaf}, reached from the leaf by {@code downLink} (-1: a dummy). */
    private void routeTo(int leaf, int downLink) {
      Arrays.fill(entry, -1);
      Arrays.fill(hops, UNSET);
      entry[leaf] = downLink;
      hops[leaf] = 1;
      downgoingByGoingUp(leaf, -1, true, 1);
    }

    /** OpenSM's {@code fabric_route_downgoing_by_going_up}. */
    private boolean downgoingByGoingUp(int sw, int previous, boolean main, int hop) {
      boolean created = upgoingByGoingDown(sw, previous, hop);
      Group[] up = sorted(ranks.up(sw), counterDown);
      if (up.length == 0) return created;
      if (main) {
        Group g = up[0];
        int link = leastLoaded(g, counterDown);
        counterDown[Topology.linkOf(link)]++;
        if (entry[g.remote()] < 0 || hop + 1 < hops[g.remote()]) set(g.remote(), link ^ 1, hop + 1);
        created |= downgoingByGoingUp(g.remote(), sw, true, hop + 1);
      }
      for (int i = main ? 1 : 0; i < up.length; i++) {
        Group g = up[i];
        if (entry[g.remote()] >= 0 && hop + 1 >= hops[g.remote()]) continue;
        set(g.remote(), leastLoaded(g, counterDown) ^ 1, hop + 1);
        created |= downgoingByGoingUp(g.remote(), sw, false, hop + 1);
      }
      return created;
    }

    /** OpenSM's {@code fabric_route_upgoing_by_going_down}. */
    private boolean upgoingByGoingDown(int sw, int previous, int hop) {
      boolean created = ranks.level(sw) == 1;   // a leaf's own servers count as routes made
      for (Group g : sorted(ranks.down(sw), counterUp)) {
        int remote = g.remote();
        if (remote == previous) continue;
        int link = leastLoaded(g, counterUp);
        if (hops[remote] != UNSET && hop + 1 >= hops[remote]) continue;
        set(remote, link ^ 1, hop + 1);
        boolean routed = upgoingByGoingDown(remote, -1, hop + 1);
        created |= routed;
        if (routed) counterUp[Topology.linkOf(link)]++;
      }
      return created;
    }

    private void set(int sw, int link, int hop) {
      entry[sw] = link;
      hops[sw] = hop;
    }

    /** The groups by their summed counter, ties by remote switch index (they come in index order). */
    private Group[] sorted(Group[] groups, int[] counter) {
      Group[] copy = groups.clone();
      int[] load = new int[copy.length];
      for (int i = 0; i < copy.length; i++) for (int link : copy[i].links()) load[i] += counter[Topology.linkOf(link)];
      for (int i = 1; i < copy.length; i++) {   // stable insertion sort keeps index order among equals
        Group g = copy[i];
        int l = load[i];
        int j = i - 1;
        while (j >= 0 && load[j] > l) {
          copy[j + 1] = copy[j];
          load[j + 1] = load[j];
          j--;
        }
        copy[j + 1] = g;
        load[j + 1] = l;
      }
      return copy;
    }

    /** The group's link with the smallest counter, the first on ties. */
    private int leastLoaded(Group g, int[] counter) {
      int best = g.links()[0];
      for (int link : g.links()) if (counter[Topology.linkOf(link)] < counter[Topology.linkOf(best)]) best = link;
      return best;
    }
  }
}
