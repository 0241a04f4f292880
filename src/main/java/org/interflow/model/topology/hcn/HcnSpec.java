package org.interflow.model.topology.hcn;

import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;

/**
 * HCN(n, h) with leader and follower servers (Guo, Chen, Li, Li, Liu, Chen, "Expandable and
 * cost-effective network structures for data centers using dual-port servers", IEEE TC 62(7),
 * 2013; "master" and "slave" there): every switch has n = a + b ports, a leaders and b followers,
 * all servers dual-port. The leaders form the recursion: HCN(a, 0) is a leaders on a switch;
 * HCN(a, m) is a copies of HCN(a, m-1), copy x's leader whose lower m digits all equal y linked to
 * copy y's leader whose lower m digits all equal x. The a leaders with all digits equal keep a
 * free port, and so do the followers (BCN uses them). INRFlow's {@code hcnbcn_a_b_h}.
 *
 * <p>Closed forms: {@code a^(h+1)} leaders and {@code a^h b} followers, {@code a^h} switches,
 * {@code a^(h+1) + a^h b + (a^(h+1) - a) / 2} links; between leaders the routing's longest path
 * has {@code 2^(h+1) - 1} server-to-server steps.
 *
 * @param a leaders per switch, 2 or more
 * @param b followers per switch, 0 or more
 * @param h the top level, 0 or more
 */
public record HcnSpec(int a, int b, int h) implements RecursiveSpec {
  public HcnSpec {
    HcnLayout.check(a, b, h);
  }

  @Override
  public RecursiveLevels levels() { return HcnLayout.levels(a, h); }

  /** The numbering of servers and switches. */
  public HcnLayout layout() { return new HcnLayout(a, b, h, h, 1, null); }

  @Override
  public Numbering numbering() { return layout(); }

  @Override
  public String family() { return "hcn"; }

  @Override
  public String canonical() { return "hcn:a=" + a + ",b=" + b + ",h=" + h; }
}
