package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.interflow.actors.ActorSimulation;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.runner.DirectSimulation;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.SharingCatalog;
import org.interflow.io.results.RunDirectory;
import org.interflow.model.network.BandwidthSharing;
import org.interflow.model.network.PriorityPolicy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code interflow simulate}: the dynamic engine. Jobs (pseudo-applications or causal benchmarking
 * patterns) run as tasks on compute-node actors in virtual time while the network actor shares
 * bandwidth among their flows.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = {"Run applications on the dynamic (actor, virtual-time) engine and report completion times.",
        "Example: interflow simulate -t torus:dims=8x8 --job stencil2d:iterations=10,bytes=64KiB,compute=10us"})
final class SimulateCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(SimulateCommand.class);

  @Mixin
  RunOptions options;

  @Option(names = {"-j", "--job"}, paramLabel = "APP", description = "A job (repeatable), e.g. nbody:iterations=4 or stencil3d:tasks=64,arrival=1ms; replaces simulate.jobs.")
  List<String> jobs = new ArrayList<>();

  @Option(names = "--sharing", paramLabel = "MODEL", description = "Bandwidth model: max-min (default) or bottleneck-share.")
  String sharing;

  @Option(names = "--priority", paramLabel = "POLICY", description = "Priority between application and storage traffic: NP, BA or FP.")
  String priority;

  @Option(names = "--runtime", paramLabel = "RUNTIME", description = "actors (default) or direct (same model objects in one thread).")
  String runtime;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    List<String> extra = new ArrayList<>();
    if (!jobs.isEmpty()) {
      List<String> quoted = new ArrayList<>();
      for (String j : jobs) quoted.add(RunConfig.quote(j));
      extra.add("simulate.jobs=[" + String.join(",", quoted) + "]");
    }
    RunConfig.override(extra, "simulate.sharing", sharing);
    RunConfig.override(extra, "simulate.priority", priority);
    RunConfig.override(extra, "simulate.runtime", runtime);
    RunConfig config = options.load(extra);
    RunDirectory dir = RunDirectory.prepare(options.out, Path.of(config.string("output.root")), "simulate", options.force);
    SimulationResult result = dir.produce(() -> {
      NetworkSetup net = NetworkSetup.load(config);
      long seed = config.longValue("seed");
      List<JobSpec> jobSpecs = new ArrayList<>();
      for (String text : config.stringList("simulate.jobs")) {
        ApplicationCatalog.Job job = ApplicationCatalog.job(text, net.topology(), seed);
        jobSpecs.add(new JobSpec(job.application(), job.arrivalPs()));
      }
      if (jobSpecs.isEmpty()) throw new UserInputException("interflow.simulate.jobs: no jobs given; e.g. --job stencil2d");
      jobSpecs.sort(java.util.Comparator.comparingLong(JobSpec::arrivalPs));
      PriorityPolicy policy = priorityPolicy(config);
      String sharingName = config.string("simulate.sharing");
      Supplier<BandwidthSharing> sharingModel = SharingCatalog.factory(sharingName, net.topology(), policy);
      LinkRecording recording = recording(config);
      long quantum = timeQuantumPs(config);
      Supplier<FlowTable> flowModel = () -> new FlowTable(net.topology(), net.routing(), sharingModel.get(), recording)
          .withTimeQuantum(quantum);
      SimulationSpec spec;
      try {
        spec = new SimulationSpec(net.topology(), net.failures(), net.routing(), flowModel, jobSpecs, seed);
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.simulate.jobs: " + e.getMessage());
      }
      String rt = config.string("simulate.runtime");
      LOG.info("simulate: {} | routing {} | {} | {} | {} job(s) | runtime {}", net.topology(), net.routingName(),
          sharingName, policy.kind(), jobSpecs.size(), rt);
      SimulationResult simulated = run(spec, config);
      double wall = (System.nanoTime() - start) / 1e9;
      LOG.info(String.format("simulate: done in %.2f s, writing results", wall));
      long writing = System.nanoTime();
      SimulateReport.write(dir, config, net, sharingName, policy, simulated, wall);
      LOG.info(String.format("simulate: results written in %.2f s", (System.nanoTime() - writing) / 1e9));
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      return simulated;
    });
    System.out.printf("%s: makespan %.9f s, %d flows (%d undeliverable), %d bytes, %d events%n", dir.displayTarget(),
        result.makespanSeconds(), result.flows(), result.undeliverable(), result.bytes(), result.events());
    return 0;
  }

  /** Runs {@code spec} on the runtime {@code simulate.runtime} names: the actors or the direct runner. */
  static SimulationResult run(SimulationSpec spec, RunConfig config) { return run(spec, config, "simulate.runtime"); }

  /** Runs {@code spec} on the runtime the key {@code key} names: the actors or the direct runner. */
  static SimulationResult run(SimulationSpec spec, RunConfig config, String key) {
    String rt = config.string(key);
    return switch (rt) {
      case "actors" -> ActorSimulation.run(spec, config.threads());
      case "direct" -> DirectSimulation.run(spec);
      default -> throw new UserInputException("interflow." + key + ": expected actors or direct, got '" + rt + "'");
    };
  }

  /** {@code simulate.time-quantum} in picoseconds, 1 for continuous time (0s). */
  static long timeQuantumPs(RunConfig config) {
    double ns = config.nanos("simulate.time-quantum");
    if (ns < 0) throw new UserInputException("interflow.simulate.time-quantum: expected 0s (continuous) or a positive duration");
    return Math.max(1, Math.round(ns * 1000));
  }

  static PriorityPolicy priorityPolicy(RunConfig config) {
    String p = config.string("simulate.priority");
    double share = config.real("simulate.application-share");
    try {
      return switch (p) {
        case "NP", "np" -> PriorityPolicy.NONE;
        case "BA", "ba" -> PriorityPolicy.apportionment(share);
        case "FP", "fp" -> PriorityPolicy.fullPriority();
        default -> throw new UserInputException("interflow.simulate.priority: expected NP, BA or FP, got '" + p + "'");
      };
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.simulate.application-share: " + e.getMessage());
    }
  }

  static LinkRecording recording(RunConfig config) {
    if (!config.bool("simulate.utilisation.enabled")) return LinkRecording.OFF;
    String links = config.string("simulate.utilisation.links");
    LinkRecording.Scope scope = switch (links) {
      case "switch" -> LinkRecording.Scope.SWITCH_LINKS;
      case "server" -> LinkRecording.Scope.SERVER_LINKS;
      case "all" -> LinkRecording.Scope.ALL_LINKS;
      default -> throw new UserInputException("interflow.simulate.utilisation.links: expected switch, server or all, got '" + links + "'");
    };
    try {
      return LinkRecording.on(Math.round(config.nanos("simulate.utilisation.bin") * 1e3), config.integer("simulate.utilisation.max-bins"),
          scope, LinkRecording.DEFAULT_MAX_CELLS);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.simulate.utilisation: " + e.getMessage());
    }
  }
}
