package org.interflow.model.topology.jellyfish;

import java.util.SplittableRandom;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link JellyfishSpec} with the construction of Singla et al. (NSDI 2012, section 3),
 * driven by {@code new SplittableRandom(seed)}:
 *
 * <ol>
 *   <li>Join: repeatedly pick two switches uniformly from those with free ports and link them if
 *       they are distinct and not yet neighbours. When many picks in a row fail, all pairs of
 *       switches with free ports are listed; the step ends when none of them can be joined.
 *   <li>Swap: while two free ports are left (on one switch, or on two switches that are already
 *       neighbours), remove a uniformly random link {@code (x, y)} and add {@code (s, x)} and {@code
 *       (t, y)}, where {@code s, t} own the free ports; links that would create a self-loop or a
 *       parallel link are redrawn. The paper states this for {@code s = t}; allowing two switches
 *       with one free port each is our extension, so that every port is used (one stays free when
 *       {@code N*r} is odd).
 * </ol>
 *
 * With {@code added} switches, the incremental expansion of {@link RandomRegularGraph} follows. The
 * result is a simple graph. Links: the servers' (server {@code i} on switch {@code i /
 * servers}), then the switch links in construction order. Adjacency tests scan at most {@code r}
 * neighbours, so building takes O(N*r^2) expected time and about 12 bytes per switch link of scratch;
 * 8192 switches of degree 32 take well under a second.
 */
public final class JellyfishBuilder {
  private JellyfishBuilder() {}

  public static Topology build(JellyfishSpec spec, LinkParams links) {
    int n = spec.totalSwitches();
    int[][] edges = new RandomRegularGraph(spec.switches(), spec.added(), spec.networkDegree(), new SplittableRandom(spec.seed())).edges();
    int servers = n * spec.servers();
    TopologyBuilder b = new TopologyBuilder(spec, servers, n, links).expectLinks(servers + edges[0].length);
    for (int sw = 0; sw < n; sw++) b.radix(sw, spec.ports());
    for (int s = 0; s < servers; s++) b.link(b.server(s), b.switchNode(s / spec.servers()));
    for (int e = 0; e < edges[0].length; e++) b.link(b.switchNode(edges[0][e]), b.switchNode(edges[1][e]));
    return b.build();
  }
}
