package org.interflow.model.topology.bcube;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;

/**
 * Builds a {@link BCubeSpec}. Server ids are their addresses {@code a = sum a_i n^i}; the level-i
 * switch a server uses has index {@code i * n^k + (a mod n^i) + (a / n^(i+1)) * n^i} (the address
 * without digit i). Links are created level by level, then server by server: link {@code i *
 * n^(k+1) + a} joins server a to its level-i switch, from the server ({@code 2l} goes up). So a
 * server's port i is its level-i link and a switch's port j leads to the server whose digit i is
 * j. O(links).
 */
public final class BCubeBuilder {
  private BCubeBuilder() {}

  public static Topology build(BCubeSpec spec, LinkParams links) {
    int servers = spec.servers();
    int perLevel = spec.switchesPerLevel();
    TopologyBuilder b = new TopologyBuilder(spec, servers, (spec.k() + 1) * perLevel, links)
        .expectLinks((spec.k() + 1) * servers).serversForward(true);
    for (int i = 0; i <= spec.k(); i++) {
      int low = spec.power(i);
      for (int a = 0; a < servers; a++) b.link(b.server(a), b.switchNode(switchIndex(i, a, low, spec.n(), perLevel)));
    }
    return b.build();
  }

  /** Index of server a's level-i switch, with {@code low = n^i}. */
  static int switchIndex(int level, int address, int low, int n, int perLevel) {
    return level * perLevel + address % low + address / (low * n) * low;
  }
}
