package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.failure.FailureSet;

/** The registry of what random failures strike ({@code failures.target}), each with a one-line description. */
public final class FailureTargetCatalog {
  /** One target: its name in the configuration, a one-line description, the model's target. */
  public record Entry(String name, String description, FailureSet.Target target) {}

  private static final List<Entry> TARGETS = List.of(
      new Entry("links", "transit links: switch-to-switch, and every link of a server-centric network", FailureSet.Target.LINKS),
      new Entry("switches", "switches, with every link they touch", FailureSet.Target.SWITCHES));

  private FailureTargetCatalog() {}

  /** Every target. */
  public static List<Entry> targets() { return TARGETS; }

  /**
   * The target named {@code name}.
   *
   * @throws SpecException for an unknown name, listing the valid ones
   */
  public static FailureSet.Target forName(String name) {
    for (Entry e : TARGETS) if (e.name().equals(name)) return e.target();
    List<String> names = new ArrayList<>();
    for (Entry e : TARGETS) names.add(e.name());
    throw new SpecException("unknown failure target '" + name + "'; valid: " + String.join(", ", names));
  }
}
