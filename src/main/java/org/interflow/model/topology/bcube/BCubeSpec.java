package org.interflow.model.topology.bcube;

import org.interflow.model.topology.TopologySpec;

/**
 * BCube_k (Guo, Lu, Li, Wu, Zhang, Shi, Tian, Zhang, Lu, "BCube: A High Performance,
 * Server-centric Network Architecture for Modular Data Centers", SIGCOMM 2009): {@code n^(k+1)}
 * servers with k+1 ports each and k+1 levels of {@code n^k} switches of n ports. Server {@code
 * a_k..a_0} (base-n digits) is joined at level i to the switch named by its other k digits, so the
 * servers on a level-i switch differ only in digit i. Servers relay traffic between levels.
 *
 * <p>Closed forms: {@code n^(k+1)} servers, {@code (k+1) n^k} switches, {@code (k+1) n^(k+1)}
 * links; two servers whose addresses differ in d digits are 2d links apart, so the server-to-server
 * diameter is {@code 2(k+1)}. INRFlow's {@code bcube_n_K} has K levels, i.e. k = K - 1.
 *
 * @param n switch ports (and servers per switch), 2 or more
 * @param k the level index, 0 or more: BCube_0 is n servers on one switch
 */
public record BCubeSpec(int n, int k) implements TopologySpec {
  public BCubeSpec {
    if (n < 2) throw new IllegalArgumentException("bcube needs n >= 2, got " + n);
    if (k < 0) throw new IllegalArgumentException("bcube needs k >= 0, got " + k);
    if (Math.pow(n, k + 1) * (k + 2) > (1 << 29)) throw new IllegalArgumentException("bcube:n=" + n + ",k=" + k + " is too large");
  }

  /** Servers, {@code n^(k+1)}. */
  public int servers() { return power(k + 1); }

  /** Switches per level, {@code n^k}. */
  public int switchesPerLevel() { return power(k); }

  /** {@code n^e}. */
  public int power(int e) {
    int p = 1;
    for (int i = 0; i < e; i++) p *= n;
    return p;
  }

  @Override
  public String family() { return "bcube"; }

  @Override
  public String canonical() { return "bcube:n=" + n + ",k=" + k; }
}
