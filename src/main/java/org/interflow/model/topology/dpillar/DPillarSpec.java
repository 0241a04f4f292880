package org.interflow.model.topology.dpillar;

import org.interflow.model.topology.TopologySpec;

/**
 * DPillar_{n,k} (Liao, Yin, Yin, Guo, "DPillar: Scalable Dual-Port Server Interconnection for Data
 * Center Networks", INFOCOM 2010): k server columns {@code H_0..H_(k-1)} on a ring, each of {@code
 * (n/2)^k} dual-port servers labelled by k digits base n/2, and k switch columns: a switch of
 * column {@code S_c} joins the n/2 servers of {@code H_c} and the n/2 servers of {@code H_(c+1)}
 * whose labels agree except in digit c. A server's port 0 (clockwise) leads to {@code S_c}, port 1
 * (counter-clockwise) to {@code S_(c-1)}. Servers relay. INRFlow's {@code dpillar_n_k}.
 *
 * <p>Closed forms ({@code h = n/2}): {@code k h^k} servers, {@code k h^(k-1)} switches, {@code 2 k
 * h^k} links; every server has 2 ports, every switch n.
 *
 * @param n switch ports, even, 2 or more
 * @param k columns, 2 or more
 */
public record DPillarSpec(int n, int k) implements TopologySpec {
  public DPillarSpec {
    if (n < 2 || n % 2 != 0) throw new IllegalArgumentException("dpillar needs an even n >= 2, got " + n);
    if (k < 2) throw new IllegalArgumentException("dpillar needs k >= 2 columns, got " + k);
    if (k * Math.pow(n / 2.0, k) > (1 << 27)) throw new IllegalArgumentException("dpillar:n=" + n + ",k=" + k + " is too large");
  }

  /** h = n/2, the base of the labels and the servers a switch has on each side. */
  public int half() { return n / 2; }

  /** Servers per column, {@code h^k}. */
  public int columnServers() { return power(k); }

  /** Switches per column, {@code h^(k-1)}. */
  public int columnSwitches() { return power(k - 1); }

  /** {@code h^e}. */
  public int power(int e) {
    int p = 1;
    for (int i = 0; i < e; i++) p *= n / 2;
    return p;
  }

  @Override
  public String family() { return "dpillar"; }

  @Override
  public String canonical() { return "dpillar:n=" + n + ",k=" + k; }
}
