package org.interflow.model.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * What every routing must satisfy: paths start and end at the right servers, follow existing links
 * hop by hop, never visit a node twice, never use a failed element, and (for minimal routings) are
 * as short as a BFS says; the same for messages of any size on a loaded network (the dynamic
 * engine's call); and, for routings that spread paths over virtual lanes, no lane's channel
 * dependency graph has a cycle, searched independently with JGraphT. Each routing's test extends
 * this with a few networks.
 */
public abstract class RoutingAlgorithmContract {
  /** A routing under test on one network and failure set; {@code minimal} asks for shortest paths. */
  public record Case(Topology topology, FailureSet failures, RoutingAlgorithm routing, boolean minimal) {}

  protected abstract List<Case> cases();

  /** Server pairs checked per case: all of them up to this many servers, else a seeded sample. */
  protected int maxPairs() { return 4096; }

  @Test
  void pathsAreConnectedLoopFreeAndAvoidFailures() {
    for (Case c : cases()) {
      PathBuffer buf = new PathBuffer();
      for (int[] pair : pairs(c.topology())) {
        int n = c.routing().route(pair[0], pair[1], buf);
        assertValidPaths(c, pair, n, buf, c.minimal());
      }
    }
  }

  /** Message sizes around PARX's 512 B threshold and a bulk size, routed on an idle and on a loaded network. */
  static final long[] SIZES = {0, 512, 513, 1 << 20};

  @Test
  void routesOfAnySizeOnALoadedNetworkAreValidPaths() {
    LinkLoad loaded = link -> link % 5;       // an arbitrary, uneven load
    for (Case c : cases()) {
      PathBuffer buf = new PathBuffer();
      for (int[] pair : pairs(c.topology())) {
        for (long bytes : SIZES) {
          for (LinkLoad load : new LinkLoad[] {LinkLoad.IDLE, loaded}) {
            int n = c.routing().route(pair[0], pair[1], bytes, load, buf);
            assertValidPaths(c, pair, n, buf, c.minimal());
          }
        }
      }
    }
  }

  @Test
  void everyVirtualLaneIsFreeOfDependencyCycles() {
    for (Case c : cases()) {
      if (!(c.routing() instanceof VirtualLaneRouting layered)) continue;
      Topology t = c.topology();
      List<Graph<Integer, DefaultEdge>> lanes = new java.util.ArrayList<>();
      PathBuffer buf = new PathBuffer();
      for (int[] pair : pairs(t)) {
        for (long bytes : SIZES) {
          int n = c.routing().route(pair[0], pair[1], bytes, LinkLoad.IDLE, buf);
          for (int p = 0; p < n; p++) {
            int lane = buf.lane(p);
            assertTrue(lane >= 0 && lane < layered.virtualLanes(), "lane " + lane + " of " + layered.virtualLanes());
            while (lanes.size() <= lane) lanes.add(new DefaultDirectedGraph<>(DefaultEdge.class));
            Graph<Integer, DefaultEdge> g = lanes.get(lane);
            for (int h = 1; h + 2 < buf.length(p); h++) {   // consecutive switch-to-switch channels
              g.addVertex(buf.link(p, h));
              g.addVertex(buf.link(p, h + 1));
              g.addEdge(buf.link(p, h), buf.link(p, h + 1));
            }
          }
        }
      }
      for (int l = 0; l < lanes.size(); l++) {
        assertFalse(new CycleDetector<>(lanes.get(l)).detectCycles(), t + " lane " + l + " has a dependency cycle");
      }
    }
  }

  /** Checks the {@code n} paths in {@code buf} for {@code pair}: see the class comment. */
  private static void assertValidPaths(Case c, int[] pair, int n, PathBuffer buf, boolean minimal) {
    Topology t = c.topology();
    if (pair[0] == pair[1]) {
      assertEquals(1, n, "self route");
      assertEquals(0, buf.length(0));
      return;
    }
    for (int p = 0; p < n; p++) {
      int node = pair[0];
      BitSet seen = new BitSet();
      seen.set(node);
      for (int h = 0; h < buf.length(p); h++) {
        int d = buf.link(p, h);
        assertTrue(d >= 0 && d < t.directedLinks(), "link id in range");
        assertEquals(node, t.from(d), t + " path " + Arrays.toString(buf.path(p)) + " is connected");
        assertTrue(c.failures().directedUsable(t, d), "path avoids failed elements");
        node = t.to(d);
        assertFalse(seen.get(node), t + " path " + Arrays.toString(buf.path(p)) + " revisits node " + node);
        seen.set(node);
        if (h < buf.length(p) - 1 && !t.serversForward()) assertTrue(t.isSwitch(node), "only switches relay");
      }
      assertEquals(pair[1], node, "path ends at the destination");
      if (minimal) {
        assertEquals(distance(t, c.failures(), pair[0], pair[1]), buf.length(p), t + " minimal path length "
            + pair[0] + "->" + pair[1]);
      }
    }
  }

  @Test
  void routingIsDeterministic() {
    for (Case c : cases()) {
      PathBuffer a = new PathBuffer();
      PathBuffer b = new PathBuffer();
      for (int[] pair : pairs(c.topology())) {
        int na = c.routing().route(pair[0], pair[1], a);
        int nb = c.routing().route(pair[0], pair[1], b);
        assertEquals(na, nb);
        for (int p = 0; p < na; p++) assertTrue(Arrays.equals(a.path(p), b.path(p)));
      }
    }
  }

  protected List<int[]> pairs(Topology t) {
    int s = t.servers();
    java.util.ArrayList<int[]> out = new java.util.ArrayList<>();
    if ((long) s * s <= maxPairs()) {
      for (int a = 0; a < s; a++) for (int b = 0; b < s; b++) out.add(new int[] {a, b});
    } else {
      SplittableRandom r = new SplittableRandom(42);
      for (int i = 0; i < maxPairs(); i++) out.add(new int[] {r.nextInt(s), r.nextInt(s)});
    }
    return out;
  }

  /** Hop distance between two servers over usable links, relaying only through switches (or servers if they forward). */
  protected static int distance(Topology t, FailureSet f, int from, int to) {
    int[] dist = new int[t.nodes()];
    Arrays.fill(dist, -1);
    ArrayDeque<Integer> q = new ArrayDeque<>();
    dist[from] = 0;
    q.add(from);
    while (!q.isEmpty()) {
      int n = q.poll();
      if (n == to) return dist[n];
      if (t.isServer(n) && n != from && !t.serversForward()) continue;
      for (int p = 0; p < t.degree(n); p++) {
        int d = t.outLink(n, p);
        int m = t.to(d);
        if (dist[m] < 0 && f.directedUsable(t, d) && !f.nodeFailed(m)) {
          dist[m] = dist[n] + 1;
          q.add(m);
        }
      }
    }
    return -1;
  }
}
