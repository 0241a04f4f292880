package org.interflow.model.routing.dragonfly;

import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.dragonfly.DragonflySpec;
import org.interflow.model.topology.dragonfly.DragonflyWiring;

/** The path pieces both dragonfly routings are made of: arithmetic, allocation-free, O(1). */
final class DragonflyPaths {
  private DragonflyPaths() {}

  /**
   * Appends the minimal router-to-router hops from router {@code from} to router {@code to} (global
   * router indices): nothing when equal; one local hop inside a group; otherwise a local hop to the
   * router owning copy {@code copy} of the global link to the destination group (skipped when that
   * is {@code from}), the global hop, and a local hop from the landing router (skipped when that is
   * {@code to}).
   */
  static void appendMinimal(DragonflyWiring w, int a, int from, int to, int copy, PathBuffer out) {
    if (from == to) return;
    int gs = from / a;
    int js = from - gs * a;
    int gd = to / a;
    int jd = to - gd * a;
    if (gs == gd) {
      out.add(w.localLink(gs, js, jd));
      return;
    }
    int exit = w.globalRouter(gs, gd, copy);
    if (exit != js) out.add(w.localLink(gs, js, exit));
    out.add(w.globalLink(gs, gd, copy));
    int entry = w.globalRouter(gd, gs, copy);
    if (entry != jd) out.add(w.localLink(gd, entry, jd));
  }

  /**
   * The spec of a dragonfly topology.
   *
   * @throws IllegalArgumentException naming the routing when the topology is of another family
   */
  static DragonflySpec specOf(Topology t, String routing) {
    if (!(t.spec() instanceof DragonflySpec)) {
      throw new IllegalArgumentException("dragonfly " + routing + " routing needs a dragonfly topology, got " + t.spec().family());
    }
    return (DragonflySpec) t.spec();
  }

  /** Which of the parallel global links between two groups a flow uses: spread by {@code (source + destination) mod C}. */
  static int copyFor(DragonflyWiring w, int source, int destination) {
    return w.copies() <= 1 ? 0 : (source + destination) % w.copies();
  }

  /**
   * Drops the current path and returns 0 if any of its links is unusable, else returns 1. O(path
   * length) and skipped entirely on an intact network.
   */
  static int keepIfUsable(Topology t, FailureSet failures, PathBuffer out) {
    if (failures.isEmpty()) return 1;
    for (int hop = 0, n = out.length(0); hop < n; hop++) {
      if (!failures.directedUsable(t, out.link(0, hop))) {
        out.clear();
        return 0;
      }
    }
    return 1;
  }
}
