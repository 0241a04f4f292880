package org.interflow.model.storage;

/**
 * External: every task's data is on central storage, striped over the storage servers by compute
 * node (node n uses server {@code n mod S}), so transfers cross the fabric or the SAN and meet the
 * I/O of other jobs (the seed's case of data outside the job's partition). The device depends on
 * the node's id, so it cannot be fixed before a scheduler picks the job's nodes ({@link #dataTask}
 * refuses).
 */
public final class ExternalPlacement implements DataPlacement {
  @Override
  public StorageDevice device(StorageNetwork storage, int[] nodes, int task) {
    if (storage.centralServers() == 0) throw new IllegalArgumentException("placement external needs central storage servers (storage.central.servers)");
    return storage.central(nodes[task] % storage.centralServers());
  }

  @Override
  public int dataTask(StorageNetwork storage, int tasks, int task) {
    throw new IllegalArgumentException("placement external picks a storage server by compute node id (node mod servers), which a"
        + " scheduler decides only when the job starts, so the job's devices cannot be fixed before: use local or internal");
  }
}
