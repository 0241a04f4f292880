package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.catalog.PlacementCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReaders;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.TraceApplication;
import org.interflow.model.traffic.mpi.collective.CollectiveAlgorithms;
import org.interflow.model.units.DataSize;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code interflow replay}: replays an MPI trace on a simulated network with the dynamic engine.
 * The trace is read once, streaming, into a compact per-rank tape; each rank then runs as a task
 * whose program follows the MPI rules of the chosen preset (matching, eager/rendezvous,
 * collectives decomposed into point-to-point messages).
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Replay an MPI trace (SimGrid TI, trc, Dimemas, GOAL, dumpi2ascii) on a simulated network.",
        "Example: interflow replay --trace traces/simgrid-ti/actions_allreduce.txt -t star:servers=4"})
final class ReplayCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(ReplayCommand.class);

  @Mixin
  RunOptions options;

  @Option(names = "--trace", paramLabel = "FILE", description = "Trace file, or a SimGrid index of per-rank files.")
  String trace;

  @Option(names = "--format", paramLabel = "FORMAT", description = "ti, trc, dimemas, goal, dumpi or liballprof (default: detected).")
  String format;

  @Option(names = "--placement", paramLabel = "SPEC", description = "linear, random, clustered[:p=0.8] or file:<path>; per-node=<k>.")
  String placement;

  @Option(names = "--mpi", paramLabel = "PRESET", description = "MPI rules: interflow (default) or simgrid.")
  String preset;

  @Option(names = "--sharing", paramLabel = "MODEL", description = "Bandwidth model: max-min (default) or bottleneck-share.")
  String sharing;

  @Option(names = "--runtime", paramLabel = "RUNTIME", description = "direct (default) or actors: same results.")
  String runtime;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    List<String> extra = new ArrayList<>();
    RunConfig.override(extra, "replay.trace", trace);
    RunConfig.override(extra, "replay.format", format);
    RunConfig.override(extra, "replay.placement", placement);
    RunConfig.override(extra, "replay.mpi.preset", preset);
    RunConfig.override(extra, "simulate.sharing", sharing);
    RunConfig.override(extra, "replay.runtime", runtime);
    RunConfig config = options.load(extra);
    String tracePath = config.string("replay.trace");
    if (tracePath.isBlank()) throw new UserInputException("interflow.replay.trace: no trace given; e.g. --trace traces/simgrid-ti/actions_bcast.txt");
    Path traceFile = Path.of(tracePath);
    if (!Files.isRegularFile(traceFile)) throw new UserInputException("interflow.replay.trace: " + traceFile + " is not a file");
    TraceFormat traceFormat = format(config);
    RunDirectory dir = RunDirectory.prepare(options.out, Path.of(config.string("output.root")), "replay", options.force);
    ReplayReport.Outcome outcome = dir.produce(() -> {
      NetworkSetup net = NetworkSetup.load(config);
      long seed = config.longValue("seed");
      long reading = System.nanoTime();
      ActionTape tape = new ActionTape();
      TraceReaders.read(traceFile, traceFormat, tape);
      LOG.info(String.format("replay: read %d actions of %d ranks in %.2f s (%d KiB encoded)", tape.actions(),
          tape.ranks(), (System.nanoTime() - reading) / 1e9, tape.encodedBytes() / 1024));
      MpiModel model = model(config);
      int[] servers;
      try {
        servers = PlacementCatalog.place(config.string("replay.placement"), tape.ranks(), net.topology().servers(), seed);
      } catch (SpecException e) {
        throw new UserInputException("interflow.replay.placement: " + e.getMessage());
      }
      TraceApplication app = new TraceApplication(tape, model);
      String sharingName = config.string("simulate.sharing");
      Supplier<BandwidthSharing> sharingModel = SharingCatalog.factory(sharingName, net.topology(), PriorityPolicy.NONE);
      LinkRecording recording = SimulateCommand.recording(config);
      // SimGrid's network rules: max-min shares weighted by 1 / route latency (CM02), and
      // messages between two ranks of one host cross the host's link
      boolean simgrid = model.protocol() == MpiModel.Protocol.SIMGRID;
      long quantum = SimulateCommand.timeQuantumPs(config);
      Supplier<FlowTable> flowModel = () -> new FlowTable(net.topology(), net.routing(), sharingModel.get(), recording,
          simgrid).withTimeQuantum(quantum);
      // the ranks' own state spans make the timeline, so the engine's task intervals are not kept
      SimulationSpec spec = new SimulationSpec(net.topology(), net.failures(), net.routing(), flowModel,
          List.of(new JobSpec(app, 0, servers)), seed, simgrid).withRecordIntervals(false);
      String rt = config.string("replay.runtime");
      LOG.info("replay: {} ranks on {} | routing {} | {} | mpi {} | runtime {}", tape.ranks(), net.topology(),
          net.routingName(), sharingName, config.string("replay.mpi.preset"), rt);
      SimulationResult result = SimulateCommand.run(spec, config, "replay.runtime");
      double wall = (System.nanoTime() - start) / 1e9;
      LOG.info(String.format("replay: done in %.2f s, writing results", wall));
      long writing = System.nanoTime();
      ReplayReport.Outcome o = new ReplayReport.Outcome(traceFile, traceFormat, tape, app, servers, result, wall);
      ReplayReport.write(dir, config, net, sharingName, o);
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      LOG.info(String.format("replay: results written in %.2f s", (System.nanoTime() - writing) / 1e9));
      return o;
    });
    List<String> waits = outcome.waits();
    System.out.printf("%s: %d ranks, %d actions, simulated %.9f s, %d messages, %d bytes%s%n", dir.displayTarget(),
        outcome.tape().ranks(), outcome.tape().actions(), outcome.simulatedSeconds(), outcome.messages(),
        outcome.bytes(), waits.isEmpty() ? "" : ", DEADLOCK: " + waits.size() + " rank(s) never finished");
    if (!waits.isEmpty()) {
      System.err.println("replay deadlocked: " + waits.size() + " rank(s) wait forever (all in " + dir.displayTarget()
          + "/summary.json):");
      for (int i = 0; i < Math.min(waits.size(), 20); i++) System.err.println("  " + waits.get(i));
      if (waits.size() > 20) System.err.println("  ... and " + (waits.size() - 20) + " more");
      return 1;
    }
    return 0;
  }

  private static TraceFormat format(RunConfig config) {
    String f = config.string("replay.format");
    if (f.equals("auto")) return null;
    for (TraceFormat t : TraceFormat.values()) if (t.name().equalsIgnoreCase(f)) return t;
    throw new UserInputException("interflow.replay.format: expected auto or one of " + TraceFormat.names() + ", got '" + f + "'");
  }

  /** The MPI model of the configuration: the preset, then every key not left at "preset". */
  static MpiModel model(RunConfig config) {
    String preset = config.string("replay.mpi.preset");
    MpiModel model;
    Map<MpiAction.CollectiveKind, CollectiveAlgorithm> algorithms;
    switch (preset) {
      case "interflow" -> {
        model = MpiModel.defaults();
        algorithms = CollectiveAlgorithms.defaults();
      }
      case "simgrid" -> {
        model = MpiModel.simgrid();
        algorithms = CollectiveAlgorithms.smpiDefaults();
      }
      default -> throw new UserInputException("interflow.replay.mpi.preset: expected interflow or simgrid, got '" + preset + "'");
    }
    EnumMap<MpiAction.CollectiveKind, CollectiveAlgorithm> chosen = new EnumMap<>(algorithms);
    for (MpiAction.CollectiveKind kind : MpiAction.CollectiveKind.values()) {
      String key = "replay.mpi.collectives." + kind.traceName();
      String name = config.string(key);
      if (name.equals("preset")) continue;
      try {
        chosen.put(kind, CollectiveAlgorithms.forName(kind, name));
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow." + key + ": " + e.getMessage());
      }
    }
    model = model.withAlgorithms(chosen);
    String eager = config.string("replay.mpi.eager-threshold");
    if (!eager.equals("preset")) model = model.withEagerThreshold(bytes("replay.mpi.eager-threshold", eager));
    String overhead = config.string("replay.mpi.overhead");
    if (!overhead.equals("preset")) model = model.withOverhead(bytes("replay.mpi.overhead", overhead));
    try {
      model = model.withHost(config.real("replay.mpi.host-speed"), config.real("replay.mpi.cpu-scale"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.replay.mpi: " + e.getMessage());
    }
    return model.withTimeline(config.bool("output.timeline"));
  }

  private static long bytes(String key, String text) {
    try {
      return DataSize.parse(text).bytes();
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow." + key + ": expected a size such as 64KiB, got '" + text + "'");
    }
  }
}
