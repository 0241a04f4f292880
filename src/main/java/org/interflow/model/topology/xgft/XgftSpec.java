package org.interflow.model.topology.xgft;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * An extended generalized fat tree XGFT(h; m1..mh; w1..wh) (Öhring, Ibel, Das and Kumar, "On
 * generalized fat trees", IPPS 1995), optionally with p parallel links between every connected
 * pair of switches (the "parallel ports" of Zahavi's PGFT). CLI: {@code xgft:m=4x4x4,w=1x4x4,p=1}.
 *
 * <p>Level 0 holds the servers (the leaves), levels 1..h the switches. Every node at level i
 * (1 &lt;= i &lt;= h) has {@code m_i} children at level i-1, and every node at level i-1 has
 * {@code w_i} parents at level i. So level i has {@code N_i = m_{i+1}..m_h * w_1..w_i} nodes:
 * {@code m_1..m_h} servers and, for example, {@code w_1..w_h} top switches. Between two connected
 * switches there are {@code p} parallel links; each server has one link to each of its {@code w_1}
 * leaf switches (p does not apply to server links). {@code w_1 > 1} makes multi-homed servers and
 * splits the switches into {@code w_1} disjoint rails that meet only at the servers.
 *
 * <p>A k-ary n-tree is XGFT(n; k..k; 1, k..k) and a k:k'-ary n-tree (thin tree) is XGFT(n; k..k;
 * 1, k'..k'). {@link XgftLayout} gives the closed-form counts and the numbering.
 *
 * @param m children per node, {@code m[0] = m_1} (servers per leaf switch) up to {@code m[h-1] =
 *     m_h} (children of a top switch); each at least 1
 * @param w parents per node, {@code w[0] = w_1} (leaf switches per server) up to {@code w[h-1] =
 *     w_h}; each at least 1
 * @param p parallel links between each connected pair of switches, at least 1
 */
public record XgftSpec(int[] m, int[] w, int p) implements TreeSpec {
  public XgftSpec {
    if (m == null || w == null || m.length == 0) throw new IllegalArgumentException("xgft needs h >= 1 levels in m and w");
    if (m.length != w.length) {
      throw new IllegalArgumentException("xgft needs as many w as m values (h), got m=" + join(m) + " w=" + join(w));
    }
    for (int i = 0; i < m.length; i++) {
      if (m[i] < 1) throw new IllegalArgumentException("xgft needs every m >= 1, got m=" + join(m));
      if (w[i] < 1) throw new IllegalArgumentException("xgft needs every w >= 1, got w=" + join(w));
    }
    if (p < 1) throw new IllegalArgumentException("xgft needs p >= 1, got " + p);
    m = m.clone();
    w = w.clone();
  }
  /**
   * The XGFT of k children per node on n levels whose nodes have k parents, except the servers
   * ({@code leafParents}: 1 for a tree, r for r rails) and the nodes below the top ({@code
   * topParents}: k/t for a top tapered t:1); for n = 1 the servers' count wins. p = 1.
   */
  public static XgftSpec kAry(int k, int n, int leafParents, int topParents) {
    int[] m = new int[n];
    int[] w = new int[n];
    Arrays.fill(m, k);
    Arrays.fill(w, k);
    w[n - 1] = topParents;
    w[0] = leafParents;
    return new XgftSpec(m, w, 1);
  }


  /** h, the number of switch levels. */
  public int height() { return m.length; }

  /** {@code m_level}, children of a node at {@code level} (1..h). */
  public int children(int level) { return m[level - 1]; }

  /** {@code w_level}, parents of a node at {@code level - 1} (level 1..h). */
  public int parents(int level) { return w[level - 1]; }

  @Override
  public int[] m() { return m.clone(); }

  @Override
  public int[] w() { return w.clone(); }

  @Override
  public XgftSpec xgft() { return this; }

  @Override
  public String family() { return "xgft"; }

  @Override
  public String canonical() { return "xgft:m=" + join(m) + ",w=" + join(w) + ",p=" + p; }

  @Override
  public boolean equals(Object o) {
    return o instanceof XgftSpec x && p == x.p && Arrays.equals(m, x.m) && Arrays.equals(w, x.w);
  }

  @Override
  public int hashCode() { return 31 * (31 * Arrays.hashCode(m) + Arrays.hashCode(w)) + p; }

  @Override
  public String toString() { return canonical(); }

  private static String join(int[] values) {
    StringJoiner j = new StringJoiner("x");
    for (int v : values) j.add(Integer.toString(v));
    return j.toString();
  }
}
