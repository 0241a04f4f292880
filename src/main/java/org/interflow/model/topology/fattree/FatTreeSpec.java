package org.interflow.model.topology.fattree;

import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.topology.xgft.XgftSpec;

/**
 * A k-ary n-tree (Petrini and Vanneschi, "k-ary n-trees: high performance networks for massively
 * parallel architectures", IPPS 1997). CLI: {@code fattree:k=4,n=3}.
 *
 * <p>{@code k^n} servers and n levels of {@code k^(n-1)} switches, each switch with k ports down
 * and k up (top-level switches use only the k down ports but declare radix 2k; for n = 1 the one
 * switch declares k): {@code n*k^(n-1)}
 * switches and {@code n*k^n} links ({@code k^n} server links and {@code (n-1)*k^n} between
 * switches). Switch-to-switch diameter {@code 2(n-1)}, server-to-server {@code 2n} hops. It is
 * XGFT(n; k..k; 1, k..k).
 *
 * <p>Numbering (see {@link org.interflow.model.topology.xgft.XgftLayout}): leaf switch i holds
 * servers {@code i*k .. i*k+k-1} on ports 0..k-1. Switch index i at level l (1 = leaves) is an
 * (n-1)-digit base-k word; switches i at level l and j at level l+1 are linked iff i and j differ
 * at most in digit l-1 (weight {@code k^(l-1)}), through port {@code k + digit_{l-1}(j)} of the
 * lower and port {@code digit_{l-1}(i)} of the upper. This is Petrini and Vanneschi's switch
 * {@code <w, n-l>} with w the digits of i.
 *
 * @param k half the switch radix: servers per leaf switch and the arity, at least 1
 * @param n levels of switches, at least 1
 */
public record FatTreeSpec(int k, int n) implements TreeSpec {
  public FatTreeSpec {
    if (k < 1) throw new IllegalArgumentException("fattree needs k >= 1, got " + k);
    if (n < 1) throw new IllegalArgumentException("fattree needs n >= 1, got " + n);
  }

  @Override
  public XgftSpec xgft() { return ThinTreeSpec.treeOf(k, k, n); }

  @Override
  public String family() { return "fattree"; }

  @Override
  public String canonical() { return "fattree:k=" + k + ",n=" + n; }
}
