package org.interflow.cli;

import org.interflow.cluster.ClusterSpec;
import picocli.CommandLine.Option;

/**
 * The options of a command that submits independent runs to a standing cluster ({@code interflow
 * cluster seed|join}): {@code sweep}'s runs, the alone-runs of {@code simulate --attribute} and
 * {@code schedule --attribute}. This JVM joins for the length of its work and runs nothing itself.
 */
public final class StandingClusterOptions {
  @Option(names = "--cluster", paramLabel = "HOST:PORT",
      description = "Run the independent runs (sweep: the points; simulate, schedule: the alone-runs of --attribute) "
          + "on the members of the standing cluster of this seed (interflow cluster seed).")
  String seed;

  @Option(names = "--cluster-host", paramLabel = "HOST",
      description = "With --cluster: the address members reach this JVM at (default: interflow.cluster.host, 127.0.0.1).")
  String host;

  @Option(names = "--cookie-file", paramLabel = "FILE", description = "With --cluster: the cluster's secret (default: ~/.interflow/cluster-cookie).")
  String cookieFile;

  @Option(names = "--join-timeout", paramLabel = "SECONDS",
      description = "With --cluster: how long to wait for the seed (default: interflow.cluster.join-timeout, 30 s).")
  Integer joinTimeoutSeconds;

  /** True when {@code --cluster} names a standing cluster. */
  boolean given() { return seed != null; }

  /** The seed as given ("host:port"), null without {@code --cluster}. */
  String seed() { return seed; }

  /**
   * This JVM's node: a submitter to the standing cluster with {@code --cluster}, else the one-node
   * cluster that runs the runs itself.
   *
   * @throws UserInputException naming {@code command} for a malformed address or option
   */
  ClusterSpec spec(String command) {
    return seed == null ? ClusterSpec.oneNode() : ClusterOptions.submitter(command, seed, host, cookieFile, joinTimeoutSeconds);
  }
}
