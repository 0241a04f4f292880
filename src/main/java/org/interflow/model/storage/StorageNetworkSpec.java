package org.interflow.model.storage;

import org.interflow.model.topology.TopologySpec;

/**
 * The spec of a {@link StorageNetwork}'s topology: the compute fabric's spec and the storage
 * attached to it. Its family is the fabric's; its canonical form adds the storage, e.g. {@code
 * fattree:k=4,n=3 + storage(nvm, 2 servers on the fabric)}.
 */
public record StorageNetworkSpec(TopologySpec fabric, StorageSpec storage, TopologySpec san) implements TopologySpec {
  @Override
  public String family() { return fabric.family(); }

  @Override
  public String canonical() {
    StringBuilder b = new StringBuilder(fabric.canonical()).append(" + storage(");
    if (storage.hasLocal()) b.append("nvm");
    if (storage.hasCentral()) {
      if (storage.hasLocal()) b.append(", ");
      b.append(storage.centralServers()).append(storage.centralServers() == 1 ? " server" : " servers");
      b.append(san == null ? " on the fabric" : " on san " + san.canonical());
    }
    return b.append(')').toString();
  }
}
