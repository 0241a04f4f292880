package org.interflow.cli;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.interflow.engine.dynamic.flows.LinkRecording;
import org.interflow.engine.schedule.JobPrograms;
import org.interflow.engine.schedule.ScheduleExecutions;
import org.interflow.engine.schedule.SchedulePolicies;
import org.interflow.io.catalog.SchedulingCatalog;
import org.interflow.io.catalog.SpecException;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.io.workload.EstimateRule;
import org.interflow.io.workload.JobWindow;
import org.interflow.io.workload.WorkloadRules;
import org.interflow.model.scheduler.AllocationPolicy;
import org.interflow.model.scheduler.MappingPolicy;
import org.interflow.model.scheduler.SelectionPolicy;
import org.interflow.model.topology.Topology;
import org.interflow.model.traffic.mpi.MpiModel;
import org.interflow.model.units.TimeScale;

/**
 * The validated settings of {@code interflow schedule}, read once from the resolved configuration
 * ({@code interflow.schedule.*}, plus {@code seed} and the output switches); every bad value becomes
 * a one-line {@link UserInputException} naming its key. Policies are built fresh for each run
 * ({@link #selection()}, ...), since they hold state.
 *
 * @param workload the workload file
 * @param execution the execution mode
 * @param policy the job selection spec ({@code --policy})
 * @param allocation the node allocation spec ({@code --allocation})
 * @param mapping the task mapping spec
 * @param topologySpec the network's spec, or null without one
 * @param topology the network, or null without one
 * @param rules how the workload is read for this machine
 * @param killAtRequested kill jobs at their requested time
 * @param tauSeconds the bounded slowdown's tau
 * @param seed the run's seed
 * @param plots draw PNG plots
 * @param timeline write timeline.json
 * @param dynamic the network mode's engine settings (runtime, threads, bandwidth model; links recorded only with storage)
 * @param mpi how the network mode replays traced jobs ({@code replay.mpi.*})
 * @param logJobs what jobs of a log run in the network mode ({@code schedule.network.*})
 */
record ScheduleSettings(Path workload, ScheduleExecutions.Entry execution, String policy, String allocation, String mapping,
    String topologySpec, Topology topology, WorkloadRules rules, boolean killAtRequested, double tauSeconds, long seed,
    boolean plots, boolean timeline, DynamicSettings dynamic, MpiModel mpi, JobPrograms.LogJobRule logJobs) {
  /** The tick of every schedule run: 1 ns reaches 292 years, beyond any job log. */
  static final TimeScale TICK = TimeScale.NANOSECONDS;
  private static final String KEY = "schedule.";

  static ScheduleSettings read(RunConfig config) {
    String file = config.string(KEY + "workload");
    if (file.isBlank()) throw new UserInputException("interflow.schedule.workload: no workload given; e.g. --workload workloads/swf/lublin-256-first-1000.swf");
    Path workload = Path.of(file);
    if (!Files.isRegularFile(workload)) throw new UserInputException("interflow.schedule.workload: " + workload + " is not a file");
    ScheduleExecutions.Entry execution;
    try {
      execution = ScheduleExecutions.byName(config.string(KEY + "execution"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.schedule.execution: " + e.getMessage());
    }
    long seed = config.longValue("seed");
    String topologySpec = config.string(KEY + "topology").trim();
    Topology topology = null;
    if (!topologySpec.isEmpty()) {
      try {
        topology = TopologyCatalog.build(TopologyCatalog.parse(topologySpec), config.linkParams());
      } catch (SpecException e) {
        throw new UserInputException("interflow.schedule.topology: " + e.getMessage());
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.schedule.topology = " + topologySpec + ": " + e.getMessage());
      }
    }
    int cores = atLeast(config, "cores-per-node", 0);
    boolean wholeNodes = config.bool(KEY + "whole-nodes");
    int nodes = atLeast(config, "nodes", 0);
    if (topology != null) {
      if (nodes > 0 && nodes != topology.servers()) {
        throw new UserInputException("interflow.schedule.nodes = " + nodes + " disagrees with the network's " + topology.servers()
            + " servers (" + topologySpec + "); set one of them");
      }
      nodes = StorageSettings.enabled(config) ? StorageSettings.computeNodes(config, topology) : topology.servers();
    }
    long[] numbers;
    try {
      numbers = JobWindow.range(config.string(KEY + "jobs"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.schedule.jobs: " + e.getMessage() + ", e.g. 1982-3005");
    }
    long[] submit = submitWindow(config.string(KEY + "submit-window"));
    WorkloadRules rules = new WorkloadRules(new JobWindow(numbers[0], numbers[1], submit[0], submit[1]), nodes, cores, wholeNodes,
        config.bool(KEY + "scale"), estimateRule(config), TICK);
    double tau = seconds(config, KEY + "bounded-slowdown-tau");
    if (!(tau > 0)) throw new UserInputException("interflow.schedule.bounded-slowdown-tau: expected a positive time, got " + tau + " s");
    DynamicSettings d = DynamicSettings.of(config);
    // device utilisation (storage-utilisation.csv) needs the links recorded, as simulate.utilisation says
    DynamicSettings dynamic = new DynamicSettings(d.runtimeName(), d.runtime(), d.threads(), d.seed(), d.sharing(),
        StorageSettings.enabled(config) ? d.recording() : LinkRecording.OFF, d.timeQuantumPs());
    ScheduleSettings settings = new ScheduleSettings(workload, execution, config.string(KEY + "policy"),
        config.string(KEY + "allocation"), config.string(KEY + "mapping"), topology == null ? null : topologySpec, topology, rules,
        config.bool(KEY + "kill-at-requested"), tau, seed, config.bool("output.plots"), config.bool("output.timeline"), dynamic,
        ReplaySettings.mpi(config, config.string("replay.mpi.preset")), logJobRule(config));
    settings.selection();
    settings.mappingPolicy();
    return settings;
  }

  /** The scheduler's policies, fresh for each run. */
  SchedulePolicies policies() {
    return new SchedulePolicies(this::selection, this::allocationPolicy, this::mappingPolicy, killAtRequested);
  }

  private static JobPrograms.LogJobRule logJobRule(RunConfig config) {
    String application = config.string(KEY + "network.log-application");
    if (!application.contains("{compute}")) {
      throw new UserInputException("interflow.schedule.network.log-application: expected an application spec with {compute}"
          + " (and optionally {steps}), e.g. stencil2d:iterations={steps},compute={compute},bytes=1MiB; got '" + application + "'");
    }
    try {
      return new JobPrograms.LogJobRule(application, config.integer(KEY + "network.steps"), config.real(KEY + "network.compute-fraction"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.schedule.network: " + e.getMessage());
    }
  }

  /** A fresh selection policy. */
  SelectionPolicy selection() {
    try {
      return SchedulingCatalog.selection(policy);
    } catch (SpecException e) {
      throw new UserInputException("interflow.schedule.policy: " + e.getMessage());
    }
  }

  /** A fresh allocation policy for a machine of {@code unitsPerServer} allocation units per server. */
  AllocationPolicy allocationPolicy(int unitsPerServer) {
    try {
      return SchedulingCatalog.allocation(allocation, topology, unitsPerServer, seed);
    } catch (SpecException e) {
      throw new UserInputException("interflow.schedule.allocation: " + e.getMessage());
    }
  }

  MappingPolicy mappingPolicy() {
    try {
      return SchedulingCatalog.mapping(mapping, seed);
    } catch (SpecException e) {
      throw new UserInputException("interflow.schedule.mapping: " + e.getMessage());
    }
  }

  private static EstimateRule estimateRule(RunConfig config) {
    String rule = config.string(KEY + "missing-estimate.rule");
    try {
      return switch (rule) {
        case "runtime" -> EstimateRule.factor(config.real(KEY + "missing-estimate.factor"));
        case "fixed" -> EstimateRule.fixed(seconds(config, KEY + "missing-estimate.fixed"));
        default -> throw new UserInputException("interflow.schedule.missing-estimate.rule: expected runtime or fixed, got '" + rule + "'");
      };
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.schedule.missing-estimate: " + e.getMessage());
    }
  }

  /** "A-B" of submit times, each end whole seconds or a duration with units; "" = all. */
  private static long[] submitWindow(String text) {
    String t = text.trim();
    if (t.isEmpty()) return new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
    int dash = t.indexOf('-', 1);
    String form = "expected A-B of times in seconds or with units (e.g. 2d-9d; either end may be left out), got '" + text + "'";
    if (dash < 0) throw new UserInputException("interflow.schedule.submit-window: " + form);
    long from = t.substring(0, dash).isBlank() ? Long.MIN_VALUE : wholeSeconds(t.substring(0, dash).trim(), form);
    long to = t.substring(dash + 1).isBlank() ? Long.MAX_VALUE : wholeSeconds(t.substring(dash + 1).trim(), form);
    if (from >= to) throw new UserInputException("interflow.schedule.submit-window: empty window '" + text + "'");
    return new long[] {from, to};
  }

  private static long wholeSeconds(String end, String form) {
    try {
      if (end.chars().allMatch(Character::isDigit)) return Long.parseLong(end);
      Duration d = ConfigFactory.parseString("d = " + end).getDuration("d");
      return d.getSeconds() + (d.getNano() > 0 ? 1 : 0);
    } catch (ConfigException | NumberFormatException e) {
      throw new UserInputException("interflow.schedule.submit-window: " + form);
    }
  }

  private static double seconds(RunConfig config, String key) { return config.nanos(key) / 1e9; }

  private static int atLeast(RunConfig config, String key, int min) {
    int v = config.integer(KEY + key);
    if (v < min) throw new UserInputException("interflow.schedule." + key + ": expected at least " + min + ", got " + v);
    return v;
  }
}
