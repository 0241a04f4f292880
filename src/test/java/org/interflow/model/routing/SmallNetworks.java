package org.interflow.model.routing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithmContract.Case;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.TopologySpec;

/**
 * Hand-wired networks for the generic routing tests, built directly with {@link TopologyBuilder} so
 * that link ids, ports and distances can be worked out on paper. Each method documents its ids.
 */
public final class SmallNetworks {
  private SmallNetworks() {}

  /** Spec of a hand-wired test network: just a name. */
  public record HandWired(String name) implements TopologySpec {
    @Override
    public String family() { return "test"; }

    @Override
    public String canonical() { return "test:" + name; }
  }

  /**
   * A ring of {@code n} switches with one server each. Server i is node i, switch i is node n+i.
   * Link i (0..n-1) joins server i to switch i; link n+i joins switch i to switch (i+1) mod n. So
   * every switch's port 0 is its server; switch 0's port 1 leads to switch 1 and port 2 to switch
   * n-1, while switch i > 0 has port 1 to switch i-1 and port 2 to switch i+1 (ports follow link
   * creation order).
   */
  public static Topology ring(int n) {
    TopologyBuilder b = new TopologyBuilder(new HandWired("ring" + n), n, n, LinkParams.DEFAULT);
    for (int i = 0; i < n; i++) b.link(b.server(i), b.switchNode(i));
    for (int i = 0; i < n; i++) b.link(b.switchNode(i), b.switchNode((i + 1) % n));
    return b.build();
  }

  /** Link id of the ring link between switches i and i+1 (mod n) in {@link #ring}. */
  public static int ringLink(int n, int i) { return n + i; }

  /**
   * An n x n grid (mesh, no wrap-around) of switches with one server each. Switch (r, c) has index
   * nr+c and its server is node nr+c. Links 0..n^2-1 are the server links, then horizontal links
   * (r,c)-(r,c+1) (id n^2 + (n-1)r + c), then vertical links (r,c)-(r+1,c) (id n^2 + n(n-1) + nr +
   * c). A switch's ports are therefore ordered: server, left, right, up, down.
   */
  public static Topology grid(int n) {
    TopologyBuilder b = new TopologyBuilder(new HandWired("grid" + n + "x" + n), n * n, n * n, LinkParams.DEFAULT);
    for (int i = 0; i < n * n; i++) b.link(b.server(i), b.switchNode(i));
    for (int r = 0; r < n; r++) for (int c = 0; c + 1 < n; c++) b.link(b.switchNode(n * r + c), b.switchNode(n * r + c + 1));
    for (int r = 0; r + 1 < n; r++) for (int c = 0; c < n; c++) b.link(b.switchNode(n * r + c), b.switchNode(n * r + c + n));
    return b.build();
  }

  /** The 3x3 {@link #grid}: horizontal links are 9 + 2r + c, vertical links 15 + 3r + c. */
  public static Topology grid3x3() { return grid(3); }

  /**
   * A two-level leaf-spine tree: 4 leaves (switches 0..3), 2 spines (switches 4, 5), every leaf
   * linked to both spines, and {@code perLeaf} servers on each leaf (server s on leaf s / perLeaf).
   * Links: first the server links (link s for server s), then leaf l to spine 0 and leaf l to
   * spine 1 (links 4*perLeaf... in order l=0: spine0, spine1; l=1: ...). Servers on different
   * leaves have two minimal paths of 4 hops, one per spine.
   */
  public static Topology leafSpine(int perLeaf) {
    int servers = 4 * perLeaf;
    TopologyBuilder b = new TopologyBuilder(new HandWired("leafspine" + perLeaf), servers, 6, LinkParams.DEFAULT);
    for (int s = 0; s < servers; s++) b.link(b.server(s), b.switchNode(s / perLeaf));
    for (int l = 0; l < 4; l++) {
      b.link(b.switchNode(l), b.switchNode(4));
      b.link(b.switchNode(l), b.switchNode(5));
    }
    return b.build();
  }

  /**
   * BCube(n=2, k=1) (Guo et al., SIGCOMM 2009): servers (a, b) = node 2a+b, each with two ports;
   * level-0 switch a (node 4+a) joins servers (a, 0) and (a, 1); level-1 switch b (node 6+b) joins
   * (0, b) and (1, b). Server i's level-0 link is link 2i (its port 0) and its level-1 link is
   * link 2i+1 (its port 1). No
   * switch-switch links: servers must relay, e.g. (0,0) to (1,1) takes 4 hops over (0,1) or (1,0).
   */
  public static Topology bcube(boolean serversForward) {
    TopologyBuilder b = new TopologyBuilder(new HandWired("bcube2-1-" + serversForward), 4, 4, LinkParams.DEFAULT)
        .serversForward(serversForward);
    for (int a = 0; a < 2; a++) {
      for (int c = 0; c < 2; c++) {
        b.link(b.server(2 * a + c), b.switchNode(a));
        b.link(b.server(2 * a + c), b.switchNode(2 + c));
      }
    }
    return b.build();
  }

  /**
   * Dual-homed servers that do not relay: switches L0, L1, L2 (nodes 3, 4, 5) in a line L0-L1-L2.
   * Server 0 is linked to L0 (link 0) and L2 (link 1); server 1 to L1 (link 2); server 2 to L2
   * (link 3) and L0 (link 4); then L0-L1 is link 5 and L1-L2 link 6.
   */
  public static Topology dualHomed() {
    TopologyBuilder b = new TopologyBuilder(new HandWired("dualhomed"), 3, 3, LinkParams.DEFAULT);
    b.link(0, b.switchNode(0));
    b.link(0, b.switchNode(2));
    b.link(1, b.switchNode(1));
    b.link(2, b.switchNode(2));
    b.link(2, b.switchNode(0));
    b.link(b.switchNode(0), b.switchNode(1));
    b.link(b.switchNode(1), b.switchNode(2));
    return b.build();
  }

  /**
   * A random near-regular switch graph with one server per switch (server i on switch i, link i):
   * each switch gets {@code degree} link stubs, the stubs are shuffled with a seeded {@link
   * java.util.SplittableRandom} and paired; pairs that would make a self-link are dropped, so a
   * few switches have fewer ports and parallel links may occur. Its low diameter makes BFS levels
   * wide, which exercises the bottom-up BFS steps.
   */
  public static Topology randomRegular(int switches, int degree, long seed) {
    HandWired spec = new HandWired("random" + switches + "x" + degree);
    TopologyBuilder b = new TopologyBuilder(spec, switches, switches, LinkParams.DEFAULT);
    for (int i = 0; i < switches; i++) b.link(b.server(i), b.switchNode(i));
    int[] stubs = new int[switches * degree];
    for (int i = 0; i < stubs.length; i++) stubs[i] = i / degree;
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    for (int i = stubs.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = stubs[i];
      stubs[i] = stubs[j];
      stubs[j] = tmp;
    }
    for (int i = 0; i + 1 < stubs.length; i += 2) {
      if (stubs[i] != stubs[i + 1]) b.link(b.switchNode(stubs[i]), b.switchNode(stubs[i + 1]));
    }
    return b.build();
  }

  /**
   * Contract cases for a generic routing: every network above intact, and degraded by failures
   * that force detours (a ring link, the grid's centre switch, a spine, a dual-homed server's
   * link) or cut the network in two (two opposite ring links); and a random 4-regular graph
   * of 64 switches, intact, with 40 random links down and with 8 random switches down (both likely
   * to disconnect some pairs).
   */
  public static List<Case> contractCases(BiFunction<Topology, FailureSet, RoutingAlgorithm> routing, boolean minimal) {
    List<Case> cases = new ArrayList<>();
    for (Topology t : List.of(ring(4), ring(6), grid3x3(), leafSpine(2), bcube(true), bcube(false), dualHomed())) {
      cases.add(new Case(t, FailureSet.NONE, routing.apply(t, FailureSet.NONE), minimal));
    }
    Topology ring6 = ring(6);
    Topology grid = grid3x3();
    Topology leafSpine = leafSpine(2);
    Topology dual = dualHomed();
    Topology random = randomRegular(64, 4, 7);
    List<Object[]> degraded = List.of(
        new Object[] {ring6, FailureSet.of(new int[] {ringLink(6, 0)}, new int[0])},
        new Object[] {ring6, FailureSet.of(new int[] {ringLink(6, 0), ringLink(6, 3)}, new int[0])},
        new Object[] {grid, FailureSet.of(new int[0], new int[] {grid.switchNode(4)})},
        new Object[] {leafSpine, FailureSet.of(new int[0], new int[] {leafSpine.switchNode(4)})},
        new Object[] {dual, FailureSet.of(new int[] {0}, new int[0])},
        new Object[] {random, FailureSet.NONE},
        new Object[] {random, FailureSet.random(random, FailureSet.Target.LINKS, 40, 3)},
        new Object[] {random, FailureSet.random(random, FailureSet.Target.SWITCHES, 8, 5)});
    for (Object[] d : degraded) {
      Topology t = (Topology) d[0];
      FailureSet f = (FailureSet) d[1];
      cases.add(new Case(t, f, routing.apply(t, f), minimal));
    }
    return cases;
  }

  /** Switch indices (0-based among switches) that path {@code path} of {@code buf} visits, in order. */
  public static int[] switches(Topology t, PathBuffer buf, int path) {
    int[] out = new int[buf.length(path) - 1];
    for (int h = 0; h + 1 < buf.length(path); h++) out[h] = t.to(buf.link(path, h)) - t.servers();
    return out;
  }

  /** Switch indices a single-path route from {@code source} to {@code destination} visits. */
  public static int[] switches(Topology t, RoutingAlgorithm r, int source, int destination) {
    PathBuffer buf = new PathBuffer();
    if (r.route(source, destination, buf) != 1) throw new AssertionError("expected one path " + source + " -> " + destination);
    return switches(t, buf, 0);
  }
}
