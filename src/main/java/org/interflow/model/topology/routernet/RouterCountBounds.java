package org.interflow.model.topology.routernet;

/**
 * The bounds of the router-network design notebook (section 6) on how many routers M of m ports
 * an all-to-all network of N compute nodes with n ports each needs, all router and compute-node
 * ports used. Pure integer arithmetic, O(log N).
 *
 * <p>Maximum (notebook "solution 1", Eqs. 1-3 for n = 1 and 8-10 for n &gt; 1): every compute
 * node is the root of its own tree of routers reaching the N - 1 others, so a node with n ports
 * reaches n (m-1)^k nodes through n (1 + (m-1) + ... + (m-1)^(k-1)) routers, and
 * {@code M_max = N n sum_{a=1..k} (m-1)^(a-1)} with k the least integer such that
 * n (m-1)^k &gt;= N - 1. This is the notebook's Octave
 * {@code a=1:ceil(log((N-1)/n)/log(m-1)); M_max=N*n*sum((m-1).^(a-1))}, with k found in integers so
 * that exact powers (where the notebook says "ceil" is not needed) are not rounded up by floating
 * point.
 *
 * <p>Minimum (notebook "solution 2", Eqs. 6-7, n = 1): a daisy chain whose two end routers host
 * m - 1 compute nodes and whose M - 2 middle routers host m - 2, so
 * {@code N = 2(m-1) + (M-2)(m-2)} and {@code M_min = (N - 2(m-1))/(m-2) + 2}, rounded up to whole
 * routers (the last router then has free ports). The notebook gives no closed form for n &gt; 1.
 *
 * <p>Worked example of the notebook: N = 1000, m = 24, n = 1 gives M_max = 553,000 (k = 3,
 * 1000 * (1 + 23 + 529)) and M_min = 46 (954 / 22 + 2 = 45.4, rounded up).
 */
public final class RouterCountBounds {
  private RouterCountBounds() {}

  /**
   * The notebook's maximum router count (Eq. 10; Eq. 3 when n = 1).
   *
   * @param computeNodes N, at least 3
   * @param computePorts n, ports per compute node, at least 1
   * @param routerPorts m, ports per router, at least 3
   * @return M_max; 0 when N - 1 &lt;= n (every node can be wired directly, k = 0)
   * @throws ArithmeticException when the count overflows a long
   */
  public static long maximumRouters(long computeNodes, int computePorts, int routerPorts) {
    check(computeNodes, routerPorts);
    if (computePorts < 1) throw new IllegalArgumentException("n (ports per compute node) must be >= 1, got " + computePorts);
    long reached = computePorts;  // n (m-1)^k for the current k
    long routersPerNode = 0;      // n sum_{a=1..k} (m-1)^(a-1)
    long power = 1;               // (m-1)^(k-1) for the next term
    while (reached < computeNodes - 1) {
      routersPerNode = Math.addExact(routersPerNode, Math.multiplyExact(computePorts, power));
      power = Math.multiplyExact(power, routerPorts - 1L);
      reached = Math.multiplyExact(reached, routerPorts - 1L);
    }
    return Math.multiplyExact(computeNodes, routersPerNode);
  }

  /**
   * The notebook's minimum router count for one port per compute node (Eq. 7, rounded up).
   *
   * @param computeNodes N, at least 2(m - 1) (the notebook writes N &gt; 2(m-1), but its Figure 11
   *     shows N = 2(m-1) on the two routers Eq. 7 gives)
   * @param routerPorts m, at least 3
   * @return M_min = ceil((N - 2(m-1)) / (m-2)) + 2
   */
  public static long minimumRouters(long computeNodes, int routerPorts) {
    check(computeNodes, routerPorts);
    long ends = 2L * (routerPorts - 1);
    if (computeNodes < ends) {
      throw new IllegalArgumentException("Eq. 7 needs N >= 2(m-1) = " + ends + ", got N = " + computeNodes);
    }
    long middle = routerPorts - 2L;
    return (computeNodes - ends + middle - 1) / middle + 2;
  }

  private static void check(long computeNodes, int routerPorts) {
    if (computeNodes < 3) throw new IllegalArgumentException("N (compute nodes) must be > 2, got " + computeNodes);
    if (routerPorts < 3) throw new IllegalArgumentException("m (ports per router) must be > 2, got " + routerPorts);
  }
}
