package org.interflow.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.interflow.optimize.actor.Optimizer;
import org.interflow.optimize.exanest.ExanestOptimization;
import org.interflow.optimize.search.DesignSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two JVMs: a worker process ({@code interflow worker}) started from this test, and a coordinator
 * in this JVM listening on a free port, with 2 simulation shards. {@link ExanestFixture}: T = (R, N,
 * M) = (2, 4, 2), NSGA-II, population 8, 3 generations, so 4 batches (generations 0..3) of 8
 * evaluations, 32 in all. The worker resolves the fixture's configuration text with the CLI's
 * resolver, the coordinator's shards with the fixture's; the second method is the local run.
 */
class MultiJvmOptimizationIT {
  private static final DesignSearch.Plan PLAN = ExanestOptimization.plan(ExanestFixture.REQUEST, "exanest");

  /** Run 0 of the fixture's search, fresh, without checkpoints. */
  private static Optimizer.Search search() {
    return new Optimizer.Search(ExanestOptimization.design(ExanestFixture.REQUEST, 0), PLAN, ExanestFixture.run(0), c -> {},
        null);
  }

  private static DesignSearch.Result local() {
    return DesignSearch.runLocally(ExanestOptimization.design(ExanestFixture.REQUEST, 0), PLAN, 0, 1, g -> {}, c -> {}, null);
  }

  @TempDir
  Path dir;

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private Process startWorker(int seedPort, Path log) throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        "org.interflow.cli.Main", "worker", "--seed-nodes", "127.0.0.1:" + seedPort, "--host", "127.0.0.1",
        "--port", "0", "--join-timeout", "60")
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  /**
   * A seed coordinator on {@code port} that waits for one worker and hosts shards. The timeouts are
   * generous: they only bound a failing run, and a loaded machine starts JVMs slowly.
   */
  private static ClusterSpec coordinator(int port) {
    return new ClusterSpec(ClusterSpec.Role.COORDINATOR, "127.0.0.1", "", port, List.of(), 1, Duration.ofSeconds(60), true);
  }

  @Test
  void twoShardsOnTwoJvmsGiveTheOneNodeFrontAndTheWorkerLeavesWithTheCoordinator() throws Exception {
    int port = freePort();
    Path log = dir.resolve("worker.log");
    Process worker = startWorker(port, log);
    try {
      DesignSearch.Result sharded;
      Map<String, Long> byNode;
      List<String> nodes;
      try (ShardedOptimization cluster = ShardedOptimization.start(coordinator(port), 2, ExanestFixture.RESOLVER)) {
        sharded = cluster.run(search(), g -> {});
        byNode = cluster.evaluationsByNode();
        nodes = cluster.shardNodes();
      }
      assertEquals(32, sharded.evaluations());
      assertSameFront(local(), sharded);
      // both nodes host a shard; solution i of each batch of 8 goes to shard i mod 2, one shard per
      // node (BalancedAllocation), so each node evaluates 4 of every batch: 4 x 4 = 16
      assertEquals(2, nodes.size(), nodes.toString());
      assertEquals(nodes, List.copyOf(byNode.keySet()));
      assertTrue(nodes.contains("127.0.0.1:" + port), nodes.toString());
      for (long count : byNode.values()) assertEquals(16L, count, byNode.toString());
      // the coordinator has left: the worker leaves too and exits normally
      assertTrue(worker.waitFor(30, TimeUnit.SECONDS), "worker still running: " + Files.readString(log));
      assertEquals(0, worker.exitValue(), Files.readString(log));
    } finally {
      worker.destroyForcibly();
    }
  }

  @Test
  void aWorkerThatCrashesCostsItsDetectionButNotTheRun() throws Exception {
    int port = freePort();
    Path log = dir.resolve("crashing-worker.log");
    Process worker = startWorker(port, log);
    try {
      // a crash is seen within ~1 s and acted on 1 s later, and the shard coordinator retries its
      // state updates (which wait for the dead node until it is removed) every second; Akka's
      // defaults make that ~4 s, 20 s and 5 s
      Config fastDowning = ConfigFactory.parseString("""
          akka.cluster.failure-detector.heartbeat-interval = 200ms
          akka.cluster.failure-detector.acceptable-heartbeat-pause = 600ms
          akka.cluster.split-brain-resolver.stable-after = 1s
          akka.cluster.sharding.updating-state-timeout = 1s""");
      DesignSearch.Result sharded;
      Map<String, Long> byNode;
      try (ShardedOptimization cluster = ShardedOptimization.start(coordinator(port), 2, ExanestFixture.RESOLVER,
          fastDowning)) {
        assertEquals(2, cluster.shardNodes().size());
        worker.destroyForcibly();
        assertTrue(worker.waitFor(20, TimeUnit.SECONDS));
        // shard-1 is allocated to the dead worker at the first batch: its asks are lost until the
        // coordinator has downed the worker and sent them again to the shard's new home, on itself
        sharded = cluster.run(search(), g -> {});
        byNode = cluster.evaluationsByNode();
        assertEquals(Map.of(cluster.address(), 32L), byNode);
      }
      assertSameFront(local(), sharded);
    } finally {
      worker.destroyForcibly();
    }
  }

  private static void assertSameFront(DesignSearch.Result expected, DesignSearch.Result actual) {
    assertEquals(expected.generations(), actual.generations());
    List<DesignSearch.Design> a = expected.front();
    List<DesignSearch.Design> b = actual.front();
    assertEquals(a.size(), b.size());
    for (int i = 0; i < a.size(); i++) {
      assertArrayEquals(a.get(i).encoding(), b.get(i).encoding());
      assertArrayEquals(a.get(i).objectives(), b.get(i).objectives());
    }
  }
}
