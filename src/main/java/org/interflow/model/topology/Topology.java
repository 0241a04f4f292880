package org.interflow.model.topology;

/**
 * An immutable network of compute nodes (servers) and switches joined by full-duplex links.
 *
 * <p>Ids are dense. Nodes {@code 0 .. servers()-1} are servers and nodes {@code servers() ..
 * nodes()-1} are switches. Links are numbered {@code 0 .. links()-1}; each link has two directions,
 * the directed link {@code 2*l} going from {@link #linkA(int)} to {@link #linkB(int)} and {@code
 * 2*l+1} going back. A node's ports are numbered {@code 0 .. degree(n)-1} in the order its links
 * were created, so builders fix the port numbering that family routings rely on.
 *
 * <p>Storage is primitive arrays in compressed-sparse-row form (about 40 bytes per link), so a
 * million-server network fits in a few hundred MiB. Servers normally only inject and eject
 * traffic; a server-centric network ({@link #serversForward()}) lets them relay it.
 */
public final class Topology {
  private final TopologySpec spec;
  private final int servers;
  private final int switches;
  private final boolean serversForward;
  private final int[] linkEnds;          // 2 per link: a, b
  private final double[] capacityBitsPerSecond;    // per link, bits per second, direction a -> b (and b -> a unless reverse is set)
  private final double[] reverseCapacityBitsPerSecond;  // per link, direction b -> a, or null when both directions are equal
  private final double[] latencyNs;      // per link
  private final int[] portStart;         // nodes + 1 offsets into portLink
  private final int[] portLink;          // directed link leaving the node through that port
  private final int[] radix;             // declared ports per switch (>= used ports)

  Topology(TopologySpec spec, int servers, int switches, boolean serversForward, int[] linkEnds,
      double[] capacityBitsPerSecond, double[] latencyNs, int[] portStart, int[] portLink, int[] radix) {
    this(spec, servers, switches, serversForward, linkEnds, capacityBitsPerSecond, null, latencyNs, portStart, portLink, radix);
  }

  Topology(TopologySpec spec, int servers, int switches, boolean serversForward, int[] linkEnds,
      double[] capacityBitsPerSecond, double[] reverseCapacityBitsPerSecond, double[] latencyNs, int[] portStart, int[] portLink, int[] radix) {
    this.reverseCapacityBitsPerSecond = reverseCapacityBitsPerSecond;
    this.spec = spec;
    this.servers = servers;
    this.switches = switches;
    this.serversForward = serversForward;
    this.linkEnds = linkEnds;
    this.capacityBitsPerSecond = capacityBitsPerSecond;
    this.latencyNs = latencyNs;
    this.portStart = portStart;
    this.portLink = portLink;
    this.radix = radix;
  }

  /** The spec this network was built from. */
  public TopologySpec spec() { return spec; }

  public int servers() { return servers; }

  public int switches() { return switches; }

  public int nodes() { return servers + switches; }

  public int links() { return capacityBitsPerSecond.length; }

  public int directedLinks() { return 2 * capacityBitsPerSecond.length; }

  public boolean isServer(int node) { return node < servers; }

  public boolean isSwitch(int node) { return node >= servers; }

  /** Node id of the {@code index}-th switch. */
  public int switchNode(int index) { return servers + index; }

  /** True when servers relay traffic for others (server-centric networks). */
  public boolean serversForward() { return serversForward; }

  public int linkA(int link) { return linkEnds[2 * link]; }

  public int linkB(int link) { return linkEnds[2 * link + 1]; }

  /**
   * Capacity of an undirected link in bits per second: of each direction, or of the direction a to
   * b when the two differ ({@link #withCapacityByTail}).
   */
  public double capacityBitsPerSecond(int link) { return capacityBitsPerSecond[link]; }

  /** Capacity of one direction of a link, in bits per second. O(1). */
  public double directedCapacityBitsPerSecond(int directedLink) {
    int link = directedLink >>> 1;
    return (directedLink & 1) == 0 || reverseCapacityBitsPerSecond == null ? capacityBitsPerSecond[link] : reverseCapacityBitsPerSecond[link];
  }

  /**
   * This network with each link direction's capacity set by the kind of node it leaves: {@code
   * fromServerBitsPerSecond} leaving a server, {@code fromSwitchBitsPerSecond} leaving a switch (INRFlow's {@code
   * capacity=Cs_Cw}). Latencies and wiring are shared. O(links).
   */
  public Topology withCapacityByTail(double fromServerBitsPerSecond, double fromSwitchBitsPerSecond) {
    if (!(fromServerBitsPerSecond > 0) || !(fromSwitchBitsPerSecond > 0)) {
      throw new IllegalArgumentException("link capacities must be > 0, got " + fromServerBitsPerSecond + " and " + fromSwitchBitsPerSecond + " bit/s");
    }
    double[] forward = new double[links()];
    double[] reverse = new double[links()];
    for (int l = 0; l < forward.length; l++) {
      forward[l] = isServer(linkA(l)) ? fromServerBitsPerSecond : fromSwitchBitsPerSecond;
      reverse[l] = isServer(linkB(l)) ? fromServerBitsPerSecond : fromSwitchBitsPerSecond;
    }
    return new Topology(spec, servers, switches, serversForward, linkEnds, forward, reverse, latencyNs, portStart, portLink, radix);
  }

  public double latencyNs(int link) { return latencyNs[link]; }

  /** The undirected link a directed link belongs to. */
  public static int linkOf(int directedLink) { return directedLink >>> 1; }

  /** Node a directed link leaves. */
  public int from(int directedLink) { return linkEnds[2 * (directedLink >>> 1) + (directedLink & 1)]; }

  /** Node a directed link enters. */
  public int to(int directedLink) { return linkEnds[2 * (directedLink >>> 1) + 1 - (directedLink & 1)]; }

  /** Number of connected ports of a node. */
  public int degree(int node) { return portStart[node + 1] - portStart[node]; }

  /** Directed link leaving {@code node} through {@code port}. */
  public int outLink(int node, int port) { return portLink[portStart[node] + port]; }

  /** Node at the other end of {@code node}'s {@code port}. */
  public int neighbor(int node, int port) { return to(portLink[portStart[node] + port]); }

  /** Declared radix of a switch (its port count, used or not); for servers, their degree. */
  public int radix(int node) { return node < servers ? degree(node) : radix[node - servers]; }

  /** Total connected switch ports (each switch end of a link counts once). */
  public int switchPorts() { return portStart[nodes()] - portStart[servers]; }

  /** Total connected server ports. */
  public int serverPorts() { return portStart[servers]; }

  /**
   * The switch a single-ported server hangs from.
   *
   * @throws IllegalStateException if the server has other than one port
   */
  public int attachedSwitch(int server) {
    if (degree(server) != 1) throw new IllegalStateException("server " + server + " has " + degree(server) + " ports");
    return neighbor(server, 0);
  }

  /** The port of {@code node} whose link leads to {@code other}, or -1 when they are not adjacent. */
  public int portTo(int node, int other) {
    for (int p = portStart[node], end = portStart[node + 1]; p < end; p++) {
      if (to(portLink[p]) == other) return p - portStart[node];
    }
    return -1;
  }

  /** True when every link has the same capacity, in both directions, and the same latency. */
  public boolean uniformLinks() {
    for (int l = 0; l < capacityBitsPerSecond.length; l++) {
      if (capacityBitsPerSecond[l] != capacityBitsPerSecond[0] || latencyNs[l] != latencyNs[0]) return false;
      if (reverseCapacityBitsPerSecond != null && reverseCapacityBitsPerSecond[l] != capacityBitsPerSecond[0]) return false;
    }
    return true;
  }

  @Override
  public String toString() {
    return spec.canonical() + " (" + servers + " servers, " + switches + " switches, " + links() + " links)";
  }
}
