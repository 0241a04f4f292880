package org.interflow.model.routing.dimensionorder;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologySpec;
import org.interflow.model.topology.hypercube.HypercubeSpec;
import org.interflow.model.topology.hyperx.HyperXSpec;
import org.interflow.model.topology.torus.TorusSpec;

/**
 * Dimension-order routing ({@code dor}) on the lattice families: torus, mesh, hypercube and HyperX.
 * The flow leaves its server, corrects the switch coordinates one dimension at a time in order
 * {@code 1..L} and enters the destination server. The single path is minimal.
 *
 * <ul>
 *   <li>Torus ring dimension (size >= 3): the shorter way round; when both ways are equally long
 *       (distance k/2 on an even k) it goes in the + direction (increasing coordinate), or, with
 *       random ties, the direction a seeded hash of (seed, source, destination, dimension) picks
 *       (INRFlow draws {@code rand()} per flow; the hash gives the same even split reproducibly,
 *       whatever the thread count or flow order), or SimGrid's rule ({@link Ties#SIMGRID}). Dally and Seitz, "Deadlock-free message routing
 *       in multiprocessor interconnection networks", IEEE TC 1987.
 *   <li>Mesh dimension, and torus dimension of size 2 (a single link): straight to the coordinate.
 *   <li>HyperX dimension (Ahn et al., SC 2009): one hop straight to the coordinate. With trunking
 *       {@code K > 1} the trunk is {@code (source + destination) mod K} (server ids), the same in
 *       every dimension, so flows between the same servers share trunks and distinct pairs spread.
 *   <li>Hypercube: as the HyperX {@code 2x..x2}, i.e. e-cube routing, lowest differing bit first.
 * </ul>
 *
 * <p>On a direct torus, mesh or hypercube (every node a server, no access links) the path has no
 * access links and starts and ends at the servers themselves.
 *
 * <p>Neighbours come from arithmetic on the builders' documented link-creation order ({@code
 * TorusBuilder}, {@code HyperXBuilder}), with no tables and no port scans: O(L + path length) per
 * flow and no allocation. The path is fixed: if any of its links or nodes has failed the routing
 * reports no route (0 paths). A non-empty failure set is packed into one bit per link when the
 * routing is built (O(links)). Immutable and thread-safe.
 */
public final class DimensionOrderRouting implements RoutingAlgorithm {
  private static final byte RING = 0;
  private static final byte LINE = 1;
  private static final byte FULL = 2;

  /** One bit per undirected link, set when the link or one of its end nodes has failed; null when none has. */
  private final long[] unusable;
  private final int serversPerSwitch;
  private final int trunking;
  private final int[] size;
  private final int[] stride;
  private final byte[] kind;
  /** Links per line of a dimension: k (ring), k-1 (line) or S(S-1)/2 pairs (full). */
  private final int[] perLine;
  /** Id of the first link of each dimension. */
  private final int[] base;
  private final boolean direct;
  private final Ties ties;
  private final long tieSeed;

  /** How a tie on an even ring (the antipode, k/2 either way) is broken. */
  public enum Ties {
    /** Always + (increasing coordinate). */
    PLUS,
    /** A seeded hash of (seed, source, destination, dimension) picks the way (INRFlow draws rand()). */
    RANDOM,
    /**
     * SimGrid's TORUS cluster (TorusZone::get_local_route, 3.32): + except from coordinate k/2 to
     * coordinate 0, which goes -.
     */
    SIMGRID
  }

  /** Dimension order with ties on even rings going +. */
  public DimensionOrderRouting(Topology topology, FailureSet failures) { this(topology, failures, Ties.PLUS, 0); }

  /**
   * @param ties how the antipode of an even ring is reached
   * @param tieSeed the seed of the hash of {@link Ties#RANDOM}
   * @throws IllegalArgumentException if the topology is not a torus, mesh, hypercube or HyperX
   */
  public DimensionOrderRouting(Topology topology, FailureSet failures, Ties ties, long tieSeed) {
    this.ties = ties;
    this.tieSeed = tieSeed;
    TopologySpec spec = topology.spec();
    MixedRadix dims;
    if (spec instanceof TorusSpec torus) {
      dims = torus.dims();
      serversPerSwitch = torus.serversPerSwitch();
      trunking = 1;
      direct = torus.direct();
    } else if (spec instanceof HyperXSpec hyperx) {
      dims = hyperx.dims();
      serversPerSwitch = hyperx.serversPerSwitch();
      trunking = hyperx.trunking();
      direct = false;
    } else if (spec instanceof HypercubeSpec cube) {
      dims = cube.dims();
      serversPerSwitch = cube.serversPerSwitch();
      trunking = 1;
      direct = cube.direct();
    } else {
      throw new IllegalArgumentException("dimension-order routing needs a torus, mesh, hypercube or hyperx topology, got "
          + spec.family());
    }
    int n = dims.dimensions();
    size = dims.sizes();
    stride = new int[n];
    kind = new byte[n];
    perLine = new int[n];
    base = new int[n];
    long next = direct ? 0 : topology.servers();
    for (int d = 0; d < n; d++) {
      stride[d] = dims.stride(d);
      int k = size[d];
      if (spec instanceof TorusSpec torus) {
        kind[d] = torus.ring(d) ? RING : LINE;
        perLine[d] = torus.linksPerLine(d);
      } else {
        kind[d] = FULL;
        perLine[d] = k * (k - 1) / 2;
      }
      base[d] = (int) next;
      next += (long) dims.cells() / k * perLine[d] * (kind[d] == FULL ? trunking : 1);
    }
    if (next != topology.links()) {
      throw new IllegalArgumentException(spec.canonical() + " topology has " + topology.links() + " links, its builder makes " + next);
    }
    unusable = failures.isEmpty() ? null : unusableLinks(topology, failures);
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    out.beginPath();
    if (source == destination) return 1;
    if (!direct) out.add(2 * source);
    int current = source / serversPerSwitch;
    int target = destination / serversPerSwitch;
    int trunk = trunking == 1 ? 0 : (int) (((long) source + destination) % trunking);
    for (int d = 0; d < size.length && current != target; d++) {
      int k = size[d];
      int st = stride[d];
      int from = (current / st) % k;
      int to = (target / st) % k;
      if (from == to) continue;
      int low = current % st;
      int high = current / st / k;
      if (kind[d] == FULL) {
        int a = Math.min(from, to);
        int b = Math.max(from, to);
        int pair = a * (2 * k - a - 1) / 2 + b - a - 1;
        int link = base[d] + ((high * perLine[d] + pair) * st + low) * trunking + trunk;
        out.add(2 * link + (from < to ? 0 : 1));
      } else {
        walk(out, base[d] + high * perLine[d] * st + low, st, k, from, to, kind[d] == RING, tiePlus(source, destination, d, from, to, k));
      }
      current += (to - from) * st;
    }
    if (!direct) out.add(2 * destination + 1);
    if (unusable != null && crossesFailure(out)) {
      out.clear();
      return 0;
    }
    return 1;
  }

  /**
   * Appends the hops along one line or ring from coordinate {@code from} to {@code to}; the link
   * leaving coordinate c in the + direction has id {@code lineBase + c * stride}.
   */
  private static void walk(PathBuffer out, int lineBase, int stride, int k, int from, int to, boolean ring, boolean tiePlus) {
    boolean plus;
    int hops;
    if (ring) {
      int ahead = to - from < 0 ? to - from + k : to - from;
      plus = 2 * ahead < k || (2 * ahead == k && tiePlus);
      hops = plus ? ahead : k - ahead;
    } else {
      plus = to > from;
      hops = plus ? to - from : from - to;
    }
    int c = from;
    for (int h = 0; h < hops; h++) {
      if (plus) {
        out.add(2 * (lineBase + c * stride));
        c = c + 1 == k ? 0 : c + 1;
      } else {
        c = c == 0 ? k - 1 : c - 1;
        out.add(2 * (lineBase + c * stride) + 1);
      }
    }
  }

  /** The way a tie on an even ring of size k from coordinate {@code from} to {@code to} goes. */
  private boolean tiePlus(int source, int destination, int dimension, int from, int to, int k) {
    if (ties == Ties.PLUS) return true;
    if (ties == Ties.SIMGRID) return !(2 * from == k && to == 0);
    // one bit of a seeded hash (SplitMix64's finaliser)
    long z = tieSeed + source * 0x9E3779B97F4A7C15L + destination * 0xC2B2AE3D27D4EB4FL + dimension * 0x165667B19E3779F9L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return ((z ^ (z >>> 31)) & 1) == 0;
  }

  private boolean crossesFailure(PathBuffer out) {
    for (int h = 0, n = out.length(0); h < n; h++) {
      int link = out.link(0, h) >>> 1;
      if ((unusable[link >>> 6] & (1L << link)) != 0) return true;
    }
    return false;
  }

  /** Packs the failure set into one bit per link (O(links), once per routing) so a hop costs one bit test. */
  private static long[] unusableLinks(Topology topology, FailureSet failures) {
    long[] bits = new long[(topology.links() + 63) >>> 6];
    for (int l = 0; l < topology.links(); l++) {
      if (!failures.linkUsable(topology, l)) bits[l >>> 6] |= 1L << l;
    }
    return bits;
  }
}
