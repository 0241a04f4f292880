package org.interflow.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.interflow.cluster.ShardRefusedException;
import org.interflow.cluster.ShardedOptimization;
import org.interflow.io.results.RunDirectory;
import org.interflow.optimize.actor.Optimizer;
import org.interflow.optimize.exanest.GenerationTracker;
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
 * OptimizeEvaluation} with {@code --evaluate}). Settings come from {@code interflow.optimize} in
 * application.conf, then the problem file, then the options below.
 */
@Command(name = "optimize", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Search network designs: ExaNeSt link assignments T = (R, N, M) (f1 bisection, f2 path diversity, "
        + "f3 links) or router networks (mean/max hops, bisection, routers), optionally with a simulated workload time.",
        "Example: interflow optimize workloads/optimize-routernet.conf --runs 2",
        "Example: interflow optimize --links-per-side 2 --chassis 4 --cabinets 2 --population 12 --generations 4"})
final class OptimizeCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(OptimizeCommand.class);
  private static final String CHECKPOINTS = "checkpoints";
  private static final String PROBLEM_FILE = "problem.conf";

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
      description = "Simulate the last run's best-f1, best-f2 and knee designs and a Jellyfish network under shortest and ECMP routing.")
  Path evaluate;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Run directory (default: runs/optimize-NNN).")
  Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    if (shards != null && shards < 1) throw new UserInputException("--shards must be >= 1, got " + shards + " (omit it to evaluate on local threads)");
    if (resume != null && out != null) throw new UserInputException("--resume DIR continues in DIR; drop --out " + out);
    Path file = problemFile;
    if (resume != null && file == null) {
      file = resume.resolve(PROBLEM_FILE);
      if (!Files.isRegularFile(file)) throw new UserInputException("--resume " + resume + ": no " + PROBLEM_FILE + " there (not an optimize run directory)");
    }
    RunConfig config = RunConfig.load(file, overrides());
    OptimizeSettings settings = OptimizeSettings.read(config, file);
    OptimizeWorkload evaluation = evaluate == null ? null : OptimizeWorkload.of(evaluate.toString(), RunConfig.load(evaluate, List.of()));
    Path target = resume != null ? resume : out != null ? out : settings.out();
    RunDirectory dir = RunDirectory.prepare(target, Path.of(config.string("output.root")), "optimize", force || resume != null);
    Path checkpoints = dir.target().resolve(CHECKPOINTS);
    boolean created = !Files.exists(dir.target());
    prepareCheckpoints(dir.target(), checkpoints, config);
    double[] wall = new double[1];
    OptimizeReport.Outcome outcome;
    try {
      outcome = produce(dir, settings, config, evaluation, checkpoints, start, wall);
    } catch (RuntimeException e) {
      if (created && isEmpty(checkpoints)) deleteTree(dir.target()); // nothing to resume: leave no trace
      throw e;
    }
    DesignSearch.Result last = outcome.results().get(outcome.results().size() - 1);
    System.out.printf(Locale.ROOT, "%s: %d run(s), last front %d designs, hypervolume %.6f, %.2f s%n",
        dir.displayTarget(), outcome.results().size(), last.front().size(), outcome.hypervolume(last), wall[0]);
    return 0;
  }

  /** Runs the searches and writes the results into {@code dir}, moving the checkpoints in with them. */
  private OptimizeReport.Outcome produce(RunDirectory dir, OptimizeSettings settings, RunConfig config,
      OptimizeWorkload evaluation, Path checkpoints, long start, double[] wall) {
    return dir.produce(() -> {
      LOG.info("optimize: {} | {} | {} run(s) | {} thread(s){}", settings.target().title(), settings.algorithm().key(),
          settings.runs(), settings.threads(), settings.simulated() == null ? "" : " | simulated " + settings.simulated().description());
      List<DesignSearch.Result> results = search(settings, config, checkpoints);
      wall[0] = (System.nanoTime() - start) / 1e9;
      OptimizeReport.Outcome done = new OptimizeReport.Outcome(settings, results, bounds(settings), wall[0]);
      OptimizeReport.write(dir, done, options(settings, config));
      if (evaluation != null) OptimizeEvaluation.write(dir, done, evaluation);
      // the checkpoints and problem file lived in the target while the run went on; they join the results
      Files.move(dir.target().resolve(PROBLEM_FILE), dir.file(PROBLEM_FILE), StandardCopyOption.REPLACE_EXISTING);
      Files.move(checkpoints, dir.file(CHECKPOINTS));
      return done;
    });
  }

  private static boolean isEmpty(Path folder) {
    try (Stream<Path> s = Files.list(folder)) {
      return s.findAny().isEmpty();
    } catch (IOException e) {
      return false;
    }
  }

  private static void deleteTree(Path p) {
    try {
      if (!Files.exists(p)) return;
      try (Stream<Path> s = Files.walk(p)) {
        for (Path x : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) Files.delete(x);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete " + p, e);
    }
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
    if (shards != null) all.add("optimize.shards=" + shards);
    else if (cluster.clustered()) all.add("optimize.shards=" + cluster.shards(null));
    return all;
  }

  /**
   * Checkpoints live in the run directory itself (not in the staging folder), so that a run that
   * dies leaves them where {@code --resume} finds them; a fresh run starts with none.
   */
  private void prepareCheckpoints(Path target, Path checkpoints, RunConfig config) {
    try {
      if (resume == null) deleteTree(checkpoints);
      Files.createDirectories(checkpoints);
      Path tmp = target.resolve(PROBLEM_FILE + ".tmp");
      Files.writeString(tmp, config.render(), StandardCharsets.UTF_8);
      Files.move(tmp, target.resolve(PROBLEM_FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot prepare checkpoints in " + target, e);
    }
  }

  /**
   * The runs, each continued from its checkpoint when resuming: on this JVM's evaluation threads,
   * or on the simulation shards of a one-node or multi-JVM cluster (the same results).
   */
  private List<DesignSearch.Result> search(OptimizeSettings settings, RunConfig config, Path checkpoints) {
    if (settings.shards() == 0) return search(settings, config, checkpoints, null);
    LOG.info("optimize: starting {} with {} simulation shard(s)", cluster.clustered() ? "a multi-JVM cluster"
        : "a one-node cluster", settings.shards());
    try (ShardedOptimization shards = cluster.start(settings.shards(), OptimizeSettings::shardDesign)) {
      LOG.info("optimize: {} simulation shard(s) on {}", settings.shards(), String.join(", ", shards.shardNodes()));
      List<DesignSearch.Result> results = search(settings, config, checkpoints, shards);
      LOG.info("optimize: evaluations per node {}", shards.evaluationsByNode());
      return results;
    } catch (ShardRefusedException e) {
      throw new UserInputException("optimize: " + e.getMessage());
    }
  }

  /** The runs, on {@code shards} or locally when it is null. */
  private List<DesignSearch.Result> search(OptimizeSettings settings, RunConfig config, Path checkpoints,
      ShardedOptimization shards) {
    List<DesignSearch.Result> results = new ArrayList<>(settings.runs());
    DesignSearch.Plan plan = settings.target().plan(settings.fingerprint());
    for (int k = 0; k < settings.runs(); k++) {
      Path file = checkpoints.resolve("run-" + k + ".json");
      Checkpoint from = resume == null ? null : checkpoint(file, plan);
      if (from != null) {
        LOG.info("optimize: run {} resumes after generation {} ({} evaluations)", k, from.generation(), from.evaluations());
      }
      int run = k;
      try {
        if (shards == null) {
          results.add(DesignSearch.runLocally(settings.design(k), plan, k, settings.threads(), g -> progress(run, g),
              c -> c.write(file), from));
        } else {
          Optimizer.Search search = new Optimizer.Search(settings.design(k), plan, settings.description(config, k),
              c -> c.write(file), from);
          results.add(shards.run(search, g -> progress(run, g)));
        }
      } catch (IllegalArgumentException e) {
        throw new UserInputException("interflow.optimize.algorithm: " + e.getMessage());
      }
    }
    return results;
  }

  /** The checkpoint in {@code file}, or null if there is none (the run starts afresh). */
  private static Checkpoint checkpoint(Path file, DesignSearch.Plan plan) {
    if (!Files.isRegularFile(file)) return null;
    Checkpoint from;
    try {
      from = Checkpoint.read(file);
    } catch (IllegalArgumentException e) {
      throw new UserInputException(e.getMessage());
    }
    if (!from.fingerprint().equals(plan.fingerprint())) {
      throw new UserInputException(file + ": checkpoint of another search (" + from.fingerprint() + "); expected "
          + plan.fingerprint());
    }
    return from;
  }

  /** Objective bounds for the hypervolume of reported fronts. */
  private static double[][] bounds(OptimizeSettings settings) { return settings.design(0).objectiveBounds(); }

  private static void progress(int run, GenerationTracker.Generation g) {
    LOG.info(String.format(Locale.ROOT, "optimize: run %d generation %d | %d evaluations | front %d | hypervolume %.6f",
        run, g.generation(), g.evaluations(), g.frontSize(), g.hypervolume()));
  }

  /** The resolved options, for summary.json. */
  private static Map<String, Object> options(OptimizeSettings s, RunConfig config) {
    Map<String, Object> o = new LinkedHashMap<>();
    String problem = config.string("optimize.problem");
    o.put("problem", problem);
    if (problem.equals("exanest")) {
      for (String k : List.of("R", "N", "M")) o.put("exanest." + k, config.integer("optimize.exanest." + k));
    } else {
      for (String k : List.of("N", "n", "M", "m")) o.put("routernet." + k, config.integer("optimize.routernet." + k));
    }
    o.put("algorithm", s.algorithm().key());
    for (String k : List.of("population", "generations")) o.put(k, config.integer("optimize." + k));
    for (String k : List.of("pcross", "pmut", "pnew", "pext")) o.put(k, config.real("optimize." + k));
    o.put("runs", s.runs());
    o.put("seed", s.seed());
    o.put("restarts", s.restarts());
    o.put("threads", s.threads());
    o.put("shards", s.shards());
    o.put("simulated", s.simulated() == null ? "" : s.simulated().description());
    return o;
  }
}
