package org.interflow.model.topology;

/**
 * The level structure of a recursively defined server-centric network (DCell, FiConn, their
 * generalisations, HCN): {@code D_0} is {@code t_0} servers on one switch, and {@code D_m} is
 * {@code g_m} copies {@code D_{m-1}^0 .. D_{m-1}^(g_m - 1)} of {@code D_(m-1)}, every two copies
 * joined by one level-m link between two servers. A family states only its {@link Rule}: how many
 * copies a level has and which server of each copy a bridge link uses. Builders wire by it and the
 * recursive routings compute paths from it, so neither repeats the other.
 *
 * <p>Notation of Erickson, Kiasari, Navaridas, Stewart, "Routing algorithms for recursively-defined
 * data centre networks" (Trustcom/ISPA 2015), Table I: a server has a uid {@code u = u_0 + u_1 t_0
 * + .. + u_k t_(k-1)} with {@code u_m} the index of the {@code D_(m-1)} holding it inside its
 * {@code D_m}. Immutable; every method is O(1) or O(k).
 */
public final class RecursiveLevels {
  /** A family's connection rule. */
  public interface Rule {
    /**
     * {@code g_m}, the copies of {@code D_(m-1)} in {@code D_m}.
     *
     * @param level m, 1 or more
     * @param previous {@code t_(m-1)}, servers in one {@code D_(m-1)}
     */
    long copies(int level, long previous);

    /**
     * The uid, within copy {@code from} (a {@code D_(m-1)} of {@code previous} servers), of the
     * server whose level-m link leads to copy {@code to} ({@code from != to}).
     */
    int endpoint(int from, int to, int level, int previous);
  }

  private final int k;
  private final Rule rule;
  private final int[] size;     // t_m, m = 0..k
  private final int[] copies;   // g_m, m = 0..k (g_0 = t_0)

  /**
   * @param serversPerSwitch {@code t_0}, servers of a {@code D_0}
   * @param k the top level, 0 or more
   * @throws IllegalArgumentException when a level has fewer than 1 copy or the network exceeds
   *     2^28 servers
   */
  public RecursiveLevels(int serversPerSwitch, int k, Rule rule) {
    if (serversPerSwitch < 1) throw new IllegalArgumentException("a level-0 cell needs at least 1 server, got " + serversPerSwitch);
    if (k < 0) throw new IllegalArgumentException("the top level k must be >= 0, got " + k);
    this.k = k;
    this.rule = rule;
    this.size = new int[k + 1];
    this.copies = new int[k + 1];
    size[0] = serversPerSwitch;
    copies[0] = serversPerSwitch;
    for (int m = 1; m <= k; m++) {
      long g = rule.copies(m, size[m - 1]);
      if (g < 1) throw new IllegalArgumentException("level " + m + " would have " + g + " copies");
      long t = g * size[m - 1];
      if (t > (1 << 28)) throw new IllegalArgumentException("more than 2^28 servers at level " + m);
      copies[m] = (int) g;
      size[m] = (int) t;
    }
  }

  /** k, the top level. */
  public int top() { return k; }

  /** {@code t_m}, servers in one {@code D_m}; {@code t_k} is the whole network. */
  public int size(int level) { return size[level]; }

  /** {@code g_m}, copies of {@code D_(m-1)} in one {@code D_m} ({@code g_0 = t_0}). */
  public int copies(int level) { return copies[level]; }

  /** Servers of the whole network, {@code t_k}. */
  public int servers() { return size[k]; }

  /** Level-m links of one {@code D_m}: {@code g_m (g_m - 1) / 2}. */
  public long bridgesPerCell(int level) { return (long) copies[level] * (copies[level] - 1) / 2; }

  /** All level-1..k links: {@code sum over m of (t_k / t_m) g_m (g_m - 1) / 2}. */
  public long bridges() {
    long total = 0;
    for (int m = 1; m <= k; m++) total += (long) (size[k] / size[m]) * bridgesPerCell(m);
    return total;
  }

  /**
   * The lowest level m whose cell holds both uids: 0 when they share a {@code D_0}, else the level
   * of the bridge a route between them must cross. O(k).
   */
  public int commonLevel(int u, int v) {
    int m = 0;
    while (m < k && u / size[m] != v / size[m]) m++;
    return m;
  }

  /** {@code u_m}: the index of the {@code D_(m-1)} holding uid u inside its {@code D_m} (m >= 1). */
  public int copyIndex(int u, int level) { return u % size[level] / size[level - 1]; }

  /** The first uid of the {@code D_m} holding u. */
  public int cellBase(int u, int level) { return u - u % size[level]; }

  /**
   * The uid of the server in copy {@code from} of the {@code D_m} starting at {@code cellBase} whose
   * level-m link leads to copy {@code to}.
   */
  public int bridgeEnd(int cellBase, int from, int to, int level) {
    return cellBase + from * size[level - 1] + rule.endpoint(from, to, level, size[level - 1]);
  }

  /**
   * Calls {@code sink} with both ends of every level-1..k link, level by level from 1, cell by
   * cell, then pair {@code (a, b)} with {@code a < b} in lexicographic order. O(links).
   */
  public void forEachBridge(BridgeSink sink) {
    for (int m = 1; m <= k; m++) {
      for (int base = 0; base < size[k]; base += size[m]) {
        for (int a = 0; a < copies[m]; a++) {
          for (int b = a + 1; b < copies[m]; b++) sink.accept(bridgeEnd(base, a, b, m), bridgeEnd(base, b, a, m), m);
        }
      }
    }
  }

  /**
   * Wires the plain form of the structure: server id = uid, server u on switch {@code u / t_0}
   * (links 0..t_k-1, from the server), then the bridges in {@link #forEachBridge} order; servers
   * relay. Families with extra servers (HCN's followers) wire their own.
   */
  public Topology wire(TopologySpec spec, LinkParams links) {
    int servers = size[k];
    long total = servers + bridges();
    TopologyBuilder b = new TopologyBuilder(spec, servers, servers / size[0], links).expectLinks((int) total).serversForward(true);
    for (int u = 0; u < servers; u++) b.link(b.server(u), b.switchNode(u / size[0]));
    forEachBridge((u, v, level) -> b.link(b.server(u), b.server(v)));
    return b.build();
  }

  /** Receives one bridge link. */
  @FunctionalInterface
  public interface BridgeSink {
    void accept(int u, int v, int level);
  }
}
