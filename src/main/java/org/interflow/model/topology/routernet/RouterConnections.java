package org.interflow.model.topology.routernet;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * One connections database of a router/compute-node network: an immutable {@link RouterNetLayout}
 * and its slot array (which router each router port is given to). The notebook's list of
 * connection pairs converts to and from this form ({@link #pairs()}, {@link #fromPairs}).
 *
 * <p>Not necessarily valid: {@link #valid()} applies {@link ConnectionRules}. Port counts always
 * hold, by construction.
 */
public final class RouterConnections {
  /** Restarts of {@link #random} before it gives up. */
  private static final int RANDOM_RESTARTS = 64;
  /** Random exchanges tried per disallowed slot. */
  private static final int REPAIR_ATTEMPTS = 1000;

  private final RouterNetLayout layout;
  private final int[] slots;

  private RouterConnections(RouterNetLayout layout, int[] slots) {
    this.layout = layout;
    this.slots = slots;
  }

  /**
   * The database {@code slots} of {@code layout} (copied).
   *
   * @throws IllegalArgumentException when the length is not P, an entry is not a router index, or
   *     router r does not occur exactly m_r times
   */
  public static RouterConnections of(RouterNetLayout layout, int[] slots) {
    if (slots.length != layout.slots()) {
      throw new IllegalArgumentException("database has " + slots.length + " slots, layout needs " + layout.slots());
    }
    int[] count = new int[layout.routers()];
    for (int s = 0; s < slots.length; s++) {
      if (slots[s] < 0 || slots[s] >= layout.routers()) {
        throw new IllegalArgumentException("slot " + s + " names router " + slots[s] + " of " + layout.routers());
      }
      count[slots[s]]++;
    }
    for (int r = 0; r < count.length; r++) {
      if (count[r] != layout.routerPorts(r)) {
        throw new IllegalArgumentException("router " + r + " has " + layout.routerPorts(r) + " ports, database uses "
            + count[r]);
      }
    }
    return new RouterConnections(layout, slots.clone());
  }

  /**
   * The database holding the connection pairs {@code pairs} (flat: pair i is {@code pairs[2i],
   * pairs[2i+1]}), nodes numbered as in the built topology: compute node c is c, router r is N + r.
   * A compute node's ports are filled in the order its pairs appear and cables keep their order and
   * orientation, so {@code fromPairs(layout, c.pairs())} gives back {@code c} whenever c's unused
   * pairs come last (always so for {@link #random}); a router's ports left free are recorded as
   * unused pairs after the cables, so each router must have an even number of free ports.
   *
   * @throws IllegalArgumentException for a compute-compute pair, a self-connected router, a compute
   *     node without exactly n pairs, too many pairs on a router or an odd number of free ports
   */
  public static RouterConnections fromPairs(RouterNetLayout layout, int[] pairs) {
    int nodes = layout.computeNodes();
    int n = layout.computePorts();
    int[] slots = new int[layout.slots()];
    int[] filled = new int[nodes];
    int[] free = layout.routerPorts().clone();
    int cable = layout.computeSlots();
    if (pairs.length % 2 != 0) throw new IllegalArgumentException("pairs need an even number of entries");
    for (int i = 0; i < pairs.length; i += 2) {
      int a = Math.min(pairs[i], pairs[i + 1]);
      int b = Math.max(pairs[i], pairs[i + 1]);
      if (a < 0 || b >= nodes + layout.routers()) throw new IllegalArgumentException("pair " + i / 2 + " names no node");
      if (b < nodes) throw new IllegalArgumentException("pair " + i / 2 + " joins two compute nodes");
      if (a == b) throw new IllegalArgumentException("pair " + i / 2 + " connects router " + (a - nodes) + " to itself");
      if (a < nodes) {
        if (filled[a] == n) throw new IllegalArgumentException("compute node " + a + " has more than n = " + n + " pairs");
        slots[a * n + filled[a]++] = take(free, b - nodes);
      } else {
        if (cable + 2 > slots.length) throw new IllegalArgumentException("more cables than router ports allow");
        slots[cable++] = take(free, pairs[i] - nodes);
        slots[cable++] = take(free, pairs[i + 1] - nodes);
      }
    }
    for (int c = 0; c < nodes; c++) {
      if (filled[c] != n) throw new IllegalArgumentException("compute node " + c + " has " + filled[c] + " of n = " + n + " pairs");
    }
    for (int r = 0; r < free.length; r++) {
      if (free[r] % 2 != 0) throw new IllegalArgumentException("router " + r + " has an odd number of free ports");
      for (int k = 0; k < free[r]; k++) slots[cable++] = r;
    }
    return new RouterConnections(layout, slots);
  }

  private static int take(int[] free, int router) {
    if (free[router]-- == 0) throw new IllegalArgumentException("router " + router + " has more pairs than ports");
    return router;
  }

  /**
   * A random valid database in which every port is used: the router-port multiset is shuffled
   * (a configuration model); each disallowed connection or unused pair is then exchanged with random
   * slots until it is allowed (up to 1000 tries, never spoiling the other slot); and cable
   * components are joined by exchanging a cable end outside router 0's component with one inside
   * (two cables of different components exchanged become two cables joining them unless both were
   * bridges). Restarted up to 64 times. Deterministic for a given {@code random} state.
   *
   * <p>Cost: O(P log P) plus O(C) per repair attempt (C cables, few attempts on sparse layouts) plus
   * O(P) per component joined; a 64,000-port network takes well under a second.
   *
   * @throws IllegalArgumentException when no valid database was found (for example too few cables
   *     to join the routers, or n close to M)
   */
  public static RouterConnections random(RouterNetLayout layout, SplittableRandom random) {
    for (int attempt = 0; attempt < RANDOM_RESTARTS; attempt++) {
      int[] slots = layout.portMultiset();
      for (int i = slots.length - 1; i > 0; i--) swap(slots, i, random.nextInt(i + 1));
      repairConnections(layout, slots, random);
      joinComponents(layout, slots, random);
      if (ConnectionRules.valid(layout, slots) && fullyUsed(layout, slots)) return new RouterConnections(layout, slots);
    }
    throw new IllegalArgumentException("no valid random network found for " + layout);
  }

  private static void repairConnections(RouterNetLayout layout, int[] slots, SplittableRandom random) {
    int[] bad = ConnectionRules.disallowedSlots(layout, slots);
    int first = layout.computeSlots();
    int unused = 0;
    for (int s = first; s < slots.length; s += 2) if (slots[s] == slots[s + 1]) unused++;
    int[] todo = java.util.Arrays.copyOf(bad, bad.length + unused);
    for (int s = first, k = bad.length; s < slots.length; s += 2) if (slots[s] == slots[s + 1]) todo[k++] = s;
    for (int s : todo) {
      for (int attempt = 0; attempt < REPAIR_ATTEMPTS && !allowedAndFitted(layout, slots, s); attempt++) {
        int other = random.nextInt(slots.length);
        if (slots[other] == slots[s]) continue;
        swap(slots, s, other);
        if (!allowedAndFitted(layout, slots, s) || !allowedAndFitted(layout, slots, other)) swap(slots, s, other);
      }
    }
  }

  private static boolean allowedAndFitted(RouterNetLayout layout, int[] slots, int s) {
    if (!ConnectionRules.connectionValid(layout, slots, s)) return false;
    return layout.isComputeSlot(s) || slots[s] != slots[layout.partnerSlot(s)];
  }

  private static void joinComponents(RouterNetLayout layout, int[] slots, SplittableRandom random) {
    int first = layout.computeSlots();
    int cableSlots = slots.length - first;
    if (cableSlots == 0) return;
    int[] component = ConnectionRules.routerComponents(layout, slots);
    int components = countComponents(component);
    for (int budget = 20 * layout.routers() + 1000; components > 1 && budget > 0; budget--) {
      // a cable end outside the component of router 0, and one inside it
      int[] outside = new int[cableSlots];
      int[] inside = new int[cableSlots];
      int no = 0;
      int ni = 0;
      for (int s = first; s < slots.length; s++) {
        if (component[slots[s]] != 0) outside[no++] = s;
        else inside[ni++] = s;
      }
      if (no == 0 || ni == 0) return;
      int i = outside[random.nextInt(no)];
      int j = inside[random.nextInt(ni)];
      swap(slots, i, j);
      int[] after = ConnectionRules.routerComponents(layout, slots);
      int count = countComponents(after);
      if (count < components && allowedAndFitted(layout, slots, i) && allowedAndFitted(layout, slots, j)) {
        component = after;
        components = count;
      } else {
        swap(slots, i, j);
      }
    }
  }

  private static int countComponents(int[] component) {
    int count = 0;
    for (int r = 0; r < component.length; r++) if (component[r] == r) count++;
    return count;
  }

  private static boolean fullyUsed(RouterNetLayout layout, int[] slots) {
    for (int s = layout.computeSlots(); s < slots.length; s += 2) if (slots[s] == slots[s + 1]) return false;
    return true;
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }

  public RouterNetLayout layout() { return layout; }

  /** The router given slot {@code s}. */
  public int slot(int s) { return slots[s]; }

  /** A copy of the slot array. */
  public int[] slots() { return slots.clone(); }

  /** Whether the database obeys {@link ConnectionRules#valid}. */
  public boolean valid() { return ConnectionRules.valid(layout, slots); }

  /** Routers that hold at least one connection. */
  public int usedRouters() { return ConnectionRules.usedRouters(layout, slots); }

  /** Router-router cables (unused-port pairs excluded). */
  public int cables() {
    int count = 0;
    for (int s = layout.computeSlots(); s < slots.length; s += 2) if (slots[s] != slots[s + 1]) count++;
    return count;
  }

  /**
   * The notebook's connections database as flat pairs in node numbering (compute node c is c,
   * router r is N + r): the compute-node pairs {@code [c, N + router]} in slot order, then the
   * cables {@code [N + a, N + b]}. Unused ports are left out.
   */
  public int[] pairs() {
    int nodes = layout.computeNodes();
    int[] pairs = new int[2 * (layout.computeSlots() + cables())];
    int i = 0;
    for (int s = 0; s < layout.computeSlots(); s++) {
      pairs[i++] = layout.computeNodeOf(s);
      pairs[i++] = nodes + slots[s];
    }
    for (int s = layout.computeSlots(); s < slots.length; s += 2) {
      if (slots[s] == slots[s + 1]) continue;
      pairs[i++] = nodes + slots[s];
      pairs[i++] = nodes + slots[s + 1];
    }
    return pairs;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RouterConnections c && c.layout.equals(layout) && Arrays.equals(c.slots, slots);
  }

  @Override
  public int hashCode() { return 31 * layout.hashCode() + Arrays.hashCode(slots); }

  @Override
  public String toString() { return "RouterConnections[" + layout + ", slots=" + Arrays.toString(slots) + "]"; }
}
