package org.interflow.model.topology.hypercube;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.hyperx.HyperXBuilder;

/**
 * Builds a {@link HypercubeSpec} as the HyperX {@code 2x...x2} with K = 1, so ids and ports follow
 * {@link HyperXBuilder}: server links first (server j on switch j/t), then for each bit {@code d} in
 * increasing order the links {@code i -> i + 2^d} for every switch {@code i} with bit d clear, in
 * increasing {@code i}; that link has id {@code servers + d * 2^(n-1) + (i >> (d+1)) * 2^d + (i mod
 * 2^d)}; with {@code direct} there are no server links and the ids drop by {@code 2^n}. O(n * 2^n).
 */
public final class HypercubeBuilder {
  private HypercubeBuilder() {}

  public static Topology build(HypercubeSpec spec, LinkParams links) {
    return HyperXBuilder.build(spec, spec.dims(), 1, spec.serversPerSwitch(), spec.direct(), links);
  }
}
