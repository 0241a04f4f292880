package org.interflow.engine.schedule;

import java.util.LinkedHashSet;
import java.util.Objects;
import org.interflow.engine.dynamic.jobs.PinnedTasks;
import org.interflow.model.storage.RankLayout;
import org.interflow.model.storage.StorageLayout;
import org.interflow.model.storage.StorageNetwork;

/**
 * A scheduled storage job's device tasks, pinned to the NVM of the nodes the scheduler gave it:
 * the job's nodes by rank are its compute tasks' servers in order of first use (under the linear
 * mapping, rank r holds tasks r x perNode .. (r+1) x perNode - 1, as the {@link RankLayout} was
 * built), and device d goes to the NVM endpoint of the node of rank {@code layout.deviceRank()[d]}.
 */
record StoragePins(StorageNetwork storage, RankLayout layout) implements PinnedTasks {
  StoragePins {
    Objects.requireNonNull(storage, "storage");
    Objects.requireNonNull(layout, "layout");
  }

  @Override
  public int tasks() { return layout.devices(); }

  @Override
  public int[] servers(int[] placed) { return on(placed).endpoints(); }

  /** The job's layout when its compute tasks run on {@code placed}. */
  StorageLayout on(int[] placed) { return layout.on(storage, nodesByRank(placed)); }

  /** The distinct servers of {@code placed} in order of first use. O(tasks). */
  static int[] nodesByRank(int[] placed) {
    LinkedHashSet<Integer> nodes = new LinkedHashSet<>();
    for (int server : placed) nodes.add(server);
    return nodes.stream().mapToInt(Integer::intValue).toArray();
  }
}
