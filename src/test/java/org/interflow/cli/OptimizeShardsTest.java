package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow optimize --shards K} against the local evaluator on the seed's small system T =
 * (R, N, M) = (2, 4, 2), NSGA-II with population 12 and 3 generations (12 * 4 = 48 evaluations in 4
 * batches). The shards compute the same objectives with the same per-run seed and jMetal draws the
 * same numbers, so the Pareto sets must be byte-identical for local, K = 1 and K = 2.
 */
class OptimizeShardsTest {
  @TempDir
  static Path tmp;

  private static int run(String... args) {
    PrintStream saved = System.out;
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try {
      return Main.run(args);
    } finally {
      System.setOut(saved);
    }
  }

  private static String[] tiny(Path out, String... extra) {
    String[] base = {"optimize", "--links-per-side", "2", "--chassis", "4", "--cabinets", "2", "--population", "12",
        "--generations", "3", "--seed", "5", "--restarts", "2", "--out", out.toString()};
    String[] all = new String[base.length + extra.length];
    System.arraycopy(base, 0, all, 0, base.length);
    System.arraycopy(extra, 0, all, base.length, extra.length);
    return all;
  }

  @BeforeAll
  static void optimiseLocallyAndOnOneAndTwoShards() {
    System.setProperty("java.awt.headless", "true");
    assertEquals(0, run(tiny(tmp.resolve("local"))));
    assertEquals(0, run(tiny(tmp.resolve("one"), "--shards", "1")));
    assertEquals(0, run(tiny(tmp.resolve("two"), "--shards", "2")));
  }

  private static String read(String dir, String file) throws IOException {
    return Files.readString(tmp.resolve(dir).resolve(file));
  }

  @Test
  void theParetoSetIsTheSameLocallyAndOnOneOrTwoShards() throws IOException {
    String local = read("local", "pareto.csv");
    assertTrue(local.lines().count() >= 2, "a header and at least one design");
    assertEquals(local, read("one", "pareto.csv"));
    assertEquals(local, read("two", "pareto.csv"));
  }

  @Test
  void everyGenerationIsReportedAndMatchesTheLocalRun() throws IOException {
    // header + generations 0..3
    String local = read("local", "indicators.csv");
    assertEquals(5, local.lines().count());
    assertEquals(local, read("two", "indicators.csv"));
  }

  @Test
  void aShardCountBelowOneIsRejected() {
    assertEquals(2, run(tiny(tmp.resolve("zero"), "--shards", "0")));
  }
}
