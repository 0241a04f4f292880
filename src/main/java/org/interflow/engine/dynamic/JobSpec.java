package org.interflow.engine.dynamic;

import java.util.Objects;
import org.interflow.model.traffic.app.Application;

/**
 * A job to run: an application and the simulated time it is submitted.
 *
 * @param arrivalPs submission time in picoseconds (not negative)
 */
public record JobSpec(Application application, long arrivalPs) {
  public JobSpec {
    Objects.requireNonNull(application, "application");
    if (arrivalPs < 0) throw new IllegalArgumentException("job arrival must not be negative, got " + arrivalPs);
  }
}
