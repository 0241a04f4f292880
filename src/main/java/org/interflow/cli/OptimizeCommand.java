package org.interflow.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.interflow.cluster.ShardRefusedException;
import org.interflow.cluster.ShardedOptimization;
import org.interflow.io.results.RunDirectory;
import org.interflow.optimize.actor.Optimizer;
import org.interflow.optimize.exanest.GenerationTracker;
import org.interflow.optimize.report.EvaluationReport;
import org.interflow.optimize.report.OptimizeReport;
import org.interflow.optimize.run.CheckpointFolder;
import org.interflow.optimize.run.OptimizationRun;
import org.interflow.optimize.run.Outcome;
import org.interflow.optimize.run.RunSettings;
import org.interflow.optimize.search.Checkpoint;
import org.interflow.optimize.search.DesignSearch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code interflow optimize [PROBLEM.conf]}: a seeded multi-objective search of network designs,
 * either ExaNeSt link assignments {@code T = (R, N, M)} (Pascual, Navaridas, et al., CEC 2017) or
 * router/compute-node networks (design notebook), with NSGA-II, SMS-EMOA or NSGA-III; K runs, a
 * progress line per generation, a checkpoint per generation ({@code checkpoints/run-K.json} in the
 * run directory, so {@code --resume DIR} continues an interrupted run with the same final result),
 * an optional simulated objective, and the outputs of {@link OptimizeReport} (plus {@link
 * EvaluationReport} with {@code --evaluate}). Settings come from {@code interflow.optimize} in
 * application.conf, then the problem file, then the options below, read into {@link
 * OptimizeSettings}; the runs are {@link OptimizationRun}'s.
 */
@Command(name = "optimize", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Search network designs: ExaNeSt link assignments T = (R, N, M) (f1 bisection, f2 path diversity, "
        + "f3 links) or router networks (mean/max hops, bisection, routers), optionally with a simulated workload time.",
        "Example: interflow optimize workloads/optimize-routernet.conf --runs 2",
        "Example: interflow optimize --links-per-side 2 --chassis 4 --cabinets 2 --population 12 --generations 4"})
final class OptimizeCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(OptimizeCommand.class);

  @Parameters(index = "0", arity = "0..1", paramLabel = "PROBLEM.conf",
      description = "Problem file (HOCON, keys under interflow.optimize as in application.conf). Optional.")
  Path problemFile;

  @Option(names = "--problem", paramLabel = "NAME", description = "exanest or routernet (optimize.problem).")
  String problem;

  @Option(names = "--links-per-side", paramLabel = "R", description = "ExaNeSt R (optimize.exanest.R).")
  Integer linksPerSide;

  @Option(names = "--chassis", paramLabel = "N", description = "ExaNeSt N, chassis per cabinet (optimize.exanest.N).")
  Integer chassis;

  @Option(names = "--cabinets", paramLabel = "M", description = "ExaNeSt M, cabinets (optimize.exanest.M).")
  Integer cabinets;

  @Option(names = "--algorithm", paramLabel = "NAME", description = "nsga2, smsemoa or nsga3 (optimize.algorithm).")
  String algorithm;

  @Option(names = "--population", paramLabel = "NPOP", description = "Individuals per generation (optimize.population).")
  Integer population;

  @Option(names = "--generations", paramLabel = "NGEN", description = "Generations (optimize.generations).")
  Integer generations;

  @Option(names = "--pcross", paramLabel = "P", description = "Crossover probability (optimize.pcross).")
  Double pCross;

  @Option(names = "--pmut", paramLabel = "P", description = "Mutation probability (optimize.pmut).")
  Double pMut;

  @Option(names = "--pnew", paramLabel = "P", description = "Probability a mutation adds a link (optimize.pnew).")
  Double pNew;

  @Option(names = "--pext", paramLabel = "P", description = "Probability an added link is external (optimize.pext).")
  Double pExt;

  @Option(names = "--runs", paramLabel = "K", description = "Independent runs; run r uses seed + r (optimize.runs).")
  Integer runs;

  @Option(names = "--seed", paramLabel = "SEED", description = "Base seed (interflow.seed).")
  Long seed;

  @Option(names = "--restarts", paramLabel = "COUNT", description = "Kernighan-Lin starts per bisection (metrics.bisection-restarts).")
  Integer restarts;

  @Option(names = "--threads", paramLabel = "COUNT", description = "Evaluation threads, 0 = all cores; results do not depend on it.")
  Integer threads;

  @Option(names = "--shards", paramLabel = "K",
      description = {"Evaluate on K simulation shards of a one-node Akka cluster (any problem; same results) (optimize.shards).",
          "With the cluster options the shards spread over the nodes; default one per node."})
  Integer shards;

  @picocli.CommandLine.Mixin
  ClusterOptions cluster = new ClusterOptions();

  @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Override a key, e.g. --set optimize.routernet.M=10.")
  List<String> sets = new ArrayList<>();

  @Option(names = "--resume", paramLabel = "DIR",
      description = "Continue the run in DIR from its last checkpointed generation (its problem.conf unless a problem file is given).")
  Path resume;

  @Option(names = "--evaluate", paramLabel = "WORKLOAD.conf",
      description = "Simulate the last run's best-f1, best-f2 and knee designs (see --evaluate-per) beside Jellyfish networks with the same "
          + "routers, servers and links (optimize.evaluate.jellyfish-seeds seeds), under shortest and ECMP routing.")
  Path evaluate;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Run directory (default: runs/optimize-NNN).")
  Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  @Option(names = "--evaluate-per", paramLabel = "front|group",
      description = "Pick the --evaluate designs within the whole front or within each f3 (routers) value (optimize.evaluate.per).")
  String evaluatePer;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    if (shards != null && shards < 1) throw new UserInputException("--shards must be >= 1, got " + shards + " (omit it to evaluate on local threads)");
    if (resume != null && out != null) throw new UserInputException("--resume DIR continues in DIR; drop --out " + out);
    Path file = problemFile;
    if (resume != null && file == null) {
      file = resume.resolve(CheckpointFolder.PROBLEM_FILE);
      if (!Files.isRegularFile(file)) {
        throw new UserInputException("--resume " + resume + ": no " + CheckpointFolder.PROBLEM_FILE + " there (not an optimize run directory)");
      }
    }
    OptimizeSettings settings = OptimizeSettings.read(RunConfig.load(file, overrides()), file);
    EvaluationReport.Settings evaluation = evaluate == null ? null : settings.evaluation(evaluate);
    Path target = resume != null ? resume : out != null ? out : settings.out();
    // a refused resume changes nothing: every checkpoint is checked before anything is written
    CheckpointFolder folder = resume == null ? null : new CheckpointFolder(resume);
    List<Checkpoint> points = folder == null ? null : resumePoints(folder, settings.run());
    RunDirectory dir = RunDirectory.prepare(target, settings.outputRoot(), "optimize", force || resume != null);
    if (folder == null) folder = new CheckpointFolder(dir.target());
    boolean created = !Files.exists(dir.target());
    folder.prepare(settings.problemText(), resume == null);
    Outcome outcome;
    try {
      outcome = produce(dir, settings, folder, points, evaluation, start);
    } catch (RuntimeException e) {
      if (created && folder.holdsNoCheckpoint()) folder.delete(); // nothing to resume: leave no trace
      throw e;
    }
    Outcome.Front last = outcome.lastFront();
    System.out.printf(Locale.ROOT, "%s: %d run(s), last front %d design(s), hypervolume %.6f, %.2f s%n",
        dir.displayTarget(), outcome.results().size(), last.designs().size(), outcome.hypervolume(last), outcome.wallSeconds());
    return 0;
  }

  private static List<Checkpoint> resumePoints(CheckpointFolder folder, RunSettings settings) {
    try {
      return folder.resumePoints(settings);
    } catch (IllegalArgumentException e) {
      throw new UserInputException(e.getMessage());
    }
  }

  /** Runs the searches and writes the results into {@code dir}, moving the checkpoints in with them. */
  private Outcome produce(RunDirectory dir, OptimizeSettings settings, CheckpointFolder folder, List<Checkpoint> points,
      EvaluationReport.Settings evaluation, long start) {
    RunSettings run = settings.run();
    return dir.produce(() -> {
      LOG.info("optimize: {} | {} | {} run(s) | {} thread(s){}", run.target().title(), run.algorithm().key(), run.runs(),
          run.threads(), run.simulated() == null ? "" : " | simulated " + run.simulated().description());
      List<DesignSearch.Result> results = search(settings, folder, points);
      Outcome done = Outcome.of(run, results, (System.nanoTime() - start) / 1e9);
      OptimizeReport.write(dir, done);
      if (evaluation != null) writeEvaluation(dir, done, evaluation);
      folder.moveInto(dir.file(""));
      return done;
    });
  }

  private static void writeEvaluation(RunDirectory dir, Outcome done, EvaluationReport.Settings evaluation) {
    try {
      EvaluationReport.write(dir, done, evaluation);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("--evaluate: " + e.getMessage());
    }
  }

  /**
   * The runs: on this JVM's evaluation threads, or on the simulation shards of a one-node or
   * multi-JVM cluster (the same results).
   */
  private List<DesignSearch.Result> search(OptimizeSettings settings, CheckpointFolder folder, List<Checkpoint> points) {
    RunSettings run = settings.run();
    try {
      if (run.shards() == 0) return OptimizationRun.run(run, folder, points, OptimizationRun.local(run.threads()), OptimizeCommand::progress);
      LOG.info("optimize: starting {} with {} simulation shard(s)", cluster.clustered() ? "a multi-JVM cluster" : "a one-node cluster",
          run.shards());
      try (ShardedOptimization shards = cluster.start(run.shards(), OptimizeSettings::shardDesign)) {
        LOG.info("optimize: {} simulation shard(s) on {}", run.shards(), String.join(", ", shards.shardNodes()));
        OptimizationRun.Searcher onShards = (k, design, plan, checkpoints, resume, progress) ->
            shards.run(new Optimizer.Search(design, plan, settings.description(k), checkpoints, resume), progress);
        List<DesignSearch.Result> results = OptimizationRun.run(run, folder, points, onShards, OptimizeCommand::progress);
        LOG.info("optimize: evaluations per node {}", shards.evaluationsByNode());
        return results;
      }
    } catch (ShardRefusedException e) {
      throw new UserInputException("optimize: " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.optimize.algorithm: " + e.getMessage());
    }
  }

  private static void progress(int run, GenerationTracker.Generation g) {
    LOG.info(String.format(Locale.ROOT, "optimize: run %d | generation %d | %d evaluations | front %d | hypervolume %.6f",
        run, g.generation(), g.evaluations(), g.frontSize(), g.hypervolume()));
  }

  /** The {@code --set} overrides the options stand for, explicit {@code --set}s first. */
  private List<String> overrides() {
    List<String> all = new ArrayList<>(sets);
    RunConfig.override(all, "optimize.problem", problem);
    if (linksPerSide != null) all.add("optimize.exanest.R=" + linksPerSide);
    if (chassis != null) all.add("optimize.exanest.N=" + chassis);
    if (cabinets != null) all.add("optimize.exanest.M=" + cabinets);
    RunConfig.override(all, "optimize.algorithm", algorithm);
    if (population != null) all.add("optimize.population=" + population);
    if (generations != null) all.add("optimize.generations=" + generations);
    if (pCross != null) all.add("optimize.pcross=" + pCross);
    if (pMut != null) all.add("optimize.pmut=" + pMut);
    if (pNew != null) all.add("optimize.pnew=" + pNew);
    if (pExt != null) all.add("optimize.pext=" + pExt);
    if (runs != null) all.add("optimize.runs=" + runs);
    if (seed != null) all.add("seed=" + seed);
    if (restarts != null) all.add("metrics.bisection-restarts=" + restarts);
    if (threads != null) all.add("threads=" + threads);
    RunConfig.override(all, "optimize.evaluate.per", evaluatePer);
    if (shards != null) all.add("optimize.shards=" + shards);
    else if (cluster.clustered()) all.add("optimize.shards=" + cluster.shards(null));
    return all;
  }
}
