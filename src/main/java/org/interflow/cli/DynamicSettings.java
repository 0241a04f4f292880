package org.interflow.cli;

import org.interflow.actors.SimulationRuntimes;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.io.catalog.SpecException;

/**
 * What {@code simulate} and {@code replay} share, read once from the configuration and validated
 * (each key is documented in {@code application.conf}).
 *
 * @param runtimeName the runtime's name ({@code runtime})
 * @param runtime the runtime that runs the simulation
 * @param threads threads it may use ({@code threads}; 0 leaves the count to the runtime: {@link
 *     SimulationRuntime#automaticThreads})
 * @param seed the run seed
 * @param sharing the bandwidth model's name ({@code simulate.sharing})
 * @param recording per-link utilisation recording ({@code simulate.utilisation.*})
 * @param timeQuantumPs every flow activation and finish rounded up to a multiple of it; 1 = continuous
 */
record DynamicSettings(String runtimeName, SimulationRuntime runtime, int threads, long seed, String sharing,
    LinkRecording recording, long timeQuantumPs) {

  static DynamicSettings of(RunConfig c) {
    String runtimeName = c.string("runtime");
    SimulationRuntime runtime;
    try {
      runtime = SimulationRuntimes.forName(runtimeName);
    } catch (SpecException e) {
      throw new UserInputException("interflow.runtime: " + e.getMessage());
    }
    double quantumNs = c.nanos("simulate.time-quantum");
    if (quantumNs < 0) {
      throw new UserInputException("interflow.simulate.time-quantum: expected 0s (continuous) or a positive duration");
    }
    int threads = c.configuredThreads();
    if (threads == 0) threads = runtime.automaticThreads(Runtime.getRuntime().availableProcessors());
    return new DynamicSettings(runtimeName, runtime, threads, c.longValue("seed"), c.string("simulate.sharing"),
        recording(c), Math.max(1, Math.round(quantumNs * 1000)));
  }

  private static LinkRecording recording(RunConfig c) {
    if (!c.bool("simulate.utilisation.enabled")) return LinkRecording.OFF;
    String links = c.string("simulate.utilisation.links");
    LinkRecording.Scope scope = switch (links) {
      case "switch" -> LinkRecording.Scope.SWITCH_LINKS;
      case "server" -> LinkRecording.Scope.SERVER_LINKS;
      case "all" -> LinkRecording.Scope.ALL_LINKS;
      default -> throw new UserInputException("interflow.simulate.utilisation.links: expected switch, server or all, got '" + links + "'");
    };
    try {
      return LinkRecording.on(Math.round(c.nanos("simulate.utilisation.bin") * 1e3), c.integer("simulate.utilisation.max-bins"),
          scope, LinkRecording.DEFAULT_MAX_CELLS);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.simulate.utilisation: " + e.getMessage());
    }
  }
}
