package org.interflow.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.sweep.ClusterSweep;
import org.interflow.cluster.sweep.SweepDriver;
import org.interflow.io.sweep.SweepResults;
import org.interflow.io.sweep.SweepRun;
import org.interflow.io.sweep.SweepTable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code interflow sweep SWEEP.conf}: runs every point of a sweep file ({@link SweepFile}) as an
 * independent run ({@link SweepPlanner}) on a cluster: a one-node cluster in this JVM, or the
 * members of a standing cluster with {@code --cluster}. Each run's results land atomically in
 * {@code runs/<id>/} of the output folder; a failed run is recorded and the sweep goes on; {@code
 * --resume} skips the runs already done. Ends with {@code sweep.csv}, the plot and {@code
 * timings.csv}. Exit code 0 when every run is done, 1 when some failed, 2 for bad input.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Run a grid of independent static, simulate, replay or schedule runs, locally or on a standing cluster; "
        + "gather sweep.csv and a plot.",
        "Example: interflow sweep workloads/sweep-static-seeds.conf --max-parallel 2",
        "Example: interflow sweep workloads/sweep-static-seeds.conf --cluster 10.0.0.1:2551 --out runs/seeds"})
final class SweepCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(SweepCommand.class);

  @picocli.CommandLine.Spec
  picocli.CommandLine.Model.CommandSpec command;

  @Parameters(index = "0", arity = "0..1", paramLabel = "SWEEP.conf", description = "Sweep file (optional with --resume: the folder's copy).")
  Path sweepFile;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Output folder (default: runs/sweep-NNN).")
  Path out;

  @Option(names = "--resume", description = "Continue the sweep in --out DIR: skip the runs done there, run the others (failed ones again).")
  boolean resume;

  @Option(names = "--max-parallel", paramLabel = "N", description = "Runs at once per member (default: the member's cores).")
  int maxParallel;

  @picocli.CommandLine.Mixin
  StandingClusterOptions cluster = new StandingClusterOptions();

  @Override
  public Integer call() {
    long start = System.nanoTime();
    if (maxParallel < 0) throw new UserInputException("--max-parallel must be >= 0 (0 = cores), got " + maxParallel);
    if (resume && out == null) throw new UserInputException("--resume continues the sweep in --out DIR: give --out");
    Path file = sweepFile;
    if (file == null) {
      if (!resume) throw new UserInputException("sweep: give a sweep file (or --resume --out DIR)");
      file = out.resolve(SweepResults.SWEEP_FILE);
    }
    SweepFile sweep = SweepFile.read(file);
    SweepPlanner.Plan plan = SweepPlanner.plan(sweep);
    Path dir = out != null ? out : nextFree(Path.of(RunConfig.load(null, List.of()).string("output.root")));
    if (!resume && Files.isDirectory(dir) && !isEmpty(dir)) {
      throw new UserInputException(dir + " already holds results; add --resume to continue that sweep, or choose another --out");
    }
    SweepResults results = new SweepResults(dir);
    results.prepare();
    copySweepFile(file, dir.resolve(SweepResults.SWEEP_FILE));
    List<SweepRun> todo = new ArrayList<>();
    for (SweepRun r : plan.runs()) if (!results.done(r.id())) todo.add(r);
    LOG.info("sweep: {} | {} run(s), {} done already, {} to run, {} input file(s)", sweep.command(), plan.runs().size(),
        plan.runs().size() - todo.size(), todo.size(), plan.inputs().size());
    SweepDriver.Outcome outcome;
    String stalled = null;
    try {
      outcome = run(todo, plan, results);
    } catch (org.interflow.cluster.ClusterJoinException e) {
      throw e;
    } catch (IllegalStateException e) { // no member took the runs: still gather what is done
      stalled = e.getMessage();
      outcome = new SweepDriver.Outcome(0, 0, 0, Map.of(), List.of());
    }
    SweepTable table = new SweepTable(results, plan.runs());
    table.write(sweep.metrics());
    if (sweep.plotMetric() != null) plot(table, sweep);
    writeTimings(dir, outcome);
    int[] counts = table.counts();
    System.out.printf(Locale.ROOT, "%s: %d run(s), %d done, %d failed, %d missing; this sitting ran %d in %.2f s%s%n",
        displayed(dir), plan.runs().size(), counts[0], counts[1], counts[2], outcome.done() + outcome.failed(),
        (System.nanoTime() - start) / 1e9, overhead(outcome) + (outcome.redone() == 0 ? ""
            : ", " + outcome.redone() + " redone after their member was lost"));
    if (stalled != null) command.commandLine().getErr().println("interflow: " + stalled);
    List<String> absent = table.absent(sweep.metrics());
    if (!absent.isEmpty()) {   // a misspelled metric: the runs stay, its column is empty
      command.commandLine().getErr().println("interflow: " + sweep.file() + ": sweep.metrics: " + String.join(", ", absent)
          + (absent.size() == 1 ? " is" : " are") + " in no run's summary.json; its numeric keys: " + String.join(", ", table.defaultMetrics()));
      return Main.BAD_INPUT;
    }
    return counts[1] + counts[2] == 0 ? 0 : 1;
  }

  private SweepDriver.Outcome run(List<SweepRun> todo, SweepPlanner.Plan plan, SweepResults results) {
    ClusterSpec spec = cluster.spec("sweep");
    if (todo.isEmpty()) return new SweepDriver.Outcome(0, 0, 0, Map.of(), List.of());
    try (AutoCloseable quiet = ConsoleLogging.quietRuns(); ClusterSweep sweep = ClusterSweep.start(spec, new InProcessRunExecutor())) {
      LOG.info("sweep: {} on {}", cluster.given() ? "the cluster of " + cluster.seed() : "a one-node cluster", sweep.address());
      return sweep.run(todo, plan.inputs(), maxParallel, results);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) { // closing the logging set-up declares Exception; it throws none
      throw new IllegalStateException(e);
    }
  }

  private static void plot(SweepTable table, SweepFile sweep) {
    try {
      if (table.plot(sweep.plotMetric(), sweep.plotParameter()).isEmpty()) {
        LOG.warn("sweep: no done run has the metric '{}'; no plot", sweep.plotMetric());
      }
    } catch (IllegalArgumentException e) {
      throw new UserInputException(sweep.file() + ": sweep.plot: " + e.getMessage());
    }
  }

  private static String overhead(SweepDriver.Outcome outcome) {
    double[] ms = outcome.timings().stream().mapToDouble(SweepDriver.Timing::overheadMs).sorted().toArray();
    double[] collect = outcome.timings().stream().mapToDouble(SweepDriver.Timing::collectMs).sorted().toArray();
    if (ms.length == 0) return "";
    return String.format(Locale.ROOT, ", dispatch overhead per run median %.1f ms (max %.1f), results collected in %.1f ms (median)",
        ms[ms.length / 2], ms[ms.length - 1], collect[collect.length / 2]);
  }

  /** {@code timings.csv}: wall-clock seconds and dispatch overhead of each run of this sitting (volatile, never compared). */
  private static void writeTimings(Path dir, SweepDriver.Outcome outcome) {
    StringBuilder csv = new StringBuilder("run,member,seconds,overheadMs,collectMs\n");
    for (SweepDriver.Timing t : outcome.timings()) {
      csv.append(String.format(Locale.ROOT, "%s,%s,%.4f,%.2f,%.2f%n", t.runId(), t.node(), t.seconds(), t.overheadMs(), t.collectMs()));
    }
    try {
      Files.writeString(dir.resolve("timings.csv"), csv.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + dir.resolve("timings.csv"), e);
    }
  }

  private static void copySweepFile(Path from, Path to) {
    try {
      if (Files.exists(to) && Files.isSameFile(from, to)) return;
      Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy " + from + " to " + to, e);
    }
  }

  private static Path nextFree(Path root) {
    for (int i = 1; ; i++) {
      Path p = root.resolve(String.format("sweep-%03d", i));
      if (!Files.exists(p)) return p;
    }
  }

  private static boolean isEmpty(Path dir) {
    try (var s = Files.list(dir)) {
      return s.findAny().isEmpty();
    } catch (IOException e) {
      return false;
    }
  }

  private static Path displayed(Path dir) {
    Path cwd = Path.of("").toAbsolutePath().normalize();
    Path abs = dir.toAbsolutePath().normalize();
    return abs.startsWith(cwd) ? cwd.relativize(abs) : abs;
  }
}
