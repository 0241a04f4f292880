package org.interflow.model.storage;

/**
 * Local: every task's data is on its own node's NVM (the seed's ideal case: storage traffic stays
 * inside the compute node, limited by PCIe and the device, and meets no other traffic).
 */
public final class LocalPlacement implements DataPlacement {
  @Override
  public StorageDevice device(StorageNetwork storage, int[] nodes, int task) {
    return storage.nvm(nodes[dataTask(storage, nodes.length, task)]);
  }

  @Override
  public int dataTask(StorageNetwork storage, int tasks, int task) {
    if (!storage.spec().hasLocal()) throw new IllegalArgumentException("placement local needs NVM on the compute nodes (storage.local.enabled)");
    return task;
  }
}
