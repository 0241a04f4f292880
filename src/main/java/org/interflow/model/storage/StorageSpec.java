package org.interflow.model.storage;

/**
 * The I/O subsystem of a machine: local NVM per compute node, central storage servers, or both.
 *
 * @param local the compute nodes' NVM devices, or null for none
 * @param central the storage servers, or null for none
 */
public record StorageSpec(LocalStorage local, CentralStorage central) {
  public StorageSpec {
    if (local == null && central == null) throw new IllegalArgumentException("storage needs local NVM, central servers or both");
  }

  /** True when compute nodes have NVM devices. */
  public boolean hasLocal() { return local != null; }

  /** True when there are storage servers. */
  public boolean hasCentral() { return central != null; }

  /** The storage servers, 0 without central storage. */
  public int centralServers() { return central == null ? 0 : central.servers(); }

  /** The servers of a fabric of {@code fabricServers} that run jobs: all but the storage servers on it. */
  public int computeNodes(int fabricServers) {
    return hasCentral() && central.attachment() == CentralStorage.Attachment.FABRIC ? fabricServers - central.servers() : fabricServers;
  }
}
