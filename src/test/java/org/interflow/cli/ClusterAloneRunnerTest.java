package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.typed.ActorSystem;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.interflow.cluster.ClusterBootstrap;
import org.interflow.cluster.ClusterCookie;
import org.interflow.cluster.ClusterSpec;
import org.interflow.cluster.StandingMember;
import org.interflow.cluster.sweep.MemberStatus;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --attribute --cluster} and {@code schedule --attribute --cluster}: the alone-runs
 * go to a standing cluster (here one member started in this JVM, as {@code interflow cluster seed}
 * starts it) and the attribution written is byte for byte the one of the alone-runs on the local
 * cores; a bad or unreachable address is a one-line error.
 */
class ClusterAloneRunnerTest {
  private static final List<String> FILES = List.of("attribution-jobs.csv", "attribution-pairs.csv", "attribution-links.csv",
      "jobs.csv");
  @TempDir
  static Path shared;
  private static ActorSystem<Void> member;
  private static String seed;
  private static Path cookie;

  @BeforeAll
  static void startMember() throws IOException {
    cookie = shared.resolve("cookie");
    ClusterCookie.createIfMissing(cookie);
    int port = freePort();
    seed = "127.0.0.1:" + port;
    member = StandingMember.start(ClusterOptions.spec("cluster seed", ClusterSpec.Role.MEMBER, null, null, port, null, null, null,
        true, cookie.toString()), new InProcessRunExecutor(), OptimizeSettings::shardDesign);
  }

  @AfterAll
  static void stopMember() { ClusterBootstrap.stop(member); }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  /** Runs the member has run so far. */
  private static long runsOnTheMember() {
    for (MemberStatus m : MemberStatus.query(member, Duration.ofSeconds(10))) if (m.status() != null) return m.status().done();
    throw new AssertionError("the member did not answer");
  }

  private static void assertSameAttribution(Path local, Path clustered) throws IOException {
    for (String f : FILES) assertEquals(Files.readString(local.resolve(f)), Files.readString(clustered.resolve(f)), f);
  }

  private static CliRun run(Path out, String[] args, String... extra) {
    String[] all = new String[args.length + extra.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    System.arraycopy(extra, 0, all, args.length, extra.length);
    all[all.length - 2] = "--out";
    all[all.length - 1] = out.toString();
    return CliRun.run(all);
  }

  @Test
  void simulateAttributesOnTheClusterAsOnTheLocalCores(@TempDir Path tmp) throws IOException {
    // as AttributionCommandTest: two all-to-alls crossing leaf 1 of a thin tree slow each other;
    // a third job replays a trace, an input that reaches the member by content
    String[] args = {"simulate", "-t", "thintree:k=4,kup=1,n=2", "--job", "phased:pattern=alltoall,bytes=1MiB,tasks=6", "--job",
        "phased:pattern=alltoall,bytes=2MiB,tasks=6", "--job", "trace:file=traces/simgrid-ti/actions_allreduce.txt",
        "--attribute"};
    CliRun local = run(tmp.resolve("local"), args);
    long before = runsOnTheMember();
    CliRun clustered = run(tmp.resolve("cluster"), args, "--cluster", seed, "--cookie-file", cookie.toString());
    assertEquals(0, local.code(), local.err());
    assertEquals(0, clustered.code(), clustered.err());
    assertEquals(before + 3, runsOnTheMember(), "one run per job on the member");
    assertSameAttribution(tmp.resolve("local"), tmp.resolve("cluster"));
    assertEquals(4, Files.readAllLines(tmp.resolve("cluster/attribution-jobs.csv")).size());
    assertTrue(clustered.out().contains("slowdown (together / alone): job 0 "), clustered.out());
  }

  @Test
  void scheduleInNetworkModeAttributesOnTheClusterAsOnTheLocalCores(@TempDir Path tmp) throws IOException {
    // workloads/schedule-star-network.conf: four jobs, one killed (no slowdown, but an alone-run)
    String[] args = {"schedule", "--workload", "workloads/schedule-star-network.conf", "-t", "star:servers=4", "--execution",
        "network", "--attribute"};
    CliRun local = run(tmp.resolve("local"), args);
    CliRun clustered = run(tmp.resolve("cluster"), args, "--cluster", seed, "--cookie-file", cookie.toString());
    assertEquals(0, local.code(), local.err());
    assertEquals(0, clustered.code(), clustered.err());
    assertSameAttribution(tmp.resolve("local"), tmp.resolve("cluster"));
    assertEquals(5, Files.readAllLines(tmp.resolve("cluster/attribution-jobs.csv")).size());
  }

  @Test
  void aBadOrUnreachableClusterOrClusterWithoutAttributeIsAOneLineError(@TempDir Path tmp) throws IOException {
    String[] args = {"simulate", "-t", "star:servers=4", "--job", "nbody:tasks=2"};
    String[][] cases = {
        {"--attribute", "--cluster", "no-port-here"},
        {"--attribute", "--cluster", "127.0.0.1:" + freePort(), "--join-timeout", "2", "--cookie-file", cookie.toString()},
        {"--cluster", seed},
    };
    int i = 0;
    for (String[] c : cases) {
      CliRun o = run(tmp.resolve("o" + i++), args, c);
      assertEquals(2, o.code(), String.join(" ", c) + ": " + o.err());
      List<String> lines = o.err().lines().filter(l -> l.startsWith("interflow: ")).toList();
      assertEquals(1, lines.size(), o.err());
      assertTrue(lines.get(0).startsWith("interflow: simulate"), lines.get(0));
      assertTrue(!Files.exists(tmp.resolve("o" + (i - 1))), "no results for " + String.join(" ", c));
    }
  }
}
