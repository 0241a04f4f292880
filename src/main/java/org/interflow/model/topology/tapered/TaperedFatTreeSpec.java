package org.interflow.model.topology.tapered;

import org.interflow.model.topology.xgft.TreeSpec;
import org.interflow.model.topology.xgft.XgftSpec;

/**
 * A tapered fat tree: a k-ary n-tree (Petrini and Vanneschi) whose top level is thinned by a taper
 * ratio t, as in many production clusters: the switches of level n-1 keep only {@code k/t} of their
 * k up links, and the top level has t times fewer switches, so traffic crossing the top is
 * oversubscribed t:1 while the lower levels stay full bisection (unlike the thin tree, which is
 * oversubscribed at every level). It is XGFT(n; k..k; 1, k..k, k/t), built and routed as one.
 *
 * <p>Closed forms: {@code k^n} servers; {@code k^(n-1)} switches on each of levels 1..n-1 and
 * {@code k^(n-1)/t} on top; {@code (n - 1) k^n + k^n / t} links; every switch declares radix 2k.
 * With t = 1 it is the k-ary n-tree.
 *
 * @param k switch half-radix (servers per leaf switch), 1 or more
 * @param n levels, 2 or more
 * @param taper t, dividing k
 */
public record TaperedFatTreeSpec(int k, int n, int taper) implements TreeSpec {
  public TaperedFatTreeSpec {
    if (k < 1 || n < 2) throw new IllegalArgumentException("tapered needs k >= 1 and n >= 2, got k=" + k + ", n=" + n);
    if (taper < 1 || k % taper != 0) throw new IllegalArgumentException("tapered needs a taper ratio dividing k = " + k + ", got " + taper);
  }

  @Override
  public XgftSpec xgft() { return XgftSpec.kAry(k, n, 1, k / taper); }

  @Override
  public String family() { return "tapered"; }

  @Override
  public String canonical() { return "tapered:k=" + k + ",n=" + n + ",taper=" + taper; }
}
