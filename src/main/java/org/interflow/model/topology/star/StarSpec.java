package org.interflow.model.topology.star;

import org.interflow.model.topology.TopologySpec;

/**
 * One switch with N servers, each on a private link: the "flat cluster" of SimGrid and other
 * simulators, where only the servers' own links can be bottlenecks.
 *
 * @param servers N, the number of servers (1 or more)
 */
public record StarSpec(int servers) implements TopologySpec {
  public StarSpec {
    if (servers < 1) throw new IllegalArgumentException("star needs servers >= 1, got " + servers);
  }

  @Override
  public String family() { return "star"; }

  @Override
  public String canonical() { return "star:servers=" + servers; }
}
