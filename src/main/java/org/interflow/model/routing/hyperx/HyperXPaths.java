package org.interflow.model.routing.hyperx;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXSpec;

/**
 * Path building blocks of the HyperX routings that detour through an intermediate switch
 * (Valiant, UGAL): dimension-order segments between switches (Ahn et al., SC 2009: one hop per
 * differing coordinate, dimensions in order), joined at the intermediate with any loop cut out,
 * and the seeded choice of intermediates. A hop between two switches takes their {@code
 * (source + destination) mod K}-th parallel link, like {@code dor}.
 *
 * <p>A path is at most 2L switch hops plus the two access links. O(L x radix) per path (each hop
 * scans the switch's ports for its neighbour), no allocation beyond the buffer's scratch arrays.
 * Immutable and thread-safe.
 */
final class HyperXPaths {
  private final Topology topology;
  private final FailureSet failures;
  private final MixedRadix dims;
  private final int serversPerSwitch;

  /** @throws IllegalArgumentException if the topology is not a HyperX */
  HyperXPaths(Topology topology, FailureSet failures, String routing) {
    if (!(topology.spec() instanceof HyperXSpec hx)) {
      throw new IllegalArgumentException(routing + " needs a hyperx topology, got " + topology.spec().family());
    }
    this.topology = topology;
    this.failures = failures;
    this.dims = hx.dims();
    this.serversPerSwitch = hx.serversPerSwitch();
  }

  int switches() { return dims.cells(); }

  int switchOf(int server) { return server / serversPerSwitch; }

  /**
   * Writes one path from {@code source} through switch {@code via} to {@code destination}
   * (minimal when {@code via} is either end's switch), with any loop removed.
   *
   * @return false (and no path left in {@code out}) when the path crosses a failure
   */
  boolean write(int source, int destination, int via, PathBuffer out) {
    int[] nodes = out.scratchA(4 * dims.dimensions() + 4);
    int[] links = out.scratchB(4 * dims.dimensions() + 4);
    int n = 0;
    int trunk = source + destination;
    nodes[0] = source;
    links[n] = topology.outLink(source, 0);
    nodes[++n] = topology.to(links[n - 1]);
    n = segment(switchOf(source), via, trunk, nodes, links, n);
    n = segment(via, switchOf(destination), trunk, nodes, links, n);
    links[n] = topology.outLink(destination, 0) ^ 1;
    nodes[++n] = destination;
    out.beginPath();
    for (int h = 0; h < n; h++) {
      if (!failures.directedUsable(topology, links[h]) || failures.nodeFailed(nodes[h + 1])) {
        out.discardPath();
        return false;
      }
      out.add(links[h]);
    }
    return true;
  }

  /** Appends the dimension-order hops from switch a to switch b, cutting a loop where a node recurs. */
  private int segment(int a, int b, int trunk, int[] nodes, int[] links, int n) {
    int current = a;
    for (int d = 0; d < dims.dimensions(); d++) {
      int from = dims.coordinate(current, d);
      int to = dims.coordinate(b, d);
      if (from == to) continue;
      int next = current + (to - from) * dims.stride(d);
      int node = topology.switchNode(next);
      int seen = indexOf(nodes, n, node);
      if (seen >= 0) {
        n = seen;                       // back at an earlier node: drop the loop
      } else {
        links[n] = link(topology.switchNode(current), node, trunk);
        nodes[++n] = node;
      }
      current = next;
    }
    return n;
  }

  private static int indexOf(int[] nodes, int n, int node) {
    for (int i = 0; i <= n; i++) if (nodes[i] == node) return i;
    return -1;
  }

  /** The {@code trunk mod K}-th link from node a to its neighbour b. */
  private int link(int a, int b, int trunk) {
    int count = 0;
    for (int p = 0; p < topology.degree(a); p++) if (topology.neighbor(a, p) == b) count++;
    int pick = Math.floorMod(trunk, count);
    for (int p = 0; p < topology.degree(a); p++) {
      if (topology.neighbor(a, p) == b && pick-- == 0) return topology.outLink(a, p);
    }
    throw new IllegalStateException("switches " + a + " and " + b + " are not adjacent");
  }

  /**
   * The {@code k}-th intermediate switch of a pair: uniform over the switches other than both
   * ends' (SplitMix64 of seed, pair and k), or the source's switch when there is none to pick.
   */
  int intermediate(long seed, int source, int destination, int k) {
    int a = switchOf(source);
    int b = switchOf(destination);
    int others = switches() - (a == b ? 1 : 2);
    if (others <= 0) return a;
    long z = seed + k * 0xD1B54A32D192ED03L + 0x9E3779B97F4A7C15L * (((long) source << 32) | (destination & 0xffffffffL));
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    z ^= z >>> 31;
    int via = (int) Long.remainderUnsigned(z, others);
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    if (via >= lo) via++;
    if (hi != lo && via >= hi) via++;
    return via;
  }
}
