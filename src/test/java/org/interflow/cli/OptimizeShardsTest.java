package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow optimize --shards K} against the local evaluator, on small systems of both
 * problems: the seed's ExaNeSt system T = (R, N, M) = (2, 4, 2), NSGA-II, population 12 and 3
 * generations (12 * 4 = 48 evaluations in 4 batches); router networks of 16 one-port compute nodes
 * on 8 six-port routers, population 8 and 2 generations, without and with the simulated objective
 * (an all-to-all of 8 KiB per pair from a workload run file beside the problem file, so the shards
 * must find it by the path the coordinator resolved). The shards rebuild each run's problem from
 * the run's configuration and jMetal draws the same numbers on the coordinator, so the Pareto sets
 * and the per-generation indicators must be byte-identical locally and for K = 1 and K = 3 (ExaNeSt
 * on K = 1 through the resume test); a sharded run resumed from its checkpoints must end as a
 * straight local run.
 */
class OptimizeShardsTest {
  private static final List<String> SAME = List.of("pareto.csv", "indicators.csv");

  @TempDir
  static Path tmp;
  private static Path routernet;
  private static Path simulated;

  private record Outcome(int code, String err) {}

  private static Outcome run(String... args) {
    PrintStream savedOut = System.out;
    PrintStream savedErr = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      return new Outcome(Main.run(args), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(savedOut);
      System.setErr(savedErr);
    }
  }

  private static void ok(String... args) {
    Outcome o = run(args);
    assertEquals(0, o.code(), o.err());
  }

  private static String[] tiny(Path out, String... extra) { return tiny(out, 3, extra); }

  private static String[] tiny(Path out, int generations, String... extra) {
    return concat(new String[] {"optimize", "--links-per-side", "2", "--chassis", "4", "--cabinets", "2", "--population", "12",
        "--generations", Integer.toString(generations), "--seed", "5", "--restarts", "2", "--out", out.toString()}, extra);
  }

  @BeforeAll
  static void optimiseLocallyAndOnOneAndThreeShards() throws IOException {
    System.setProperty("java.awt.headless", "true");
    ok(tiny(tmp.resolve("local")));
    ok(tiny(tmp.resolve("three"), "--shards", "3"));
    Path problems = Files.createDirectories(tmp.resolve("problems"));
    routernet = Files.writeString(problems.resolve("routernet.conf"), "interflow {\n  seed = 3\n  routing = shortest\n"
        + "  optimize {\n    problem = routernet\n    routernet { N = 16, n = 1, M = 8, m = 6 }\n    population = 8\n"
        + "    generations = 2\n  }\n}\n");
    Files.writeString(problems.resolve("alltoall.conf"), "interflow.simulate.jobs = [\"phased:pattern=alltoall,bytes=8KiB\"]\n"
        + "interflow.simulate.sharing = max-min\ninterflow.routing = shortest\n");
    simulated = Files.writeString(problems.resolve("simulated.conf"), Files.readString(routernet)
        + "interflow.optimize.objectives.simulated.workload = \"alltoall.conf\"\n");
    for (String k : List.of("local", "1", "3")) {
      String[] shards = k.equals("local") ? new String[0] : new String[] {"--shards", k};
      if (!k.equals("1")) ok(concat(new String[] {"optimize", routernet.toString(), "--out", tmp.resolve("routernet-" + k).toString()}, shards));
      ok(concat(new String[] {"optimize", simulated.toString(), "--out", tmp.resolve("simulated-" + k).toString()}, shards));
    }
  }

  private static String[] concat(String[] a, String[] b) {
    String[] all = new String[a.length + b.length];
    System.arraycopy(a, 0, all, 0, a.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  private static String read(String dir, String file) throws IOException {
    return Files.readString(tmp.resolve(dir).resolve(file));
  }

  private static void assertSameOutputs(String expected, String actual) throws IOException {
    for (String f : SAME) assertEquals(read(expected, f), read(actual, f), actual + "/" + f);
  }

  @Test
  void theExanestParetoSetIsTheSameLocallyAndOnThreeShards() throws IOException {
    String local = read("local", "pareto.csv");
    assertTrue(local.lines().count() >= 2, "a header and at least one design");
    // header + generations 0..3
    assertEquals(5, read("local", "indicators.csv").lines().count());
    assertSameOutputs("local", "three");
  }

  @Test
  void theRouterNetworkParetoSetIsTheSameLocallyAndOnThreeShards() throws IOException {
    assertTrue(read("routernet-local", "pareto.csv").lines().count() >= 2);
    assertSameOutputs("routernet-local", "routernet-3");
  }

  @Test
  void theSimulatedObjectiveIsComputedOnTheShardsAsLocally() throws IOException {
    String local = read("simulated-local", "pareto.csv");
    // the fifth objective is a column of its own: a time, in seconds, on every row
    assertTrue(local.lines().findFirst().orElseThrow().contains("time"), local);
    assertSameOutputs("simulated-local", "simulated-1");
    assertSameOutputs("simulated-local", "simulated-3");
  }

  /**
   * A 1-generation run on one shard resumed (on the shard, as its problem.conf says) with 3
   * generations ends exactly as the straight local 3-generation run: the checkpoints are the same
   * whoever evaluates, and every ExaNeSt evaluation of the run is done by one shard (K = 1).
   */
  @Test
  void aShardedRunResumedWithMoreGenerationsEndsAsTheStraightLocalRun() throws IOException {
    Path straight = tmp.resolve("local");
    Path resumed = tmp.resolve("resumed");
    ok(tiny(resumed, 1, "--shards", "1"));
    assertTrue(Files.readString(resumed.resolve("checkpoints/run-0.json")).contains("\"generation\" : 1"));
    ok("optimize", "--resume", resumed.toString(), "--generations", "3");
    assertTrue(Files.readString(resumed.resolve("problem.conf")).matches("(?s).*\\bshards\\s*[=:]\\s*1\\b.*"),
        "the resumed run's problem.conf keeps shards = 1");
    for (String f : List.of("pareto.csv", "indicators.csv", "summary-by-f3.csv")) {
      assertEquals(Files.readString(straight.resolve(f)), Files.readString(resumed.resolve(f)), f);
    }
  }

  @Test
  void aShardCountBelowOneIsRejected() {
    assertEquals(2, run(tiny(tmp.resolve("zero"), "--shards", "0")).code());
  }
}
