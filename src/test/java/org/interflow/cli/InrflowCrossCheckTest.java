package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The INRFlow cross-check (docs/inrflow-crosscheck.md): every case of {@code
 * inrflow-reference/cases.tsv} is run from the CLI as {@code interflow static --compat inrflow ...}
 * and each statistic INRFlow 0.4.1 printed (its {@code output.txt}, made by {@code regenerate.sh})
 * must equal Interflow's to INRFlow's six printed decimals, except the ones {@code
 * known-differences.tsv} lists with their reason, which must differ (so that the list stays true).
 * Every case of {@code dynamic-cases.tsv} is run as {@code interflow simulate --compat inrflow}
 * with INRFlow's time step as the 1 us quantum and no link latency (INRFlow has none): makespan,
 * flows, total distance and total flow latency must equal INRFlow's, in steps.
 */
class InrflowCrossCheckTest {
  private static final Path ROOT = Path.of("src/test/resources/inrflow-reference");
  /** INRFlow prints %f: six decimals, so half a unit of the sixth, plus Interflow's own rounding to nine. */
  private static final double TOLERANCE = 1e-6;

  /** INRFlow's key and the summary.json key of the same statistic. */
  static final Map<String, String> KEYS = new LinkedHashMap<>();

  static {
    KEYS.put("n.servers", "servers");
    KEYS.put("n.switches", "switches");
    KEYS.put("n.cables", "linkCount.cables");
    KEYS.put("n.links", "linkCount.usableDirected");
    KEYS.put("n.traffic.server.pairs", "flows");
    for (String[] s : new String[][] {{"link.path.length", "pathLength"}, {"server.hop.length", "serverHops"},
        {"flows.per.link", "flowsPerLink"}}) {
      KEYS.put("min." + s[0], s[1] + ".min");
      KEYS.put("max." + s[0], s[1] + ".max");
      KEYS.put("mean." + s[0], s[1] + ".mean");
      KEYS.put("median." + s[0], s[1] + ".median");
      KEYS.put("var." + s[0], s[1] + ".variance");
      KEYS.put("std." + s[0], s[1] + ".stdDev");
    }
    KEYS.put("connected.nonzero.flows.over.bottleneck.flow", "abt.pairsOverMaxLoad");
    KEYS.put("connected.flows.over.bottleneck.flow", "abt.allPairsOverMaxLoad");
    KEYS.put("connected.nonzero.flows.over.mean.flow", "abt.pairsOverMeanLoad");
    KEYS.put("connected.flows.over.mean.flow", "abt.allPairsOverMeanLoad");
  }

  static Stream<String[]> cases() throws IOException {
    List<String[]> cases = new ArrayList<>();
    for (String line : Files.readAllLines(ROOT.resolve("cases.tsv"))) {
      if (line.isBlank() || line.startsWith("#")) continue;
      cases.add(line.split("\t"));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void interflowGivesInrflowsStatistics(String name, String inrflowArgs, String interflowArgs, @TempDir Path tmp) throws IOException {
    Map<String, Double> inrflow = inrflowStatistics(ROOT.resolve(name).resolve("output.txt"));
    List<String> known = knownDifferences(name);
    List<String> args = new ArrayList<>(List.of("static", "--compat", "inrflow"));
    args.addAll(List.of(interflowArgs.trim().split("\\s+")));
    args.addAll(List.of("--out", tmp.resolve("run").toString(), "--set", "output.plots=false", "--set", "output.link-table=false"));
    assertEquals(0, Main.run(args.toArray(String[]::new)), "interflow " + args);
    JsonNode summary = new ObjectMapper().readTree(tmp.resolve("run").resolve("summary.json").toFile());
    int compared = 0;
    for (Map.Entry<String, String> k : KEYS.entrySet()) {
      Double want = inrflow.get(k.getKey());
      if (want == null) continue;
      JsonNode node = summary.at("/" + k.getValue().replace('.', '/'));
      assertFalse(node.isMissingNode(), name + ": summary.json lacks " + k.getValue());
      double got = node.asDouble();
      boolean equal = Math.abs(got - want) <= TOLERANCE;
      if (known.contains(k.getKey())) {
        assertFalse(equal, name + ": " + k.getKey() + " is listed as a known difference but agrees (" + got + ")");
      } else {
        assertTrue(equal, name + ": INRFlow " + k.getKey() + " = " + want + ", interflow " + k.getValue() + " = " + got);
      }
      compared++;
    }
    assertTrue(compared >= 20, name + ": compared " + compared + " statistics");
  }

  static Stream<String[]> dynamicCases() throws IOException {
    List<String[]> cases = new ArrayList<>();
    for (String line : Files.readAllLines(ROOT.resolve("dynamic-cases.tsv"))) {
      if (line.isBlank() || line.startsWith("#")) continue;
      cases.add(line.split("\t"));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dynamicCases")
  void theDynamicEngineWithTimeStepsGivesInrflowsTimesAndTotals(String name, String inrflowArgs, String workload,
      String interflowArgs, @TempDir Path tmp) throws IOException {
    Map<String, Double> inrflow = new LinkedHashMap<>();
    for (String line : Files.readAllLines(ROOT.resolve(name).resolve("output.txt"))) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(colon + 1).trim().matches("[0-9.]+")) {
        inrflow.put(line.substring(0, colon).trim(), Double.parseDouble(line.substring(colon + 1).trim()));
      }
    }
    List<String> args = new ArrayList<>(List.of("simulate", "--compat", "inrflow", "--set", "link.latency=0ns",
        "--set", "simulate.time-quantum=1us", "--runtime", "direct"));
    args.addAll(List.of(interflowArgs.trim().split("\\s+")));
    args.addAll(List.of("--out", tmp.resolve("run").toString(), "--set", "output.plots=false", "--set", "output.timeline=false"));
    assertEquals(0, Main.run(args.toArray(String[]::new)), "interflow " + args);
    JsonNode summary = new ObjectMapper().readTree(tmp.resolve("run").resolve("summary.json").toFile());
    JsonNode job = summary.get("jobs").get(0);
    double stepsPerSecond = 1e6;
    assertEquals(inrflow.get("Makespan"), summary.get("makespanSeconds").asDouble() * stepsPerSecond, TOLERANCE, name + " makespan");
    assertEquals(inrflow.get("Number of flows"), summary.get("flows").asDouble(), TOLERANCE, name + " flows");
    assertEquals(inrflow.get("Total distance"), job.get("totalDistance").asDouble(), TOLERANCE, name + " total distance");
    assertEquals(inrflow.get("Total flows latency"), job.get("totalLatencySeconds").asDouble() * stepsPerSecond, TOLERANCE,
        name + " total flow latency");
  }

  /** The {@code key value} lines of INRFlow's standard output whose value is a number. */
  static Map<String, Double> inrflowStatistics(Path output) throws IOException {
    Map<String, Double> m = new LinkedHashMap<>();
    for (String line : Files.readAllLines(output)) {
      String[] w = line.trim().split("\\s+");
      if (w.length != 2) continue;
      try {
        m.put(w[0], Double.parseDouble(w[1]));
      } catch (NumberFormatException e) {
        // a text value (network, routing names)
      }
    }
    return m;
  }

  private static List<String> knownDifferences(String name) throws IOException {
    List<String> keys = new ArrayList<>();
    for (String line : Files.readAllLines(ROOT.resolve("known-differences.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) continue;
      String[] w = line.split("\t");
      if (w[0].equals(name)) keys.add(w[1]);
    }
    return keys;
  }
}
