package org.interflow.model.storage;

/**
 * Where a job's data is stored (INRFlow's storage assignment, section 3.5 of the seed paper): the
 * device each task of a job reads from and writes to, once the job's compute nodes are known.
 * Implementations are stateless and deterministic (the same nodes give the same devices).
 */
public interface DataPlacement {
  /**
   * The device holding the data of task {@code task} of a job whose task i runs on compute node
   * {@code nodes[i]}.
   *
   * @throws IllegalArgumentException if the storage network lacks the devices this placement uses,
   *     or the job is too small for it
   */
  StorageDevice device(StorageNetwork storage, int[] nodes, int task);

  /**
   * For data on the job's own nodes: the task of a job of {@code tasks} tasks whose node's NVM
   * holds task {@code task}'s data. It depends on the tasks only, not on which nodes the job got,
   * so a scheduler can fix a job's devices before it picks its nodes ({@link RankLayout}).
   *
   * @throws IllegalArgumentException if the storage network lacks the NVM, the job is too small,
   *     or the device depends on which nodes the job got (central storage)
   */
  int dataTask(StorageNetwork storage, int tasks, int task);
}
