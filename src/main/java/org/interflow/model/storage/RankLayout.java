package org.interflow.model.storage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a scheduled job's data is before the scheduler picks its nodes: the job's tasks run on its
 * nodes by rank (rank 0 = the node of its first task, and so on), and each device is the NVM of the
 * node of one rank. The placement decides from the tasks alone ({@link DataPlacement#dataTask});
 * {@link #on} resolves the ranks to nodes once the job starts.
 *
 * @param deviceOf per task, the index of its device (devices in the order tasks first use them)
 * @param deviceRank per device, the rank of the node whose NVM it is
 */
public record RankLayout(int[] deviceOf, int[] deviceRank) {
  public RankLayout {
    deviceOf = deviceOf.clone();
    deviceRank = deviceRank.clone();
  }

  /**
   * The layout {@code placement} gives a job whose task t runs on its node of rank {@code
   * rankOf[t]}. O(tasks).
   *
   * @throws IllegalArgumentException when the placement cannot decide by rank (see {@link DataPlacement#dataTask})
   */
  public static RankLayout of(DataPlacement placement, StorageNetwork storage, int[] rankOf) {
    Map<Integer, Integer> index = new LinkedHashMap<>();  // rank -> device, in order of first use
    int[] deviceOf = new int[rankOf.length];
    for (int t = 0; t < rankOf.length; t++) {
      int rank = rankOf[placement.dataTask(storage, rankOf.length, t)];
      deviceOf[t] = index.computeIfAbsent(rank, r -> index.size());
    }
    int[] deviceRank = new int[index.size()];
    for (Map.Entry<Integer, Integer> e : index.entrySet()) deviceRank[e.getValue()] = e.getKey();
    return new RankLayout(deviceOf, deviceRank);
  }

  /** Devices of the job. */
  public int devices() { return deviceRank.length; }

  /**
   * The job's layout once its node of rank r is compute node {@code nodeOfRank[r]}.
   *
   * @throws IllegalArgumentException when a device's rank has no node
   */
  public StorageLayout on(StorageNetwork storage, int[] nodeOfRank) {
    List<StorageDevice> devices = new ArrayList<>(deviceRank.length);
    for (int r : deviceRank) {
      if (r >= nodeOfRank.length) throw new IllegalArgumentException("the job's data is on its node of rank " + r + "; it has " + nodeOfRank.length);
      devices.add(storage.nvm(nodeOfRank[r]));
    }
    return new StorageLayout(deviceOf, devices);
  }
}
