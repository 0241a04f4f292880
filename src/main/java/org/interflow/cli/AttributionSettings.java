package org.interflow.cli;

/**
 * The {@code attribution} section of a run's configuration, read once and validated (each key is
 * documented in {@code application.conf}).
 *
 * @param enabled whether the run attributes interference ({@code --attribute})
 * @param topLinks links listed per job
 * @param parallelism alone-runs at once (0 in the file resolved to the cores)
 */
record AttributionSettings(boolean enabled, int topLinks, int parallelism) {
  static AttributionSettings of(RunConfig c) {
    int top = c.integer("attribution.top-links");
    if (top < 1) throw new UserInputException("interflow.attribution.top-links: expected at least 1, got " + top);
    int parallelism = c.integer("attribution.parallelism");
    if (parallelism < 0) throw new UserInputException("interflow.attribution.parallelism: expected 0 (one per core) or more, got " + parallelism);
    if (parallelism == 0) parallelism = Runtime.getRuntime().availableProcessors();
    return new AttributionSettings(c.bool("attribution.enabled"), top, parallelism);
  }
}
