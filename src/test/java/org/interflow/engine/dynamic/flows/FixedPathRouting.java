package org.interflow.engine.dynamic.flows;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;

/** Test-only routing that returns hand-written paths per (source, destination); no entry = no route. */
final class FixedPathRouting implements RoutingAlgorithm {
  private final TreeMap<Long, List<int[]>> paths = new TreeMap<>();

  /** Adds one path (directed link ids) from {@code source} to {@code destination}. */
  FixedPathRouting path(int source, int destination, int... directedLinks) {
    paths.computeIfAbsent(((long) source << 32) | destination, k -> new ArrayList<>()).add(directedLinks);
    return this;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    out.clear();
    for (int[] p : paths.getOrDefault(((long) source << 32) | destination, List.of())) {
      out.beginPath();
      for (int l : p) out.add(l);
    }
    return out.pathCount();
  }

  @Override
  public boolean multipath() { return true; }
}
