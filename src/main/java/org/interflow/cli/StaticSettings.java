package org.interflow.cli;

/**
 * What {@code static} reads from a run's configuration, once and validated (each key is
 * documented in {@code application.conf}); the network is {@link NetworkSetup}'s.
 *
 * @param traffic the traffic pattern spec
 * @param seed the run seed
 * @param selfPairs whether the all-to-all patterns include a server's flow to itself
 * @param threads worker threads (0 resolved to the cores)
 * @param outputs which optional files to write, and where
 */
record StaticSettings(String traffic, long seed, boolean selfPairs, int threads, OutputSettings outputs) {
  static StaticSettings of(RunConfig c) {
    return new StaticSettings(c.string("traffic"), c.longValue("seed"), c.bool("conventions.self-pairs"), c.threads(),
        OutputSettings.of(c));
  }
}
