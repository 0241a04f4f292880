package org.interflow.model.topology.hcn;

import org.interflow.model.topology.RecursiveLevels;
import org.interflow.model.topology.RecursiveSpec;
import org.interflow.model.topology.dcell.DCellSpec;

/**
 * BCN(a, b, h, c) (Guo et al., IEEE TC 2013, section 4): {@code G = a^c b + 1} copies {@code B_u}
 * of HCN(a+b, h) (a leaders and b followers per switch, {@link HcnSpec}). Each copy splits into
 * {@code a^(h-c)} sub-cells {@code B_u^v}, each an HCN(a, c) with {@code a^c b} followers; for every
 * v the G sub-cells {@code B_0^v .. B_(G-1)^v} are joined pairwise by one follower link, by the
 * DCell-style rule: {@link DCellSpec.Rule#ALPHA} (follower {@code v t + w-1} of {@code B_u} to
 * follower {@code v t + u} of {@code B_w}, {@code u < w}, {@code t = a^c b}), or {@link
 * DCellSpec.Rule#BETA}. INRFlow's {@code hcnbcn_a_b_h_c_r}.
 *
 * <p>Closed forms: G copies, each with {@code a^(h+1)} leaders, {@code a^h b} followers and {@code
 * a^h} switches; links {@code G (a^(h+1) + a^h b) + G (a^(h+1) - a) / 2 + G a^h b / 2}.
 *
 * @param a leaders per switch, 2 or more
 * @param b followers per switch, 1 or more
 * @param h the HCN level, 0 or more
 * @param c the level of the sub-cells joined across copies, 0 to h
 * @param rule how the copies' followers are paired
 */
public record BcnSpec(int a, int b, int h, int c, DCellSpec.Rule rule) implements RecursiveSpec {
  public BcnSpec {
    HcnLayout.check(a, b, h);
    if (b < 1) throw new IllegalArgumentException("bcn needs b >= 1 followers per switch, got " + b);
    if (c < 0 || c > h) throw new IllegalArgumentException("bcn needs 0 <= c <= h, got c=" + c + ", h=" + h);
    if (rule == null) throw new IllegalArgumentException("bcn needs a rule");
    if ((long) layout(a, b, h, c, rule).servers() > (1 << 27)) throw new IllegalArgumentException(canonical(a, b, h, c, rule) + " is too large");
  }

  /** The numbering of servers, switches and follower links. */
  public HcnLayout layout() { return layout(a, b, h, c, rule); }

  private static HcnLayout layout(int a, int b, int h, int c, DCellSpec.Rule rule) {
    return new HcnLayout(a, b, h, c, HcnLayout.power(a, c) * b + 1, rule);
  }

  @Override
  public RecursiveLevels levels() { return HcnLayout.levels(a, h); }

  @Override
  public Numbering numbering() { return layout(); }

  @Override
  public String family() { return "bcn"; }

  @Override
  public String canonical() { return canonical(a, b, h, c, rule); }

  private static String canonical(int a, int b, int h, int c, DCellSpec.Rule rule) {
    return "bcn:a=" + a + ",b=" + b + ",h=" + h + ",c=" + c + ",rule=" + rule.cliName();
  }
}
