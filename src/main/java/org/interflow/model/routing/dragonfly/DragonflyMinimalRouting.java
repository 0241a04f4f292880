package org.interflow.model.routing.dragonfly;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.dragonfly.DragonflyWiring;

/**
 * Minimal dragonfly routing (Kim et al., ISCA 2008): a local hop to the router owning the global
 * link to the destination group, the global hop, a local hop to the destination router; hops that
 * would stay on the same router are skipped, so a path has at most 3 router-to-router hops plus the
 * two access links. When groups share several global links ({@code g < a*h+1}) a flow uses copy
 * {@code (source + destination) mod C}.
 *
 * <p>"Minimal" is the dragonfly's name for this l-g-l shape; it is not always a shortest path. A
 * two-global-hop path through a third group can be shorter when both its routers sit on the right
 * global links, as Bunde and co-authors point out (IEEE, 2019). With {@code h
 * = 1} it is always shortest, since a router's only global link cannot help a detour.
 *
 * <p>Arithmetic, no tables: O(1) per call, no allocation. On a failed link or router along the
 * fixed path it returns 0 (no route); use a generic routing to route around failures.
 */
public final class DragonflyMinimalRouting implements RoutingAlgorithm {
  private final Topology topology;
  private final FailureSet failures;
  private final DragonflyWiring wiring;
  private final int a;

  public DragonflyMinimalRouting(Topology topology, FailureSet failures) {
    DragonflySpec spec = DragonflyPaths.specOf(topology, "minimal");
    this.topology = topology;
    this.failures = failures;
    this.wiring = new DragonflyWiring(spec);
    this.a = spec.a();
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    out.beginPath();
    if (source == destination) return 1;
    out.add(wiring.serverUpLink(source));
    DragonflyPaths.appendMinimal(wiring, a, wiring.routerOfServer(source), wiring.routerOfServer(destination),
        DragonflyPaths.copyFor(wiring, source, destination), out);
    out.add(wiring.serverDownLink(destination));
    return DragonflyPaths.keepIfUsable(topology, failures, out);
  }
}
