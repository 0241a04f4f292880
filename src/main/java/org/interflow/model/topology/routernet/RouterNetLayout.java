package org.interflow.model.topology.routernet;

import java.util.Arrays;

/**
 * The sizes of a router/compute-node network and the slot layout of its connections database:
 * N compute nodes with n ports each and M routers, router r with {@code m_r} ports (routers may
 * differ, as the notebook asks).
 *
 * <p>The database ({@code int[] slots}, every entry a router index 0..M-1) has one slot per router
 * port, {@code P = sum_r m_r} slots, so router r occurs exactly m_r times and any exchange of two
 * slots keeps every port count exact. Slot {@code c*n + p} (for c &lt; N, p &lt; n) is the router
 * that port p of compute node c is plugged into: the notebook's computer-router pair
 * {@code [c, slot]}. The remaining {@code P - N n} slots (an even number) are taken two by two,
 * {@code [slots[N n + 2q], slots[N n + 2q + 1]]}: router-router cable q. A pair naming the same router
 * twice is not a cable but two unused ports of that router (the notebook forbids self-connected
 * routers, so the encoding spends that value on "not fitted"; a router with only such pairs is not
 * bought). In the notebook's own signed notation compute node c is {@code -(c+1)} and router r is
 * {@code r+1}.
 *
 * <p>A database is valid when no compute node has two ports on one router (notebook 6.2), no two
 * cables join the same pair of routers, and every pair of compute nodes is joined by a path whose
 * inner nodes are all routers (notebook 8.2: routes never pass through compute nodes).
 *
 * @param computeNodes N, at least 1
 * @param computePorts n, ports per compute node, at least 1
 * @param routerPorts m_r per router; the array is copied and must not be changed afterwards
 */
public record RouterNetLayout(int computeNodes, int computePorts, int[] routerPorts) {
  public RouterNetLayout {
    if (computeNodes < 1) throw new IllegalArgumentException("N (compute nodes) must be >= 1, got " + computeNodes);
    if (computePorts < 1) throw new IllegalArgumentException("n (ports per compute node) must be >= 1, got " + computePorts);
    routerPorts = routerPorts.clone();
    if (routerPorts.length < 1) throw new IllegalArgumentException("M (routers) must be >= 1");
    long total = 0;
    for (int r = 0; r < routerPorts.length; r++) {
      if (routerPorts[r] < 1) throw new IllegalArgumentException("router " + r + " needs m >= 1 ports, got " + routerPorts[r]);
      total += routerPorts[r];
    }
    long computeSlots = (long) computeNodes * computePorts;
    if (total < computeSlots) {
      throw new IllegalArgumentException("routers have " + total + " ports, fewer than the N n = " + computeSlots
          + " compute-node ports");
    }
    if ((total - computeSlots) % 2 != 0) {
      throw new IllegalArgumentException("router ports minus compute-node ports must be even (two per cable), got "
          + (total - computeSlots));
    }
    if (total > Integer.MAX_VALUE / 2) throw new IllegalArgumentException("network too large");
    if (computePorts > routerPorts.length) {
      throw new IllegalArgumentException("n = " + computePorts + " ports need as many distinct routers, M = "
          + routerPorts.length);
    }
  }

  /** A layout where all M routers have m ports. */
  public static RouterNetLayout uniform(int computeNodes, int computePorts, int routers, int routerPorts) {
    if (routers < 1) throw new IllegalArgumentException("M (routers) must be >= 1, got " + routers);
    int[] ports = new int[routers];
    Arrays.fill(ports, routerPorts);
    return new RouterNetLayout(computeNodes, computePorts, ports);
  }

  /** M, the number of routers. */
  public int routers() { return routerPorts.length; }

  /** m_r of router r. */
  public int routerPorts(int r) { return routerPorts[r]; }

  /** P, the number of slots (router ports). */
  public int slots() {
    int total = 0;
    for (int m : routerPorts) total += m;
    return total;
  }

  /** N n, the slots of compute-node ports; slots from here on are router-router pairs. */
  public int computeSlots() { return computeNodes * computePorts; }

  /** True when slot i holds the router of a compute-node port. */
  public boolean isComputeSlot(int slot) { return slot < computeSlots(); }

  /** The compute node owning compute slot {@code slot}. */
  public int computeNodeOf(int slot) { return slot / computePorts; }

  /** The other slot of the router-router pair holding {@code slot} (a slot at or after N n). */
  public int partnerSlot(int slot) { return computeSlots() + ((slot - computeSlots()) ^ 1); }

  /** A multiset of router indices with router r occurring m_r times, in router order. */
  int[] portMultiset() {
    int[] slots = new int[slots()];
    int i = 0;
    for (int r = 0; r < routerPorts.length; r++) for (int k = 0; k < routerPorts[r]; k++) slots[i++] = r;
    return slots;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RouterNetLayout l && l.computeNodes == computeNodes && l.computePorts == computePorts
        && Arrays.equals(l.routerPorts, routerPorts);
  }

  @Override
  public int hashCode() { return 31 * (31 * computeNodes + computePorts) + Arrays.hashCode(routerPorts); }

  @Override
  public String toString() {
    return "RouterNetLayout[N=" + computeNodes + ", n=" + computePorts + ", m=" + Arrays.toString(routerPorts) + "]";
  }
}
