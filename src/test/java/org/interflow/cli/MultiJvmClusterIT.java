package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.interflow.cluster.ClusterCookie;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A standing cluster of three member JVMs on 127.0.0.1 ({@code interflow cluster seed} and two
 * {@code interflow cluster join}, each in its own folder, so inputs travel by content hash) with
 * this JVM submitting to it. A sweep of 16 static runs (two networks, one of them a topology file
 * that must travel, eight seeds) loses one member to {@code kill -9} once a few runs are done; an
 * optimisation on 4 simulation shards loses another after its first generation. Both end with
 * the bytes of a run that lost nothing: the sweep's sweep.csv and run files (summary.json but its
 * wall-clock line) against a one-node sweep, the optimisation's pareto.csv against local threads.
 * Between the two, {@code schedule --attribute --cluster} runs its alone-runs on the members left
 * and writes the attribution of the local cores, byte for byte. A fourth JVM with another secret is refused at join. Every JVM detects a crash within ~3.5 s (a pause
 * up to 3 s on a loaded machine is not yet a crash) and the
 * split-brain resolver acts 1 s later (Akka's defaults: ~4 s and 20 s).
 */
class MultiJvmClusterIT {
  private static final Map<String, String> FAST_DOWNING = Map.of(
      "akka.cluster.failure-detector.heartbeat-interval", "200ms",
      "akka.cluster.failure-detector.acceptable-heartbeat-pause", "3s",
      "akka.cluster.split-brain-resolver.stable-after", "1s",
      "akka.cluster.sharding.updating-state-timeout", "1s");

  @TempDir
  Path dir;

  private final List<Process> children = new ArrayList<>();

  @AfterEach
  void stopChildren() {
    for (Process p : children) p.destroyForcibly();
    for (String key : FAST_DOWNING.keySet()) System.clearProperty(key);
    ConfigFactory.invalidateCaches();
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  /** {@code interflow <args>} in a JVM of its own, working in folder {@code name}, output to {@code name}/log. */
  private Process start(String name, String... args) throws IOException {
    Path home = Files.createDirectories(dir.resolve(name));
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-XX:TieredStopAtLevel=1"));
    FAST_DOWNING.forEach((k, v) -> command.add("-D" + k + "=" + v));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.interflow.cli.Main"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(home.toFile()).redirectErrorStream(true)
        .redirectOutput(home.resolve("log").toFile());
    builder.environment().remove(ClusterCookie.ENVIRONMENT);
    Process p = builder.start();
    children.add(p);
    return p;
  }

  private String log(String name) throws IOException {
    Path f = dir.resolve(name).resolve("log");
    return Files.exists(f) ? Files.readString(f) : "";
  }

  private static void await(BooleanSupplier done, int seconds, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!done.getAsBoolean()) {
      assertTrue(System.nanoTime() < deadline, "timed out waiting for " + what);
      Thread.sleep(100);
    }
  }

  private boolean logged(String name, String text) {
    try {
      return log(name).contains(text);
    } catch (IOException e) {
      return false;
    }
  }

  private static long count(Path folder, String glob) {
    if (!Files.isDirectory(folder)) return 0;
    try (Stream<Path> s = Files.list(folder)) {
      return s.filter(p -> p.getFileSystem().getPathMatcher("glob:" + glob).matches(p.getFileName())).count();
    } catch (IOException e) {
      return 0;
    }
  }

  @Test
  void membersKilledMidSweepAndMidOptimisationCostNoByteAndAWrongSecretIsRefused() throws Exception {
    FAST_DOWNING.forEach(System::setProperty);
    ConfigFactory.invalidateCaches();
    Path cookie = Files.writeString(dir.resolve("cookie"), "secret-of-this-test\n");
    Path stranger = Files.writeString(dir.resolve("other-cookie"), "another-secret\n");
    int port = freePort();
    String seed = "127.0.0.1:" + port;
    start("seed", "cluster", "seed", "--port", String.valueOf(port), "--cookie-file", cookie.toString());
    await(() -> logged("seed", "started the cluster"), 90, "the seed member");
    Process b = start("b", "cluster", "join", "--seed", seed, "--cookie-file", cookie.toString());
    Process c = start("c", "cluster", "join", "--seed", seed, "--cookie-file", cookie.toString());
    Process x = start("x", "cluster", "join", "--seed", seed, "--cookie-file", stranger.toString(), "--join-timeout", "60");

    Path topo = dir.resolve("net.topo");
    assertEquals(0, CliRun.run("export", "torus:dims=8x8x8", "-o", topo.toString()).code());
    Path sweep = Files.writeString(dir.resolve("sweep.conf"), """
        sweep {
          command = static
          set { traffic = "uniform:flows=4" }
          grid {
            topology = ["torus:dims=16x16x8", "file:%s"]
            seed = [1, 2, 3, 4, 5, 6, 7, 8]
          }
        }
        """.formatted(topo));
    CliRun reference = CliRun.run("sweep", sweep.toString(), "--out", dir.resolve("reference").toString());
    assertEquals(0, reference.code(), reference.err());

    await(() -> logged("b", "joined") && logged("c", "joined"), 90, "two members joining");
    assertTrue(x.waitFor(90, TimeUnit.SECONDS), "the stranger is still running: " + log("x"));
    assertEquals(1, x.exitValue(), log("x"));
    assertTrue(log("x").contains("refused by " + seed + ": this node's cluster secret (cookie) differs"), log("x"));

    Path swept = dir.resolve("swept");
    Thread killer = new Thread(() -> {
      try {
        await(() -> count(swept.resolve("runs"), "[0-9a-f]*") >= 3, 120, "three runs done");
        b.destroyForcibly();
      } catch (InterruptedException | AssertionError e) {
        // the assertions below report a sweep that did not get that far
      }
    });
    killer.start();
    CliRun clustered = CliRun.run("sweep", sweep.toString(), "--out", swept.toString(), "--cluster", seed, "--cookie-file",
        cookie.toString(), "--max-parallel", "1");
    killer.join();
    assertEquals(0, clustered.code(), clustered.err());
    assertTrue(!b.isAlive(), "member b was not killed during the sweep");
    assertEquals(Files.readString(dir.resolve("reference").resolve("sweep.csv")), Files.readString(swept.resolve("sweep.csv")));
    assertEquals(SweepCommandIT.runFiles(dir.resolve("reference")), SweepCommandIT.runFiles(swept));
    // which members ran the runs that read net.topo depends on where the shards landed (c may join
    // after the seed and b took them all): some member, not necessarily c, fetched it by content
    assertTrue(Stream.of("seed", "b", "c").anyMatch(m -> Files.isDirectory(dir.resolve(m).resolve(".interflow").resolve("store"))),
        "no member fetched the topology file");

    // schedule --attribute --cluster: the alone-runs on the members left, the workload by content
    List<String> attribute = List.of("schedule", "--workload", "workloads/schedule-star-network.conf", "-t", "star:servers=4",
        "--execution", "network", "--attribute");
    CliRun aloneHere = CliRun.run(with(attribute, "--out", dir.resolve("attributed-here").toString()));
    CliRun aloneThere = CliRun.run(with(attribute, "--cluster", seed, "--cookie-file", cookie.toString(), "--out",
        dir.resolve("attributed-there").toString()));
    assertEquals(0, aloneHere.code(), aloneHere.err());
    assertEquals(0, aloneThere.code(), aloneThere.err());
    for (String f : List.of("attribution-jobs.csv", "attribution-pairs.csv", "attribution-links.csv")) {
      assertEquals(Files.readString(dir.resolve("attributed-here").resolve(f)), Files.readString(dir.resolve("attributed-there").resolve(f)), f);
    }

    List<String> search = List.of("optimize", "--links-per-side", "2", "--chassis", "4", "--cabinets", "2", "--population", "8",
        "--generations", "12", "--restarts", "2", "--seed", "23");
    Path local = dir.resolve("local");
    assertEquals(0, CliRun.run(with(search, "--threads", "1", "--out", local.toString())).code());
    Path sharded = dir.resolve("sharded");
    Thread killer2 = new Thread(() -> {
      try {
        await(() -> Files.exists(sharded.resolve("checkpoints").resolve("run-0.json")), 120, "a first generation");
        c.destroyForcibly();
      } catch (InterruptedException | AssertionError e) {
        // reported below
      }
    });
    killer2.start();
    CliRun optimized = CliRun.run(with(search, "--cluster", seed, "--cookie-file", cookie.toString(), "--shards", "4", "--out",
        sharded.toString()));
    killer2.join();
    assertEquals(0, optimized.code(), optimized.err());
    assertTrue(!c.isAlive(), "member c was not killed during the optimisation");
    assertEquals(Files.readString(local.resolve("pareto.csv")), Files.readString(sharded.resolve("pareto.csv")));
  }

  private static String[] with(List<String> base, String... more) {
    List<String> all = new ArrayList<>(base);
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

}
