package org.interflow.actors;

import java.util.ArrayList;
import java.util.List;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.io.catalog.SpecException;

/**
 * The registry of runtimes a dynamic simulation ({@code simulate}, {@code replay}) can run on, by
 * name, each with a one-line description for {@code interflow list}. They give identical results;
 * the default is the faster on one machine, measured whole-process (docs/architecture.md).
 */
public final class SimulationRuntimes {
  /** One runtime: CLI name, one-line description, the runtime. */
  public record Entry(String name, String description, SimulationRuntime runtime) {}

  /** The runtime used when none is named. */
  public static final String DEFAULT = "direct";

  private static final List<Entry> RUNTIMES = List.of(
      new Entry("direct", "the model objects called in one thread, cycle by cycle (default: the fastest on one machine)",
          (spec, threads) -> DirectSimulation.run(spec)),
      new Entry("actors", "the same model objects on Akka actors (Coordinator, Network, Scheduler, ComputeNodes), --threads dispatcher threads (one by default)",
          ActorSimulation.RUNTIME));

  private SimulationRuntimes() {}

  /** Every runtime, the default first. */
  public static List<Entry> runtimes() { return RUNTIMES; }

  /**
   * The runtime named {@code name}.
   *
   * @throws SpecException for an unknown name, listing the valid ones
   */
  public static SimulationRuntime forName(String name) {
    for (Entry e : RUNTIMES) if (e.name().equals(name)) return e.runtime();
    List<String> names = new ArrayList<>();
    for (Entry e : RUNTIMES) names.add(e.name());
    throw new SpecException("unknown runtime '" + name + "'; valid: " + String.join(", ", names));
  }
}
