package org.interflow.engine.dynamic.jobs;

import java.util.Arrays;

/**
 * Where a started job runs: either on consecutive servers (task i on {@code firstServer + i}, what
 * the scheduler's allocator hands out), or on an explicit task-to-server map given with the job
 * (a trace replay's rank placement). Several tasks of one job may share a server in a map.
 *
 * <p>Immutable (a map is copied once, when made), so placements travel in actor messages.
 */
public final class Placement {
  private final int job;
  private final int firstServer;
  private final int tasks;
  private final int[] map;  // server of each task, or null for consecutive servers

  private Placement(int job, int firstServer, int tasks, int[] map) {
    if (firstServer < 0 || tasks < 1) throw new IllegalArgumentException("bad placement " + firstServer + "+" + tasks);
    this.job = job;
    this.firstServer = firstServer;
    this.tasks = tasks;
    this.map = map;
  }

  /** Job {@code job}'s {@code tasks} tasks on consecutive servers from {@code firstServer}. */
  public Placement(int job, int firstServer, int tasks) { this(job, firstServer, tasks, null); }

  /** Job {@code job}'s task i on {@code servers[i]} (the array is copied). */
  public static Placement mapped(int job, int[] servers) {
    return new Placement(job, servers[0], servers.length, servers.clone());
  }

  /** Job index. */
  public int job() { return job; }

  /** Server of task 0. */
  public int firstServer() { return firstServer; }

  /** Tasks of the job. */
  public int tasks() { return tasks; }

  /** Server of task {@code task}. */
  public int server(int task) {
    return map == null ? firstServer + task : map[task];
  }

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
