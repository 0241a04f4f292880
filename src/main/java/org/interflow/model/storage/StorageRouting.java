package org.interflow.model.storage;

import org.interflow.model.routing.LinkLoad;
import org.interflow.model.routing.PathBuffer;
import org.interflow.model.routing.RoutingAlgorithm;

/**
 * The routing of a {@link StorageNetwork}: between two fabric servers, the fabric's routing as it
 * is (its link ids are the storage network's); between a compute node and a device, the route to
 * the node the device hangs from, plus the device's own hops:
 * <ul>
 *   <li>NVM of node n: the fabric route to n (none when n is the node itself), n's PCIe link, the
 *       device link;
 *   <li>central device of server k: the fabric route (or, with a SAN, the SAN route) to k, the
 *       device link.
 * </ul>
 * Reads take the same links the other way round. Every path of a multipath inner route gets the
 * device hops, and keeps its virtual lane. There is no route between two devices, or from a
 * device to a storage server. Immutable and thread-safe like the routings it wraps; O(path).
 */
final class StorageRouting implements RoutingAlgorithm {
  private final RoutingAlgorithm fabric;
  private final RoutingAlgorithm san;      // null without a SAN
  private final int sanOffset;             // directed link id of the SAN's link 0
  private final int fabricServers;
  private final int computeNodes;
  private final StorageDevice[] nvm;
  private final int[] pcie;
  private final StorageDevice[] central;
  private final int[] storageServer;       // in the fabric's or the SAN's numbering

  StorageRouting(RoutingAlgorithm fabric, RoutingAlgorithm san, int sanOffset, int fabricServers, int computeNodes,
      StorageDevice[] nvm, int[] pcie, StorageDevice[] central, int[] storageServer) {
    this.fabric = fabric;
    this.san = san;
    this.sanOffset = sanOffset;
    this.fabricServers = fabricServers;
    this.computeNodes = computeNodes;
    this.nvm = nvm;
    this.pcie = pcie;
    this.central = central;
    this.storageServer = storageServer;
  }

  @Override
  public int route(int source, int destination, PathBuffer out) {
    return route(source, destination, 0, LinkLoad.IDLE, out);
  }

  @Override
  public int route(int source, int destination, long bytes, LinkLoad load, PathBuffer out) {
    boolean fromFabric = source < fabricServers;
    boolean toFabric = destination < fabricServers;
    if (fromFabric && toFabric) return fabric.route(source, destination, bytes, load, out);
    boolean write = fromFabric;
    int node = write ? source : destination;
    int device = (write ? destination : source) - fabricServers;
    if (fromFabric == toFabric || node >= computeNodes) {
      out.clear();
      return 0;
    }
    if (device < nvm.length) {
      int owner = nvm[device].index();
      int[] hops = write ? new int[] {2 * pcie[owner], nvm[device].writeLink()} : new int[] {nvm[device].readLink(), 2 * pcie[owner] + 1};
      int paths = owner == node ? emptyPath(out) : fabric.route(write ? node : owner, write ? owner : node, bytes, load, out);
      return withDeviceHops(out, paths, 0, hops, write);
    }
    int k = device - nvm.length;
    int[] hops = {write ? central[k].writeLink() : central[k].readLink()};
    int server = storageServer[k];
    int paths = san == null
        ? fabric.route(write ? node : server, write ? server : node, bytes, load, out)
        : san.route(write ? node : server, write ? server : node, bytes, LinkLoad.IDLE, out);
    return withDeviceHops(out, paths, san == null ? 0 : sanOffset, hops, write);
  }

  @Override
  public boolean observesLoad() { return fabric.observesLoad(); }

  @Override
  public boolean multipath() { return fabric.multipath() || san != null && san.multipath(); }

  @Override
  public boolean prefersDestinationOrder() { return fabric.prefersDestinationOrder(); }

  private static int emptyPath(PathBuffer out) {
    out.clear();
    out.beginPath();
    return 1;
  }

  /**
   * Rewrites the {@code paths} paths in {@code out}: their links shifted by {@code offset}, with
   * {@code hops} after them (a write) or before them (a read).
   */
  private static int withDeviceHops(PathBuffer out, int paths, int offset, int[] hops, boolean write) {
    if (paths == 0) return 0;
    int total = 0;
    for (int p = 0; p < paths; p++) total += out.length(p);
    int[] links = out.scratchA(total);
    int[] shape = out.scratchB(2 * paths);   // length and lane of each path
    int i = 0;
    for (int p = 0; p < paths; p++) {
      shape[2 * p] = out.length(p);
      shape[2 * p + 1] = out.lane(p);
      for (int h = 0; h < out.length(p); h++) links[i++] = out.link(p, h) + offset;
    }
    out.clear();
    i = 0;
    for (int p = 0; p < paths; p++) {
      out.beginPath();
      out.setLane(shape[2 * p + 1]);
      if (!write) for (int hop : hops) out.add(hop);
      for (int h = 0; h < shape[2 * p]; h++) out.add(links[i++]);
      if (write) for (int hop : hops) out.add(hop);
    }
    return paths;
  }
}
