package org.interflow.model.storage;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A run's storage as its report needs it: the storage network and, per job (index = job), the
 * compute nodes of its compute tasks (task i on {@code nodes.get(job)[i]}) and its data's layout
 * (null for a job without I/O).
 */
public record StorageRun(StorageNetwork network, List<int[]> nodes, List<StorageLayout> layouts) {
  public StorageRun {
    nodes = List.copyOf(nodes);
    layouts = Collections.unmodifiableList(new ArrayList<>(layouts));  // may hold nulls
  }
}
