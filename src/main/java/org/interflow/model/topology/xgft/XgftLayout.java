package org.interflow.model.topology.xgft;

/**
 * The closed-form counts and the node, port and link numbering of an {@link XgftSpec}, shared by
 * {@link XgftBuilder} (which wires by it) and the tree routings (which compute paths from it).
 * Immutable; all per-level values are precomputed in small int arrays, so lookups are O(1).
 *
 * <p><b>Nodes.</b> A node at level {@code l} is labelled by two mixed-radix numbers: its subtree
 * {@code A = a_h..a_{l+1}} (digit {@code a_i} in {@code [0, m_i)}) and its replica {@code B =
 * b_l..b_1} (digit {@code b_i} in {@code [0, w_i)}, {@code b_l} most significant). Its index within
 * the level is {@code A * W_l + B} with {@code W_l = w_1..w_l}. The servers below it are {@code A *
 * M_l .. (A+1) * M_l - 1} with {@code M_l = m_1..m_l}; a server's index is its id. Switch ids run
 * level by level from the leaves: {@code servers + levelStart(l) + index}.
 *
 * <p><b>Links.</b> Node {@code (A, B)} at level {@code l} and node {@code (A', B')} at level {@code
 * l+1} are joined iff {@code A' = A / m_{l+1}} and {@code B' = b * W_l + B} for some {@code b}: the
 * child's lowest subtree digit {@code c = A mod m_{l+1}} is swapped for a replica digit. Band {@code
 * l} holds the links between levels l and l+1, {@code par_l} per joined pair ({@code par_0 = 1},
 * else p). They are created parent by parent in index order, then by child digit c, then copy q,
 * so link {@code bandOffset(l) + parent * down(l) + c * par_l + q}; its directed id {@code 2x} goes
 * up, {@code 2x+1} down.
 *
 * <p><b>Ports.</b> A switch at level l has down ports {@code c * par_{l-1} + q} (to child digit c)
 * followed by up ports {@code down(l-1) + b * par_l + q} (to the parent with replica digit b). A
 * server's port b leads to its leaf switch with replica digit b.
 */
public final class XgftLayout {
  private final XgftSpec spec;
  private final int height;
  private final int[] children;     // [l] = m_l, l = 1..h
  private final int[] nodes;        // [l] = N_l, l = 0..h
  private final int[] subtree;      // [l] = M_l = m_1..m_l, l = 0..h
  private final int[] replicas;     // [l] = W_l = w_1..w_l, l = 0..h
  private final int[] parallel;     // [l] = par_l, band l = 0..h-1
  private final int[] up;           // [l] = w_{l+1} * par_l, up ports of a level-l node
  private final int[] down;         // [l] = m_{l+1} * par_l, down ports in band l of a level-(l+1) node
  private final int[] bandOffset;   // [l] = first link id of band l, l = 0..h
  private final int[] levelStart;   // [l] = switch index of the first level-l switch, l = 1..h+1
  private final int switchRadix;

  /**
   * Lays out {@code spec}.
   *
   * @throws IllegalArgumentException when the network has more than 2^30 nodes or links (ids must
   *     fit in an int, directed link ids included)
   */
  public XgftLayout(XgftSpec spec) {
    this.spec = spec;
    int h = spec.height();
    this.height = h;
    children = new int[h + 1];
    nodes = new int[h + 1];
    subtree = new int[h + 1];
    replicas = new int[h + 1];
    parallel = new int[h];
    up = new int[h];
    down = new int[h];
    bandOffset = new int[h + 1];
    levelStart = new int[h + 2];
    subtree[0] = 1;
    replicas[0] = 1;
    for (int l = 1; l <= h; l++) {
      children[l] = spec.children(l);
      subtree[l] = checked(spec, (long) subtree[l - 1] * spec.children(l));
      replicas[l] = checked(spec, (long) replicas[l - 1] * spec.parents(l));
    }
    long totalNodes = 0;
    for (int l = 0; l <= h; l++) {
      nodes[l] = checked(spec, (long) (subtree[h] / subtree[l]) * replicas[l]);
      totalNodes = checked(spec, totalNodes + nodes[l]);
    }
    long links = 0;
    int radix = 0;
    for (int l = 0; l < h; l++) {
      parallel[l] = l == 0 ? 1 : spec.p();
      up[l] = checked(spec, (long) spec.parents(l + 1) * parallel[l]);
      down[l] = checked(spec, (long) spec.children(l + 1) * parallel[l]);
      bandOffset[l] = (int) links;
      links = checked(spec, links + (long) nodes[l + 1] * down[l]);
      if (l >= 1) radix = (int) Math.max(radix, (long) down[l - 1] + up[l]);
    }
    bandOffset[h] = (int) links;
    switchRadix = Math.max(radix, down[h - 1]);
    levelStart[1] = 0;
    for (int l = 1; l <= h; l++) levelStart[l + 1] = levelStart[l] + nodes[l];
  }

  private static int checked(XgftSpec spec, long value) {
    if (value > (1 << 30)) throw new IllegalArgumentException(spec.canonical() + " is too large: more than 2^30 nodes or links");
    return (int) value;
  }

  public XgftSpec spec() { return spec; }

  /** h, the number of switch levels. */
  public int height() { return height; }

  /** {@code m_level}: children of a level-{@code level} node (1..h). */
  public int children(int level) { return children[level]; }

  /** {@code N_level = m_{level+1}..m_h * w_1..w_level}: nodes at {@code level} (0 = servers). */
  public int nodes(int level) { return nodes[level]; }

  /** Servers, {@code m_1 * .. * m_h}. */
  public int servers() { return nodes[0]; }

  /** Switches, {@code N_1 + .. + N_h}. */
  public int switches() { return levelStart[height + 1]; }

  /** Links, {@code sum over l of N_{l+1} * m_{l+1} * par_l}. */
  public int links() { return bandOffset[height]; }

  /** {@code M_level = m_1..m_level}: servers below one level-{@code level} node. */
  public int subtreeServers(int level) { return subtree[level]; }

  /** {@code W_level = w_1..w_level}: replicas of each level-{@code level} subtree. */
  public int replicas(int level) { return replicas[level]; }

  /** Parallel links per joined pair in band {@code l} (1 for server links, else p). */
  public int parallel(int band) { return parallel[band]; }

  /** Up ports of a level-{@code band} node, {@code w_{band+1} * par_band}. */
  public int upPorts(int band) { return up[band]; }

  /** Down ports of a level-{@code band+1} node, {@code m_{band+1} * par_band}. */
  public int downPorts(int band) { return down[band]; }

  /** Id of the first link of band {@code band} (links between levels band and band+1). */
  public int bandOffset(int band) { return bandOffset[band]; }

  /** Node id of the level-{@code level} node with in-level index {@code index} (servers: level 0). */
  public int node(int level, int index) { return level == 0 ? index : nodes[0] + levelStart[level] + index; }

  /** The undirected link from child digit {@code c}, copy {@code q}, to level-(band+1) node {@code parent}. */
  public int link(int band, int parent, int c, int q) { return bandOffset[band] + parent * down[band] + c * parallel[band] + q; }

  /** The radix declared for every switch: the most ports any level uses (one switch model per tree). */
  public int switchRadix() { return switchRadix; }
}
