package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden scenarios: each folder under {@code src/test/resources/scenarios/} holds {@code args}
 * (the command line, one argument per line, {@code run.conf} relative to the folder), inputs,
 * {@code expected/} and a README saying how its key numbers were checked independently. The run
 * is done with 1 and with 4 worker threads and, for the dynamic engine's commands ({@code simulate},
 * {@code replay}, {@code schedule --execution network}), on both runtimes ({@code --runtime direct} and {@code actors}, whatever runtime
 * the args name): every output must equal the expected files byte for byte (apart from {@code
 * wallSeconds}). Regenerate with {@code -Dinterflow.regenerate=true} and review the diff.
 */
class ScenarioIT {
  private static final Path ROOT = Path.of("src/test/resources/scenarios");
  private static final List<String> COMPARED = List.of("summary.json", "hops.csv", "serverhops.csv", "linkload-histogram.csv", "links.csv",
      "jobs.csv", "flows.csv", "link-utilisation.csv", "timeline.json", "pareto.csv", "summary-by-f3.csv", "summary-by-routers.csv", "indicators.csv", "evaluation.csv",
      "ranks.csv", "traffic-matrix.csv", "bandwidth.csv", "rounds.csv", "ebb-histogram.csv", "collectives.csv",
      "utilisation.csv", "storage.json", "storage-jobs.csv", "storage-devices.csv", "storage-utilisation.csv",
      "attribution-jobs.csv", "attribution-pairs.csv", "attribution-links.csv");

  static Stream<String> scenarios() throws IOException {
    try (Stream<Path> s = Files.list(ROOT)) {
      // -Dinterflow.scenario=optimize runs only the scenarios whose name contains "optimize"
      String only = System.getProperty("interflow.scenario", "");
      return s.filter(p -> Files.isRegularFile(p.resolve("args"))).map(p -> p.getFileName().toString())
          .filter(n -> n.contains(only)).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("scenarios")
  void outputMatchesTheExpectedFilesWithOneAndFourThreadsOnEveryRuntime(String name, @TempDir Path tmp)
      throws IOException {
    Path dir = ROOT.resolve(name);
    Path expected = dir.resolve("expected");
    List<String> args = args(dir);
    boolean dynamic = args.get(0).equals("simulate") || args.get(0).equals("replay")
        || (args.get(0).equals("schedule") && args.contains("network"));
    List<String> runtimes = dynamic ? List.of("direct", "actors") : List.of("");
    if (Boolean.getBoolean("interflow.regenerate")) {
      Path one = run(args, "", tmp.resolve("regenerate"), 1);
      Files.createDirectories(expected);
      for (String f : COMPARED) {
        if (Files.exists(one.resolve(f))) Files.writeString(expected.resolve(f), canonical(one.resolve(f)), StandardCharsets.UTF_8);
      }
    }
    int compared = 0;
    for (String runtime : runtimes) {
      for (int threads : new int[] {1, 4}) {
        Path out = run(args, runtime, tmp.resolve(runtime + threads), threads);
        compared = 0;
        for (String f : COMPARED) {
          if (!Files.exists(expected.resolve(f))) continue;
          compared++;
          assertEquals(Files.readString(expected.resolve(f)), canonical(out.resolve(f)),
              name + "/" + f + " (" + threads + " threads" + (runtime.isEmpty() ? "" : ", " + runtime) + ")");
        }
      }
    }
    assertTrue(compared > 0, name + " has expected files");
  }

  /** The scenario's command line, {@code run.conf} and {@code ${scenario}} resolved. */
  private static List<String> args(Path scenario) throws IOException {
    List<String> args = new ArrayList<>();
    for (String line : Files.readAllLines(scenario.resolve("args"))) {
      String a = line.strip();
      if (a.isEmpty() || a.startsWith("#")) continue;
      args.add(a.equals("run.conf") ? scenario.resolve("run.conf").toString() : a.replace("${scenario}", scenario.toString()));
    }
    return args;
  }

  /** Runs {@code args} with {@code threads} threads, on {@code runtime} unless blank (any runtime the args name is dropped). */
  private static Path run(List<String> scenarioArgs, String runtime, Path out, int threads) {
    List<String> args = new ArrayList<>(scenarioArgs);
    if (!runtime.isEmpty()) {
      int i = args.indexOf("--runtime");
      if (i >= 0) args.subList(i, i + 2).clear();
      args.addAll(List.of("--runtime", runtime));
    }
    args.addAll(List.of("--threads", Integer.toString(threads), "--out", out.toString()));
    int code = Main.run(args.toArray(String[]::new));
    assertEquals(0, code, "exit code of " + args);
    return out;
  }

  /** The file without volatile lines: wall-clock time, and the thread count the run was given. */
  private static String canonical(Path file) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (String line : Files.readAllLines(file)) {
      if (line.contains("\"wallSeconds\"") || line.contains("\"threads\"")) continue;
      sb.append(line).append('\n');
    }
    return sb.toString();
  }
}
