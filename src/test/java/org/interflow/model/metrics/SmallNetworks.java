package org.interflow.model.metrics;

import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.topology.TopologySpec;

/**
 * Small textbook networks wired directly with {@link TopologyBuilder}, so the metric tests do not
 * depend on the family builders. Switch-only unless servers per switch are given; server i hangs
 * from switch i / serversPerSwitch.
 */
final class SmallNetworks {
  private SmallNetworks() {}

  /** A spec that only names the test network. */
  record Named(String canonical) implements TopologySpec {
    @Override
    public String family() { return "test"; }
  }

  /** Ring of n switches: switch i linked to i+1 mod n. */
  static Topology ring(int n, int serversPerSwitch) {
    TopologyBuilder b = builder("ring:n=" + n, n, serversPerSwitch);
    for (int i = 0; i < n; i++) b.link(b.switchNode(i), b.switchNode((i + 1) % n));
    return b.build();
  }

  /** k-ary n-cube (torus with n dimensions of k switches, wrap-around links); k >= 3. */
  static Topology torus(int k, int dimensions, int serversPerSwitch) {
    return grid(k, dimensions, true, serversPerSwitch);
  }

  /** k x k x ... mesh (no wrap-around). */
  static Topology mesh(int k, int dimensions) {
    return grid(k, dimensions, false, 0);
  }

  private static Topology grid(int k, int dimensions, boolean wrap, int serversPerSwitch) {
    int n = (int) Math.pow(k, dimensions);
    TopologyBuilder b = builder((wrap ? "torus:k=" : "mesh:k=") + k + ",n=" + dimensions, n, serversPerSwitch);
    for (int i = 0; i < n; i++) {
      int stride = 1;
      for (int d = 0; d < dimensions; d++) {
        int digit = i / stride % k;
        if (digit + 1 < k) b.link(b.switchNode(i), b.switchNode(i + stride));
        else if (wrap) b.link(b.switchNode(i), b.switchNode(i - digit * stride));
        stride *= k;
      }
    }
    return b.build();
  }

  /** Hypercube of 2^n switches: i linked to i xor 2^d. */
  static Topology hypercube(int n) {
    TopologyBuilder b = builder("hypercube:n=" + n, 1 << n, 0);
    for (int i = 0; i < 1 << n; i++) {
      for (int d = 0; d < n; d++) if ((i ^ (1 << d)) > i) b.link(b.switchNode(i), b.switchNode(i ^ (1 << d)));
    }
    return b.build();
  }

  /** Complete graph K_n of switches. */
  static Topology complete(int n) {
    TopologyBuilder b = builder("complete:n=" + n, n, 0);
    for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) b.link(b.switchNode(i), b.switchNode(j));
    return b.build();
  }

  /** Two-level leaf-spine: every leaf linked once to every spine; servers only on leaves. */
  static Topology leafSpine(int leaves, int spines, int serversPerLeaf) {
    TopologyBuilder b = new TopologyBuilder(new Named("leafspine:" + leaves + "x" + spines), leaves * serversPerLeaf,
        leaves + spines, LinkParams.DEFAULT);
    for (int s = 0; s < leaves * serversPerLeaf; s++) b.link(b.server(s), b.switchNode(s / serversPerLeaf));
    for (int l = 0; l < leaves; l++) for (int s = 0; s < spines; s++) b.link(b.switchNode(l), b.switchNode(leaves + s));
    return b.build();
  }

  private static TopologyBuilder builder(String name, int switches, int serversPerSwitch) {
    TopologyBuilder b = new TopologyBuilder(new Named(name), switches * serversPerSwitch, switches, LinkParams.DEFAULT);
    for (int s = 0; s < switches * serversPerSwitch; s++) b.link(b.server(s), b.switchNode(s / serversPerSwitch));
    return b;
  }
}
