package org.interflow.io.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;

/**
 * The registry of MPI presets for {@code replay --mpi}: each sets the MPI rules (protocol, eager
 * threshold, per-message overhead) and the collective algorithm of every kind, which the
 * {@code replay.mpi.*} keys may then override one by one.
 */
public final class MpiPresetCatalog {
  /** One preset: CLI name, one-line description, its model and its collective algorithms. */
  public record Entry(String name, String description, Supplier<MpiModel> model,
      Supplier<Map<MpiAction.CollectiveKind, CollectiveAlgorithm>> collectives) {
    /** The preset's model with its collective algorithms. */
    public MpiModel create() { return model.get().withAlgorithms(collectives.get()); }
  }

  private static final List<Entry> PRESETS = List.of(
      new Entry("interflow", "eager below 64 KiB, messages injected when posted, Interflow's default collectives",
          MpiModel::defaults, CollectiveAlgorithms::defaults),
      new Entry("simgrid", "SMPI's replay rules: rendezvous matching, +16 B per message, SMPI's collectives, 1/latency weights",
          MpiModel::simgrid, CollectiveAlgorithms::smpiDefaults));

  private MpiPresetCatalog() {}

  /** Every preset. */
  public static List<Entry> presets() { return PRESETS; }

  /**
   * The preset named {@code name}.
   *
   * @throws SpecException for an unknown name, listing the valid ones
   */
  public static Entry forName(String name) {
    for (Entry e : PRESETS) if (e.name().equals(name)) return e;
    List<String> names = new ArrayList<>();
    for (Entry e : PRESETS) names.add(e.name());
    throw new SpecException("unknown MPI preset '" + name + "'; valid: " + String.join(", ", names));
  }
}
