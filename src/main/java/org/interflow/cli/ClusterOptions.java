package org.interflow.cli;

import com.typesafe.config.ConfigFactory;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.interflow.cluster.ClusterCookie;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.ShardedOptimization;
import org.interflow.optimize.actor.ProblemResolver;
import picocli.CommandLine.Option;

/**
 * The options of {@code interflow optimize} that spread simulation shards over several JVMs: this
 * JVM becomes the coordinator of a cluster (a seed at {@code --cluster-port}, or joining {@code
 * --seed-nodes}) and waits for {@code --expect-workers} {@code interflow worker} JVMs. Without any
 * of them, {@code --shards K} stays a one-node cluster. With {@code --cluster HOST:PORT} it instead
 * submits to a standing cluster ({@code interflow cluster seed|join}) and evaluates on its members.
 * Defaults come from {@code interflow.cluster}.
 */
public final class ClusterOptions {
  /** Simulation shards on a standing cluster when --shards is not given: spreads evenly over 1, 2, 3, 4 or 6 members. */
  static final int STANDING_SHARDS = 12;

  @Option(names = "--cluster", paramLabel = "HOST:PORT",
      description = "Evaluate on the members of the standing cluster of this seed (interflow cluster seed); "
          + "default --shards " + STANDING_SHARDS + ".")
  String standing;

  @Option(names = "--cookie-file", paramLabel = "FILE",
      description = "The standing cluster's secret (default: interflow.cluster.cookie-file, ~/.interflow/cluster-cookie).")
  String cookieFile;

  @Option(names = "--cluster-port", paramLabel = "PORT",
      description = "Be the coordinator of a multi-JVM cluster, listening on PORT: workers join with "
          + "interflow worker --seed-nodes HOST:PORT.")
  Integer clusterPort;

  @Option(names = "--cluster-host", paramLabel = "HOST",
      description = "Hostname or IP address the workers reach this JVM at (default: interflow.cluster.host, 127.0.0.1).")
  String clusterHost;

  @Option(names = "--seed-nodes", paramLabel = "HOST:PORT[,HOST:PORT]",
      description = "Join the cluster of these nodes instead of starting one.")
  String seedNodes;

  @Option(names = "--expect-workers", paramLabel = "N",
      description = "Start the search only when N workers are up (default: interflow.cluster.expect-workers, 0).")
  Integer expectWorkers;

  @Option(names = "--no-local-shards", description = "Evaluate on the workers only; this JVM runs just the Optimizer.")
  boolean noLocalShards;

  @Option(names = "--join-timeout", paramLabel = "SECONDS",
      description = "How long to wait for the seed nodes and the workers (default: interflow.cluster.join-timeout, 30 s).")
  Integer joinTimeoutSeconds;

  /** True when an option asks for a multi-JVM cluster. */
  public boolean clustered() {
    return standing != null || clusterPort != null || seedNodes != null || expectWorkers != null || noLocalShards;
  }

  /**
   * The simulation shards to use: {@code shards} if given, else one per node that hosts shards.
   *
   * @throws UserInputException if shards is below 1
   */
  public int shards(Integer shards) {
    if (shards != null) {
      if (shards < 1) throw new UserInputException("optimize: --shards must be >= 1, got " + shards);
      return shards;
    }
    if (standing != null) return STANDING_SHARDS;
    ClusterSpec spec = spec();
    return Math.max(1, spec.expectWorkers() + (spec.hostsShards() ? 1 : 0));
  }

  /** The coordinator's node: the one-node cluster unless {@link #clustered()}. */
  public ClusterSpec spec() {
    if (!clustered()) return ClusterSpec.oneNode();
    if (standing != null) {
      if (clusterPort != null || seedNodes != null || expectWorkers != null || noLocalShards) {
        throw new UserInputException("optimize: --cluster submits to a standing cluster; drop --cluster-port, --seed-nodes, --expect-workers and --no-local-shards");
      }
      return submitter("optimize", standing, clusterHost, cookieFile, joinTimeoutSeconds);
    }
    return spec("optimize", ClusterSpec.Role.COORDINATOR, clusterHost, clusterPort, seedNodes, expectWorkers,
        joinTimeoutSeconds, !noLocalShards);
  }

  /**
   * Starts the coordinator ({@link ShardedOptimization#start(ClusterSpec, int, ProblemResolver)}) for
   * {@code shards} shards, whose entities build problems with {@code resolver}.
   *
   * @throws UserInputException if an option is out of range
   * @throws org.interflow.cluster.ClusterJoinException if the cluster does not come up
   */
  public ShardedOptimization start(int shards, ProblemResolver resolver) {
    return ShardedOptimization.start(spec(), shards, resolver);
  }

  /**
   * A node's spec: the {@code interflow.cluster} keys, overridden by the non-null arguments.
   *
   * @throws UserInputException naming the command and the bad option or key
   */
  static ClusterSpec spec(String command, ClusterSpec.Role role, String host, Integer port, String seeds,
      Integer workers, Integer timeoutSeconds, boolean hostsShards) {
    return spec(command, role, host, null, port, seeds, workers, timeoutSeconds, hostsShards, null);
  }

  /**
   * The spec of a JVM that submits to the standing cluster of {@code seed} ("host:port") and runs
   * nothing itself: this JVM's address {@code host} (default interflow.cluster.host), the secret
   * of {@code cookieFile} (default interflow.cluster.cookie-file).
   */
  static ClusterSpec submitter(String command, String seed, String host, String cookieFile, Integer timeoutSeconds) {
    ClusterSpec base = spec(command, ClusterSpec.Role.COORDINATOR, host, null, null, seed, null, timeoutSeconds, false, cookieFile);
    Map<String, Object> file = cookieFile == null ? Map.of() : Map.of("interflow.cluster.cookie-file", cookieFile);
    String digest = ClusterCookie.digest(ConfigFactory.parseMap(file).withFallback(ConfigFactory.load()));
    return ClusterSpec.submitter(base.seedNodes().get(0), base.host(), base.joinTimeout(), digest);
  }

  /** As the shorter overload, with the interface to bind ({@code bind}) and the secret's file ({@code cookieFile}) when given. */
  static ClusterSpec spec(String command, ClusterSpec.Role role, String host, String bind, Integer port, String seeds,
      Integer workers, Integer timeoutSeconds, boolean hostsShards, String cookieFile) {
    try {
      Map<String, Object> options = new LinkedHashMap<>();
      if (bind != null) options.put("interflow.cluster.bind-host", bind);
      if (cookieFile != null) options.put("interflow.cluster.cookie-file", cookieFile);
      if (host != null) options.put("interflow.cluster.host", host);
      if (port != null) options.put("interflow.cluster.port", port);
      if (seeds != null) options.put("interflow.cluster.seed-nodes", Arrays.asList(seeds.split(",", -1)));
      if (workers != null) options.put("interflow.cluster.expect-workers", workers);
      if (timeoutSeconds != null) {
        if (timeoutSeconds < 1) throw new IllegalArgumentException("--join-timeout must be >= 1 s, got " + timeoutSeconds);
        options.put("interflow.cluster.join-timeout", timeoutSeconds + "s");
      }
      if (!hostsShards) options.put("interflow.cluster.coordinator-hosts-shards", false);
      return ClusterSpec.fromConfig(ConfigFactory.parseMap(options).withFallback(ConfigFactory.load()), role);
    } catch (IllegalArgumentException e) {
      throw new UserInputException(command + ": " + e.getMessage());
    }
  }
}
