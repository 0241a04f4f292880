package org.interflow.cli;

import java.util.List;
import org.interflow.engine.attribution.AloneRun;

/**
 * The {@code attribution} section of a run's configuration, read once and validated (each key is
 * documented in {@code application.conf}).
 *
 * @param enabled whether the run attributes interference ({@code --attribute})
 * @param topLinks links listed per job
 * @param parallelism alone-runs at once (0 in the file resolved to the cores)
 * @param alone the one alone-run this run is ({@link #ALONE}, set by {@link ClusterAloneRunner}), or null: an ordinary run
 */
record AttributionSettings(boolean enabled, int topLinks, int parallelism, AloneRun alone) {
  /** The internal key that makes a run one alone-run of a shared run's attribution. */
  static final String ALONE = "attribution.alone";

  static AttributionSettings of(RunConfig c) {
    int top = c.integer("attribution.top-links");
    if (top < 1) throw new UserInputException("interflow.attribution.top-links: expected at least 1, got " + top);
    int parallelism = c.integer("attribution.parallelism");
    if (parallelism < 0) throw new UserInputException("interflow.attribution.parallelism: expected 0 (one per core) or more, got " + parallelism);
    if (parallelism == 0) parallelism = Runtime.getRuntime().availableProcessors();
    boolean enabled = c.bool("attribution.enabled");
    AloneRun alone = alone(c);
    if (alone != null && !enabled) {
      throw new UserInputException("interflow." + ALONE + " is one alone-run of an attribution (--attribute --cluster): it needs attribution.enabled");
    }
    return new AttributionSettings(enabled, top, parallelism, alone);
  }

  private static AloneRun alone(RunConfig c) {
    int job = c.integer(ALONE + ".job");
    if (job < 0) return null;
    List<Integer> servers = c.intList(ALONE + ".servers");
    try {
      return new AloneRun(job, servers.stream().mapToInt(Integer::intValue).toArray(), c.longValue(ALONE + ".start-ps"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow." + ALONE + ": " + e.getMessage());
    }
  }
}
