package org.interflow.model.topology.fattree;

import java.util.Arrays;
import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.topology.xgft.XgftSpec;

/**
 * A k:k'-ary n-tree, or thin tree (Navaridas, Miguel-Alonso, Ridruejo and Denzel, "Reducing
 * complexity in tree-like computer interconnection networks", Parallel Computing 2010; INRFlow's
 * {@code thintree}). CLI: {@code thintree:k=4,kup=2,n=3}.
 *
 * <p>Switches have k down ports and k' up ports, so each level above the leaves has k/k' times
 * fewer switches: the tree is oversubscribed k:k' at every level. Closed forms ({@code l = 1..n},
 * 1 = leaves):
 *
 * <ul>
 *   <li>servers {@code k^n};
 *   <li>switches at level l {@code k^(n-l) * k'^(l-1)}, in all {@code (k^n - k'^n)/(k - k')} (or
 *       {@code n*k^(n-1)} when k' = k);
 *   <li>links {@code k^n + sum_{l=1}^{n-1} k^(n-l) * k'^l}: the server links plus k' up links per
 *       switch below the top level;
 *   <li>switch-to-switch diameter {@code 2(n-1)}, server-to-server {@code 2n} hops.
 * </ul>
 *
 * <p>It is XGFT(n; k..k; 1, k'..k'); with k' = k it is exactly the k-ary n-tree ({@link
 * FatTreeSpec}), ids and ports included. Every switch declares radix k + k'.
 *
 * @param k down ports per switch (servers per leaf switch), at least 1
 * @param kUp k', up ports per switch below the top level, at least 1
 * @param n levels of switches, at least 1
 */
public record ThinTreeSpec(int k, int kUp, int n) implements TreeSpec {
  public ThinTreeSpec {
    if (k < 1) throw new IllegalArgumentException("thintree needs k >= 1, got " + k);
    if (kUp < 1) throw new IllegalArgumentException("thintree needs kup >= 1, got " + kUp);
    if (n < 1) throw new IllegalArgumentException("thintree needs n >= 1, got " + n);
  }

  @Override
  public XgftSpec xgft() { return treeOf(k, kUp, n); }

  /** XGFT(n; k..k; 1, kUp..kUp), p = 1: the k:kUp-ary n-tree. */
  static XgftSpec treeOf(int k, int kUp, int n) {
    int[] m = new int[n];
    int[] w = new int[n];
    Arrays.fill(m, k);
    Arrays.fill(w, kUp);
    w[0] = 1;
    return new XgftSpec(m, w, 1);
  }

  @Override
  public String family() { return "thintree"; }

  @Override
  public String canonical() { return "thintree:k=" + k + ",kup=" + kUp + ",n=" + n; }
}
