package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.TopologyFiles;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow optimize} end to end on the seed's small system T = (R, N, M) = (2, 4, 2): 8
 * chassis, 16 routers, 48 computing elements; population 12 and 4 generations of NSGA-II, so 12 * (4
 * + 1) = 60 evaluations in 5 batches (the initial population is generation 0).
 */
class OptimizeCommandTest {
  private static final int N = 4;
  private static final int M = 2;
  private static final int R = 2;
  private static final int SERVERS = 6 * N * M; // 48 computing elements, node ids 0..47

  @TempDir
  static Path tmp;
  private static Path one;
  private static Path two;

  private static int run(String... args) {
    PrintStream saved = System.out;
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try {
      return Main.run(args);
    } finally {
      System.setOut(saved);
    }
  }

  private static String[] tiny(Path out, int threads) {
    return new String[] {"optimize", "--links-per-side", "" + R, "--chassis", "" + N, "--cabinets", "" + M,
        "--population", "12", "--generations", "4", "--runs", "2", "--seed", "5", "--restarts", "4",
        "--threads", "" + threads, "--out", out.toString()};
  }

  @BeforeAll
  static void optimiseTwiceWithOneAndTwoThreads() {
    System.setProperty("java.awt.headless", "true");
    one = tmp.resolve("one");
    two = tmp.resolve("two");
    assertEquals(0, run(tiny(one, 1)));
    assertEquals(0, run(tiny(two, 2)));
  }

  private record Row(int run, int[] s, int f1, double f2, int f3) {}

  private static List<Row> pareto(Path dir) throws IOException {
    List<String> lines = Files.readAllLines(dir.resolve("pareto.csv"));
    assertEquals("run,s,f1,f2,f3,f1Lower,f1Method,diameter,meanDistance", lines.get(0));
    List<Row> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] c = line.split(",");
      String[] parts = c[1].split("-");
      int[] s = new int[parts.length];
      for (int i = 0; i < s.length; i++) s[i] = Integer.parseInt(parts[i]);
      rows.add(new Row(Integer.parseInt(c[0]), s, Integer.parseInt(c[2]), Double.parseDouble(c[3]), Integer.parseInt(c[4])));
    }
    return rows;
  }

  /** Routers reachable from router {@code SERVERS} over router-to-router links, by BFS on the loaded file. */
  private static int reachableRouters(Topology t) {
    List<List<Integer>> adjacent = new ArrayList<>();
    for (int v = 0; v < t.nodes(); v++) adjacent.add(new ArrayList<>());
    for (int l = 0; l < t.links(); l++) {
      int a = t.from(2 * l);
      int b = t.to(2 * l);
      if (a >= SERVERS && b >= SERVERS) {
        adjacent.get(a).add(b);
        adjacent.get(b).add(a);
      }
    }
    boolean[] seen = new boolean[t.nodes()];
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(SERVERS));
    seen[SERVERS] = true;
    int count = 0;
    while (!queue.isEmpty()) {
      int v = queue.poll();
      count++;
      for (int w : adjacent.get(v)) if (!seen[w]) {
        seen[w] = true;
        queue.add(w);
      }
    }
    return count;
  }

  @Test
  void everyOutputFileIsWritten() {
    for (String f : List.of("pareto.csv", "pareto.json", "front.png", "indicators.csv", "indicators.png",
        "summary-by-f3.csv", "summary.json", "designs/design-01.topo")) {
      assertTrue(Files.isRegularFile(one.resolve(f)), f);
    }
  }

  @Test
  void everyParetoDesignIsValidConnectedAndMutuallyNonDominated() throws IOException {
    List<Row> rows = pareto(one);
    assertFalse(rows.isEmpty());
    for (Row x : rows) {
      assertEquals(2 * R, x.s().length);
      int used = 0;
      for (int i = 1; i <= 2 * R; i++) {
        int v = x.s()[i - 1];
        // s(i) = 0 or in [2R - i + 1, 2MNR - i] (internal or external range of the seed)
        assertTrue(v == 0 || (v >= 2 * R - i + 1 && v <= 2 * M * N * R - i), "s(" + i + ") = " + v);
        if (v != 0) used++;
      }
      assertEquals(used, x.f3(), "f3 is the number of non-zero entries");
      // a connected network of 16 routers: any balanced cut crosses at least one link
      assertTrue(x.f1() >= 1, "f1 of a connected network");
      for (Row y : rows) {
        if (y.run() != x.run()) continue;
        boolean noWorse = y.f1() >= x.f1() && y.f2() >= x.f2() && y.f3() <= x.f3();
        boolean better = y.f1() > x.f1() || y.f2() > x.f2() || y.f3() < x.f3();
        assertFalse(noWorse && better, "row " + x + " is dominated by " + y);
      }
    }
  }

  @Test
  void exportedDesignsLoadBackConnectedWithTheLinksOfTheirRow() throws IOException {
    List<Row> last = new ArrayList<>();
    for (Row r : pareto(one)) if (r.run() == 1) last.add(r);
    assertFalse(last.isEmpty());
    for (int i = 0; i < last.size(); i++) {
      Path file = one.resolve(String.format("designs/design-%02d.topo", i + 1));
      Topology t = TopologyFiles.read(file, LinkParams.DEFAULT);
      assertEquals(SERVERS, t.servers());
      assertEquals(2 * N * M, t.switches());
      int routerLinks = 0;
      for (int l = 0; l < t.links(); l++) if (t.from(2 * l) >= SERVERS && t.to(2 * l) >= SERVERS) routerLinks++;
      // router links = N*M backplanes + N*M cables per used entry of s, so f3 = routerLinks / (N*M) - 1
      assertEquals(0, routerLinks % (N * M));
      assertEquals(last.get(i).f3(), routerLinks / (N * M) - 1, file.toString());
      assertEquals(2 * N * M, reachableRouters(t), "connected: " + file);
    }
    assertFalse(Files.exists(one.resolve(String.format("designs/design-%02d.topo", last.size() + 1))));
  }

  @Test
  void oneAndTwoThreadsGiveByteIdenticalParetoSets() throws IOException {
    assertArrayEquals(Files.readAllBytes(one.resolve("pareto.csv")), Files.readAllBytes(two.resolve("pareto.csv")));
    assertArrayEquals(Files.readAllBytes(one.resolve("indicators.csv")), Files.readAllBytes(two.resolve("indicators.csv")));
  }

  @Test
  void theIndicatorTableHasOneRowPerGenerationWithNonDecreasingHypervolume() throws IOException {
    // 2 runs x 5 generations (0..4); evaluations 12, 24, ..., 60 in each run
    List<String> lines = Files.readAllLines(one.resolve("indicators.csv"));
    assertEquals("run,generation,evaluations,frontSize,hypervolume", lines.get(0));
    assertEquals(1 + 2 * 5, lines.size());
    double previous = -1;
    for (int i = 1; i < lines.size(); i++) {
      String[] c = lines.get(i).split(",");
      int generation = (i - 1) % 5;
      assertEquals((i - 1) / 5, Integer.parseInt(c[0]));
      assertEquals(generation, Integer.parseInt(c[1]));
      assertEquals(12L * (generation + 1), Long.parseLong(c[2]));
      double hv = Double.parseDouble(c[4]);
      assertTrue(hv > 0 && hv <= 1, lines.get(i));
      if (generation > 0) assertTrue(hv >= previous, "an archive's hypervolume never decreases: " + lines.get(i));
      previous = hv;
    }
  }

  @Test
  void theF3TableCountsEveryParetoRowOnce() throws IOException {
    List<String> lines = Files.readAllLines(one.resolve("summary-by-f3.csv"));
    int designs = 0;
    for (String line : lines.subList(1, lines.size())) designs += Integer.parseInt(line.split(",")[1]);
    assertEquals(pareto(one).size(), designs);
  }

  @Test
  void outOfRangeSystemsAndUnknownAlgorithmsAreRejectedWithExitCode2() {
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      assertEquals(2, run("optimize", "--links-per-side", "0", "--out", tmp.resolve("bad1").toString()));
      assertEquals(2, run("optimize", "--algorithm", "moead", "--out", tmp.resolve("bad2").toString()));
      assertEquals(2, run("optimize", "--pext", "1.5", "--out", tmp.resolve("bad3").toString()));
    } finally {
      System.setErr(saved);
    }
    String text = err.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("interflow: interflow.optimize.exanest: exanest needs n, m, r >= 1"), text);
    assertTrue(text.contains("interflow: interflow.optimize.algorithm: unknown algorithm 'moead'; valid: nsga2, smsemoa, nsga3"), text);
    assertFalse(Files.exists(tmp.resolve("bad1")));
  }
}
