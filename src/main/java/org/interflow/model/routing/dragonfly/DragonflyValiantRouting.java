package org.interflow.model.routing.dragonfly;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.dragonfly.DragonflyWiring;

/**
 * Valiant routing on a dragonfly (Kim et al., ISCA 2008, after Valiant 1982): a minimal path to an
 * intermediate group, then a minimal path on to the destination. The first leg ends at the router
 * where it enters the intermediate group, so a path is at most l-g-l-g-l: 5 router hops plus the
 * two access links, never more than twice the minimal path plus one hop.
 *
 * <p>The intermediate group is fixed per flow, not drawn from a shared generator: with {@code G_s}
 * and {@code G_d} the source and destination groups, {@code x = mix64(seed + 0x9E3779B97F4A7C15 *
 * (source << 32 | destination))} (the SplitMix64 finalizer), {@code r = x mod (g-2)} unsigned, and
 * the group is the {@code r}-th group other than {@code G_s} and {@code G_d}. Flows inside one group
 * ({@code G_s = G_d}) and networks with fewer than 3 groups use the minimal path. The same copy of
 * parallel global links is used as by {@link DragonflyMinimalRouting}.
 *
 * <p>O(1) per call, no allocation, thread-safe. A failed link or router on the path gives 0 (no route).
 */
public final class DragonflyValiantRouting implements RoutingAlgorithm {
  private final Topology topology;
  private final FailureSet failures;
  private final DragonflyWiring wiring;
  private final int a;
  private final int g;
  private final long seed;

  /** @param seed selects the intermediate groups; the same seed gives the same paths */
  public DragonflyValiantRouting(Topology topology, FailureSet failures, long seed) {
    DragonflySpec spec = DragonflyPaths.specOf(topology, "Valiant");
    this.topology = topology;
    this.failures = failures;
    this.wiring = new DragonflyWiring(spec);
    this.a = spec.a();
    this.g = spec.g();
    this.seed = seed;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    out.beginPath();
    if (source == destination) return 1;
    int rs = wiring.routerOfServer(source);
    int rd = wiring.routerOfServer(destination);
    int copy = DragonflyPaths.copyFor(wiring, source, destination);
    out.add(wiring.serverUpLink(source));
    int gs = rs / a;
    int gd = rd / a;
    if (gs == gd || g < 3) {
      DragonflyPaths.appendMinimal(wiring, a, rs, rd, copy, out);
    } else {
      int via = intermediateGroup(source, destination, gs, gd);
      int entry = via * a + wiring.globalRouter(via, gs, copy);
      DragonflyPaths.appendMinimal(wiring, a, rs, entry, copy, out);
      DragonflyPaths.appendMinimal(wiring, a, entry, rd, copy, out);
    }
    out.add(wiring.serverDownLink(destination));
    return DragonflyPaths.keepIfUsable(topology, failures, out);
  }

  /** The intermediate group of a flow between different groups {@code gs != gd}; never one of them. */
  int intermediateGroup(int source, int destination, int gs, int gd) {
    long z = seed + 0x9E3779B97F4A7C15L * (((long) source << 32) | (destination & 0xffffffffL));
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    z ^= z >>> 31;
    int via = (int) Long.remainderUnsigned(z, g - 2);
    int lo = Math.min(gs, gd);
    int hi = Math.max(gs, gd);
    if (via >= lo) via++;
    if (via >= hi) via++;
    return via;
  }

  @Override
  public String toString() { return "valiant(seed=" + seed + ")"; }
}
