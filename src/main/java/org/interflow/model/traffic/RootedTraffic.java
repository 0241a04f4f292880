package org.interflow.model.traffic;

/**
 * Traffic with one root server: all-to-one (incast: every other server sends one flow to the
 * root) or one-to-all (the root sends one flow to every other server). N-1 flows, no self-flow;
 * flow f involves server {@code f} when {@code f < root}, else {@code f+1}. INRFlow draws the
 * root uniformly at random; {@link RandomTraffic#randomServer(int, long)} does that from a seed.
 * Memory and time O(1).
 *
 * <p>Source: INRFlow (Navaridas et al., JPDC 2019), "All-to-one".
 */
public final class RootedTraffic implements TrafficPattern {
  private final int servers;
  private final int root;
  private final boolean toRoot;

  private RootedTraffic(int servers, int root, boolean toRoot) {
    if (servers < 1) throw new IllegalArgumentException("rooted traffic needs at least 1 server, got " + servers);
    RandomTraffic.checkServer(root, servers, toRoot ? "all-to-one destination" : "one-to-all source");
    this.servers = servers;
    this.root = root;
    this.toRoot = toRoot;
  }

  /** All-to-one ({@code alltoone:dst=<id>}): every server but the root sends to the root. */
  public static RootedTraffic allToOne(int servers, int root) { return new RootedTraffic(servers, root, true); }

  /** One-to-all ({@code onetoall:src=<id>}): the root sends to every other server. */
  public static RootedTraffic oneToAll(int servers, int root) { return new RootedTraffic(servers, root, false); }

  public int root() { return root; }

  @Override
  public long flowCount() { return servers - 1; }

  @Override
  public int source(long flow) { return toRoot ? other(flow) : root; }

  @Override
  public int destination(long flow) { return toRoot ? root : other(flow); }

  private int other(long flow) { return flow < root ? (int) flow : (int) flow + 1; }
}
