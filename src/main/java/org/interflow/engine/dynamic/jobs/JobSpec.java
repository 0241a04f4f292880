package org.interflow.engine.dynamic.jobs;

import java.util.Objects;
import org.interflow.model.traffic.app.Application;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;

/**
 * A job to run: an application, the simulated time it is submitted and, optionally, the servers
 * its tasks must run on.
 *
 * @param arrivalPs submission time in picoseconds (not negative, at most {@link TimeScale#LAST_TICK})
 * @param servers server of each task (several tasks may share one), or null to let the scheduler
 *     allocate consecutive servers. A job with fixed servers starts at its arrival whatever else
 *     runs: it bypasses the allocator (meant for a replay that owns the machine).
 */
public record JobSpec(Application application, long arrivalPs, int[] servers) {
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
  }

  /** A job the scheduler places on consecutive servers. */
  public JobSpec(Application application, long arrivalPs) { this(application, arrivalPs, null); }

  /** True when the job names its servers. */
  public boolean fixedServers() { return servers != null; }
}
