package org.interflow.engine.dynamic;

import java.util.Arrays;

/**
 * Where a started job runs: either on consecutive servers (task i on {@code firstServer + i}, what
 * the scheduler's allocator hands out), or on an explicit task-to-server map given with the job
 * (a trace replay's rank placement). Several tasks of one job may share a server in a map.
 *
 * @param job job index
 * @param firstServer server of task 0
 * @param tasks tasks of the job
 * @param map server of each task, or null for consecutive servers (the array is not copied: do
 *     not change it)
 */
public record Placement(int job, int firstServer, int tasks, int[] map) {
  public Placement {
    if (firstServer < 0 || tasks < 1) throw new IllegalArgumentException("bad placement " + firstServer + "+" + tasks);
    if (map != null && map.length != tasks) {
      throw new IllegalArgumentException("placement map has " + map.length + " servers for " + tasks + " tasks");
    }
  }

  /** Tasks on consecutive servers from {@code firstServer}. */
  public Placement(int job, int firstServer, int tasks) { this(job, firstServer, tasks, null); }

  /** Task i on {@code servers[i]}. */
  public static Placement mapped(int job, int[] servers) {
    return new Placement(job, servers[0], servers.length, servers);
  }

  /** Server of task {@code task}. */
  public int server(int task) { return map == null ? firstServer + task : map[task]; }

  @Override
  public boolean equals(Object o) {
    return o instanceof Placement p && p.job == job && p.firstServer == firstServer && p.tasks == tasks
        && Arrays.equals(p.map, map);
  }

  @Override
  public int hashCode() { return 31 * (31 * (31 * job + firstServer) + tasks) + Arrays.hashCode(map); }

  @Override
  public String toString() {
    return "Placement[job=" + job + ", " + (map == null ? "servers " + firstServer + "+" + tasks : "map")  + "]";
  }
}
