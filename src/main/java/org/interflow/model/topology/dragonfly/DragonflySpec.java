package org.interflow.model.topology.dragonfly;

import org.interflow.model.topology.TopologySpec;

/**
 * A dragonfly (Kim, Dally, Scott, Abts, "Technology-Driven, Highly-Scalable Dragonfly Topology",
 * ISCA 2008): {@code g} groups of {@code a} routers; the routers of a group are fully connected by
 * local links, each router serves {@code p} terminals (servers) and has {@code h} global links to
 * other groups, arranged by {@code rule} (see {@link DragonflyArrangement}).
 *
 * <p>Router radix {@code k = p + (a - 1) + h}. With the balanced maximum {@code g = a*h + 1} every
 * pair of groups shares exactly one global link. With fewer groups each pair of groups is joined by
 * {@code floor(a*h / (g-1))} parallel global links (the "rounds" of {@link DragonflyArrangement})
 * and the {@code a*h mod (g-1)} global ports of each group left over are not connected (they still
 * count in the router radix). Closed forms: {@code a*p*g} servers, {@code a*g} routers, {@code
 * a*p*g + g*a*(a-1)/2 + floor(a*h/(g-1))*g*(g-1)/2} links, which is {@code a*p*g + g*a*(a-1)/2 +
 * g*a*h/2} for {@code g = a*h+1}; router diameter 3 for {@code g = a*h+1} and {@code a >= 2} (1 when
 * {@code a = 1}), at most 3 with fewer groups.
 *
 * @param a routers per group, 1 or more
 * @param p servers (terminals) per router, 1 or more
 * @param h global links per router, 1 or more
 * @param g groups, 1 to {@code a*h + 1}
 * @param rule how global links are arranged
 */
public record DragonflySpec(int a, int p, int h, int g, DragonflyArrangement rule) implements TopologySpec {
  public DragonflySpec {
    if (a < 1 || p < 1 || h < 1) {
      throw new IllegalArgumentException("dragonfly needs a, p, h >= 1, got a=" + a + ", p=" + p + ", h=" + h);
    }
    if (rule == null) throw new IllegalArgumentException("dragonfly needs a global-link rule");
    if (g < 1 || (long) g > (long) a * h + 1) {
      throw new IllegalArgumentException("dragonfly needs 1 <= g <= a*h+1 = " + ((long) a * h + 1) + ", got g=" + g);
    }
    long servers = (long) a * p * g;
    long links = servers + (long) g * a * (a - 1) / 2 + (long) a * h * g / 2;
    if (servers + (long) a * g > Integer.MAX_VALUE / 4 || links > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("dragonfly too large: " + servers + " servers, " + links + " links");
    }
  }

  /** The balanced dragonfly with the maximum number of groups, {@code g = a*h + 1}. */
  public DragonflySpec(int a, int p, int h, DragonflyArrangement rule) { this(a, p, h, a * h + 1, rule); }

  /** Parallel global links between each pair of groups: {@code floor(a*h / (g-1))}, 0 when {@code g = 1}. */
  public int globalLinksPerGroupPair() { return g == 1 ? 0 : a * h / (g - 1); }

  /** Router radix {@code p + a - 1 + h}. */
  public int radix() { return p + a - 1 + h; }

  @Override
  public String family() { return "dragonfly"; }

  @Override
  public String canonical() {
    return "dragonfly:a=" + a + ",p=" + p + ",h=" + h + ",g=" + g + ",rule=" + rule.cliName();
  }
}
