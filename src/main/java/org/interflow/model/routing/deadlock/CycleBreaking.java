package org.interflow.model.routing.deadlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interflow.model.topology.Topology;

/**
 * The per-lane channel dependency graphs of a {@link LaneAssignment} and the search that rids them
 * of cycles by moving routes one lane up (see there for the algorithm and its source). A channel
 * is a directed link; the dependencies leaving channel c go to the links leaving the switch c
 * enters, so a lane stores them per channel by that switch's port: iteration follows channel id,
 * then port order, and the outcome is deterministic.
 */
final class CycleBreaking {
  /** More lanes than InfiniBand could ever offer: past this a routing is hopeless and the search stops. */
  static final int MAX_LANES = 64;
  private static final byte WHITE = 0;
  private static final byte GRAY = 1;
  private static final byte BLACK = 2;

  private final LaneAssignment.Routes routes;
  private final Topology topology;
  private final int channels;
  private final int[] portOf;                               // per directed link: its port at the node it leaves
  private final List<Dependency[][]> lanes = new ArrayList<>();   // [lane][from channel][port of the next channel]

  /** One dependency of one lane: the LID pairs inducing it and the routes that did (some may have moved on). */
  private static final class Dependency {
    long pairs;
    int[] routes = new int[4];
    int count;

    void add(int route, long weight) {
      if (count == routes.length) routes = Arrays.copyOf(routes, count * 2);
      routes[count++] = route;
      pairs += weight;
    }
  }

  CycleBreaking(LaneAssignment.Routes routes, Topology topology) {
    this.routes = routes;
    this.topology = topology;
    this.channels = topology.directedLinks();
    this.portOf = new int[channels];
    for (int n = 0; n < topology.nodes(); n++) for (int p = 0; p < topology.degree(n); p++) portOf[topology.outLink(n, p)] = p;
  }

  /** Breaks every cycle, lane after lane; returns the lanes needed (at least 1). */
  int run() {
    for (int r = 0; r < routes.size(); r++) place(r, 0);
    int used = 1;
    for (int l = 0; l < lanes.size(); l++) {
      if (breakCycles(l)) used = l + 1;
    }
    return used;
  }

  private Dependency[][] lane(int lane) {
    while (lanes.size() <= lane) lanes.add(new Dependency[channels][]);
    return lanes.get(lane);
  }

  private void place(int route, int lane) {
    routes.setLane(route, lane);
    Dependency[][] g = lane(lane);
    for (int h = 0; h + 1 < routes.length(route); h++) {
      int from = routes.channel(route, h);
      int next = routes.channel(route, h + 1);
      if (g[from] == null) g[from] = new Dependency[topology.degree(topology.to(from))];
      Dependency d = g[from][portOf[next]];
      if (d == null) g[from][portOf[next]] = d = new Dependency();
      d.add(route, routes.weight(route));
    }
  }

  private void remove(int route, int lane) {
    Dependency[][] g = lanes.get(lane);
    for (int h = 0; h + 1 < routes.length(route); h++) {
      Dependency[] out = g[routes.channel(route, h)];
      int port = portOf[routes.channel(route, h + 1)];
      out[port].pairs -= routes.weight(route);
      if (out[port].pairs == 0) out[port] = null;
    }
  }

  /** Breaks the cycles of one lane; true when the lane still holds a dependency afterwards. */
  private boolean breakCycles(int lane) {
    Dependency[][] g = lanes.get(lane);
    Search search = new Search(g);
    for (int[] cycle = search.findCycle(); cycle != null; cycle = search.findCycle()) {
      if (lane + 1 >= MAX_LANES) throw new IllegalArgumentException("more than " + MAX_LANES + " virtual lanes needed");
      Dependency weakest = null;
      for (int i = 0; i < cycle.length; i++) {
        Dependency d = g[cycle[i]][portOf[cycle[(i + 1) % cycle.length]]];
        if (weakest == null || d.pairs < weakest.pairs) weakest = d;
      }
      int[] moving = Arrays.copyOf(weakest.routes, weakest.count);
      for (int r : moving) {
        if (routes.lane(r) != lane) continue;  // moved up earlier through another dependency
        remove(r, lane);
        place(r, lane + 1);
      }
    }
    for (Dependency[] out : g) if (out != null) for (Dependency d : out) if (d != null) return true;
    return false;
  }

  /**
   * The depth-first cycle search of one lane, resumable: channels that reach no cycle turn BLACK
   * and stay so, since moving routes away only removes dependencies; after a cut the search starts
   * again from the channel where it left, its path (the GRAY channels) unsettled again.
   */
  private final class Search {
    private final Dependency[][] g;
    private final byte[] color = new byte[channels];
    private final int[] stack = new int[channels];
    private final int[] nextPort = new int[channels];
    private final int[] depth = new int[channels];
    private int resume;

    Search(Dependency[][] g) { this.g = g; }

    /** A cycle of the lane's graph as the channels along it, or null; from each unsettled channel in id order. */
    int[] findCycle() {
      for (; resume < channels; resume++) {
        if (g[resume] == null || color[resume] != WHITE) continue;
        int[] cycle = search(resume);
        if (cycle != null) return cycle;
      }
      return null;
    }

    private int[] search(int start) {
      int top = 0;
      stack[0] = start;
      nextPort[0] = 0;
      color[start] = GRAY;
      depth[start] = 0;
      while (top >= 0) {
        int c = stack[top];
        Dependency[] out = g[c];
        int port = nextPort[top];
        while (out != null && port < out.length && out[port] == null) port++;
        if (out == null || port >= out.length) {
          color[c] = BLACK;
          top--;
          continue;
        }
        nextPort[top] = port + 1;
        int target = topology.outLink(topology.to(c), port);
        if (color[target] == GRAY) {
          int[] cycle = Arrays.copyOfRange(stack, depth[target], top + 1);
          for (int i = 0; i <= top; i++) color[stack[i]] = WHITE;
          return cycle;
        }
        if (color[target] == WHITE) {
          stack[++top] = target;
          nextPort[top] = 0;
          color[target] = GRAY;
          depth[target] = top;
        }
      }
      return null;
    }
  }
}
