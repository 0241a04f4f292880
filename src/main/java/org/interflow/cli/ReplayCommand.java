package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.catalog.PlacementCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.trace.TraceReaders;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.traffic.mpi.ReplayOutcome;
import org.interflow.model.traffic.mpi.TraceApplication;
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
        "Example: interflow replay --trace traces/simgrid-ti/actions_allreduce.txt -t star:servers=4",
        "Exit code: 0 every rank finished, 1 deadlock, 2 bad input, 3 messages undeliverable (no route)."})
final class ReplayCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(ReplayCommand.class);
  /** Exit code of a replay whose ranks wait for each other forever. */
  static final int DEADLOCKED = 1;
  /** Exit code of a replay whose ranks wait forever for messages the network dropped (no route). */
  static final int UNDELIVERABLE = 3;

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

  @Option(names = "--runtime", paramLabel = "RUNTIME", description = "direct (default) or actors: same results (interflow list).")
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
    RunConfig.override(extra, "runtime", runtime);
    RunConfig config = options.load(extra);
    ReplaySettings settings = ReplaySettings.of(config);
    RunDirectory dir = RunDirectory.prepare(options.out, settings.outputs().root(), "replay", options.force);
    ReplayReport.Outcome outcome = dir.produce(() -> {
      NetworkSetup net = NetworkSetup.load(config);
      DynamicSettings dynamic = settings.dynamic();
      long reading = System.nanoTime();
      ActionTape tape = new ActionTape();
      TraceReaders.read(settings.trace(), settings.format(), tape);
      LOG.info(String.format("replay: read %d actions of %d ranks in %.2f s (%d KiB encoded)", tape.actions(),
          tape.ranks(), (System.nanoTime() - reading) / 1e9, tape.encodedBytes() / 1024));
      int[] servers;
      try {
        servers = PlacementCatalog.place(settings.placement(), tape.ranks(), net.topology().servers(), dynamic.seed());
      } catch (SpecException e) {
        throw new UserInputException("interflow.replay.placement: " + e.getMessage());
      }
      MpiModel model = settings.mpi();
      LOG.info("replay: {} ranks on {} | routing {} | {} | mpi {} | runtime {}", tape.ranks(), net.topology(),
          net.routingName(), dynamic.sharing(), settings.mpiPreset(), dynamic.runtimeName());
      // SimGrid's network rules (the simgrid preset): max-min shares weighted by 1 / route latency
      // (CM02), and messages between two ranks of one host cross the host's link. The ranks' own
      // state spans make the timeline, so the engine's task intervals are not kept.
      boolean simgrid = model.protocol() == MpiModel.Protocol.SIMGRID;
      SimulationResult result = DynamicRun.run(net, dynamic, PriorityPolicy.NONE,
          List.of(new JobSpec(new TraceApplication(tape, model), 0, servers)), JobPolicies.defaults(), simgrid, false);
      double wall = (System.nanoTime() - start) / 1e9;
      LOG.info(String.format("replay: done in %.2f s, writing results", wall));
      long writing = System.nanoTime();
      ReplayOutcome ranks = new ReplayOutcome(tape.ranks(), r -> result.taskOutcomes().outcome(0, r));
      ReplayReport.Outcome o = new ReplayReport.Outcome(tape, ranks, servers, result, wall,
          new UndeliverableFlows(result, net));
      ReplayReport.write(dir, settings, net, o);
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      LOG.info(String.format("replay: results written in %.2f s", (System.nanoTime() - writing) / 1e9));
      return o;
    });
    List<String> waits = outcome.waits();
    int dropped = outcome.undeliverable().count();
    String failure = waits.isEmpty() ? ""
        : dropped > 0 ? ", FAILED: " + dropped + " message(s) undeliverable, " + waits.size() + " rank(s) never finished"
        : ", DEADLOCK: " + waits.size() + " rank(s) never finished";
    options.console().printf("%s: %d ranks, %d actions, simulated %.9f s, %d messages, %d bytes%s%n", dir.displayTarget(),
        outcome.tape().ranks(), outcome.tape().actions(), outcome.simulatedSeconds(), outcome.ranks().messages(),
        outcome.ranks().bytes(), failure);
    if (waits.isEmpty()) return 0;
    if (dropped > 0) {
      System.err.println("replay failed: " + dropped + " message(s) undeliverable (" + outcome.undeliverable().cause()
          + "), so " + waits.size() + " rank(s) never finished (all in " + dir.displayTarget() + "/summary.json):");
    } else {
      System.err.println("replay deadlocked: " + waits.size() + " rank(s) wait forever (all in " + dir.displayTarget()
          + "/summary.json):");
    }
    for (int i = 0; i < Math.min(waits.size(), 20); i++) System.err.println("  " + waits.get(i));
    if (waits.size() > 20) System.err.println("  ... and " + (waits.size() - 20) + " more");
    return dropped > 0 ? UNDELIVERABLE : DEADLOCKED;
  }
}
