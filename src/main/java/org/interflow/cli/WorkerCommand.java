package org.interflow.cli;

import java.util.concurrent.Callable;
import org.interflow.cluster.ClusterJoinException;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.WorkerNode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code interflow worker}: a JVM that joins the cluster of an {@code interflow optimize
 * --cluster-port P} coordinator and hosts simulation shards until the coordinator leaves ({@link
 * WorkerNode}). Exit code 0 when it left after the coordinator, 1 when it could not join, 2 for bad
 * options.
 */
@Command(name = "worker", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Join an optimisation cluster and evaluate designs on its simulation shards.",
        "Example: interflow worker --seed-nodes 10.0.0.1:2551 --host 10.0.0.2"})
final class WorkerCommand implements Callable<Integer> {
  @Spec
  CommandSpec command;

  @Option(names = "--seed-nodes", paramLabel = "HOST:PORT[,HOST:PORT]",
      description = "Nodes to join through: the coordinator's --cluster-host:--cluster-port (default: interflow.cluster.seed-nodes).")
  String seedNodes;

  @Option(names = "--host", paramLabel = "HOST",
      description = "Hostname or IP address the other nodes reach this JVM at (default: interflow.cluster.host, 127.0.0.1).")
  String host;

  @Option(names = "--port", paramLabel = "PORT", description = "TCP port to listen on; 0 = chosen by the OS (default: interflow.cluster.port, 0).")
  Integer port;

  @Option(names = "--join-timeout", paramLabel = "SECONDS",
      description = "Give up if no seed node answers in time (default: interflow.cluster.join-timeout, 30 s).")
  Integer joinTimeoutSeconds;

  @Option(names = "--stay", description = "After the coordinator has left, rejoin and wait for the next one (until Ctrl-C).")
  boolean stay;

  @Override
  public Integer call() {
    ClusterSpec spec = ClusterOptions.spec("worker", ClusterSpec.Role.WORKER, host, port, seedNodes, null,
        joinTimeoutSeconds, true);
    try {
      WorkerNode.run(spec, stay, OptimizeSettings::shardDesign);
      return 0;
    } catch (ClusterJoinException e) {
      command.commandLine().getErr().println("interflow: " + e.getMessage());
      return 1;
    }
  }
}
