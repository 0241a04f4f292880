package org.interflow.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.interflow.io.catalog.MpiPresetCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.trace.TraceFormat;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;
import org.interflow.model.units.DataSize;

/**
 * The {@code replay} section of a run's configuration, read once and validated (each key is
 * documented in {@code application.conf}).
 *
 * @param dynamic what replay shares with simulate
 * @param trace the trace file (or SimGrid index)
 * @param format the trace format, or null to detect it
 * @param placement the rank placement spec
 * @param mpiPreset the MPI preset's name
 * @param mpi the MPI model: the preset, then every {@code replay.mpi.*} key not left at "preset"
 * @param outputs which optional files to write
 */
record ReplaySettings(DynamicSettings dynamic, Path trace, TraceFormat format, String placement, String mpiPreset,
    MpiModel mpi, OutputSettings outputs) {

  static ReplaySettings of(RunConfig c) {
    String tracePath = c.string("replay.trace");
    if (tracePath.isBlank()) {
      throw new UserInputException("interflow.replay.trace: no trace given; e.g. --trace traces/simgrid-ti/actions_bcast.txt");
    }
    Path trace = Path.of(tracePath);
    if (!Files.isRegularFile(trace)) throw new UserInputException("interflow.replay.trace: " + trace + " is not a file");
    String formatName = c.string("replay.format");
    TraceFormat format = null;
    if (!formatName.equals("auto")) {
      try {
        format = TraceFormat.byName(formatName);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.replay.format: expected auto or one of " + TraceFormat.names() + ", got '"
            + formatName + "'");
      }
    }
    String preset = c.string("replay.mpi.preset");
    return new ReplaySettings(DynamicSettings.of(c), trace, format, c.string("replay.placement"), preset, mpi(c, preset),
        OutputSettings.of(c));
  }

  /** The MPI model of the configuration: the preset, then every key not left at "preset". */
  static MpiModel mpi(RunConfig c, String presetName) {
    MpiPresetCatalog.Entry preset;
    try {
      preset = MpiPresetCatalog.forName(presetName);
    } catch (SpecException e) {
      throw new UserInputException("interflow.replay.mpi.preset: " + e.getMessage());
    }
    MpiModel model = preset.model().get();
    Map<MpiAction.CollectiveKind, CollectiveAlgorithm> chosen = new EnumMap<>(preset.collectives().get());
    for (MpiAction.CollectiveKind kind : MpiAction.CollectiveKind.values()) {
      String key = "replay.mpi.collectives." + kind.traceName();
      String name = c.string(key);
      if (name.equals("preset")) continue;
      try {
        chosen.put(kind, CollectiveAlgorithms.forName(kind, name));
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow." + key + ": " + e.getMessage());
      }
    }
    model = model.withAlgorithms(chosen);
    String eager = c.string("replay.mpi.eager-threshold");
    if (!eager.equals("preset")) model = model.withEagerThreshold(bytes("replay.mpi.eager-threshold", eager));
    String overhead = c.string("replay.mpi.overhead");
    if (!overhead.equals("preset")) model = model.withOverhead(bytes("replay.mpi.overhead", overhead));
    try {
      model = model.withHost(c.real("replay.mpi.host-speed"), c.real("replay.mpi.cpu-scale"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.replay.mpi: " + e.getMessage());
    }
    return model.withTimeline(c.bool("output.timeline"));
  }

  private static long bytes(String key, String text) {
    try {
      return DataSize.parse(text).bytes();
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow." + key + ": expected a size such as 64KiB, got '" + text + "'");
    }
  }
}
