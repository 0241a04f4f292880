package org.interflow.model.topology.dragonfly;

/**
 * The arithmetic numbering of a dragonfly as {@link DragonflyBuilder} builds it, shared by the
 * builder and the dragonfly routings so that neither needs a lookup table.
 *
 * <p>Routers are numbered {@code r = i*a + j} (group {@code i}, router {@code j} in the group); the
 * router's node id is {@code servers + r}. Server {@code s} hangs from router {@code s / p}.
 * Undirected link ids, in creation order:
 *
 * <ul>
 *   <li>{@code s} for server {@code s}'s access link (server to router);
 *   <li>{@code S + i*a*(a-1)/2 + pair(j0, j1)} for the local link of routers {@code j0 < j1} of
 *       group {@code i}, where {@code S = a*p*g} and {@code pair} enumerates pairs row by row;
 *   <li>{@code S + g*a*(a-1)/2 + C*pair(i, t) + c} for copy {@code c} of the global link between
 *       groups {@code i < t}, where {@code C} is {@link DragonflySpec#globalLinksPerGroupPair()}.
 * </ul>
 *
 * Every link runs from its lower-numbered end (server, lower router, lower group) to the higher
 * one, so directed link {@code 2l} goes up in that order and {@code 2l+1} comes back. All methods
 * are O(1), allocation-free and thread-safe.
 */
public final class DragonflyWiring {
  private final int a;
  private final int p;
  private final int h;
  private final int g;
  private final int copies;
  private final DragonflyArrangement rule;
  private final int servers;
  private final int localBase;
  private final int localPerGroup;
  private final int globalBase;

  public DragonflyWiring(DragonflySpec spec) {
    this.a = spec.a();
    this.p = spec.p();
    this.h = spec.h();
    this.g = spec.g();
    this.copies = spec.globalLinksPerGroupPair();
    this.rule = spec.rule();
    this.servers = a * p * g;
    this.localBase = servers;
    this.localPerGroup = a * (a - 1) / 2;
    this.globalBase = localBase + g * localPerGroup;
  }

  /** Total links: access, local and global. */
  public int links() { return globalBase + (int) ((long) copies * g * (g - 1) / 2); }

  public int servers() { return servers; }

  public int routers() { return a * g; }

  /** Global router index {@code i*a + j} of the router server {@code s} hangs from. */
  public int routerOfServer(int server) { return server / p; }

  /** Directed link from server {@code s} up to its router. */
  public int serverUpLink(int server) { return 2 * server; }

  /** Directed link from server {@code s}'s router down to it. */
  public int serverDownLink(int server) { return 2 * server + 1; }

  /** Undirected id of the local link between routers {@code j0 < j1} of group {@code i}. */
  public int localLinkId(int group, int j0, int j1) {
    return localBase + group * localPerGroup + j0 * a - j0 * (j0 + 1) / 2 + (j1 - j0 - 1);
  }

  /** Directed local link from router {@code from} to router {@code to} ({@code from != to}) of a group. */
  public int localLink(int group, int from, int to) {
    return from < to ? 2 * localLinkId(group, from, to) : 2 * localLinkId(group, to, from) + 1;
  }

  /** Undirected id of copy {@code c} of the global link between groups {@code i < t}. */
  public int globalLinkId(int i, int t, int copy) {
    long pair = (long) i * g - (long) i * (i + 1) / 2 + (t - i - 1);
    return (int) (globalBase + copies * pair + copy);
  }

  /** Directed copy {@code c} of the global link from group {@code from} to group {@code to}. */
  public int globalLink(int from, int to, int copy) {
    return from < to ? 2 * globalLinkId(from, to, copy) : 2 * globalLinkId(to, from, copy) + 1;
  }

  /** Router (index within the group) of group {@code from} that owns copy {@code c} of the global link to {@code to}. */
  public int globalRouter(int from, int to, int copy) { return globalPort(from, to, copy) / h; }

  /** Global port {@code gamma = j*h + k} of group {@code from} used by copy {@code c} of its link to {@code to}. */
  public int globalPort(int from, int to, int copy) { return copy * (g - 1) + rule.slot(from, to, g); }

  /** Parallel global links between two groups. */
  public int copies() { return copies; }
}
