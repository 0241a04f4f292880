package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.interflow.cluster.ClusterSpec;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code interflow worker}'s errors, and the node the {@link ClusterOptions} of {@code optimize} describe. */
class WorkerCommandTest {
  private static ClusterOptions options(String... args) {
    ClusterOptions options = new ClusterOptions();
    new CommandLine(options).parseArgs(args);
    return options;
  }

  @Test
  void aSeedNodeWithoutPortIsBadInputNamingTheExpectedForm() {
    CliRun o = CliRun.run("worker", "--seed-nodes", "10.0.0.1");
    assertEquals(Main.BAD_INPUT, o.code());
    assertTrue(o.err().startsWith("interflow: worker: interflow.cluster: seed node '10.0.0.1' is not host:port"), o.err());
  }

  @Test
  void aWorkerWithoutSeedNodesIsBadInput() {
    CliRun o = CliRun.run("worker");
    assertEquals(Main.BAD_INPUT, o.code());
    assertTrue(o.err().contains("a worker needs --seed-nodes"), o.err());
  }

  @Test
  void aWorkerThatCannotJoinExitsWithOneAndNamesTheSeed() throws IOException {
    int nobody;
    try (ServerSocket socket = new ServerSocket(0)) {
      nobody = socket.getLocalPort();
    }
    CliRun o = CliRun.run("worker", "--seed-nodes", "127.0.0.1:" + nobody, "--join-timeout", "1");
    assertEquals(1, o.code());
    String line = o.err().lines().filter(l -> l.startsWith("interflow: ")).findFirst().orElse("");
    assertTrue(line.contains("could not join through seed node(s) 127.0.0.1:" + nobody + " within 1 s"), o.err());
  }

  @Test
  void withoutClusterOptionsOptimizeKeepsTheOneNodeCluster() {
    ClusterOptions none = options();
    assertFalse(none.clustered());
    assertEquals(ClusterSpec.oneNode(), none.spec());
    assertEquals(3, none.shards(3));
  }

  @Test
  void aClusterPortMakesASeedCoordinatorThatExpectsItsWorkers() {
    ClusterOptions seed = options("--cluster-port", "2551", "--cluster-host", "10.0.0.1", "--expect-workers", "2",
        "--join-timeout", "60");
    assertTrue(seed.clustered());
    assertEquals(new ClusterSpec(ClusterSpec.Role.COORDINATOR, "10.0.0.1", "", 2551, List.of(), 2, Duration.ofSeconds(60),
        true), seed.spec());
    // without --shards: one per node hosting shards, the coordinator and 2 workers
    assertEquals(3, seed.shards(null));
    assertEquals(2, options("--cluster-port", "2551", "--expect-workers", "2", "--no-local-shards").shards(null));
  }
}
