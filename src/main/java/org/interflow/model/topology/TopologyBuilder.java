package org.interflow.model.topology;

import java.util.Arrays;
import org.interflow.model.units.Bandwidth;

/**
 * The wiring helper every family builder uses: it hands out dense node ids (servers first, then
 * switches), records links in creation order and freezes them into an immutable {@link Topology}.
 * A family builder therefore states only its connection rule.
 *
 * <p>Not thread-safe; one builder per topology. Building is O(nodes + links).
 */
public final class TopologyBuilder {
  private final TopologySpec spec;
  private final int servers;
  private final int switches;
  private final LinkParams defaults;
  private final int[] radix;
  private boolean serversForward;
  private int[] ends;
  private double[] capacity;
  private double[] latency;
  private double[] reverse;   // direction b -> a, or null while every link is symmetric
  private int links;

  /**
   * @param spec the spec being built (kept by the topology)
   * @param servers number of servers, ids 0..servers-1
   * @param switches number of switches, ids servers..servers+switches-1
   * @param defaults capacity and latency of links created by {@link #link(int, int)}
   */
  public TopologyBuilder(TopologySpec spec, int servers, int switches, LinkParams defaults) {
    if (servers < 0 || switches < 0) throw new IllegalArgumentException("negative node count");
    if ((long) servers + switches > Integer.MAX_VALUE / 2) throw new IllegalArgumentException("network too large");
    this.spec = spec;
    this.servers = servers;
    this.switches = switches;
    this.defaults = defaults;
    this.radix = new int[switches];
    int expected = Math.max(16, servers + switches);
    this.ends = new int[2 * expected];
    this.capacity = new double[expected];
    this.latency = new double[expected];
  }

  /** Pre-sizes the link arrays when the family knows its link count (saves copying). */
  public TopologyBuilder expectLinks(int count) {
    if (count > capacity.length) grow(count);
    return this;
  }

  /** Marks the network server-centric: servers relay traffic. */
  public TopologyBuilder serversForward(boolean forward) {
    this.serversForward = forward;
    return this;
  }

  /** Node id of server {@code index}. */
  public int server(int index) {
    if (index < 0 || index >= servers) throw new IndexOutOfBoundsException("server " + index + " of " + servers);
    return index;
  }

  /** Node id of switch {@code index}. */
  public int switchNode(int index) {
    if (index < 0 || index >= switches) throw new IndexOutOfBoundsException("switch " + index + " of " + switches);
    return servers + index;
  }

  /** Declares the radix of switch {@code index}; a switch's radix defaults to its used ports. */
  public TopologyBuilder radix(int index, int ports) {
    radix[index] = ports;
    return this;
  }

  /** Links nodes {@code a} and {@code b} with the default capacity and latency; returns the link id. */
  public int link(int a, int b) { return link(a, b, defaults); }

  /** Links nodes {@code a} and {@code b} with the given parameters; returns the link id. */
  public int link(int a, int b, LinkParams params) {
    int nodes = servers + switches;
    if (a < 0 || a >= nodes || b < 0 || b >= nodes) {
      throw new IndexOutOfBoundsException("link " + a + "-" + b + " outside 0.." + (nodes - 1));
    }
    if (a == b) throw new IllegalArgumentException("self-link at node " + a);
    if (links == capacity.length) grow(links * 2);
    ends[2 * links] = a;
    ends[2 * links + 1] = b;
    capacity[links] = params.capacity().bitsPerSecond();
    latency[links] = params.latencyNs();
    if (reverse != null) reverse[links] = capacity[links];
    return links++;
  }

  /**
   * Links nodes {@code a} and {@code b} with a capacity of its own for each direction: {@code
   * forward} (its latency and a-to-b capacity) and {@code backward} (b to a), e.g. a storage
   * device's write and read bandwidth. Returns the link id.
   */
  public int link(int a, int b, LinkParams forward, Bandwidth backward) {
    int l = link(a, b, forward);
    if (reverse == null) {
      reverse = Arrays.copyOf(capacity, capacity.length);
    }
    reverse[l] = backward.bitsPerSecond();
    return l;
  }

  public int linkCount() { return links; }

  private void grow(int size) {
    ends = Arrays.copyOf(ends, 2 * size);
    capacity = Arrays.copyOf(capacity, size);
    latency = Arrays.copyOf(latency, size);
    if (reverse != null) reverse = Arrays.copyOf(reverse, size);
  }

  /** Freezes the links into a topology; ports are numbered in link-creation order per node. */
  public Topology build() {
    int nodes = servers + switches;
    int[] portStart = new int[nodes + 1];
    for (int i = 0; i < 2 * links; i++) portStart[ends[i] + 1]++;
    for (int n = 0; n < nodes; n++) portStart[n + 1] += portStart[n];
    int[] fill = Arrays.copyOf(portStart, nodes);
    int[] portLink = new int[2 * links];
    for (int l = 0; l < links; l++) {
      portLink[fill[ends[2 * l]]++] = 2 * l;          // a -> b leaves a
      portLink[fill[ends[2 * l + 1]]++] = 2 * l + 1;  // b -> a leaves b
    }
    int[] radixCopy = new int[switches];
    for (int s = 0; s < switches; s++) {
      int used = portStart[servers + s + 1] - portStart[servers + s];
      radixCopy[s] = Math.max(radix[s], used);
    }
    return new Topology(spec, servers, switches, serversForward, Arrays.copyOf(ends, 2 * links),
        Arrays.copyOf(capacity, links), reverse == null ? null : Arrays.copyOf(reverse, links), Arrays.copyOf(latency, links),
        portStart, portLink, radixCopy);
  }
}
