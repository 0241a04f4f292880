package org.interflow.model.topology.hypercube;

import org.interflow.model.topology.MixedRadix;
import org.interflow.model.topology.TopologySpec;

/**
 * The binary n-cube (Seitz, "The cosmic cube", CACM 1985): {@code 2^n} switches, switch {@code i}
 * linked to {@code i XOR 2^d} for every bit {@code d < n}, each switch carrying {@code t} servers.
 * It is the HyperX {@code 2x2x...x2} (n dimensions, K = 1) and is wired as one.
 *
 * @param n the dimension, 0 or more (n = 0 is one switch and no switch links); networks beyond the
 *     compact topology's limits (2^29 - 1 links, so n <= 25 with t = 1) are rejected
 * @param serversPerSwitch {@code t}, servers per switch (>= 1)
 * @param direct true for a direct hypercube: every node is a server that relays, no switches or
 *     access links (INRFlow's and SimGrid's convention); needs t = 1
 */
public record HypercubeSpec(int n, int serversPerSwitch, boolean direct) implements TopologySpec {
  /** An indirect hypercube (a switch per node, t servers on it). */
  public HypercubeSpec(int n, int serversPerSwitch) { this(n, serversPerSwitch, false); }

  public HypercubeSpec {
    if (direct && serversPerSwitch != 1) throw new IllegalArgumentException("a direct hypercube needs t = 1, got " + serversPerSwitch);
    if (n < 0) throw new IllegalArgumentException("hypercube needs n >= 0, got " + n);
    if (serversPerSwitch < 1) throw new IllegalArgumentException("hypercube needs t >= 1, got " + serversPerSwitch);
    if (n > 28 || (1L << n) * serversPerSwitch + (long) n * (1L << n) / 2 > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("hypercube:n=" + n + ",t=" + serversPerSwitch + " is too large");
    }
  }

  /** The lattice {@code 2x...x2} with n dimensions (a single size-1 dimension when n = 0). */
  public MixedRadix dims() {
    int[] sizes = new int[Math.max(n, 1)];
    java.util.Arrays.fill(sizes, n == 0 ? 1 : 2);
    return new MixedRadix(sizes);
  }

  @Override
  public String family() { return "hypercube"; }

  @Override
  public String canonical() { return "hypercube:n=" + n + ",t=" + serversPerSwitch + (direct ? ",direct=true" : ""); }
}
