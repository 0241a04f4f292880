package org.interflow.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.interflow.engine.attribution.AloneOutcome;
import org.interflow.engine.attribution.AloneRun;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.results.JobOutcome;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.io.results.RunDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code interflow simulate}: the dynamic engine. Jobs (pseudo-applications or causal benchmarking
 * patterns) run as tasks in virtual time while the network shares bandwidth among their flows.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = {"Run applications on the dynamic (virtual-time) engine and report completion times.",
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

  @Option(names = "--runtime", paramLabel = "RUNTIME", description = "direct (default) or actors: same results (interflow list).")
  String runtime;

  @Mixin
  AttributionOptions attributionOptions = new AttributionOptions();

  @Mixin
  StandingClusterOptions cluster = new StandingClusterOptions();

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
    RunConfig.override(extra, "runtime", runtime);
    attributionOptions.addTo(extra);
    RunConfig config = options.load(extra);
    SimulateSettings settings = SimulateSettings.of(config);
    AttributionSettings attribution = AttributionSettings.of(config);
    if (attribution.alone() != null) return runAlone(config, settings, attribution.alone());
    try (ClusterAloneRunner remote = ClusterAloneRunner.open("simulate", config, attribution, cluster)) {
      return run(config, settings, attribution, remote, start);
    }
  }

  private int run(RunConfig config, SimulateSettings settings, AttributionSettings attribution, ClusterAloneRunner remote, long start) {
    List<JobAttribution> attributed = new ArrayList<>();
    RunDirectory dir = RunDirectory.prepare(options.out, settings.outputs().root(), "simulate", options.force);
    SimulationResult result = dir.produce(() -> {
      DynamicSettings dynamic = settings.dynamic();
      dynamic.runtime().prepare(dynamic.threads());  // starts while the network and the jobs are built
      NetworkSetup fabric = NetworkSetup.load(config);
      SimulateWorkload workload = SimulateWorkload.load(config, fabric, dynamic.seed());
      NetworkSetup net = workload.network();
      List<JobSpec> jobSpecs = workload.jobs();
      LOG.info("simulate: {} | routing {} | {} | {} | {} job(s) | runtime {}", net.topology(), net.routingName(),
          dynamic.sharing(), settings.priority().kind(), jobSpecs.size(), dynamic.runtimeName());
      SimulationResult simulated;
      if (attribution.enabled()) {
        DynamicRun.Attributed run = DynamicRun.runAttributed(net, dynamic, settings.priority(), jobSpecs,
            settings.jobPolicies(net.topology()), true, attribution.topLinks(),
            ClusterAloneRunner.orLocal(remote, dynamic, attribution.parallelism()));
        simulated = run.shared();
        attributed.addAll(run.jobs());
      } else {
        simulated = DynamicRun.run(net, dynamic, settings.priority(), jobSpecs, settings.jobPolicies(net.topology()), false, true);
      }
      double wall = (System.nanoTime() - start) / 1e9;
      LOG.info(String.format("simulate: done in %.2f s, writing results", wall));
      long writing = System.nanoTime();
      SimulateReport.write(dir, settings, net, simulated, attributed, wall);
      if (workload.storage() != null) StorageReport.write(dir, config, workload.storage(), simulated);
      if (attribution.enabled()) AttributionReport.write(dir, net.topology(), attributed, settings.outputs().plots());
      LOG.info(String.format("simulate: results written in %.2f s", (System.nanoTime() - writing) / 1e9));
      Files.writeString(dir.file("config.conf"), config.render(), StandardCharsets.UTF_8);
      reportUndeliverable(new UndeliverableFlows(simulated, net), simulated);
      return simulated;
    });
    options.console().printf("%s: makespan %.9f s, %d flows (%d undeliverable), %d bytes, %d events%n", dir.displayTarget(),
        result.makespanSeconds(), result.flows(), result.undeliverable(), result.bytes(), result.events());
    if (!attributed.isEmpty()) options.console().println("slowdown (together / alone): " + slowdowns(attributed));
    return 0;
  }

  /**
   * One alone-run of a shared run's attribution ({@link AttributionSettings#ALONE}, what a cluster
   * member runs for {@link ClusterAloneRunner}): the job alone, its outcome in {@value
   * ClusterAloneRunner#OUTCOME_FILE}.
   */
  private int runAlone(RunConfig config, SimulateSettings settings, AloneRun alone) {
    RunDirectory dir = RunDirectory.prepare(options.out, settings.outputs().root(), "simulate", options.force);
    AloneOutcome outcome = dir.produce(() -> {
      DynamicSettings dynamic = settings.dynamic();
      SimulateWorkload workload = SimulateWorkload.load(config, NetworkSetup.load(config), dynamic.seed());
      NetworkSetup net = workload.network();
      AloneOutcome o = DynamicRun.runAlone(net, dynamic, settings.priority(), workload.jobs(), settings.jobPolicies(net.topology()), alone);
      ClusterAloneRunner.write(dir.file(ClusterAloneRunner.OUTCOME_FILE), o);
      return o;
    });
    options.console().printf(java.util.Locale.ROOT, "%s: job %d alone finished at %d ps%n", dir.displayTarget(), outcome.job(),
        outcome.finishPs());
    return 0;
  }

  /** "job 0 1.95, job 1 1.00, job 2 -" (- when it never finished). */
  private static String slowdowns(List<JobAttribution> jobs) {
    List<String> parts = new ArrayList<>();
    for (JobAttribution j : jobs) {
      parts.add("job " + j.job() + " " + (Double.isNaN(j.slowdown()) ? "-" : String.format(java.util.Locale.ROOT, "%.2f", j.slowdown())));
    }
    return String.join(", ", parts);
  }

  /** Says on stderr which flows the network dropped and which jobs therefore never finished (the run itself succeeded). */
  private static void reportUndeliverable(UndeliverableFlows dropped, SimulationResult result) {
    if (dropped.count() == 0) return;
    List<String> unfinished = new ArrayList<>();
    for (JobOutcome job : result.jobs()) if (!job.finished()) unfinished.add(job.job() + " (" + job.name() + ")");
    System.err.println("simulate: " + dropped.count() + " flow(s) undeliverable (" + dropped.cause() + ")"
        + (unfinished.isEmpty() ? "" : "; job(s) that never finished: " + String.join(", ", unfinished)) + ":");
    List<String> lines = dropped.lines(false);
    for (int i = 0; i < Math.min(lines.size(), 20); i++) System.err.println("  " + lines.get(i));
    if (dropped.count() > 20) System.err.println("  ... and " + (dropped.count() - 20) + " more (flows.csv lists them all)");
  }
}
