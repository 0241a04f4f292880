package org.interflow.model.topology.routernet;

/**
 * The validity rules of a connections database ({@link RouterNetLayout} explains the slots), on the
 * raw slot array so that search operators can test a candidate exchange in place and undo it.
 * Port counts need no check: the slots are a permutation of the router-port multiset.
 */
public final class ConnectionRules {
  private ConnectionRules() {}

  /**
   * Whether the connection holding {@code slot} is allowed: a compute-node port on a router none of
   * the node's other ports uses, or a router pair that is either unused ports (same router twice)
   * or a cable no other cable duplicates. O(n) for compute slots, O(P - N n) for router slots.
   */
  public static boolean connectionValid(RouterNetLayout layout, int[] slots, int slot) {
    int n = layout.computePorts();
    if (layout.isComputeSlot(slot)) {
      int first = layout.computeNodeOf(slot) * n;
      for (int s = first; s < first + n; s++) if (s != slot && slots[s] == slots[slot]) return false;
      return true;
    }
    int partner = layout.partnerSlot(slot);
    int a = slots[slot];
    int b = slots[partner];
    if (a == b) return true;
    int pairStart = Math.min(slot, partner);
    for (int s = layout.computeSlots(); s < slots.length; s += 2) {
      if (s == pairStart) continue;
      if ((slots[s] == a && slots[s + 1] == b) || (slots[s] == b && slots[s + 1] == a)) return false;
    }
    return true;
  }

  /** Whether every connection is allowed (see {@link #connectionValid}). O(N n^2 + C log C), C cables. */
  public static boolean connectionsValid(RouterNetLayout layout, int[] slots) {
    return disallowedSlots(layout, slots).length == 0;
  }

  /**
   * The slots of disallowed connections, ascending: every port of a compute node after the first on
   * the same router, and every cable after the first between the same two routers (its first slot).
   * O(N n^2 + C log C) for C cables.
   */
  public static int[] disallowedSlots(RouterNetLayout layout, int[] slots) {
    int n = layout.computePorts();
    int first = layout.computeSlots();
    int[] bad = new int[16];
    int count = 0;
    for (int s = 0; s < first; s++) {
      int start = layout.computeNodeOf(s) * n;
      for (int t = start; t < s; t++) {
        if (slots[t] == slots[s]) {
          if (count == bad.length) bad = java.util.Arrays.copyOf(bad, 2 * count);
          bad[count++] = s;
          break;
        }
      }
    }
    int cables = (slots.length - first) / 2;
    long routers = layout.routers();
    long[] keys = new long[cables];
    for (int q = 0; q < cables; q++) keys[q] = cableKey(slots[first + 2 * q], slots[first + 2 * q + 1], routers);
    long[] sorted = keys.clone();
    java.util.Arrays.sort(sorted);
    boolean[] seen = new boolean[cables];
    for (int q = 0; q < cables; q++) {
      int a = slots[first + 2 * q];
      int b = slots[first + 2 * q + 1];
      if (a == b) continue;
      int k = java.util.Arrays.binarySearch(sorted, keys[q]);
      while (k > 0 && sorted[k - 1] == keys[q]) k--;
      if (seen[k]) {
        if (count == bad.length) bad = java.util.Arrays.copyOf(bad, 2 * count);
        bad[count++] = first + 2 * q;
      }
      seen[k] = true;
    }
    return java.util.Arrays.copyOf(bad, count);
  }

  private static long cableKey(int a, int b, long routers) {
    return Math.min(a, b) * routers + Math.max(a, b);
  }

  /**
   * Router components joined by cables: {@code component[r]} is the smallest router index of r's
   * component. Union-find, O(P).
   */
  public static int[] routerComponents(RouterNetLayout layout, int[] slots) {
    int[] parent = new int[layout.routers()];
    for (int r = 0; r < parent.length; r++) parent[r] = r;
    for (int s = layout.computeSlots(); s < slots.length; s += 2) {
      int a = root(parent, slots[s]);
      int b = root(parent, slots[s + 1]);
      if (a != b) parent[Math.max(a, b)] = Math.min(a, b);
    }
    for (int r = 0; r < parent.length; r++) parent[r] = root(parent, r);
    return parent;
  }

  /**
   * Whether every pair of compute nodes is joined through routers only: some router of one and some
   * router of the other lie in one cable component. O(P) when one component touches every compute
   * node (always so when the routers in use are connected), else O(N^2 n^2).
   */
  public static boolean computeNodesReachable(RouterNetLayout layout, int[] slots) {
    int[] component = routerComponents(layout, slots);
    int n = layout.computePorts();
    int nodes = layout.computeNodes();
    int[] touching = new int[layout.routers()];
    int[] lastNode = new int[layout.routers()];
    java.util.Arrays.fill(lastNode, -1);
    for (int c = 0; c < nodes; c++) {
      for (int s = c * n; s < c * n + n; s++) {
        int k = component[slots[s]];
        if (lastNode[k] != c) {
          lastNode[k] = c;
          if (++touching[k] == nodes) return true;
        }
      }
    }
    for (int c = 0; c < nodes; c++) {
      for (int d = c + 1; d < nodes; d++) if (!shareComponent(slots, component, n, c, d)) return false;
    }
    return true;
  }

  /** Whether the database is valid: allowed connections and every compute-node pair reachable. */
  public static boolean valid(RouterNetLayout layout, int[] slots) {
    return connectionsValid(layout, slots) && computeNodesReachable(layout, slots);
  }

  /** Routers with at least one compute node or cable: the routers that must be bought. O(P). */
  public static int usedRouters(RouterNetLayout layout, int[] slots) {
    boolean[] used = new boolean[layout.routers()];
    for (int s = 0; s < layout.computeSlots(); s++) used[slots[s]] = true;
    for (int s = layout.computeSlots(); s < slots.length; s += 2) {
      if (slots[s] != slots[s + 1]) {
        used[slots[s]] = true;
        used[slots[s + 1]] = true;
      }
    }
    int count = 0;
    for (boolean u : used) if (u) count++;
    return count;
  }

  private static boolean shareComponent(int[] slots, int[] component, int n, int c, int d) {
    for (int s = c * n; s < c * n + n; s++) {
      for (int t = d * n; t < d * n + n; t++) if (component[slots[s]] == component[slots[t]]) return true;
    }
    return false;
  }

  private static int root(int[] parent, int v) {
    while (parent[v] != v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  }
}
