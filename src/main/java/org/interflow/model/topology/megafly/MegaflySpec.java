package org.interflow.model.topology.megafly;

import org.interflow.model.topology.dragonfly.DragonflyArrangement;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusShape;
import org.interflow.model.topology.dragonflyplus.DragonflyPlusSpec;

/**
 * Megafly (Flajslik, Borch, Parker, "Megafly: A Topology for Exascale Systems", ISC 2018): every
 * router has radix k; a group is a two-level fat tree of k/2 leaf routers (k/2 servers, k/2 links
 * up) and k/2 spine routers (k/2 links down, k/2 global links), and up to {@code (k/2)^2 + 1} groups
 * are joined by the spines' global links. It is the Dragonfly+ with {@code L = S = p = h = k/2},
 * built as one.
 *
 * <p>Closed forms ({@code r = k/2}, g groups): {@code g r^2} servers, {@code 2 g r} routers, {@code
 * 2 g r^2 + C g (g-1)/2} links with {@code C = floor(r^2 / (g-1))}.
 *
 * @param k router radix, even, 2 or more
 * @param g groups, 1 to {@code (k/2)^2 + 1}
 * @param rule how global links are arranged
 */
public record MegaflySpec(int k, int g, DragonflyArrangement rule) implements DragonflyPlusShape {
  public MegaflySpec {
    if (k < 2 || k % 2 != 0) throw new IllegalArgumentException("megafly needs an even radix k >= 2, got " + k);
    new DragonflyPlusSpec(k / 2, k / 2, k / 2, k / 2, g, rule);
  }

  /** The balanced Megafly, {@code g = (k/2)^2 + 1}. */
  public static MegaflySpec balanced(int k, DragonflyArrangement rule) { return new MegaflySpec(k, (k / 2) * (k / 2) + 1, rule); }

  @Override
  public DragonflyPlusSpec dragonflyPlus() { return new DragonflyPlusSpec(k / 2, k / 2, k / 2, k / 2, g, rule); }

  @Override
  public String family() { return "megafly"; }

  @Override
  public String canonical() { return "megafly:k=" + k + ",g=" + g + ",rule=" + rule.cliName(); }
}
