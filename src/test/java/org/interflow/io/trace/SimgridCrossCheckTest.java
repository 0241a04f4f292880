package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interflow.cli.Main;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code simgrid} MPI preset against the real SimGrid: every reference case (SimGrid 3.32,
 * CM02, crosstraffic off; see docs/simgrid-crosscheck.md) is replayed end to end from the CLI on
 * its equivalent Interflow network, and the simulated time must be within 0.1% of SimGrid's.
 */
class SimgridCrossCheckTest {
  @TempDir Path tmp;

  static Stream<String> cases() {
    return SimgridReferenceCases.all().stream().map(SimgridReferenceCases.ReferenceCase::name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void replayMatchesSimgridToATenthOfAPercent(String name) throws IOException {
    SimgridReferenceCases.ReferenceCase c = SimgridReferenceCases.named(name);
    String topology = c.interflowTopology();
    if (topology.startsWith("file:")) topology = "file:" + c.folder().resolve(topology.substring(5));
    int servers = servers(c);
    int perNode = (c.ranks() + servers - 1) / servers;
    Path out = tmp.resolve("run");
    List<String> args = new ArrayList<>(List.of("replay", "--trace", c.folder().resolve("index.txt").toString(),
        "--mpi", "simgrid", "-t", topology, "--placement", "linear:per-node=" + perNode, "--runtime", "direct",
        "--set", "replay.mpi.host-speed=" + c.expected().getProperty("interflow.hostSpeedFlops").strip(),
        "--set", "output.plots=false", "--set", "simulate.utilisation.enabled=false", "--set", "output.timeline=false",
        "--out", out.toString()));
    String capacity = c.expected().getProperty("interflow.link.capacity");
    if (capacity != null) args.addAll(List.of("--set", "link.capacity=" + capacity.strip()));
    String latency = c.expected().getProperty("interflow.link.latency");
    if (latency != null) args.addAll(List.of("--set", "link.latency=" + latency.strip()));
    String routing = c.expected().getProperty("interflow.routing");
    if (routing != null) args.addAll(List.of("-r", routing.strip()));
    assertEquals(0, Main.run(args.toArray(String[]::new)), name + ": replay failed");
    double simulated = number(Files.readString(out.resolve("summary.json"), StandardCharsets.UTF_8), "simulatedSeconds");
    double expected = c.simulatedSeconds();
    System.out.printf("simgrid cross-check %-32s Interflow %.9f s, SimGrid %.9f s, %+.5f%%%n", name, simulated, expected,
        100 * (simulated - expected) / expected);
    assertTrue(Math.abs(simulated - expected) <= 1e-3 * expected,
        name + ": Interflow " + simulated + " s, SimGrid " + expected + " s ("
            + String.format("%+.4f%%", 100 * (simulated - expected) / expected) + ")");
  }

  private static int servers(SimgridReferenceCases.ReferenceCase c) {
    Matcher m = Pattern.compile("servers=(\\d+)").matcher(c.interflowTopology());
    return m.find() ? Integer.parseInt(m.group(1)) : c.ranks();
  }

  private static double number(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*([-0-9.eE+]+)").matcher(json);
    if (!m.find()) throw new AssertionError("no " + key + " in " + json);
    return Double.parseDouble(m.group(1));
  }
}
