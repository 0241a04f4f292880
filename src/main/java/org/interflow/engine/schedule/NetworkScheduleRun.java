package org.interflow.engine.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.Function;
import org.interflow.engine.attribution.AloneOutcome;
import org.interflow.engine.attribution.AloneRun;
import org.interflow.engine.attribution.AloneRunner;
import org.interflow.engine.attribution.Attribution;
import org.interflow.engine.attribution.JobAttribution;
import org.interflow.engine.attribution.LocalAloneRunner;
import org.interflow.engine.dynamic.flows.FlowModel;
import org.interflow.engine.dynamic.jobs.JobPolicies;
import org.interflow.engine.dynamic.jobs.JobSpec;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.SimulationResult;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.runner.SimulationRuntime;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.model.failure.FailureSet;
import org.interflow.model.routing.RoutingAlgorithm;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.storage.StorageLayout;
import org.interflow.model.storage.StorageNetwork;
import org.interflow.model.storage.StorageRun;
import org.interflow.model.topology.Topology;
import org.interflow.model.units.TimeScale;

/**
 * The network-mode run set-up, in one place so that other runs can reuse it (re-running one job
 * alone on the nodes it had): turns a workload into the dynamic engine's {@link SimulationSpec}
 * (its clock in picoseconds from the window's first submission, each job's program from {@link
 * JobPrograms}, asking for its requested time on its nodes), runs it on the chosen runtime, and
 * turns the result back into per-job figures ({@link #communication}).
 *
 * <p>The engine counts picoseconds in a long: its horizon is about 106.7 days ({@link
 * TimeScale#PICOSECONDS}). {@link #rebased} refuses a window that could run past it, before
 * anything runs.
 */
public final class NetworkScheduleRun {
  /** The engine's tick. */
  public static final TimeScale TICK = TimeScale.PICOSECONDS;

  /**
   * The network a run simulates.
   *
   * @param flowModel a fresh flow model over the topology and routing for each run
   * @param localThroughNetwork messages between tasks of one server cross its link (SimGrid's rule)
   * @param machineServers the scheduler's machine: servers 0 .. machineServers-1 (with storage, the
   *     compute nodes; the other servers are devices)
   */
  public record Network(Topology topology, FailureSet failures, RoutingAlgorithm routing, Supplier<? extends FlowModel> flowModel,
      boolean localThroughNetwork, int machineServers) {
    public Network {
      Objects.requireNonNull(topology, "topology");
      Objects.requireNonNull(failures, "failures");
      Objects.requireNonNull(routing, "routing");
      Objects.requireNonNull(flowModel, "flowModel");
    }

    /** A network whose every server belongs to the machine. */
    public Network(Topology topology, FailureSet failures, RoutingAlgorithm routing, Supplier<? extends FlowModel> flowModel,
        boolean localThroughNetwork) {
      this(topology, failures, routing, flowModel, localThroughNetwork, topology.servers());
    }
  }

  private final Network network;
  private final JobPrograms programs;
  private final SimulationRuntime runtime;
  private final int threads;
  private final long seed;
  private final AttributionRequest attribution;  // null: no attribution

  /**
   * Interference attribution of a network-mode run: every job that started is run again alone
   * (on the local cores, {@link LocalAloneRunner}, or elsewhere); the network's flow model must
   * attribute link time to jobs.
   *
   * @param aloneFlowModel fresh flow models for the alone-runs (recording nothing)
   * @param runner the runner of the alone-runs, given the shared run's spec with {@code aloneFlowModel}
   * @param topLinks links kept per job
   */
  public record AttributionRequest(Supplier<? extends FlowModel> aloneFlowModel, Function<SimulationSpec, AloneRunner> runner,
      int topLinks) {
    public AttributionRequest {
      Objects.requireNonNull(aloneFlowModel, "aloneFlowModel");
      Objects.requireNonNull(runner, "runner");
    }
  }

  /** Runs on {@code network} with {@code programs}, on {@code runtime} with {@code threads} threads, seeded with {@code seed}. */
  public NetworkScheduleRun(Network network, JobPrograms programs, SimulationRuntime runtime, int threads, long seed) {
    this(network, programs, runtime, threads, seed, null);
  }

  /** As {@link #NetworkScheduleRun(Network, JobPrograms, SimulationRuntime, int, long)}, attributing as {@code attribution} says (null: not). */
  public NetworkScheduleRun(Network network, JobPrograms programs, SimulationRuntime runtime, int threads, long seed,
      AttributionRequest attribution) {
    this.network = Objects.requireNonNull(network, "network");
    this.programs = Objects.requireNonNull(programs, "programs");
    this.runtime = Objects.requireNonNull(runtime, "runtime");
    this.threads = threads;
    this.seed = seed;
    this.attribution = attribution;
  }

  /** The network. */
  public Network network() { return network; }

  /**
   * {@code workload} (times in ticks of {@code from}) on the engine's clock: picoseconds from its
   * first submission.
   *
   * @throws IllegalArgumentException when the window could run past the engine's horizon: its
   *     span of submissions plus every job's requested time (every job run one after the other,
   *     each until its kill time) reaches 2^63 ps; the message suggests a window that fits
   */
  public static Workload rebased(Workload workload, TimeScale from) {
    List<WorkloadJob> jobs = workload.jobs();
    if (jobs.isEmpty()) return workload;
    checkHorizon(jobs, from);
    long first = jobs.get(0).request().submit();
    long ps = from.picosPerTick();
    List<WorkloadJob> out = new ArrayList<>(jobs.size());
    for (WorkloadJob j : jobs) {
      BatchJob r = j.request();
      long requested = r.requested() == BatchJob.NO_LIMIT ? BatchJob.NO_LIMIT : r.requested() * ps;
      out.add(new WorkloadJob(new BatchJob(r.id(), (r.submit() - first) * ps, r.nodes(), requested), j.label(), j.processors(),
          j.runtime() < 0 ? j.runtime() : j.runtime() * ps, j.logStatus(), j.program()));
    }
    return new Workload(workload.source(), out, workload.machineNodes(), workload.coresPerNode(), workload.wholeNodes(),
        workload.skipped(), workload.estimatesFilled());
  }

  private static void checkHorizon(List<WorkloadJob> jobs, TimeScale from) {
    double horizon = TICK.horizonSeconds();
    double first = from.seconds(jobs.get(0).request().submit());
    double requested = 0;
    for (int k = 0; k < jobs.size(); k++) {
      WorkloadJob j = jobs.get(k);
      requested += j.request().requested() == BatchJob.NO_LIMIT ? Double.POSITIVE_INFINITY : from.seconds(j.request().requested());
      double bound = from.seconds(j.request().submit()) - first + requested;
      if (bound >= horizon) {
        String from0 = jobs.get(0).label();
        String fits = k > 0 && from0.matches("\\d+") && jobs.get(k - 1).label().matches("\\d+")
            ? ", e.g. --jobs " + from0 + "-" + jobs.get(k - 1).label() : "";
        throw new IllegalArgumentException(String.format(Locale.ROOT, "the network mode counts picoseconds and reaches at most "
            + "%.1f days; these %d jobs could run %.1f days (submission span plus every requested time): take fewer with --jobs A-B%s",
            Math.floor(horizon / 8640) / 10, jobs.size(), boundOf(jobs, from) / 86400, fits));
      }
    }
  }

  private static double boundOf(List<WorkloadJob> jobs, TimeScale from) {
    double sum = from.seconds(jobs.get(jobs.size() - 1).request().submit() - jobs.get(0).request().submit());
    for (WorkloadJob j : jobs) {
      sum += j.request().requested() == BatchJob.NO_LIMIT ? Double.POSITIVE_INFINITY : from.seconds(j.request().requested());
    }
    return sum;
  }

  /**
   * Job {@code job} of a {@link #rebased} workload as the engine runs it: its program, arriving at
   * its submission, asking for its nodes and its requested time.
   */
  public JobSpec jobSpec(WorkloadJob job) {
    JobPrograms.Program program = programs.program(job, TICK);
    return JobSpec.scheduled(program.application(), job.request().submit(), job.request().nodes(), job.request().requested(),
        program.pinned());
  }

  /** The simulation of every job of {@code rebased} (a {@link #rebased} workload) under {@code policies}. */
  public SimulationSpec spec(Workload rebased, JobPolicies policies) {
    List<JobSpec> jobs = new ArrayList<>(rebased.jobs().size());
    for (WorkloadJob job : rebased.jobs()) jobs.add(jobSpec(job));
    return new SimulationSpec(network.topology(), network.failures(), network.routing(), network.flowModel(), jobs, seed,
        network.localThroughNetwork(), true, policies, network.machineServers());
  }

  /**
   * Job {@code job} of a {@link #rebased} workload alone on the network, task i on {@code
   * servers[i]}, arriving at 0: what it takes without the other jobs (e.g. on the servers it had
   * among them, to tell their interference).
   */
  public SimulationSpec alone(WorkloadJob job, int[] servers) {
    JobSpec spec = new JobSpec(programs.application(job, TICK), 0, servers);
    return new SimulationSpec(network.topology(), network.failures(), network.routing(), network.flowModel(), List.of(spec), seed,
        network.localThroughNetwork(), true, JobPolicies.defaults(), network.machineServers());
  }

  /** Runs {@code spec} on the run's runtime. */
  public SimulationResult run(SimulationSpec spec) { return runtime.run(spec, threads); }

  /**
   * The interference of {@code result} (of {@code spec}) attributed per job, by job index; empty
   * when this run does not attribute.
   */
  public List<JobAttribution> attribute(SimulationSpec spec, SimulationResult result) {
    if (attribution == null) return List.of();
    return Attribution.attribute(result, attribution.runner().apply(quiet(spec)), attribution.topLinks());
  }

  /**
   * One alone-run of the attribution of {@code workload} (read in ticks of {@code scale}) under
   * {@code policies}, without running the shared run: its spec as {@link NetworkExecution} builds
   * it, with the alone-runs' flow model, and only job {@code alone.job()} run, alone ({@link
   * LocalAloneRunner#runAlone}). What a cluster member computes for one alone-run.
   *
   * @throws IllegalStateException if this run does not attribute
   */
  public AloneOutcome runAlone(Workload workload, TimeScale scale, JobPolicies policies, AloneRun alone) {
    if (attribution == null) throw new IllegalStateException("this run does not attribute: it has no alone-runs");
    return LocalAloneRunner.runAlone(quiet(spec(rebased(workload, scale), policies)), alone, runtime, threads);
  }

  /** {@code spec} with the alone-runs' flow model and no task spans: what the alone-runs start from. */
  private SimulationSpec quiet(SimulationSpec spec) {
    return new SimulationSpec(spec.topology(), spec.failures(), spec.routing(), attribution.aloneFlowModel(), spec.jobs(), spec.seed(),
        spec.localThroughNetwork(), false, spec.jobPolicies(), spec.machineServers());
  }

  /**
   * The storage of {@code result} (of {@code spec}) for its report: per job, the nodes of its
   * compute tasks and, for a job with devices, their layout on the nodes it got; null when no job
   * of the run has devices.
   */
  public static StorageRun storage(SimulationSpec spec, SimulationResult result) {
    StorageNetwork network = null;
    List<int[]> nodes = new ArrayList<>();
    List<StorageLayout> layouts = new ArrayList<>();
    for (int j = 0; j < spec.jobs().size(); j++) {
      JobSpec job = spec.jobs().get(j);
      Placement at = result.jobs().get(j).placement();
      int[] placed = new int[at == null ? 0 : job.placedTasks()];
      for (int t = 0; t < placed.length; t++) placed[t] = at.server(t);
      nodes.add(placed);
      StoragePins pins = job.pinned() instanceof StoragePins p ? p : null;
      layouts.add(pins == null || at == null ? null : pins.on(placed));
      if (pins != null) network = pins.storage();
    }
    return network == null ? null : new StorageRun(network, nodes, layouts);
  }

  /**
   * Each job's communication time, in picoseconds: the mean over its tasks of the time the task
   * spent, from the job's start to the task's finish (or the kill), not computing (waiting for its
   * messages to be delivered, for messages from other tasks, or at a barrier): the COMMUNICATE spans
   * of the result's timeline, summed per job and divided by its tasks, rounded to the nearest
   * picosecond. 0 for a job that never started.
   */
  public static long[] communication(SimulationResult result) {
    int jobs = result.jobs().size();
    long[] sum = new long[jobs];
    for (TaskInterval span : result.intervals()) {
      if (span.state() == TaskInterval.State.COMMUNICATE) sum[span.job()] += span.endPs() - span.startPs();
    }
    for (int j = 0; j < jobs; j++) {
      long tasks = result.jobs().get(j).tasks();
      sum[j] = (sum[j] + tasks / 2) / tasks;
    }
    return sum;
  }
}
