package org.interflow.model.storage;

/**
 * External: every task's data is on central storage, striped over the storage servers by compute
 * node (node n uses server {@code n mod S}), so transfers cross the fabric or the SAN and meet the
 * I/O of other jobs (the seed's case of data outside the job's partition).
 */
public final class ExternalPlacement implements DataPlacement {
  @Override
  public StorageDevice device(StorageNetwork storage, int[] nodes, int task) {
    if (storage.centralServers() == 0) throw new IllegalArgumentException("placement external needs central storage servers (storage.central.servers)");
    return storage.central(nodes[task] % storage.centralServers());
  }
}
