package org.interflow.model.topology.dragonfly;

/**
 * How the global links of a dragonfly join its groups: a rule that maps a group's global port to
 * the group at the other end, and back.
 *
 * <p>Notation (Camarero, Vallejo, Beivide, ACM TACO 11(4), 2014; Hastings et al., IEEE Cluster
 * 2015): groups {@code i = 0..g-1}, routers {@code j = 0..a-1} in a group, global ports {@code k =
 * 0..h-1} of a router. The {@code a*h} global ports of a group are numbered {@code gamma = j*h + k}.
 * With {@code g} groups a group needs one port towards each of the {@code g-1} others, so ports are
 * used in rounds of {@code g-1}: port {@code gamma} belongs to round {@code c = gamma / (g-1)} and
 * has slot {@code delta = gamma mod (g-1)}. Each rule below maps a slot {@code delta} of group
 * {@code i} to a target group {@code t != i}, is a bijection from the {@code g-1} slots onto the
 * other groups, and is symmetric: the slot of {@code t} that points back to {@code i} is {@link
 * #slot(int, int, int) slot(t, i, g)}. Round {@code c} of group {@code i} is wired to round {@code c}
 * of group {@code t}. With the balanced maximum {@code g = a*h + 1} there is exactly one round and
 * every pair of groups shares exactly one global link.
 */
public enum DragonflyArrangement {
  /**
   * Absolute (also "consecutive"): slot {@code delta} of group {@code i} goes to group {@code delta}
   * when {@code delta < i} and to {@code delta + 1} otherwise, so every group lists the others in
   * increasing order. Inverse: {@code delta = t < i ? t : t - 1}.
   */
  ABSOLUTE,
  /**
   * Relative: slot {@code delta} of group {@code i} goes to group {@code (i + delta + 1) mod g}; the
   * link comes back on slot {@code g - 2 - delta}. Camarero et al.'s palmtree is this wiring up to
   * reflection ({@code i - delta - 1}).
   */
  RELATIVE,
  /**
   * Circulant-based (Hastings et al.): slots alternate between positive and negative offsets, so a
   * router's ports pair up as {@code +d, -d}: slot {@code delta} even goes to {@code i + (delta/2 +
   * 1)}, odd goes to {@code i - ((delta-1)/2 + 1)} (mod {@code g}). When {@code g} is even the last
   * slot {@code g-2} has no partner and goes to the antipodal group {@code i + g/2}. The groups form
   * the circulant graph {@code C_g(1, 2, .., floor(g/2))}.
   */
  CIRCULANT;

  /**
   * The group slot {@code delta} of group {@code i} leads to.
   *
   * @param delta slot in {@code 0..g-2}
   * @param g number of groups, 2 or more
   */
  public int target(int i, int delta, int g) {
    switch (this) {
      case ABSOLUTE:
        return delta < i ? delta : delta + 1;
      case RELATIVE:
        return (i + delta + 1) % g;
      default:
        int offset;
        if ((g & 1) == 0 && delta == g - 2) offset = g / 2;
        else if ((delta & 1) == 0) offset = delta / 2 + 1;
        else offset = g - ((delta - 1) / 2 + 1);
        return (i + offset) % g;
    }
  }

  /**
   * The slot of group {@code i} that leads to group {@code t} (the inverse of {@link #target}).
   *
   * @param t another group, {@code t != i}
   */
  public int slot(int i, int t, int g) {
    switch (this) {
      case ABSOLUTE:
        return t < i ? t : t - 1;
      case RELATIVE:
        return (t - i - 1 + g) % g;
      default:
        int offset = (t - i + g) % g;
        if ((g & 1) == 0 && offset == g / 2) return g - 2;
        if (2 * offset < g) return 2 * (offset - 1);
        return 2 * (g - offset - 1) + 1;
    }
  }

  /** The CLI name of the rule ({@code absolute}, {@code relative}, {@code circulant}). */
  public String cliName() { return name().toLowerCase(java.util.Locale.ROOT); }

  /**
   * The rule with the given CLI name.
   *
   * @throws IllegalArgumentException listing the valid names
   */
  public static DragonflyArrangement ofCliName(String name) {
    for (DragonflyArrangement r : values()) if (r.cliName().equals(name)) return r;
    throw new IllegalArgumentException("unknown dragonfly rule '" + name + "'; valid: absolute, relative, circulant");
  }
}
