package org.interflow.model.scheduler;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.interflow.model.topology.Topology;

/**
 * Allocates nodes close together on the network: first on as few leaf switches as possible, and
 * when a job needs several, within the smallest neighbourhood (the same subtree of a tree, the same
 * group of a dragonfly, a compact region of a torus) before reaching further. The idea of the
 * tree-aware allocators of batch systems (Slurm's topology plugins), stated for any topology through
 * hop distances between leaf switches.
 *
 * <p>Outline. Each node (a server, or one of its cores) hangs from a leaf: the switch its server
 * is attached to (a server-centric network's server is its own leaf). Leaf-to-leaf hop distances
 * come from one BFS per leaf when the policy is built. For a job of n nodes:
 * <ol>
 *   <li>if a leaf has n free nodes, the one with the fewest such (best fit) gives its lowest free
 *       nodes;</li>
 *   <li>otherwise each leaf with a free node is tried as a seed: leaves are taken in tiers of equal
 *       distance from it until the tiers hold n free nodes; within the last tier the leaves with the
 *       most free nodes come first. A seed scores (distance of the last tier, leaves used, seed
 *       index), the lowest wins.</li>
 * </ol>
 * Nodes come out leaf by leaf, lowest first within a leaf. Never refuses a job that has enough free
 * nodes. Cost: O(leaves^2) memory and O(leaves (nodes + links)) to build; per allocation O(nodes)
 * when one leaf fits, else O(leaves^2 log leaves).
 */
public final class TopologyAwareAllocation implements AllocationPolicy {
  /** Most leaves this policy accepts (its distance tables are leaves^2 entries). */
  public static final int MAX_LEAVES = 4096;

  private final int units;
  private final int[] leafOfUnit;
  private final int[][] unitsOfLeaf;
  /** byDistance[s]: every leaf in order of (distance from s, index), s itself first. */
  private final int[][] byDistance;
  /** tierDistance[s][k]: the distance of byDistance[s][k] from s. */
  private final int[][] tierDistance;

  /**
   * @param topology the network; its servers are the machine's nodes
   * @param unitsPerServer allocation units per server: 1 when jobs get whole nodes, the cores per
   *     node when they share them (unit u is on server u / unitsPerServer)
   * @throws IllegalArgumentException when the network has more than {@link #MAX_LEAVES} leaves
   */
  public TopologyAwareAllocation(Topology topology, int unitsPerServer) {
    if (unitsPerServer < 1) throw new IllegalArgumentException("units per server must be at least 1, got " + unitsPerServer);
    int servers = topology.servers();
    this.units = Math.multiplyExact(servers, unitsPerServer);
    int[] leafNodeOfServer = new int[servers];
    int[] leafIndexOfNode = new int[topology.nodes()];
    Arrays.fill(leafIndexOfNode, -1);
    int leaves = 0;
    int[] leafNode = new int[servers];
    for (int s = 0; s < servers; s++) {
      int leaf = topology.degree(s) == 1 && topology.isSwitch(topology.neighbor(s, 0)) ? topology.neighbor(s, 0) : s;
      leafNodeOfServer[s] = leaf;
      if (leafIndexOfNode[leaf] < 0) {
        leafIndexOfNode[leaf] = leaves;
        leafNode[leaves++] = leaf;
      }
    }
    if (leaves > MAX_LEAVES) {
      throw new IllegalArgumentException("topology-aware allocation handles up to " + MAX_LEAVES + " leaf switches; "
          + topology + " has " + leaves);
    }
    this.leafOfUnit = new int[units];
    int[] perLeaf = new int[leaves];
    for (int u = 0; u < units; u++) {
      leafOfUnit[u] = leafIndexOfNode[leafNodeOfServer[u / unitsPerServer]];
      perLeaf[leafOfUnit[u]]++;
    }
    this.unitsOfLeaf = new int[leaves][];
    for (int l = 0; l < leaves; l++) unitsOfLeaf[l] = new int[perLeaf[l]];
    int[] filled = new int[leaves];
    for (int u = 0; u < units; u++) unitsOfLeaf[leafOfUnit[u]][filled[leafOfUnit[u]]++] = u;
    this.byDistance = new int[leaves][];
    this.tierDistance = new int[leaves][];
    for (int l = 0; l < leaves; l++) orderFrom(topology, l, leafNode, leafIndexOfNode);
  }

  /** Leaves in order of BFS distance from leaf {@code seed} (unreachable ones last, at Integer.MAX_VALUE). */
  private void orderFrom(Topology topology, int seed, int[] leafNode, int[] leafIndexOfNode) {
    int leaves = byDistance.length;
    int[] hops = new int[topology.nodes()];
    Arrays.fill(hops, -1);
    ArrayDeque<Integer> frontier = new ArrayDeque<>();
    hops[leafNode[seed]] = 0;
    frontier.add(leafNode[seed]);
    while (!frontier.isEmpty()) {
      int node = frontier.poll();
      // servers relay only in server-centric networks, and a seed leaf may itself be a server
      if (topology.isServer(node) && !topology.serversForward() && node != leafNode[seed]) continue;
      for (int p = 0; p < topology.degree(node); p++) {
        int next = topology.neighbor(node, p);
        if (hops[next] < 0) {
          hops[next] = hops[node] + 1;
          frontier.add(next);
        }
      }
    }
    long[] keyed = new long[leaves];
    for (int l = 0; l < leaves; l++) {
      long d = hops[leafNode[l]] < 0 ? Integer.MAX_VALUE : hops[leafNode[l]];
      keyed[l] = d << 32 | l;
    }
    Arrays.sort(keyed);
    byDistance[seed] = new int[leaves];
    tierDistance[seed] = new int[leaves];
    for (int k = 0; k < leaves; k++) {
      byDistance[seed][k] = (int) keyed[k];
      tierDistance[seed][k] = (int) (keyed[k] >>> 32);
    }
  }

  @Override
  public int[] allocate(int count, NodePool pool) {
    if (pool.nodes() != units) throw new IllegalArgumentException("machine of " + pool.nodes() + " nodes, network of " + units);
    if (count > pool.freeCount()) return null;
    int leaves = unitsOfLeaf.length;
    int[] free = new int[leaves];
    for (int u = pool.nextFree(0); u >= 0; u = u + 1 < units ? pool.nextFree(u + 1) : -1) free[leafOfUnit[u]]++;
    int best = -1;
    for (int l = 0; l < leaves; l++) {
      if (free[l] >= count && (best < 0 || free[l] < free[best])) best = l;
    }
    int[] chosen = new int[count];
    if (best >= 0) {
      takeLowest(best, count, pool, chosen, 0);
      return chosen;
    }
    long bestScore = Long.MAX_VALUE;
    int bestSeed = -1;
    int[] scratch = new int[leaves];
    for (int seed = 0; seed < leaves; seed++) {
      if (free[seed] == 0) continue;
      long score = score(seed, count, free, scratch);
      if (score < bestScore) {
        bestScore = score;
        bestSeed = seed;
      }
    }
    fill(bestSeed, count, free, pool, chosen);
    return chosen;
  }

  /** (last tier's distance, leaves used) of growing from {@code seed}, packed so that smaller is better. */
  private long score(int seed, int count, int[] free, int[] scratch) {
    int[] order = byDistance[seed];
    int need = count;
    int used = 0;
    for (int k = 0; k < order.length; ) {
      int end = tierEnd(seed, k);
      int tierFree = 0;
      for (int i = k; i < end; i++) tierFree += free[order[i]];
      if (tierFree >= need) {
        int n = 0;
        for (int i = k; i < end; i++) if (free[order[i]] > 0) scratch[n++] = free[order[i]];
        Arrays.sort(scratch, 0, n);
        for (int i = n - 1; need > 0; i--) {
          need -= scratch[i];
          used++;
        }
        return (long) tierDistance[seed][k] << 32 | used;
      }
      need -= tierFree;
      for (int i = k; i < end; i++) if (free[order[i]] > 0) used++;
      k = end;
    }
    throw new IllegalStateException("free counts do not add up");
  }

  /** Takes nodes growing from {@code seed}: whole tiers, then the last tier's fullest leaves first. */
  private void fill(int seed, int count, int[] free, NodePool pool, int[] chosen) {
    int[] order = byDistance[seed];
    int taken = 0;
    for (int k = 0; taken < count; ) {
      int end = tierEnd(seed, k);
      int tierFree = 0;
      for (int i = k; i < end; i++) tierFree += free[order[i]];
      if (tierFree < count - taken) {
        for (int i = k; i < end; i++) taken = takeLowest(order[i], free[order[i]], pool, chosen, taken);
      } else {
        Integer[] last = new Integer[end - k];
        for (int i = k; i < end; i++) last[i - k] = order[i];
        Arrays.sort(last, (a, b) -> free[a] != free[b] ? Integer.compare(free[b], free[a]) : Integer.compare(a, b));
        for (int i = 0; taken < count; i++) taken = takeLowest(last[i], Math.min(free[last[i]], count - taken), pool, chosen, taken);
      }
      k = end;
    }
  }

  private int tierEnd(int seed, int k) {
    int[] distance = tierDistance[seed];
    int end = k + 1;
    while (end < distance.length && distance[end] == distance[k]) end++;
    return end;
  }

  /** Writes the {@code n} lowest free nodes of {@code leaf} into {@code chosen} from {@code at}; returns the next position. */
  private int takeLowest(int leaf, int n, NodePool pool, int[] chosen, int at) {
    int next = at;
    for (int u : unitsOfLeaf[leaf]) {
      if (next - at == n) break;
      if (pool.isFree(u)) chosen[next++] = u;
    }
    return next;
  }
}
