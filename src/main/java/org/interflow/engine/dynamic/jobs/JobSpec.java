package org.interflow.engine.dynamic.jobs;

import java.util.Objects;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;

/**
 * A job to run: an application, the simulated time it is submitted and, optionally, the servers
 * its tasks must run on; for the scheduler, the servers it asks for and its requested time.
 *
 * @param arrivalPs submission time in picoseconds (not negative, at most {@link TimeScale#LAST_TICK})
 * @param servers server of each task (several tasks may share one), or null to let the scheduler
 *     allocate servers. A job with fixed servers starts at its arrival whatever else runs: it
 *     bypasses the allocator (meant for a replay that owns the machine).
 * @param nodes servers the scheduler allocates to the job (at least 1; its tasks are mapped onto
 *     them, ceil(tasks / nodes) at most per server, so a job with more servers than tasks leaves
 *     some idle); the job's tasks by default
 * @param requestedPs the time the job asked for, in picoseconds: the scheduler's estimate
 *     (backfilling plans with it) and, when the run kills, the time after its start at which it is
 *     killed; {@link BatchJob#NO_LIMIT} for none (the default: planned as never ending, never killed)
 * @param pinned the job's last tasks, which the scheduler does not place: their servers follow from
 *     those of the others when the job starts; null for none (only for a job the scheduler places)
 */
public record JobSpec(Application application, long arrivalPs, int[] servers, int nodes, long requestedPs, PinnedTasks pinned) {
  public JobSpec {
    Objects.requireNonNull(application, "application");
    if (arrivalPs < 0) throw new IllegalArgumentException("job arrival must not be negative, got " + arrivalPs);
    if (arrivalPs > TimeScale.LAST_TICK) {
      throw new TimeHorizonException(TimeScale.PICOSECONDS.seconds(arrivalPs), TimeScale.PICOSECONDS,
          "the arrival of job " + application.name());
    }
    if (servers != null) {
      if (servers.length != application.tasks()) {
        throw new IllegalArgumentException("job " + application.name() + " maps " + servers.length + " tasks; it has "
            + application.tasks());
      }
      servers = servers.clone();
    }
    if (nodes < 1) throw new IllegalArgumentException("job " + application.name() + " asks for " + nodes + " servers");
    if (requestedPs < 1) throw new IllegalArgumentException("job " + application.name() + ": requested time must be >= 1 ps");
    if (pinned != null && (servers != null || pinned.tasks() < 1 || pinned.tasks() >= application.tasks())) {
      throw new IllegalArgumentException("job " + application.name() + " pins " + pinned.tasks() + " of its " + application.tasks()
          + " tasks" + (servers != null ? " and names its servers" : ""));
    }
  }

  /** A job without pinned tasks. */
  public JobSpec(Application application, long arrivalPs, int[] servers, int nodes, long requestedPs) {
    this(application, arrivalPs, servers, nodes, requestedPs, null);
  }

  /** A job of fixed servers (or none), one server per task, without a requested time. */
  public JobSpec(Application application, long arrivalPs, int[] servers) {
    this(application, arrivalPs, servers, application.tasks(), BatchJob.NO_LIMIT);
  }

  /** A job the scheduler places, one server per task, without a requested time. */
  public JobSpec(Application application, long arrivalPs) { this(application, arrivalPs, null); }

  /** A job the scheduler places on {@code nodes} servers, asking for {@code requestedPs}. */
  public static JobSpec scheduled(Application application, long arrivalPs, int nodes, long requestedPs) {
    return new JobSpec(application, arrivalPs, null, nodes, requestedPs);
  }

  /** As {@link #scheduled(Application, long, int, long)}, with its last tasks pinned by {@code pinned}. */
  public static JobSpec scheduled(Application application, long arrivalPs, int nodes, long requestedPs, PinnedTasks pinned) {
    return new JobSpec(application, arrivalPs, null, nodes, requestedPs, pinned);
  }

  /** True when the job names its servers. */
  public boolean fixedServers() { return servers != null; }

  /** Tasks the scheduler maps onto the job's servers: all but the pinned ones. */
  public int placedTasks() { return application.tasks() - (pinned == null ? 0 : pinned.tasks()); }

  /** Most tasks on one of its servers when the scheduler maps them: ceil(placed tasks / nodes). */
  public int tasksPerNode() { return (placedTasks() + nodes - 1) / nodes; }
}
