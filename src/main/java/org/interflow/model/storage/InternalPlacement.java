package org.interflow.model.storage;

/**
 * Internal: every task's data is on the NVM of another node of its own job, the one half the job
 * away (task t of K uses the node of task {@code (t + K/2) mod K}), so each device serves one task
 * and every transfer crosses the compute fabric inside the job's partition (the seed's case where
 * only some local devices are available). Needs jobs of 2 tasks or more.
 */
public final class InternalPlacement implements DataPlacement {
  @Override
  public StorageDevice device(StorageNetwork storage, int[] nodes, int task) {
    return storage.nvm(nodes[dataTask(storage, nodes.length, task)]);
  }

  @Override
  public int dataTask(StorageNetwork storage, int tasks, int task) {
    if (!storage.spec().hasLocal()) throw new IllegalArgumentException("placement internal needs NVM on the compute nodes (storage.local.enabled)");
    if (tasks < 2) throw new IllegalArgumentException("placement internal needs a job of 2 tasks or more, got " + tasks);
    return (task + tasks / 2) % tasks;
  }
}
