package org.interflow.model.topology.jellyfish;

import org.interflow.model.topology.TopologySpec;

/**
 * A Jellyfish network (Singla, Hong, Popa, Godfrey, "Jellyfish: Networking Data Centers Randomly",
 * NSDI 2012): {@code N} switches of {@code k} ports each, {@code r} of them wired into a random
 * {@code r}-regular graph among the switches and the other {@code k - r} serving servers.
 *
 * <p>The CLI names: {@code switches} is N, {@code ports} is k, {@code servers} is {@code k - r} (servers
 * per switch), so the network degree is {@code r = ports - servers}. Closed forms: {@code N*(k-r)}
 * servers, {@code N} switches, {@code N*(k-r) + floor(N*r/2)} links (one port stays free when {@code
 * N*r} is odd). The diameter is random; a random regular graph with {@code r >= 3} is connected with
 * high probability but not surely.
 *
 * @param switches N, number of switches, 1 or more
 * @param ports k, ports per switch
 * @param servers k - r, servers per switch, 0 to k
 * <p>With {@code added > 0} the network is grown incrementally (Singla et al., section 4.2): the
 * N-switch graph is drawn first, then {@code added} more switches (each with the same ports and
 * servers) are spliced in one at a time, each taking {@code floor(r/2)} random links apart, with
 * the same seeded random stream. So the first N switches' graph is exactly {@code jellyfish} without
 * {@code added} before it grows; links become {@code (N + added)(k - r) + floor(N r / 2) + added
 * floor(r / 2)} (as long as every splice finds a link, which a graph of more than r switches does).
 *
 * @param seed seeds the {@link java.util.SplittableRandom} that draws the graph
 * @param added switches added incrementally after the first N, 0 or more
 */
public record JellyfishSpec(int switches, int ports, int servers, long seed, int added) implements TopologySpec {
  /** A Jellyfish built at once (nothing added). */
  public JellyfishSpec(int switches, int ports, int servers, long seed) { this(switches, ports, servers, seed, 0); }

  public JellyfishSpec {
    if (added < 0) throw new IllegalArgumentException("jellyfish needs added >= 0, got " + added);
    if (switches < 1 || ports < 1) {
      throw new IllegalArgumentException("jellyfish needs switches >= 1 and ports >= 1, got switches=" + switches + ", ports=" + ports);
    }
    if (servers < 0 || servers > ports) {
      throw new IllegalArgumentException("jellyfish needs 0 <= servers <= ports = " + ports + ", got servers=" + servers);
    }
    if (ports - servers > switches - 1) {
      throw new IllegalArgumentException("jellyfish network degree ports-servers = " + (ports - servers)
          + " exceeds switches-1 = " + (switches - 1) + ": no simple regular graph");
    }
    if ((long) (switches + added) * ports > Integer.MAX_VALUE / 4) throw new IllegalArgumentException("jellyfish too large");
  }

  /** Switches after growth, {@code N + added}. */
  public int totalSwitches() { return switches + added; }

  /** r, the number of ports of each switch that join other switches. */
  public int networkDegree() { return ports - servers; }

  @Override
  public String family() { return "jellyfish"; }

  @Override
  public String canonical() {
    return "jellyfish:switches=" + switches + ",ports=" + ports + ",servers=" + servers + ",seed=" + seed
        + (added > 0 ? ",added=" + added : "");
  }
}
