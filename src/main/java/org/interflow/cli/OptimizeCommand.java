package org.interflow.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.interflow.cluster.ShardedOptimization;
import org.interflow.io.results.RunDirectory;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.exanest.GenerationTracker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code interflow optimize}: the ExaNeSt link-assignment search (Pascual, Navaridas, et al., CEC
 * 2017) for {@code T = (R, N, M)}, run locally (or, with {@code --shards K}, on K simulation shards of a
 * one-node cluster, with the same results): K seeded runs of NSGA-II, SMS-EMOA or NSGA-III,
 * a progress line per generation, and the Pareto designs, plots and tables of {@link OptimizeReport}.
 */
@Command(name = "optimize", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Search ExaNeSt link assignments T = (R, N, M) for high bisection (f1), high path diversity (f2) "
        + "and few links (f3).",
        "Example: interflow optimize --links-per-side 2 --chassis 4 --cabinets 2 --population 20 --generations 10"})
final class OptimizeCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(OptimizeCommand.class);

  @Option(names = "--links-per-side", paramLabel = "R", defaultValue = "8",
      description = "R, links per router towards other chassis (default: ${DEFAULT-VALUE}).")
  int linksPerSide;

  @Option(names = "--chassis", paramLabel = "N", defaultValue = "16", description = "N, chassis per cabinet (default: ${DEFAULT-VALUE}).")
  int chassis;

  @Option(names = "--cabinets", paramLabel = "M", defaultValue = "1", description = "M, cabinets (default: ${DEFAULT-VALUE}).")
  int cabinets;

  @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "nsga2",
      description = "nsga2, smsemoa or nsga3 (default: ${DEFAULT-VALUE}).")
  String algorithm;

  @Option(names = "--population", paramLabel = "NPOP", defaultValue = "100", description = "Npop, individuals per generation (default: ${DEFAULT-VALUE}).")
  int population;

  @Option(names = "--generations", paramLabel = "NGEN", defaultValue = "100", description = "Ngen (default: ${DEFAULT-VALUE}).")
  int generations;

  @Option(names = "--pcross", paramLabel = "P", defaultValue = "0.8", description = "Pcross, crossover probability (default: ${DEFAULT-VALUE}).")
  double pCross;

  @Option(names = "--pmut", paramLabel = "P", defaultValue = "0.8", description = "Pmut, mutation probability (default: ${DEFAULT-VALUE}).")
  double pMut;

  @Option(names = "--pnew", paramLabel = "P", defaultValue = "0.5", description = "Pnew, probability a mutation adds a link (default: ${DEFAULT-VALUE}).")
  double pNew;

  @Option(names = "--pext", paramLabel = "P", defaultValue = "0.5", description = "Pext, probability an added link is external (default: ${DEFAULT-VALUE}).")
  double pExt;

  @Option(names = "--runs", paramLabel = "K", defaultValue = "1", description = "Independent runs; run r uses seed + r (default: ${DEFAULT-VALUE}).")
  int runs;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "Base seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--restarts", paramLabel = "COUNT", defaultValue = "8", description = "Kernighan-Lin restarts per evaluation of f1 (default: ${DEFAULT-VALUE}).")
  int restarts;

  @Option(names = "--threads", paramLabel = "COUNT", defaultValue = "1",
      description = "Evaluation threads, 0 = all cores; results do not depend on it (default: ${DEFAULT-VALUE}).")
  int threads;

  @Option(names = "--shards", paramLabel = "K",
      description = "Evaluate on K simulation shards of a one-node Akka cluster (Optimizer actor); "
          + "the results are the same as without it (default: local threads).")
  Integer shards;

  @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Run directory (default: runs/optimize-NNN).")
  Path out;

  @Option(names = "--force", description = "Replace the results already in --out.")
  boolean force;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    ExanestOptimization.Request request = request();
    RunDirectory dir = RunDirectory.prepare(out, Path.of("runs"), "optimize", force);
    double[] wall = new double[1];
    List<ExanestOptimization.Result> results = dir.produce(() -> {
      LOG.info("optimize: T = (R={}, N={}, M={}) | {} | population {} | {} generations | {} run(s) | {} thread(s)",
          linksPerSide, chassis, cabinets, algorithm, population, generations, runs, request.threads());
      List<ExanestOptimization.Result> done = shards == null ? local(request) : sharded(request, shards);
      wall[0] = (System.nanoTime() - start) / 1e9;
      OptimizeReport.write(dir, request, algorithm, done, wall[0]);
      return done;
    });
    ExanestOptimization.Result last = results.get(results.size() - 1);
    System.out.printf(Locale.ROOT, "%s: %d run(s), last front %d designs, hypervolume %.6f, %.2f s%n",
        dir.displayTarget(), runs, last.front().size(), ExanestOptimization.hypervolume(request, last.front()), wall[0]);
    return 0;
  }

  /** The runs on this JVM's evaluation threads. */
  private List<ExanestOptimization.Result> local(ExanestOptimization.Request request) {
    List<ExanestOptimization.Result> results = new ArrayList<>(runs);
    for (int k = 0; k < runs; k++) {
      int run = k;
      results.add(ExanestOptimization.run(request, run, g -> progress(run, g)));
    }
    return results;
  }

  /** The runs on {@code k} simulation shards of a one-node cluster, started and stopped here. */
  private List<ExanestOptimization.Result> sharded(ExanestOptimization.Request request, int k) {
    LOG.info("optimize: starting a one-node cluster with {} simulation shard(s)", k);
    List<ExanestOptimization.Result> results = new ArrayList<>(runs);
    try (ShardedOptimization cluster = ShardedOptimization.start(k)) {
      for (int i = 0; i < runs; i++) {
        int run = i;
        results.add(cluster.run(request, run, g -> progress(run, g)));
      }
    }
    return results;
  }

  private static void progress(int run, GenerationTracker.Generation g) {
    LOG.info(String.format(Locale.ROOT, "optimize: run %d generation %d | %d evaluations | front %d | hypervolume %.6f",
        run, g.generation(), g.evaluations(), g.frontSize(), g.hypervolume()));
  }

  /** The validated request; bad values become a {@link UserInputException}. */
  ExanestOptimization.Request request() {
    ExanestSearch.Algorithm alg = switch (algorithm.toLowerCase(Locale.ROOT)) {
      case "nsga2" -> ExanestSearch.Algorithm.NSGA_II;
      case "smsemoa" -> ExanestSearch.Algorithm.SMS_EMOA;
      case "nsga3" -> ExanestSearch.Algorithm.NSGA_III;
      default -> throw new UserInputException("optimize: unknown algorithm '" + algorithm + "'; valid: nsga2, smsemoa, nsga3");
    };
    probability("--pcross", pCross);
    probability("--pmut", pMut);
    probability("--pnew", pNew);
    probability("--pext", pExt);
    if (runs < 1) throw new UserInputException("optimize: --runs must be >= 1, got " + runs);
    if (shards != null && shards < 1) throw new UserInputException("optimize: --shards must be >= 1, got " + shards);
    if (threads < 0) throw new UserInputException("optimize: --threads must be >= 0, got " + threads);
    if (alg == ExanestSearch.Algorithm.NSGA_II && population % 2 != 0) {
      throw new UserInputException("optimize: NSGA-II needs an even --population, got " + population);
    }
    int workers = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    try {
      ExanestSearch.Settings settings = new ExanestSearch.Settings(alg, population, generations, pCross, pMut, pNew, pExt);
      return new ExanestOptimization.Request(chassis, cabinets, linksPerSide, settings, restarts, seed, workers);
    } catch (IllegalArgumentException e) {
      throw new UserInputException("optimize: " + e.getMessage());
    }
  }

  private static void probability(String option, double p) {
    if (!(p >= 0 && p <= 1)) throw new UserInputException("optimize: " + option + " must be in [0, 1], got " + p);
  }
}
