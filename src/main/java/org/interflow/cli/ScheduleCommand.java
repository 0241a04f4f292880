package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.results.ScheduleReport;
import org.interflow.io.results.Summary;
import org.interflow.io.workload.SwfWorkload;
import org.interflow.io.workload.Workload;
import org.interflow.model.metrics.ScheduleMetrics;
import org.interflow.engine.attribution.AloneOutcome;
import org.interflow.engine.dynamic.flows.FlowTable;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.schedule.JobPrograms;
import org.interflow.engine.schedule.NetworkScheduleRun;
import org.interflow.engine.schedule.ScheduleExecution;
import org.interflow.engine.schedule.ScheduleExecutions;
import org.interflow.engine.schedule.ScheduleOutcome;
import org.interflow.engine.schedule.ScheduleProgress;
import org.interflow.io.catalog.SpecException;
import org.interflow.model.network.PriorityPolicy;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.units.TimeScale;
import org.interflow.model.scheduler.LinearMapping;
import org.interflow.model.scheduler.ScheduleHistory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code interflow schedule}: many jobs sharing one machine under a batch scheduler. Reads the
 * settings and the workload (a job log or a scenario), hosts a batch scheduler in the chosen
 * execution mode, and writes the metrics and plots.
 */
@Command(name = "schedule", mixinStandardHelpOptions = true,
    description = {"Schedule a job log (SWF) or a scenario of jobs on one machine: selection, allocation, mapping, metrics.",
        "Example: interflow schedule --workload workloads/swf/lublin-256-first-1000.swf --jobs 1-300 --policy easy",
        "Network mode: interflow schedule --workload workloads/schedule-star-network.conf -t star:servers=4 --execution network"})
final class ScheduleCommand implements java.util.concurrent.Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(ScheduleCommand.class);

  @Mixin
  RunOptions options;

  @Option(names = "--workload", paramLabel = "FILE", description = "A job log (.swf) or a scenario file (.conf).")
  String workload;

  @Option(names = "--policy", paramLabel = "SPEC", description = "Job selection: fcfs, sjf, easy (default), conservative, backfill:depth=k.")
  String policy;

  @Option(names = "--allocation", paramLabel = "SPEC", description = "first-free (default), consecutive, random, clustered[:p=0.8], topology.")
  String allocation;

  @Option(names = "--execution", paramLabel = "MODE", description = "How jobs get runtimes: logged (default; no network) or network (each job's program on the simulated network, -t).")
  String execution;

  @Option(names = "--runtime", paramLabel = "RUNTIME", description = "Network mode: direct (default) or actors: same results.")
  String runtime;

  @Option(names = "--jobs", paramLabel = "A-B", description = "Job numbers taken from the log, e.g. 1982-3005.")
  String jobs;

  @Mixin
  AttributionOptions attributionOptions = new AttributionOptions();

  @Mixin
  StandingClusterOptions cluster = new StandingClusterOptions();

  @Override
  public Integer call() {
    long started = System.nanoTime();
    List<String> extra = new ArrayList<>();
    RunConfig.override(extra, "schedule.workload", workload);
    RunConfig.override(extra, "schedule.policy", policy);
    RunConfig.override(extra, "schedule.allocation", allocation);
    RunConfig.override(extra, "schedule.execution", execution);
    RunConfig.override(extra, "schedule.jobs", jobs);
    RunConfig.override(extra, "runtime", runtime);
    RunConfig.override(extra, "schedule.topology", options.topology);
    attributionOptions.addTo(extra);
    RunConfig config = options.load(extra);
    ScheduleSettings settings = ScheduleSettings.read(config);
    AttributionSettings attribution = AttributionSettings.of(config);
    if ((attribution.enabled() || attribution.alone() != null) && settings.topology() == null) {
      throw new UserInputException("--attribute (attribution.enabled) needs the network mode: --execution network and a topology (-t)");
    }
    if (attribution.alone() != null) return runAlone(settings, config, attribution);
    try (ClusterAloneRunner remote = ClusterAloneRunner.open("schedule", config, attribution, cluster)) {
      return run(settings, config, attribution, remote, started);
    }
  }

  private int run(ScheduleSettings settings, RunConfig config, AttributionSettings attribution, ClusterAloneRunner remote,
      long started) {
    AtomicReference<Topology> topology = new AtomicReference<>();
    RunDirectory dir = RunDirectory.prepare(options.out, Path.of(config.string("output.root")), "schedule", options.force);
    Summary summary = dir.produce(() -> {
      Workload jobs = read(settings, config);
      ScheduleExecution execution = execution(settings, networkRun(settings, config, attribution, remote, topology));
      LOG.info("schedule: {} jobs on {} {} | {} | {} | {} | {} skipped", jobs.jobs().size(), jobs.machineNodes(),
          jobs.wholeNodes() ? "nodes" : "cores", settings.policy(), settings.allocation(), settings.execution().name(),
          jobs.skipped().total());
      long simulating = System.nanoTime();
      ScheduleOutcome outcome = run(settings, jobs, execution);
      LOG.info(String.format(Locale.ROOT, "schedule: simulated in %.2f s, writing results", (System.nanoTime() - simulating) / 1e9));
      TimeScale tick = outcome.scale();
      ScheduleHistory history = outcome.history();
      Workload ran = outcome.workload();
      ScheduleReport.Run run = new ScheduleReport.Run(settings.policy(), settings.allocation(), settings.mapping(),
          settings.execution().name(), settings.topologySpec(), settings.killAtRequested(), settings.tauSeconds(), tick);
      ScheduleMetrics metrics = ScheduleMetrics.of(history, tick, tick.ticks(settings.tauSeconds()));
      ScheduleReport.jobs(dir.file("jobs.csv"), ran, history, outcome.communicationTicks(), run);
      ScheduleReport.utilisation(dir.file("utilisation.csv"), history, run);
      if (settings.plots()) ScheduleReport.plots(dir, ran, history, metrics, run);
      if (settings.timeline()) ScheduleReport.timeline(dir.file("timeline.json"), ran, history, run);
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      LOG.info(String.format(Locale.ROOT, "schedule: results written in %.2f s", (System.nanoTime() - simulating) / 1e9));
      Summary s = ScheduleReport.summary(ran, metrics, run);
      if (outcome.network() != null) {
        if (attribution.enabled()) {
          AttributionReport.write(dir, topology.get(), outcome.network().attribution(), settings.plots());
          AttributionReport.summarise(s, outcome.network().attribution());
        }
        ScheduleReport.communication(s, history, outcome.communicationTicks(), tick);
        if (outcome.network().storage() != null) StorageReport.write(dir, config, outcome.network().storage(), outcome.network().result());
        s.put("network.flows", outcome.network().flows());
        s.put("network.bytes", outcome.network().bytes());
        s.put("network.events", outcome.network().events());
      }
      s.put("wallSeconds", (System.nanoTime() - started) / 1e9);
      s.write(dir.file("summary.json"));
      return s;
    });
    options.console().printf(Locale.ROOT, "%s: %s jobs (%s killed, %s skipped), makespan %s s, mean wait %s s, mean bounded slowdown %s,"
        + " utilisation %s%n", dir.displayTarget(), summary.get("jobs"), summary.get("killedJobs"), summary.get("skippedJobs"),
        summary.get("makespanSeconds"), summary.get("meanWaitSeconds"), summary.get("meanBoundedSlowdown"), summary.get("utilisation"));
    return 0;
  }

  /** The workload: a scenario for .conf files, else a job log. */
  private static Workload read(ScheduleSettings settings, RunConfig config) {
    String name = settings.workload().getFileName().toString().toLowerCase(Locale.ROOT);
    try {
      if (name.endsWith(".conf") || name.endsWith(".hocon")) {
        return ScenarioFile.read(settings.workload(), settings.rules(), config.linkParams(), settings.seed());
      }
      return SwfWorkload.read(settings.workload(), settings.rules());
    } catch (IllegalArgumentException e) {
      throw new UserInputException(settings.workload() + ": " + e.getMessage());
    }
  }

  /**
   * One alone-run of a shared run's attribution ({@link AttributionSettings#ALONE}, what a cluster
   * member runs for {@link ClusterAloneRunner}): the job alone, its outcome in {@value
   * ClusterAloneRunner#OUTCOME_FILE}.
   */
  private int runAlone(ScheduleSettings settings, RunConfig config, AttributionSettings attribution) {
    RunDirectory dir = RunDirectory.prepare(options.out, Path.of(config.string("output.root")), "schedule", options.force);
    AloneOutcome outcome = dir.produce(() -> {
      Workload jobs = read(settings, config);
      NetworkScheduleRun network = networkRun(settings, config, attribution, null, new AtomicReference<>()).get();
      AloneOutcome o;
      try {
        o = network.runAlone(jobs, ScheduleSettings.TICK, settings.policies().jobPolicies(), attribution.alone());
      } catch (IllegalArgumentException e) {
        throw new UserInputException(settings.workload() + ": " + e.getMessage());
      }
      ClusterAloneRunner.write(dir.file(ClusterAloneRunner.OUTCOME_FILE), o);
      return o;
    });
    options.console().printf(Locale.ROOT, "%s: job %d alone finished at %d ps%n", dir.displayTarget(), outcome.job(), outcome.finishPs());
    return 0;
  }

  /** The chosen execution mode over {@code network} (null without a topology), which is set up only if it is chosen. */
  private static ScheduleExecution execution(ScheduleSettings settings, Supplier<NetworkScheduleRun> network) {
    try {
      return settings.execution().create().apply(new ScheduleExecutions.Context(ScheduleSettings.TICK, network));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.schedule.execution = " + settings.execution().name() + ": " + e.getMessage());
    }
  }

  /**
   * The network mode's set-up, null without a topology; with attribution, the alone-runs run on
   * {@code remote}, or on the local cores when it is null. It sets {@code topology} when made.
   */
  private static Supplier<NetworkScheduleRun> networkRun(ScheduleSettings settings, RunConfig config, AttributionSettings attribution,
      ClusterAloneRunner remote, AtomicReference<Topology> topology) {
    return settings.topology() == null ? null : () -> {
      NetworkSetup fabric = NetworkSetup.of(config, settings.topology());
      JobPrograms.Storage storage = storage(settings, config, fabric);
      NetworkSetup net = storage == null ? fabric : new NetworkSetup(storage.network().topology().spec(), storage.network().topology(),
          fabric.failures(), fabric.routingName(), storage.network().routing());
      topology.set(net.topology());
      boolean simgrid = settings.mpi().protocol() == MpiModel.Protocol.SIMGRID;
      DynamicSettings dynamic = settings.dynamic();
      Supplier<FlowTable> flows;
      NetworkScheduleRun.AttributionRequest alone = null;
      try {
        flows = DynamicRun.flowModel(net, dynamic, PriorityPolicy.NONE, simgrid, dynamic.recording(), attribution.enabled());
        if (attribution.enabled()) {
          alone = new NetworkScheduleRun.AttributionRequest(DynamicRun.flowModel(net, dynamic, PriorityPolicy.NONE, simgrid,
              LinkRecording.OFF, false), ClusterAloneRunner.orLocal(remote, dynamic, attribution.parallelism()), attribution.topLinks());
        }
      } catch (SpecException e) {
        throw new UserInputException("interflow.simulate.sharing: " + e.getMessage());
      }
      int machine = storage == null ? net.topology().servers() : storage.network().computeNodes();
      return new NetworkScheduleRun(new NetworkScheduleRun.Network(net.topology(), net.failures(), net.routing(), flows, simgrid, machine),
          new JobPrograms(fabric.topology(), settings.seed(), settings.mpi(), settings.logJobs(), storage), dynamic.runtime(),
          dynamic.threads(), settings.seed(), alone);
    };
  }

  /**
   * The network mode's storage when {@code storage.enabled}: the storage network over {@code fabric}
   * and the default placement; null without. A job's devices are fixed by its nodes' ranks, which
   * the linear mapping gives before the job starts.
   */
  private static JobPrograms.Storage storage(ScheduleSettings settings, RunConfig config, NetworkSetup fabric) {
    if (!StorageSettings.enabled(config)) return null;
    if (!(settings.mappingPolicy() instanceof LinearMapping)) {
      throw new UserInputException("interflow.schedule.mapping = " + settings.mapping() + ": storage (storage.enabled) needs the linear"
          + " mapping: a job's devices are fixed by the ranks of its nodes before it starts");
    }
    return new JobPrograms.Storage(StorageSettings.network(config, fabric), StorageSettings.placement(config));
  }

  /** Runs the workload in the chosen mode, with a progress line every few seconds. */
  private static ScheduleOutcome run(ScheduleSettings settings, Workload jobs, ScheduleExecution execution) {
    if (!execution.reportsProgress()) {
      try {
        return execution.run(jobs, settings.policies(), ScheduleProgress.NONE);
      } catch (IllegalArgumentException e) {
        throw new UserInputException(settings.workload() + ": " + e.getMessage());
      }
    }
    AtomicLong now = new AtomicLong();
    try (Progress progress = new Progress("schedule", jobs.jobs().size(), "jobs",
        () -> String.format(Locale.ROOT, ", simulated %.2f days", ScheduleSettings.TICK.seconds(now.get()) / 86400))) {
      return execution.run(jobs, settings.policies(), (ended, at) -> {
        progress.accept(ended);
        now.lazySet(at);
      });
    } catch (IllegalArgumentException e) {
      throw new UserInputException(settings.workload() + ": " + e.getMessage());
    }
  }
}
