package org.interflow.optimize.actor;

/**
 * What a simulation shard needs to rebuild the design problem of one run, as plain text that can
 * cross JVMs: the run's resolved configuration (whatever form the layer that starts the search
 * writes and its {@link ProblemResolver} reads, e.g. HOCON) and the run index, which several
 * problems fold into their seeds. Equal descriptions must stand for problems that evaluate alike.
 *
 * @param config the resolved configuration text (not blank)
 * @param run the run index (>= 0)
 */
public record ProblemDescription(String config, int run) {
  /** @throws IllegalArgumentException if config is blank or run is negative */
  public ProblemDescription {
    if (config == null || config.isBlank()) throw new IllegalArgumentException("a problem description needs its configuration text");
    if (run < 0) throw new IllegalArgumentException("run must be >= 0, got " + run);
  }
}
