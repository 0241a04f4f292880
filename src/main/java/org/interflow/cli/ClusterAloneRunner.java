package org.interflow.cli;

import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValueFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.interflow.cluster.ClusterJoinException;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.sweep.ClusterSweep;
import org.interflow.engine.attribution.AloneOutcome;
import org.interflow.engine.attribution.AloneRun;
import org.interflow.engine.attribution.AloneRunner;
import org.interflow.engine.attribution.LocalAloneRunner;
import org.interflow.engine.dynamic.runner.SimulationSpec;
import org.interflow.io.FileErrors;
import org.interflow.io.results.RunDirectory;
import org.interflow.io.sweep.SweepResults;
import org.interflow.io.sweep.SweepRun;

/**
 * Runs the alone-runs of {@code simulate --attribute} and {@code schedule --attribute} on a
 * standing cluster, as sweep runs: each {@link AloneRun} becomes a {@link SweepRun} of the same
 * command with the shared run's configuration by content ({@link SweepPlanner#resolve}), {@code
 * threads = 1} and the job, its servers and its start under {@link AttributionSettings#ALONE};
 * {@link ClusterSweep} runs them on the members (redone elsewhere if a member is lost), each into
 * {@code runs/<id>/} of a temporary folder, and each outcome is read back from its {@value
 * #OUTCOME_FILE}. The node joins when the runner starts, before the shared run, so that a wrong
 * address fails at once; it leaves on {@link #close}.
 */
final class ClusterAloneRunner implements AloneRunner, AutoCloseable {
  /** What a run with {@link AttributionSettings#ALONE} writes: the job and when it finished alone. */
  static final String OUTCOME_FILE = "alone.csv";
  private static final String HEADER = "job,finishPs";

  private final String command;
  private final SweepPlanner.Resolved shared;
  private final ClusterSweep sweep;

  private ClusterAloneRunner(String command, SweepPlanner.Resolved shared, ClusterSweep sweep) {
    this.command = command;
    this.shared = shared;
    this.sweep = sweep;
  }

  /**
   * The runner of {@code command}'s alone-runs on the standing cluster of {@code cluster}, joined
   * now; null without {@code --cluster} (the alone-runs run on the local cores).
   *
   * @param config the shared run's configuration
   * @throws UserInputException for {@code --cluster} without attribution, a malformed address, or
   *     a cluster that cannot be joined
   */
  static ClusterAloneRunner open(String command, RunConfig config, AttributionSettings attribution, StandingClusterOptions cluster) {
    if (!cluster.given()) return null;
    if (!attribution.enabled()) {
      throw new UserInputException(command + ": --cluster runs the alone-runs of --attribute on a standing cluster: add --attribute");
    }
    ClusterSpec spec = cluster.spec(command);
    SweepPlanner.Resolved shared = SweepPlanner.resolve(config);
    try {
      return new ClusterAloneRunner(command, shared, ClusterSweep.start(spec, new InProcessRunExecutor()));
    } catch (ClusterJoinException e) {
      throw new UserInputException(command + " --cluster " + cluster.seed() + ": " + e.getMessage());
    }
  }

  /** The runner of a shared run's alone-runs, given its spec: {@code remote}, or the local cores' when it is null. */
  static Function<SimulationSpec, AloneRunner> orLocal(ClusterAloneRunner remote, DynamicSettings dynamic, int parallelism) {
    if (remote != null) return spec -> remote;
    return spec -> new LocalAloneRunner(spec, dynamic.runtime(), dynamic.threads(), parallelism);
  }

  @Override
  public List<AloneOutcome> run(List<AloneRun> runs) {
    if (runs.isEmpty()) return List.of();
    List<SweepRun> submitted = new ArrayList<>(runs.size());
    for (AloneRun r : runs) submitted.add(SweepRun.of(command, Map.of("job", String.valueOf(r.job())), configOf(r), shared.inputs()));
    Path folder;
    try {
      folder = Files.createTempDirectory("interflow-alone-runs-");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a temporary folder for the alone-runs: " + FileErrors.reason(e), e);
    }
    try (AutoCloseable quiet = ConsoleLogging.quietRuns()) {
      SweepResults results = new SweepResults(folder);
      results.prepare();
      sweep.run(submitted, shared.files(), 0, results);
      List<AloneOutcome> outcomes = new ArrayList<>(runs.size());
      for (int i = 0; i < runs.size(); i++) outcomes.add(outcome(results, submitted.get(i).id(), runs.get(i).job()));
      return outcomes;
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) { // closing the logging set-up declares Exception; it throws none
      throw new IllegalStateException(e);
    } finally {
      try {
        RunDirectory.deleteTree(folder);
      } catch (IOException e) {
        // a temporary folder: the system cleans it
      }
    }
  }

  @Override
  public void close() { sweep.close(); }

  /** The shared run's configuration with {@code run} under {@link AttributionSettings#ALONE}, one thread. */
  private String configOf(AloneRun run) {
    Map<String, Object> alone = new LinkedHashMap<>();
    alone.put("job", run.job());
    alone.put("servers", java.util.Arrays.stream(run.servers()).boxed().toList());
    alone.put("start-ps", run.startPs());
    return ConfigFactory.parseString(shared.config())
        .withValue(RunConfig.ROOT + ".threads", ConfigValueFactory.fromAnyRef(1))
        .withValue(RunConfig.ROOT + "." + AttributionSettings.ALONE, ConfigValueFactory.fromMap(alone))
        .root().render(ConfigRenderOptions.concise());
  }

  private static AloneOutcome outcome(SweepResults results, String id, int job) {
    if (!results.done(id)) {
      throw new IllegalStateException("the alone-run of job " + job + " failed: " + results.failure(id).orElse("it did not run"));
    }
    Path file = results.runDir(id).resolve(OUTCOME_FILE);
    AloneOutcome outcome;
    try {
      String[] row = Files.readAllLines(file, StandardCharsets.UTF_8).get(1).split(",");
      outcome = new AloneOutcome(Integer.parseInt(row[0]), Long.parseLong(row[1]));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + FileErrors.reason(e), e);
    } catch (RuntimeException e) {
      throw new IllegalStateException("the alone-run of job " + job + " wrote no outcome in " + file + ": " + e, e);
    }
    if (outcome.job() != job) throw new IllegalStateException(file + ": the outcome of job " + outcome.job() + ", expected " + job);
    return outcome;
  }

  /** Writes {@code outcome} into {@code file} ({@value #OUTCOME_FILE}), for the submitter to read back. */
  static void write(Path file, AloneOutcome outcome) throws IOException {
    Files.writeString(file, HEADER + "\n" + outcome.job() + "," + outcome.finishPs() + "\n", StandardCharsets.UTF_8);
  }
}
