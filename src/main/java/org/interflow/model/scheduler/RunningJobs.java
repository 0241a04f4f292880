package org.interflow.model.scheduler;

import java.util.Arrays;

/**
 * The running jobs of a scheduler in order of their limit (start + requested time; ties by id),
 * the order backfilling reads them in. Parallel sorted arrays: insertion and removal are O(r) for
 * r running jobs, reading the i-th is O(1).
 */
final class RunningJobs {
  private long[] limit = new long[16];
  private int[] id = new int[16];
  private int[] nodes = new int[16];
  private int size;

  int size() { return size; }

  long limit(int i) { return limit[i]; }

  int nodes(int i) { return nodes[i]; }

  int id(int i) { return id[i]; }

  void add(int job, long jobLimit, int jobNodes) {
    if (size == limit.length) {
      limit = Arrays.copyOf(limit, size * 2);
      id = Arrays.copyOf(id, size * 2);
      nodes = Arrays.copyOf(nodes, size * 2);
    }
    int at = size;
    while (at > 0 && (limit[at - 1] > jobLimit || limit[at - 1] == jobLimit && id[at - 1] > job)) at--;
    System.arraycopy(limit, at, limit, at + 1, size - at);
    System.arraycopy(id, at, id, at + 1, size - at);
    System.arraycopy(nodes, at, nodes, at + 1, size - at);
    limit[at] = jobLimit;
    id[at] = job;
    nodes[at] = jobNodes;
    size++;
  }

  /** Removes running job {@code job}; false when it is not running. */
  boolean remove(int job) {
    for (int i = 0; i < size; i++) {
      if (id[i] == job) {
        System.arraycopy(limit, i + 1, limit, i, size - i - 1);
        System.arraycopy(id, i + 1, id, i, size - i - 1);
        System.arraycopy(nodes, i + 1, nodes, i, size - i - 1);
        size--;
        return true;
      }
    }
    return false;
  }
}
