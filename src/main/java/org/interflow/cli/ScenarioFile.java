package org.interflow.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.interflow.io.InputFormatException;
import org.interflow.io.catalog.ApplicationCatalog;
import org.interflow.io.catalog.TopologyCatalog;
import org.interflow.io.catalog.TrafficCatalog;
import org.interflow.io.trace.TraceFormat;
import org.interflow.io.trace.TraceReaders;
import org.interflow.io.workload.JobProgram;
import org.interflow.io.workload.SkippedJobs;
import org.interflow.io.workload.SwfStatus;
import org.interflow.io.workload.Workload;
import org.interflow.io.workload.WorkloadJob;
import org.interflow.io.workload.WorkloadRules;
import org.interflow.model.scheduler.BatchJob;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.traffic.mpi.ActionTape;

/**
 * Reads a scenario file of {@code interflow schedule}: HOCON listing jobs, each with its submit
 * time, size, requested time and what it runs, and optionally the machine's size:
 *
 * <pre>
 * nodes = 64                       # optional: nodes of the machine (-t or schedule.nodes win)
 * jobs = [
 *   { name = "lu", submit = 0s, nodes = 8, requested = 10m, runtime = 4m,
 *     trace = "../traces/simgrid-ti/actions_allreduce.txt" }          # any format replay reads
 *   { submit = 30s, nodes = 16, requested = 1h, runtime = 20m, application = "stencil2d:iterations=10" }
 *   { submit = 1m, nodes = 4, runtime = 90s, pattern = "alltoall" }  # requested: the estimate rule
 * ]
 * </pre>
 *
 * A job runs exactly one of {@code application} (an application spec, without tasks or arrival),
 * {@code pattern} (a traffic pattern spec) or {@code trace} (a path relative to the scenario file,
 * {@code format} = auto by default). {@code tasks} defaults to the trace's ranks, else to the
 * nodes. {@code runtime} is what the job takes in logged mode (the network mode needs none: the
 * simulation gives it); a job needs a requested time or a runtime. Every program is built once here
 * (a trace is read whole), so that a bad one stops the run before anything is written. Errors
 * name the file and line. Jobs are numbered 1, 2, ... in file order (for {@code --jobs}) and run
 * in submission order.
 */
final class ScenarioFile {
  private static final Set<String> TOP_KEYS = Set.of("nodes", "jobs");
  private static final Set<String> JOB_KEYS = Set.of("name", "submit", "nodes", "tasks", "requested", "runtime", "application",
      "pattern", "trace", "format");

  private ScenarioFile() {}

  /** Reads {@code file} under {@code rules} (window, machine size, estimate rule, tick). */
  static Workload read(Path file, WorkloadRules rules, LinkParams links, long seed) {
    Config root;
    try {
      root = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false)).resolve();
    } catch (ConfigException e) {
      throw new UserInputException(RunConfig.oneLine(e.getMessage()) + " (expected a scenario: HOCON with jobs = [ {...}, ... ])");
    }
    String name = file.toString();
    unknownKeys(name, root.root(), TOP_KEYS);
    if (!root.hasPath("jobs")) throw new InputFormatException(name, "a list jobs = [ {submit = ..., nodes = ..., ...}, ... ]", "none");
    if (rules.scale()) throw new UserInputException("interflow.schedule.scale applies to job logs; a scenario gives each job's nodes");
    int nodes = rules.machineNodes() > 0 ? rules.machineNodes() : root.hasPath("nodes") ? positive(name, root, "nodes") : 0;
    if (nodes < 1) {
      throw new InputFormatException(name, "the machine's size: nodes = N in the scenario, -t TOPOLOGY or --set schedule.nodes=N", "none");
    }
    List<? extends ConfigObject> list;
    try {
      list = root.getObjectList("jobs");
    } catch (ConfigException e) {
      throw new InputFormatException(name, line(root.getValue("jobs")), "jobs = [ {submit = ..., nodes = ..., ...}, ... ]",
          RunConfig.oneLine(e.getMessage()));
    }
    List<WorkloadJob> jobs = new ArrayList<>();
    java.util.Map<String, Integer> names = new java.util.HashMap<>();   // job name -> its line
    int filled = 0;
    for (int k = 0; k < list.size(); k++) {
      ConfigObject object = list.get(k);
      unknownKeys(name, object, JOB_KEYS);
      Config job = object.toConfig();
      long number = k + 1;
      Duration submit = duration(name, job, "submit", true);
      if (!rules.window().contains(number, submit.getSeconds())) continue;
      String label = job.hasPath("name") ? job.getString("name") : "job-" + number;
      Integer earlier = names.putIfAbsent(label, line(object));
      if (earlier != null) {
        throw new InputFormatException(name, line(object), "a job name no other job has (job " + label + " is on line " + earlier + ")",
            label);
      }
      int jobNodes = positive(name, job, "nodes");
      if (jobNodes > nodes) throw new InputFormatException(name, line(object), "at most " + nodes + " nodes (the machine's)", jobNodes + " nodes");
      Duration runtime = job.hasPath("runtime") ? duration(name, job, "runtime", false) : null;
      long runTicks = runtime == null ? -1 : Math.max(1, rules.timeScale().ticks(runtime));
      long requested;
      if (job.hasPath("requested")) {
        requested = rules.timeScale().ticks(duration(name, job, "requested", false));
      } else if (runtime != null) {
        requested = rules.missingEstimate().requestedTicks(runTicks, 1 / rules.timeScale().secondsPerTick());
        filled++;
      } else {
        throw new InputFormatException(name, line(object), "a requested time or a runtime for job " + label
            + " (its requested time comes from its runtime when it gives none)", "neither");
      }
      Program program = program(name, file, object, job, jobNodes, links, seed);
      jobs.add(new WorkloadJob(new BatchJob(jobs.size(), rules.timeScale().ticks(submit), jobNodes, Math.max(1, requested)), label,
          program.tasks, runTicks, SwfStatus.UNKNOWN, program.what));
    }
    jobs.sort(Comparator.comparingLong((WorkloadJob j) -> j.request().submit()).thenComparingInt(WorkloadJob::id));
    List<WorkloadJob> ordered = new ArrayList<>();
    for (WorkloadJob j : jobs) {
      BatchJob r = j.request();
      ordered.add(new WorkloadJob(new BatchJob(ordered.size(), r.submit(), r.nodes(), r.requested()), j.label(), j.processors(),
          j.runtime(), j.logStatus(), j.program()));
    }
    return new Workload(name, ordered, nodes, 1, true, SkippedJobs.NONE, filled);
  }

  /** What a job runs, and its task count. */
  private record Program(JobProgram what, int tasks) {}

  private static Program program(String name, Path file, ConfigObject object, Config job, int nodes, LinkParams links, long seed) {
    List<String> kinds = new ArrayList<>();
    for (String k : List.of("application", "pattern", "trace")) if (job.hasPath(k)) kinds.add(k);
    if (kinds.size() != 1) {
      throw new InputFormatException(name, line(object), "exactly one of application, pattern or trace", kinds.isEmpty() ? "none" : String.join(" and ", kinds));
    }
    int tasks = job.hasPath("tasks") ? positive(name, job, "tasks") : -1;
    String spec = job.getString(kinds.get(0));
    try {
      switch (kinds.get(0)) {
        case "application" -> {
          int t = tasks > 0 ? tasks : nodes;
          ApplicationCatalog.job(spec + (spec.contains(":") ? "," : ":") + "tasks=" + t,
              TopologyCatalog.build(TopologyCatalog.parse("star:servers=" + t), links), seed);
          return new Program(new JobProgram.Application(spec), t);
        }
        case "pattern" -> {
          int t = tasks > 0 ? tasks : nodes;
          TrafficCatalog.create(spec, t, seed);
          return new Program(new JobProgram.Pattern(spec), t);
        }
        default -> {
          Path trace = file.toAbsolutePath().getParent().resolve(spec).normalize();
          String formatName = job.hasPath("format") ? job.getString("format") : "auto";
          TraceFormat format = formatName.equals("auto") ? TraceFormat.detect(trace) : TraceFormat.byName(formatName);
          ActionTape tape = new ActionTape();
          TraceReaders.read(trace, format, tape);
          if (tasks > 0 && tasks != tape.ranks()) {
            throw new InputFormatException(name, line(object), "tasks = the trace's " + tape.ranks() + " ranks", Integer.toString(tasks));
          }
          return new Program(new JobProgram.Trace(trace, format), tape.ranks());
        }
      }
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(name, line(object), "a valid " + kinds.get(0), RunConfig.oneLine(e.getMessage()));
    }
  }

  private static void unknownKeys(String name, ConfigObject object, Set<String> valid) {
    for (String key : new TreeSet<>(object.keySet())) {
      if (!valid.contains(key)) {
        throw new InputFormatException(name, line(object.get(key)), "one of the keys " + String.join(", ", new TreeSet<>(valid)),
            "unknown key '" + key + "'");
      }
    }
  }

  private static int positive(String name, Config config, String key) {
    if (!config.hasPath(key)) throw new InputFormatException(name, line(config.root()), "an integer " + key + " >= 1", "none");
    ConfigValue value = config.getValue(key);
    try {
      int v = config.getInt(key);
      if (v >= 1) return v;
    } catch (ConfigException e) {
      // reported below
    }
    throw new InputFormatException(name, line(value), "an integer " + key + " >= 1", String.valueOf(value.unwrapped()));
  }

  /**
   * A time with its unit: HOCON would read a bare number as milliseconds ({@code submit = 60} as
   * 0.06 s), so a number without one is refused, 0 alone excepted.
   */
  private static Duration duration(String name, Config config, String key, boolean zeroAllowed) {
    if (!config.hasPath(key)) throw new InputFormatException(name, line(config.root()), "a time " + key + " (e.g. 30s, 5m, 2h)", "none");
    ConfigValue value = config.getValue(key);
    String written = String.valueOf(value.unwrapped());
    String withUnits = "a time " + key + " with units (e.g. 30s, 5m, 2h, 1d)";
    if (value.valueType() == ConfigValueType.NUMBER && ((Number) value.unwrapped()).doubleValue() != 0) {
      throw new InputFormatException(name, line(value), withUnits, written);
    }
    Duration d;
    try {
      d = config.getDuration(key);
    } catch (ConfigException e) {
      throw new InputFormatException(name, line(value), withUnits, written);
    }
    if (d.isNegative() || (!zeroAllowed && d.isZero())) {
      throw new InputFormatException(name, line(value), key + (zeroAllowed ? " >= 0" : " > 0"), written);
    }
    return d;
  }

  private static int line(ConfigValue value) { return Math.max(0, value.origin().lineNumber()); }
}
