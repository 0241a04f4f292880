package org.interflow.engine.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.interflow.model.units.TimeScale;

/**
 * The registry of execution modes of {@code interflow schedule} ({@code --execution NAME}), each
 * with a one-line description for {@code interflow list}.
 */
public final class ScheduleExecutions {
  /** One mode: CLI name, description, and how it is made for a run's tick. */
  public record Entry(String name, String description, Function<TimeScale, ScheduleExecution> create) {}

  private static final List<Entry> MODES = List.of(
      new Entry("logged", "each job holds its nodes for its logged runtime; no network (classic scheduling simulation)",
          LoggedExecution::new));

  private ScheduleExecutions() {}

  public static List<Entry> modes() { return MODES; }

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
