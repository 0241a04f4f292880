package org.interflow.engine.attribution;

/**
 * One job of a shared run, to be run again with the network to itself: plain data (indices,
 * servers, a time), so that a runner elsewhere (another JVM) can rebuild it from the run's
 * configuration.
 *
 * @param job the job's index in the shared run
 * @param servers the server of each of its tasks in the shared run
 * @param startPs when it started in the shared run: it starts then again, alone (with a time
 *     quantum the absolute times matter)
 */
public record AloneRun(int job, int[] servers, long startPs) {
  public AloneRun {
    if (job < 0) throw new IllegalArgumentException("job index must not be negative, got " + job);
    if (servers.length == 0) throw new IllegalArgumentException("job " + job + " has no servers");
    if (startPs < 0) throw new IllegalArgumentException("start must not be negative, got " + startPs);
    servers = servers.clone();
  }

  @Override
  public int[] servers() { return servers.clone(); }

  @Override
  public boolean equals(Object o) {
    return o instanceof AloneRun r && r.job == job && r.startPs == startPs && java.util.Arrays.equals(r.servers, servers);
  }

  @Override
  public int hashCode() { return 31 * (31 * job + Long.hashCode(startPs)) + java.util.Arrays.hashCode(servers); }

  @Override
  public String toString() { return "AloneRun[job=" + job + ", " + servers.length + " servers, start " + startPs + " ps]"; }
}
