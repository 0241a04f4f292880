package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * The registry of compatibility presets ({@code --compat NAME}): each names another simulator's
 * conventions as configuration overrides, applied before the run file's keys and {@code --set}, so
 * that any of them can still be turned back one by one.
 */
public final class CompatPresets {
  /**
   * One preset.
   *
   * @param overrides {@code key=value} settings (keys under {@code interflow.})
   */
  public record Preset(String name, String description, List<String> overrides) {
    public Preset {
      overrides = List.copyOf(overrides);
    }
  }

  private static final List<Preset> PRESETS = List.of(
      new Preset("inrflow", "INRFlow 0.4.1's conventions: self pairs in all-to-all, direct torus/mesh/hypercube, random dor ties,"
          + " bottleneck-share sharing, 1 ns time steps (docs/inrflow-crosscheck.md)",
          List.of("conventions.self-pairs=true", "conventions.direct-networks=true", "conventions.random-ties=true",
              "simulate.sharing=bottleneck-share", "simulate.time-quantum=1ns")));

  private CompatPresets() {}

  public static List<Preset> presets() { return PRESETS; }

  /**
   * The preset of a name.
   *
   * @throws SpecException listing the valid names
   */
  public static Preset preset(String name) {
    for (Preset p : PRESETS) if (p.name().equals(name)) return p;
    List<String> names = new ArrayList<>();
    for (Preset p : PRESETS) names.add(p.name());
    throw new SpecException("unknown --compat preset '" + name + "'; valid: " + String.join(", ", names));
  }
}
