package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import org.interflow.io.TopologyFiles;
import org.interflow.model.topology.LinkParams;
import org.interflow.model.topology.Topology;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow optimize PROBLEM.conf}: problem files, option overrides, the router-network
 * problem, resume, the simulated objective and {@code --evaluate}, end to end on small systems:
 * router networks of 16 one-port compute nodes on 8 six-port routers (16 cables), and the ExaNeSt
 * system T = (R, N, M) = (2, 4, 2) (16 routers, 48 computing elements).
 */
class OptimizeProblemFileTest {
  private static final String JOB = "phased:pattern=alltoall,bytes=8KiB";

  @TempDir
  static Path tmp;
  private static Path routernet;

  private static Path file(String name, String text) throws IOException {
    return Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8);
  }

  /** The small ExaNeSt problem file with the given number of generations. */
  private static Path exanest(int generations) throws IOException {
    return file("exanest-" + generations + ".conf", "interflow {\n  seed = 4\n  optimize {\n    problem = \"exanest\"\n"
        + "    exanest { R = 2, N = 4, M = 2 }\n    population = 12\n    generations = " + generations + "\n  }\n}\n");
  }

  @BeforeAll
  static void optimiseARouterNetwork() throws IOException {
    System.setProperty("java.awt.headless", "true");
    Path conf = file("routernet.conf", "interflow.optimize {\n  problem = routernet\n  routernet { N = 16, n = 1, M = 8, m = 6 }\n"
        + "  algorithm = smsemoa\n  population = 8\n  generations = 2\n}\n");
    routernet = tmp.resolve("routernet");
    CliRun o = CliRun.run("optimize", conf.toString(), "--algorithm", "nsga2", "--set", "optimize.objectives.simulated.workload=\""
        + JOB + "\"", "--set", "routing=shortest", "--threads", "2", "--out", routernet.toString());
    assertEquals(0, o.code(), o.err());
  }

  @Test
  void anUnknownKeyInAProblemFileIsAOneLineErrorNamingTheFileAndLine() throws IOException {
    Path conf = file("typo.conf", "interflow.optimize {\n  problem = routernet\n  popsize = 8\n}\n");
    CliRun o = CliRun.run("optimize", conf.toString(), "--out", tmp.resolve("typo").toString());
    assertEquals(2, o.code());
    String line = Arrays.stream(o.err().split("\n")).filter(l -> l.startsWith("interflow: ")).findFirst().orElse("");
    assertTrue(line.contains(conf + ":3: unknown key 'interflow.optimize.popsize'"), o.err());
    assertFalse(Files.exists(tmp.resolve("typo").resolve("pareto.csv")));
  }

  /**
   * Every random router network of this layout uses all 8 routers, so "routers in use" is constant
   * over the population, which jMetal's SMS-EMOA cannot normalise: a one-line error, exit code 2.
   */
  @Test
  void smsEmoaOnAConstantObjectiveIsAOneLineErrorNamingTheAlternatives() {
    CliRun o = CliRun.run("optimize", "--problem", "routernet", "--algorithm", "smsemoa", "--population", "8", "--generations", "1",
        "--out", tmp.resolve("sms").toString());
    assertEquals(2, o.code());
    assertTrue(o.err().contains("interflow: interflow.optimize.algorithm: smsemoa cannot rank this population"), o.err());
    assertTrue(o.err().contains("use nsga2 or nsga3"), o.err());
  }

  /**
   * Routers of different sizes, m = (6, 6, 6, 6, 8, 8): 40 ports, 16 for the compute nodes, 24 left
   * (12 cables). Every design keeps each router's port count: router r occurs m_r times in slots.
   */
  @Test
  void routersOfDifferentSizesKeepTheirPortCountsInEveryDesign() throws IOException {
    Path out = tmp.resolve("ports");
    CliRun o = CliRun.run("optimize", "--problem", "routernet", "--set", "optimize.routernet.ports=[6,6,6,6,8,8]", "--population", "8",
        "--generations", "2", "--out", out.toString());
    assertEquals(0, o.code(), o.err());
    List<String> lines = Files.readAllLines(out.resolve("pareto.csv"));
    assertTrue(lines.size() > 1);
    int[] m = {6, 6, 6, 6, 8, 8};
    for (String line : lines.subList(1, lines.size())) {
      int[] count = new int[m.length];
      for (String x : line.split(",")[1].split("-")) count[Integer.parseInt(x)]++;
      assertArrayEquals(m, count, line);
    }
    Topology t = TopologyFiles.read(out.resolve("designs/design-01.topo"), LinkParams.DEFAULT);
    assertEquals(6, t.switches());
    assertEquals(8, t.radix(t.switchNode(5)));
  }

  @Test
  void theCommandLineOverridesTheProblemFile() throws IOException {
    String summary = Files.readString(routernet.resolve("summary.json"));
    assertTrue(summary.contains("\"algorithm\" : \"nsga2\"") || summary.contains("\"algorithm\": \"nsga2\""), summary);
  }

  /**
   * Each row's hop counts, recomputed by a breadth-first search written here over the exported
   * design file (routes through routers only), match the row, and the file has the database's links:
   * 16 compute-node links plus one per slot pair naming two different routers.
   */
  @Test
  void routerNetworkDesignsLoadBackWithTheHopCountsOfTheirRow() throws IOException {
    List<String> lines = Files.readAllLines(routernet.resolve("pareto.csv"));
    assertEquals("run,slots,meanHops,maxHops,bisection,routers,time,bisectionLower,bisectionMethod,diameter,meanDistance", lines.get(0));
    for (int i = 1; i < lines.size(); i++) {
      String[] c = lines.get(i).split(",");
      int[] slots = Arrays.stream(c[1].split("-")).mapToInt(Integer::parseInt).toArray();
      Topology t = TopologyFiles.read(routernet.resolve("designs").resolve(String.format("design-%02d.topo", i)), LinkParams.DEFAULT);
      assertEquals(16, t.servers());
      assertEquals(8, t.switches());
      int cables = 0;
      for (int s = 16; s < slots.length; s += 2) if (slots[s] != slots[s + 1]) cables++;
      assertEquals(16 + cables, t.links());
      long sum = 0;
      int max = 0;
      for (int a = 0; a < 16; a++) {
        int[] d = hopsFrom(t, a);
        for (int b = 0; b < 16; b++) {
          if (b == a) continue;
          sum += d[b];
          max = Math.max(max, d[b]);
        }
      }
      assertEquals(sum / (16.0 * 15), Double.parseDouble(c[2]), 1e-9, "meanHops of row " + i);
      assertEquals(max, Integer.parseInt(c[3]), "maxHops of row " + i);
    }
  }

  /** Hops from server {@code a} to every node, never passing through another server. */
  private static int[] hopsFrom(Topology t, int a) {
    int[] d = new int[t.nodes()];
    Arrays.fill(d, -1);
    d[a] = 0;
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(a));
    while (!queue.isEmpty()) {
      int u = queue.poll();
      if (u != a && t.isServer(u)) continue;
      for (int p = 0; p < t.degree(u); p++) {
        int v = t.neighbor(u, p);
        if (d[v] < 0) {
          d[v] = d[u] + 1;
          queue.add(v);
        }
      }
    }
    return d;
  }

  /** The simulated objective of each design is the makespan {@code interflow simulate} reports on its exported file. */
  @Test
  void theSimulatedObjectiveIsTheMakespanSimulateReportsForTheExportedDesign() throws IOException {
    List<String> lines = Files.readAllLines(routernet.resolve("pareto.csv"));
    String[] c = lines.get(1).split(",");
    CliRun o = CliRun.run("simulate", "-t", "file:path=" + routernet.resolve("designs/design-01.topo"), "-r", "shortest", "--runtime",
        "direct", "--job", JOB, "--out", tmp.resolve("simulate-check").toString());
    assertEquals(0, o.code(), o.err());
    assertTrue(o.out().contains("makespan " + c[6] + " s"), o.out() + " vs " + c[6]);
  }

  /**
   * A 3-generation run resumed with 6 generations ends exactly as a straight 6-generation run: the
   * fingerprint leaves the generation count out, and every generation's randomness depends only on
   * (seed, run, generation) and the population it starts from.
   */
  @Test
  void resumingAShortRunWithMoreGenerationsGivesTheStraightRunsResults() throws IOException {
    Path straight = tmp.resolve("straight");
    Path resumed = tmp.resolve("resumed");
    assertEquals(0, CliRun.run("optimize", exanest(6).toString(), "--out", straight.toString()).code());
    assertEquals(0, CliRun.run("optimize", exanest(3).toString(), "--out", resumed.toString()).code());
    assertTrue(Files.readString(resumed.resolve("checkpoints/run-0.json")).contains("\"generation\" : 3"));
    CliRun o = CliRun.run("optimize", "--resume", resumed.toString(), "--generations", "6");
    assertEquals(0, o.code(), o.err());
    for (String f : List.of("pareto.csv", "indicators.csv", "summary-by-f3.csv")) {
      assertEquals(Files.readString(straight.resolve(f)), Files.readString(resumed.resolve(f)), f);
    }
  }

  /**
   * --evaluate simulates the best-f1, best-f2 and knee designs (each once, its roles joined) and, for
   * each, Jellyfish networks of its size, each under shortest and ECMP routing. T = (2, 4, 2): 16
   * routers with 3 servers each; a design of f3 used entries has 8 backplanes + 8 f3 cables, so the
   * Jellyfish of degree 2 * links / 16 = f3 + 1 has exactly as many links.
   */
  @Test
  void evaluateSimulatesThePickedDesignsBesideJellyfishNetworksOfTheirSize() throws IOException {
    // eight tasks keep the simulations short; two Jellyfish seeds
    Path workload = file("workload.conf", "interflow.simulate.jobs = [\"" + JOB + ",tasks=8\"]\n");
    Path out = tmp.resolve("evaluate");
    CliRun o = CliRun.run("optimize", exanest(2).toString(), "--evaluate", workload.toString(), "--set",
        "optimize.evaluate.jellyfish-seeds=2", "--out", out.toString());
    assertEquals(0, o.code(), o.err());
    List<String> rows = Files.readAllLines(out.resolve("evaluation.csv"));
    assertEquals("front,roles,design,routing,seconds,undeliverable,routers,servers,links,jellyfish,jellyfishLinks,jellyfishSeeds,"
        + "jellyfishMeanSeconds,jellyfishSdSeconds,jellyfishMinSeconds,jellyfishMaxSeconds,jellyfishUndeliverable,jellyfishOverDesign",
        rows.get(0));
    assertEquals(0, (rows.size() - 1) % 2, "two routings per design");
    assertTrue(rows.size() - 1 >= 2 && rows.size() - 1 <= 6, "one to three designs");
    java.util.Set<String> roles = new java.util.TreeSet<>();
    for (int i = 1; i < rows.size(); i += 2) {
      String[] a = rows.get(i).split(",");
      String[] b = rows.get(i + 1).split(",");
      assertEquals("shortest", a[3]);
      assertEquals("ecmp", b[3]);
      assertEquals("all", a[0]);
      assertEquals(a[2], b[2], "both routings of one design");
      roles.addAll(List.of(a[1].split("\\+")));
      assertEquals("0", a[5]);
      assertEquals("16", a[6]);
      assertEquals("48", a[7]);
      int f3 = (int) java.util.Arrays.stream(a[2].split("-")).filter(x -> !x.equals("0")).count();
      assertEquals(8 + 8 * f3, Integer.parseInt(a[8]), "8 backplanes + 8 cables per used entry");
      assertEquals(a[8], a[10], "the Jellyfish has as many links");
      assertEquals("switches=16 ports=" + (3 + f3 + 1) + " servers=3", a[9]);
      assertEquals("2", a[11]);
      double mean = Double.parseDouble(a[12]);
      assertTrue(Double.parseDouble(a[14]) <= mean && mean <= Double.parseDouble(a[15]), rows.get(i));
      assertTrue(Long.parseLong(a[16]) >= 0, "flows the Jellyfish networks could not deliver (a degree-2 one may be disconnected)");
      // times are printed to 1e-9 s, a relative rounding of about 1e-4 on times of some 10 us
      assertEquals(mean / Double.parseDouble(a[4]), Double.parseDouble(a[17]), 1e-3 * mean / Double.parseDouble(a[4]));
    }
    assertEquals(java.util.Set.of("best-f1", "best-f2", "knee"), roles, "every role appears, coinciding ones joined");
    assertTrue(Files.size(out.resolve("evaluation.png")) > 0);
  }
}
