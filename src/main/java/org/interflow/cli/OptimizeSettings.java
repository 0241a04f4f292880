package org.interflow.cli;

import java.nio.file.Path;
import java.util.SplittableRandom;
import org.interflow.model.topology.routernet.RouterConnections;
import org.interflow.model.topology.routernet.RouterNetLayout;
import org.interflow.optimize.actor.ProblemDescription;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.exanest.ExanestSearch;
import org.interflow.optimize.routernet.RouterNetOptimization;
import org.interflow.optimize.search.DesignProblem;
import org.interflow.optimize.search.SearchAlgorithm;
import org.interflow.optimize.search.SimulatedObjective;

/**
 * The validated settings of {@code interflow optimize}, read from the resolved configuration
 * ({@code interflow.optimize.*}, plus {@code seed}, {@code threads} and {@code
 * metrics.bisection-restarts}); every bad value becomes a one-line {@link UserInputException}
 * naming its key.
 *
 * @param target the problem and its search
 * @param algorithm the algorithm
 * @param runs independent runs
 * @param seed base seed
 * @param threads evaluation threads (>= 1)
 * @param shards simulation shards, 0 = local threads (any problem, the simulated objective included)
 * @param restarts Kernighan-Lin starts per bisection
 * @param out the run directory, or null for the next free {@code optimize-NNN}
 * @param simulated the workload of the simulated objective, or null
 */
record OptimizeSettings(OptimizeTarget target, SearchAlgorithm algorithm, int runs, long seed, int threads, int shards,
    int restarts, Path out, OptimizeWorkload simulated) {

  private static final String KEY = "optimize.";

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
    String problem = config.string(KEY + "problem");
    OptimizeTarget target;
    try {
      target = switch (problem) {
        case "exanest" -> new OptimizeTarget.Exanest(new ExanestOptimization.Request(config.integer(KEY + "exanest.N"),
            config.integer(KEY + "exanest.M"), config.integer(KEY + "exanest.R"),
            new ExanestSearch.Settings(algorithm, population, generations, pCross, pMut, pNew, pExt), restarts, seed, threads));
        case "routernet" -> {
          RouterNetLayout layout = routerNetLayout(config);
          RouterConnections.random(layout, new SplittableRandom(seed)); // fails now if no valid network can be drawn
          yield new OptimizeTarget.RouterNet(new RouterNetOptimization.Request(layout, algorithm, population, generations, pMut,
              restarts, seed));
        }
        default -> throw new UserInputException("interflow.optimize.problem: expected exanest or routernet, got '" + problem + "'");
      };
    } catch (IllegalArgumentException e) {
      throw new UserInputException("interflow.optimize." + problem + ": " + e.getMessage());
    }
    String workload = config.string(KEY + "objectives.simulated.workload");
    OptimizeWorkload simulated = workload.isBlank() ? null : OptimizeWorkload.read(workload, config, problemFile);
    String out = config.string(KEY + "out");
    return new OptimizeSettings(target, algorithm, runs, seed, threads, shards, restarts, out.isBlank() ? null : Path.of(out),
        simulated);
  }

  /** Run {@code run}'s design problem, with the simulated objective appended when configured. */
  DesignProblem<?> design(int run) {
    DesignProblem<?> base = target.design(run);
    return simulated == null ? base : SimulatedObjective.append(base, x -> target.topology(x, simulated.links()), simulated::seconds);
  }

  /**
   * The description of run {@code run} that simulation shards turn back into {@link #design}({@code
   * run}) with {@link #shardDesign}: {@code config} (these settings' configuration) as compact text,
   * with a workload file named by its absolute path, so that a worker started elsewhere finds it
   * (on a shared file system).
   */
  ProblemDescription description(RunConfig config, int run) {
    String text = config.compact();
    if (simulated != null) {
      Path file = workloadFile(simulated.description());
      if (file != null) {
        // compact() is one JSON object; without its braces it is a HOCON root that a later line can override
        text = RunConfig.parse(text.substring(1, text.length() - 1) + "\ninterflow.optimize.objectives.simulated.workload = "
            + RunConfig.quote(file.toAbsolutePath().toString()), "optimize configuration").compact();
      }
    }
    return new ProblemDescription(text, run);
  }

  private static Path workloadFile(String description) {
    try {
      Path p = Path.of(description);
      return java.nio.file.Files.isRegularFile(p) ? p : null;
    } catch (java.nio.file.InvalidPathException e) {
      return null; // a job spec, not a file
    }
  }

  /**
   * The design problem a simulation shard evaluates for {@code description} ({@link #description}):
   * the settings read back from its text, then {@link #design} of its run. The {@link
   * org.interflow.optimize.actor.ProblemResolver} of the coordinator's and workers' shards.
   *
   * @throws UserInputException if the text is not a valid optimize configuration
   */
  static DesignProblem<?> shardDesign(ProblemDescription description) {
    return read(RunConfig.parse(description.config(), "problem description"), null).design(description.run());
  }

  /** N, n and either M routers of m ports or the explicit {@code routernet.ports} list. */
  private static RouterNetLayout routerNetLayout(RunConfig config) {
    int computeNodes = config.integer(KEY + "routernet.N");
    int computePorts = config.integer(KEY + "routernet.n");
    java.util.List<String> ports = config.stringList(KEY + "routernet.ports");
    if (ports.isEmpty()) {
      return RouterNetLayout.uniform(computeNodes, computePorts, config.integer(KEY + "routernet.M"), config.integer(KEY + "routernet.m"));
    }
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

  /** What is searched, as stored in checkpoints: the target's fingerprint plus the simulated workload. */
  String fingerprint() {
    return target.fingerprint() + (simulated == null ? "" : " | simulated " + simulated.description() + " " + simulated.jobs()
        + " " + simulated.sharing() + " " + simulated.routing() + " " + simulated.links());
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
