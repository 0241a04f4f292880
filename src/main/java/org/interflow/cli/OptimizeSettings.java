package org.interflow.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.interflow.io.catalog.PriorityCatalog;
import org.interflow.model.metrics.BisectionEffort;
import org.interflow.model.metrics.ExanestObjectives;
import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.interflow.optimize.actor.ProblemDescription;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.report.EvaluationReport;
import org.interflow.optimize.routernet.RouterNetOptimization;
import org.interflow.optimize.run.OptimizeTarget;
import org.interflow.optimize.run.RunSettings;
import org.interflow.optimize.run.SimulatedWorkload;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.SearchAlgorithm;

/**
 * The settings of {@code interflow optimize}, read once from the resolved configuration ({@code
 * interflow.optimize.*}, plus {@code seed}, {@code threads}, {@code metrics.bisection-restarts} and
 * {@code output.root}) into typed values; the only place the command's keys are read. Every bad
 * value becomes a one-line {@link UserInputException} naming its key.
 *
 * @param run what the optimize layer runs
 * @param out the run directory, or null for the next free {@code optimize-NNN}
 * @param outputRoot where runs without {@code --out} go
 * @param problemText the resolved configuration as HOCON, written to {@code problem.conf}
 * @param compact the resolved configuration as one JSON object, the base of shard descriptions
 * @param evaluation how {@code --evaluate} picks and compares designs (its workload is read apart)
 */
record OptimizeSettings(RunSettings run, Path out, Path outputRoot, String problemText, String compact, Evaluation evaluation) {
  private static final String KEY = "optimize.";

  /**
   * The {@code optimize.evaluate} settings.
   *
   * @param routings routing names
   * @param perGroup picks within each value of the grouping objective (f3), else within the whole front
   * @param jellyfishSeeds Jellyfish networks per design
   */
  record Evaluation(List<String> routings, boolean perGroup, int jellyfishSeeds) {}

  /** Reads and validates the settings; {@code problemFile} (may be null) anchors relative workload paths. */
  static OptimizeSettings read(RunConfig config, Path problemFile) {
    SearchAlgorithm algorithm;
    try {
      algorithm = SearchAlgorithm.parse(config.string(KEY + "algorithm"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.optimize.algorithm: " + e.getMessage());
    }
    int population = config.integer(KEY + "population");
    int generations = config.integer(KEY + "generations");
    double pCross = probability(config, "pcross");
    double pMut = probability(config, "pmut");
    double pNew = probability(config, "pnew");
    double pExt = probability(config, "pext");
    int runs = atLeast(config, KEY + "runs", 1);
    int shards = atLeast(config, KEY + "shards", 0);
    int restarts = atLeast(config, "metrics.bisection-restarts", 1);
    long seed = config.longValue("seed");
    int threads = config.threads();
    if (algorithm == SearchAlgorithm.NSGA_II && population % 2 != 0) {
      throw new UserInputException("interflow.optimize.population: NSGA-II needs an even population, got " + population);
    }
    BisectionEffort search = new BisectionEffort(restarts, atLeast(config, KEY + "f1.exact-max-routers", 0),
        atLeast(config, KEY + "f1.exact-nodes", 1));
    BisectionEffort rescore = new BisectionEffort(Math.max(restarts, atLeast(config, KEY + "f1.rescore-restarts", 1)),
        search.exactMaxVertices(), Math.max(search.exactNodes(), atLeast(config, KEY + "f1.rescore-exact-nodes", 1)));
    String problem = config.string(KEY + "problem");
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("problem", problem);
    OptimizeTarget target;
    try {
      target = switch (problem) {
        case "exanest" -> {
          int r = config.integer(KEY + "exanest.R");
          int n = config.integer(KEY + "exanest.N");
          int m = config.integer(KEY + "exanest.M");
          options.put("exanest.R", r);
          options.put("exanest.N", n);
          options.put("exanest.M", m);
          yield new OptimizeTarget.Exanest(new ExanestOptimization.Request(n, m, r,
              new ExanestSearch.Settings(algorithm, population, generations, pCross, pMut, pNew, pExt), search, seed, threads), rescore);
        }
        case "routernet" -> {
          RouterNetLayout layout = routerNetLayout(config, options);
          RouterConnections.random(layout, new SplittableRandom(seed)); // fails now if no valid network can be drawn
          yield new OptimizeTarget.RouterNet(new RouterNetOptimization.Request(layout, algorithm, population, generations, pMut,
              search, seed), rescore);
        }
        default -> throw new UserInputException("interflow.optimize.problem: expected exanest or routernet, got '" + problem + "'");
      };
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.optimize." + problem + ": " + e.getMessage());
    }
    options.put("algorithm", algorithm.key());
    options.put("population", population);
    options.put("generations", generations);
    options.put("pcross", pCross);
    options.put("pmut", pMut);
    options.put("pnew", pNew);
    options.put("pext", pExt);
    options.put("runs", runs);
    options.put("seed", seed);
    options.put("restarts", restarts);
    options.put("f1.exactMaxRouters", search.exactMaxVertices());
    options.put("f1.exactNodes", search.exactNodes());
    options.put("f1.rescoreRestarts", rescore.restarts());
    options.put("f1.rescoreExactNodes", rescore.exactNodes());
    options.put("threads", threads);
    options.put("shards", shards);
    String workload = config.string(KEY + "objectives.simulated.workload");
    SimulatedWorkload simulated = workload.isBlank() ? null : workload(workload, config, problemFile);
    options.put("simulated", simulated == null ? "" : simulated.description());
    RunSettings run = new RunSettings(target, algorithm, runs, seed, threads, shards, simulated, options);
    String out = config.string(KEY + "out");
    String per = config.string(KEY + "evaluate.per");
    if (!per.equals("front") && !per.equals("group")) {
      throw new UserInputException("interflow.optimize.evaluate.per: expected front or group, got '" + per + "'");
    }
    List<String> routings = config.stringList(KEY + "evaluate.routings");
    if (routings.isEmpty()) throw new UserInputException("interflow.optimize.evaluate.routings: expected at least one routing name");
    Evaluation evaluation = new Evaluation(routings, per.equals("group"), atLeast(config, KEY + "evaluate.jellyfish-seeds", 1));
    return new OptimizeSettings(run, out.isBlank() ? null : Path.of(out), Path.of(config.string("output.root")), config.render(),
        config.compact(), evaluation);
  }

  /** The {@code --evaluate} settings for the workload of run file {@code file}. */
  EvaluationReport.Settings evaluation(Path file) {
    SimulatedWorkload workload = workload(file.toString(), RunConfig.load(file, List.of()));
    try {
      return new EvaluationReport.Settings(workload, evaluation.routings(), evaluation.perGroup(), evaluation.jellyfishSeeds(),
          run.threads());
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.optimize.evaluate: " + e.getMessage());
    }
  }

  /**
   * The workload named by {@code optimize.objectives.simulated.workload}: a run file (tried from
   * the working directory, then beside the problem file) or a job spec run with {@code problem}'s
   * own simulate and link settings.
   */
  private static SimulatedWorkload workload(String workload, RunConfig problem, Path problemFile) {
    Path file = Path.of(workload);
    if (!Files.isRegularFile(file) && problemFile != null && problemFile.toAbsolutePath().getParent() != null) {
      file = problemFile.toAbsolutePath().getParent().resolve(workload);
    }
    if (Files.isRegularFile(file)) return workload(file.toString(), RunConfig.load(file, List.of()));
    if (workload.endsWith(".conf")) {
      throw new UserInputException("interflow.optimize.objectives.simulated.workload: run file '" + workload
          + "' not found (expected a simulate run file or a job spec such as phased:pattern=alltoall,bytes=64KiB)");
    }
    return workload(workload, problem).withJob(workload);
  }

  /** The workload of a run configuration (its simulate.jobs, sharing, priority, routing, link and seed). */
  private static SimulatedWorkload workload(String description, RunConfig config) {
    try {
      return new SimulatedWorkload(description, config.stringList("simulate.jobs"), config.string("simulate.sharing"),
          PriorityCatalog.create(config.string("simulate.priority"), config.real("simulate.application-share")),
          config.string("routing"), config.linkParams(), config.longValue("seed"));
    } catch (IllegalArgumentException e) {
      throw new UserInputException(e.getMessage());
    }
  }

  /**
   * The description of run {@code run} that simulation shards turn back into {@code
   * run().design(run)} with {@link #shardDesign}: the configuration as compact text, with a workload
   * file named by its absolute path, so that a worker started elsewhere finds it (on a shared file
   * system).
   */
  ProblemDescription description(int run) {
    String text = compact;
    SimulatedWorkload simulated = this.run.simulated();
    if (simulated != null) {
      Path file = workloadFile(simulated.description());
      if (file != null) {
        // compact is one JSON object; without its braces it is a HOCON root that a later line can override
        text = RunConfig.parse(text.substring(1, text.length() - 1) + "\ninterflow.optimize.objectives.simulated.workload = "
            + RunConfig.quote(file.toAbsolutePath().toString()), "optimize configuration").compact();
      }
    }
    return new ProblemDescription(text, run);
  }

  private static Path workloadFile(String description) {
    try {
      Path p = Path.of(description);
      return Files.isRegularFile(p) ? p : null;
    } catch (InvalidPathException e) {
      return null; // a job spec, not a file
    }
  }

  /**
   * The design problem a simulation shard evaluates for {@code description} ({@link #description}):
   * the settings read back from its text, then the design of its run. The {@link
   * org.interflow.optimize.actor.ProblemResolver} of the coordinator's and workers' shards.
   *
   * @throws UserInputException if the text is not a valid optimize configuration
   */
  static DesignProblem<?> shardDesign(ProblemDescription description) {
    return read(RunConfig.parse(description.config(), "problem description"), null).run().design(description.run());
  }

  /** N, n and either M routers of m ports or the explicit {@code routernet.ports} list. */
  private static RouterNetLayout routerNetLayout(RunConfig config, Map<String, Object> options) {
    int computeNodes = config.integer(KEY + "routernet.N");
    int computePorts = config.integer(KEY + "routernet.n");
    int routers = config.integer(KEY + "routernet.M");
    int routerPorts = config.integer(KEY + "routernet.m");
    options.put("routernet.N", computeNodes);
    options.put("routernet.n", computePorts);
    options.put("routernet.M", routers);
    options.put("routernet.m", routerPorts);
    List<String> ports = config.stringList(KEY + "routernet.ports");
    if (ports.isEmpty()) return RouterNetLayout.uniform(computeNodes, computePorts, routers, routerPorts);
    int[] m = new int[ports.size()];
    for (int i = 0; i < m.length; i++) {
      try {
        m[i] = Integer.parseInt(ports.get(i).trim());
      } catch (NumberFormatException e) {
        throw new UserInputException("interflow.optimize.routernet.ports: expected whole port counts, e.g. [6, 6, 8], got " + ports);
      }
    }
    return new RouterNetLayout(computeNodes, computePorts, m);
  }

  private static double probability(RunConfig config, String key) {
    double p = config.real(KEY + key);
    if (!(p >= 0 && p <= 1)) throw new UserInputException("interflow.optimize." + key + ": expected a probability in [0, 1], got " + p);
    return p;
  }

  private static int atLeast(RunConfig config, String key, int min) {
    int v = config.integer(key);
    if (v < min) throw new UserInputException("interflow." + key + ": expected an integer >= " + min + ", got " + v);
    return v;
  }
}
