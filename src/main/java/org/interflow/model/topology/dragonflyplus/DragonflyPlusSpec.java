package org.interflow.model.topology.dragonflyplus;

import org.interflow.model.topology.dragonfly.DragonflyArrangement;

/**
 * Dragonfly+ (Shpiner, Haramaty, Eliad, Zdornov, Gafni, Zahavi, "Dragonfly+: Low Cost Topology for
 * Scaling Datacenters", HiPINEB 2017): g groups, each a complete bipartite graph of L leaf and S
 * spine routers; every leaf serves p servers, every spine has h global links. The {@code S h} global
 * ports of a group are numbered {@code spine * h + k} and joined to the other groups by a dragonfly
 * arrangement ({@link DragonflyArrangement}, with the spines as the dragonfly's routers), so with
 * the balanced {@code g = S h + 1} every two groups share one global link, and with fewer groups
 * {@code floor(S h / (g - 1))} parallel ones.
 *
 * <p>Closed forms: {@code g L p} servers, {@code g (L + S)} routers, {@code g L p + g L S + C g (g -
 * 1) / 2} links with {@code C = floor(S h / (g - 1))}; leaf radix {@code p + S}, spine radix {@code
 * L + h}; router diameter 3 (leaf, spine, spine, leaf) when every group pair has a link.
 *
 * @param leaves L, leaf routers per group, 1 or more
 * @param spines S, spine routers per group, 1 or more
 * @param p servers per leaf, 1 or more
 * @param h global links per spine, 1 or more
 * @param g groups, 1 to {@code S h + 1}
 * @param rule how global links are arranged
 */
public record DragonflyPlusSpec(int leaves, int spines, int p, int h, int g, DragonflyArrangement rule) implements DragonflyPlusShape {
  public DragonflyPlusSpec {
    if (leaves < 1 || spines < 1 || p < 1 || h < 1) {
      throw new IllegalArgumentException("dragonflyplus needs leaves, spines, p, h >= 1, got leaves=" + leaves + ", spines="
          + spines + ", p=" + p + ", h=" + h);
    }
    if (rule == null) throw new IllegalArgumentException("dragonflyplus needs a global-link rule");
    if (g < 1 || (long) g > (long) spines * h + 1) {
      throw new IllegalArgumentException("dragonflyplus needs 1 <= g <= spines*h+1 = " + ((long) spines * h + 1) + ", got g=" + g);
    }
    long links = (long) g * leaves * (p + spines) + (long) spines * h * g / 2;
    if ((long) g * (leaves * (long) p + leaves + spines) > Integer.MAX_VALUE / 4 || links > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("dragonflyplus too large: " + links + " links");
    }
  }

  /** Parallel global links between two groups, {@code floor(S h / (g - 1))}; 0 with one group. */
  public int globalLinksPerGroupPair() { return g == 1 ? 0 : spines * h / (g - 1); }

  public int routersPerGroup() { return leaves + spines; }

  @Override
  public DragonflyPlusSpec dragonflyPlus() { return this; }

  @Override
  public String family() { return "dragonflyplus"; }

  @Override
  public String canonical() {
    return "dragonflyplus:leaves=" + leaves + ",spines=" + spines + ",p=" + p + ",h=" + h + ",g=" + g + ",rule=" + rule.cliName();
  }
}
