package org.interflow.engine.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.interflow.model.units.TimeScale;

/**
 * The registry of execution modes of {@code interflow schedule} ({@code --execution NAME}), each
 * with a one-line description for {@code interflow list}.
 */
public final class ScheduleExecutions {
  /**
   * What a mode may need to be made.
   *
   * @param workloadTick the tick the workload was read in (the logged mode's clock)
   * @param network the network-mode set-up, made on demand; null without a network
   */
  public record Context(TimeScale workloadTick, Supplier<NetworkScheduleRun> network) {}

  /** One mode: CLI name, description, and how it is made. */
  public record Entry(String name, String description, Function<Context, ScheduleExecution> create) {}

  private static final List<Entry> MODES = List.of(
      new Entry("logged", "each job holds its nodes for its logged runtime; no network (classic scheduling simulation)",
          c -> new LoggedExecution(c.workloadTick())),
      new Entry("network", "each job runs its program on the simulated network (-t); its runtime comes out of the simulation",
          ScheduleExecutions::network));

  private ScheduleExecutions() {}

  public static List<Entry> modes() { return MODES; }

  private static ScheduleExecution network(Context c) {
    if (c.network() == null) throw new IllegalArgumentException("the network mode needs a network: give one with -t, e.g. -t fattree:k=4,n=3");
    return new NetworkExecution(c.network().get(), c.workloadTick());
  }

  /**
   * The mode named {@code name}.
   *
   * @throws IllegalArgumentException for an unknown name, listing the valid ones
   */
  public static Entry byName(String name) {
    List<String> names = new ArrayList<>();
    for (Entry e : MODES) {
      if (e.name().equals(name)) return e;
      names.add(e.name());
    }
    throw new IllegalArgumentException("unknown execution mode '" + name + "'; valid: " + String.join(", ", names));
  }
}
