package org.interflow.model.storage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where one job's data is: the devices it uses, in the order its tasks first use them, and each
 * task's device among them.
 *
 * @param deviceOf per task, the index of its device in {@code devices}
 * @param devices the job's devices, each used by at least one task
 */
public record StorageLayout(int[] deviceOf, List<StorageDevice> devices) {
  public StorageLayout {
    deviceOf = deviceOf.clone();
    devices = List.copyOf(devices);
  }

  /** The layout {@code placement} gives a job on compute nodes {@code nodes}. O(tasks). */
  public static StorageLayout of(DataPlacement placement, StorageNetwork storage, int[] nodes) {
    Map<StorageDevice, Integer> index = new LinkedHashMap<>();
    int[] deviceOf = new int[nodes.length];
    for (int t = 0; t < nodes.length; t++) {
      StorageDevice d = placement.device(storage, nodes, t);
      deviceOf[t] = index.computeIfAbsent(d, x -> index.size());
    }
    return new StorageLayout(deviceOf, new ArrayList<>(index.keySet()));
  }

  /** The endpoints (server ids) of the devices, in order. */
  public int[] endpoints() {
    int[] e = new int[devices.size()];
    for (int i = 0; i < e.length; i++) e[i] = devices.get(i).endpoint();
    return e;
  }
}
