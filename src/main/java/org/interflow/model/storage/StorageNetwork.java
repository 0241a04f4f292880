package org.interflow.model.storage;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.interflow.model.topology.TopologyBuilder;
import org.interflow.model.units.Bandwidth;

/**
 * A machine's compute fabric with its storage built in as more network: each storage device is an
 * endpoint (a server id) behind a device link whose two directions have the device's write and
 * read bandwidths; a compute node's NVM hangs from it through a PCIe link (an I/O hub between the
 * two); central storage devices hang from their storage servers, which are servers of the fabric
 * or of a SAN of their own. Storage I/O is then ordinary flows of the storage traffic class, shared
 * with application flows under NP, BA or FP by either bandwidth model, and the engine is unchanged.
 * {@link #routing()} routes between compute nodes as the fabric's routing does and appends the
 * storage hops (see {@link StorageRouting}).
 *
 * <p>Node ids of {@link #topology()}: the fabric's servers keep theirs (compute nodes {@code 0 ..
 * C-1}, then the fabric's storage servers when central storage is on the fabric); the NVM devices
 * follow ({@code F + n} for compute node n, F the fabric's servers), then the central devices;
 * then the fabric's switches, the I/O hubs, and the SAN's other nodes. Links: the fabric's first
 * (same ids and directions, so fabric routes are valid as they are), then the SAN's, the PCIe
 * links, the NVM device links and the central device links. Building is O(nodes + links).
 */
public final class StorageNetwork {
  private final Topology fabric;
  private final StorageSpec spec;
  private final int computeNodes;
  private final Topology topology;
  private final StorageDevice[] nvm;       // per compute node, or empty
  private final StorageDevice[] central;   // per storage server
  private final StorageRouting routing;

  /**
   * Storage on the fabric: local NVM and/or central storage servers that are the fabric's last
   * servers.
   *
   * @throws IllegalArgumentException if central storage asks for a SAN, or leaves no compute node
   */
  public static StorageNetwork onFabric(Topology fabric, RoutingAlgorithm fabricRouting, StorageSpec spec) {
    return new StorageNetwork(fabric, fabricRouting, spec, null, null);
  }

  /**
   * Central storage on a SAN of its own ({@code san}, routed by {@code sanRouting}): SAN servers
   * {@code 0 .. C-1} are the compute nodes' SAN ports, the next ones the storage servers; any
   * further SAN servers stay unused.
   *
   * @throws IllegalArgumentException if the SAN has fewer servers than compute nodes plus storage servers
   */
  public static StorageNetwork withSan(Topology fabric, RoutingAlgorithm fabricRouting, StorageSpec spec, Topology san,
      RoutingAlgorithm sanRouting) {
    return new StorageNetwork(fabric, fabricRouting, spec, san, sanRouting);
  }

  private StorageNetwork(Topology fabric, RoutingAlgorithm fabricRouting, StorageSpec spec, Topology san, RoutingAlgorithm sanRouting) {
    this.fabric = fabric;
    this.spec = spec;
    boolean sanMode = spec.hasCentral() && spec.central().attachment() == CentralStorage.Attachment.SAN;
    if (sanMode != (san != null)) {
      throw new IllegalArgumentException(sanMode ? "central storage on a SAN needs the SAN's topology" : "a SAN is given but central storage is on the fabric");
    }
    int f = fabric.servers();
    int s = spec.centralServers();
    computeNodes = spec.computeNodes(f);
    if (computeNodes < 1) throw new IllegalArgumentException(s + " storage servers on a fabric of " + f + " servers leave no compute node");
    if (sanMode && san.servers() < computeNodes + s) {
      throw new IllegalArgumentException("the SAN has " + san.servers() + " servers; it needs one per compute node and storage server (" + (computeNodes + s) + ")");
    }
    int nvms = spec.hasLocal() ? computeNodes : 0;
    int servers = f + nvms + s;
    int hubBase = servers + fabric.switches();
    int sanBase = hubBase + nvms;
    int sanExtra = sanMode ? san.nodes() - computeNodes : 0;
    TopologyBuilder b = new TopologyBuilder(new StorageNetworkSpec(fabric.spec(), spec, sanMode ? san.spec() : null), servers,
        fabric.switches() + nvms + sanExtra, LinkParams.DEFAULT).serversForward(fabric.serversForward());
    for (int w = 0; w < fabric.switches(); w++) b.radix(w, fabric.radix(fabric.switchNode(w)));
    copyLinks(b, fabric, n -> n < f ? n : n - f + servers);
    if (sanMode) {
      for (int w = 0; w < san.switches(); w++) b.radix(fabric.switches() + nvms + san.servers() - computeNodes + w, san.radix(san.switchNode(w)));
      copyLinks(b, san, n -> n < computeNodes ? n : sanBase + n - computeNodes);
    }
    nvm = new StorageDevice[nvms];
    int[] pcie = new int[nvms];
    if (spec.hasLocal()) {
      LocalStorage local = spec.local();
      for (int n = 0; n < nvms; n++) pcie[n] = b.link(n, hubBase + n, new LinkParams(local.pcie(), local.pcieLatencyNs()));
      for (int n = 0; n < nvms; n++) {
        int link = b.link(hubBase + n, f + n, new LinkParams(local.write(), local.deviceLatencyNs()), local.read());
        nvm[n] = new StorageDevice(f + n, StorageDevice.Kind.NVM, n, link);
      }
    }
    central = new StorageDevice[s];
    int[] storageServer = new int[s];   // node in the routing's network: fabric server, or SAN server
    for (int k = 0; k < s; k++) {
      CentralStorage c = spec.central();
      int serverNode = sanMode ? sanBase + k : computeNodes + k;
      storageServer[k] = computeNodes + k;
      int link = b.link(serverNode, f + nvms + k, new LinkParams(c.write(), c.latencyNs()), c.read());
      central[k] = new StorageDevice(f + nvms + k, StorageDevice.Kind.CENTRAL, k, link);
    }
    topology = b.build();
    routing = new StorageRouting(fabricRouting, sanRouting, 2 * fabric.links(), f, computeNodes, nvm, pcie, central, storageServer);
  }

  /** Copies every link of {@code from}, ends renumbered by {@code node}, capacities per direction and latency as they are. */
  private static void copyLinks(TopologyBuilder b, Topology from, java.util.function.IntUnaryOperator node) {
    for (int l = 0; l < from.links(); l++) {
      int a = node.applyAsInt(from.linkA(l));
      int z = node.applyAsInt(from.linkB(l));
      double forward = from.directedCapacityBitsPerSecond(2 * l);
      double backward = from.directedCapacityBitsPerSecond(2 * l + 1);
      LinkParams params = new LinkParams(new Bandwidth(forward), from.latencyNs(l));
      if (forward == backward) b.link(a, z, params);
      else b.link(a, z, params, new Bandwidth(backward));
    }
  }

  /** The compute fabric the storage was added to. */
  public Topology fabric() { return fabric; }

  /** The storage that was added. */
  public StorageSpec spec() { return spec; }

  /** The whole network: fabric, SAN, hubs and devices. */
  public Topology topology() { return topology; }

  /** Routes between compute nodes as the fabric does, and between compute nodes and devices. */
  public RoutingAlgorithm routing() { return routing; }

  /** Servers that run jobs: {@code 0 .. computeNodes-1}. */
  public int computeNodes() { return computeNodes; }

  /** The NVM of compute node {@code node}. */
  public StorageDevice nvm(int node) {
    if (nvm.length == 0) throw new IllegalStateException("the compute nodes have no NVM (storage.local is off)");
    return nvm[node];
  }

  /** The device of storage server {@code server}. */
  public StorageDevice central(int server) {
    if (central.length == 0) throw new IllegalStateException("there are no central storage servers (storage.central is off)");
    return central[server];
  }

  /** Storage servers (0 without central storage). */
  public int centralServers() { return central.length; }

  /** Every device: the NVMs by node, then the central devices by server. */
  public List<StorageDevice> devices() {
    List<StorageDevice> all = new ArrayList<>(nvm.length + central.length);
    all.addAll(List.of(nvm));
    all.addAll(List.of(central));
    return all;
  }
}
