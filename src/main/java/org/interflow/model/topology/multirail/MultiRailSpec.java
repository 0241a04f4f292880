package org.interflow.model.topology.multirail;

import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.topology.xgft.XgftSpec;

/**
 * A multi-rail fat tree: r independent k-ary n-trees (rails) over the same servers, every server
 * with one port on each rail's leaf switch, as in dual-rail InfiniBand clusters. It is XGFT(n;
 * k..k; r, k..k): {@code w_1 = r} parents per server, and a switch's replica digit {@code b_1} (its
 * rail) never changes going up, so the rails meet only at the servers. Tree routings pick the rail
 * from the first digit of their key ({@code dmodk}: destination mod r), then route inside it.
 *
 * <p>Closed forms: {@code k^n} servers with r ports, {@code r n k^(n-1)} switches, {@code r n k^n}
 * links; server-to-server diameter 2n.
 *
 * @param k switch half-radix, 1 or more
 * @param n levels, 1 or more
 * @param rails r, 1 or more
 */
public record MultiRailSpec(int k, int n, int rails) implements TreeSpec {
  public MultiRailSpec {
    if (k < 1 || n < 1) throw new IllegalArgumentException("multirail needs k >= 1 and n >= 1, got k=" + k + ", n=" + n);
    if (rails < 1) throw new IllegalArgumentException("multirail needs rails >= 1, got " + rails);
  }

  @Override
  public XgftSpec xgft() { return XgftSpec.kAry(k, n, rails, k); }

  @Override
  public String family() { return "multirail"; }

  @Override
  public String canonical() { return "multirail:k=" + k + ",n=" + n + ",rails=" + rails; }
}
