package org.interflow.model.storage;

/**
 * One storage device of a {@link StorageNetwork}: an endpoint of the simulated network (a server
 * id, so flows can start and end there) behind its device link, whose direction towards the
 * device carries writes (write bandwidth) and whose direction away from it carries reads (read
 * bandwidth).
 *
 * @param endpoint the device's node id (a server of the storage network's topology)
 * @param kind NVM of a compute node or central storage server's device
 * @param index the compute node (NVM) or the storage server (central) it belongs to
 * @param link the undirected device link; {@code 2*link} is the write direction, {@code 2*link+1} the read one
 */
public record StorageDevice(int endpoint, Kind kind, int index, int link) {
  /** What the device is. */
  public enum Kind {
    /** The NVM of a compute node, behind its PCIe link. */
    NVM,
    /** The device of a central storage server. */
    CENTRAL
  }

  /** Directed link of the writes (towards the device). */
  public int writeLink() { return 2 * link; }

  /** Directed link of the reads (away from the device). */
  public int readLink() { return 2 * link + 1; }

  /** A short name for outputs: {@code nvm-12} or {@code storage-3}. */
  public String name() { return (kind == Kind.NVM ? "nvm-" : "storage-") + index; }
}
