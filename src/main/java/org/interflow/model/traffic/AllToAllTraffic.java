package org.interflow.model.traffic;

/**
 * All-to-all inside groups of servers: every server sends one flow to every other server of its
 * group. With one group of all N servers this is INRFlow's all-to-all, {@code N(N-1)} flows;
 * with groups of s it is INRFlow's many-all-to-all.
 *
 * <p>Groups are blocks of s consecutive positions in an order of the servers: the identity
 * ({@link #inGroups(int, int)}: servers {@code 0..s-1}, {@code s..2s-1}, ...) or a seeded random
 * order ({@link #inRandomGroups(int, int, long)}, INRFlow's "partitioned uniformly at random").
 * With {@code N = q*s + r} there are q full groups and, when r > 0, a last smaller group of r, so
 * {@code q*s*(s-1) + r*(r-1)} flows.
 *
 * <p>Nothing per flow is stored: flow f is in group {@code f / (s(s-1))}; inside it, flow j is round {@code k = j / s + 1}
 * of a pairwise exchange: position {@code a = j % s} sends to position {@code (a + k) mod s}.
 * Flows are thus ordered by round, then source, so cutting them into phases of s flows (the
 * dynamic engine's phased patterns) gives the classic shift-by-k rounds of an all-to-all. Memory O(1) (O(N) for a
 * random order), O(1) per flow.
 *
 * <p>With self pairs (INRFlow's static all-to-all and many-all-to-all, which send N^2 and q s^2 +
 * r^2 flows, each server once to itself) round 0 comes first: shift k runs from 0, so a group of s
 * has s^2 flows and flow j of it is position {@code j % s} to {@code (j % s + j / s) mod s}. Self
 * flows are not routed; engines count them apart (INRFlow counts them as connected 0-hop routes).
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), "All-to-all" and "Many-all-to-all".
 */
public final class AllToAllTraffic implements TrafficPattern {
  private final int servers;
  private final int group;
  private final int[] order;          // position -> server; null for the identity
  private final int firstShift;       // 1, or 0 with self pairs
  private final long fullGroupFlows;  // q * s * (s-1), or q * s^2 with self pairs
  private final long flows;

  private AllToAllTraffic(int servers, int group, int[] order) { this(servers, group, order, false); }

  private AllToAllTraffic(int servers, int group, int[] order, boolean selfPairs) {
    if (servers < 1) throw new IllegalArgumentException("all-to-all traffic needs at least 1 server, got " + servers);
    if (group < 1) throw new IllegalArgumentException("all-to-all group size must be >= 1, got " + group);
    this.servers = servers;
    this.group = Math.min(group, servers);
    this.order = order;
    this.firstShift = selfPairs ? 0 : 1;
    long q = servers / this.group;
    long r = servers % this.group;
    this.fullGroupFlows = q * this.group * (this.group - firstShift);
    this.flows = fullGroupFlows + r * (r - firstShift);
  }

  /** The same pattern with each server also sending once to itself (INRFlow's convention). */
  public AllToAllTraffic withSelfPairs() { return new AllToAllTraffic(servers, group, order, true); }

  /** All-to-all ({@code alltoall}): N(N-1) flows, ordered by round (shift 1..N-1), then source. */
  public static AllToAllTraffic all(int servers) { return new AllToAllTraffic(servers, servers, null); }

  /**
   * Many-all-to-all over consecutive groups ({@code manyalltoall:group=64}).
   *
   * @param group s, the group size; s >= N gives a single all-to-all
   */
  public static AllToAllTraffic inGroups(int servers, int group) { return new AllToAllTraffic(servers, group, null); }

  /** Many-all-to-all over groups of a seeded random order ({@code manyalltoall:group=64,random=true}). */
  public static AllToAllTraffic inRandomGroups(int servers, int group, long seed) {
    if (servers < 1) throw new IllegalArgumentException("all-to-all traffic needs at least 1 server, got " + servers);
    return new AllToAllTraffic(servers, group, PermutationTraffic.shuffledIds(servers, seed));
  }

  /** The group size s (at most N). */
  public int groupSize() { return group; }

  @Override
  public long flowCount() { return flows; }

  @Override
  public int source(long flow) {
    long size = flow < fullGroupFlows ? group : servers % group;
    long perGroup = size * (size - firstShift);
    long base = flow < fullGroupFlows ? flow / perGroup * group : servers - size;
    long within = flow < fullGroupFlows ? flow % perGroup : flow - fullGroupFlows;
    return server((int) (base + within % size));
  }

  @Override
  public int destination(long flow) {
    long size = flow < fullGroupFlows ? group : servers % group;
    long perGroup = size * (size - firstShift);
    long base = flow < fullGroupFlows ? flow / perGroup * group : servers - size;
    long within = flow < fullGroupFlows ? flow % perGroup : flow - fullGroupFlows;
    long shift = within / size + firstShift;
    return server((int) (base + (within % size + shift) % size));
  }

  private int server(int position) { return order == null ? position : order[position]; }
}
