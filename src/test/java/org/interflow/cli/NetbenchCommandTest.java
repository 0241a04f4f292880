package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow netbench} end to end: a run directory with the benchmark's table, plot,
 * summary and traffic matrix; the profile read back by PARX; gains against a baseline run; bad
 * input refused with exit code 2 before anything is written.
 */
class NetbenchCommandTest {
  @TempDir Path tmp;

  private static double number(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*([-0-9.E]+)").matcher(json);
    assertTrue(m.find(), key + " in " + json);
    return Double.parseDouble(m.group(1));
  }

  /**
   * mpiGraph on a star of 6 servers, 4 nodes placed linearly, 1 KiB x 8 messages: every pair at
   * 8192 B / (200 ns + 8192 B / 12.5 GB/s) = 8192 / 855.36 ns.
   */
  @Test
  void mpiGraphWritesTheHeatmapTableSummaryAndProfile() throws IOException {
    Path out = tmp.resolve("mpigraph");
    CliRun r = CliRun.run("netbench", "mpigraph", "-t", "star:servers=6", "--nodes", "4", "--bytes", "1KiB", "--window", "8",
        "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    String summary = Files.readString(out.resolve("summary.json"));
    assertEquals(8192 / 855.36e-9, number(summary, "meanPairBandwidth"), 1e-3);
    assertEquals(4 * 3 + 1, Files.readAllLines(out.resolve("bandwidth.csv")).size());
    assertEquals(4 * 3 + 1, Files.readAllLines(out.resolve("traffic-matrix.csv")).size());
    assertTrue(Files.size(out.resolve("bandwidth.png")) > 0);
    assertTrue(r.out().contains("mean pair bandwidth"), r.out());
  }

  /** PARX reads a netbench profile (uniform among 8 ranks) and the collective run reports gains against a baseline. */
  @Test
  void parxBalancesForANetbenchProfileAndCollectivesCompareWithABaseline() throws IOException {
    Path profile = tmp.resolve("profile");
    String hx = "hyperx:dims=4x4,t=2";
    assertEquals(0, CliRun.run("netbench", "mpigraph", "-t", hx, "-r", "dfsssp", "--nodes", "8", "--set", "output.plots=false",
        "--out", profile.toString()).code());
    Path base = tmp.resolve("base");
    CliRun b = CliRun.run("netbench", "collective", "-t", hx, "-r", "dfsssp", "--nodes", "8", "--set",
        "netbench.collective.operations=[barrier,alltoall]", "--set", "netbench.collective.sizes=[1KiB]",
        "--set", "output.plots=false", "--out", base.toString());
    assertEquals(0, b.code(), b.err());
    Path parx = tmp.resolve("parx");
    CliRun p = CliRun.run("netbench", "collective", "-t", hx, "-r",
        "parx:demand=" + profile.resolve("traffic-matrix.csv") + ",placement=linear", "--nodes", "8", "--set",
        "netbench.collective.operations=[barrier,alltoall]", "--set", "netbench.collective.sizes=[1KiB]",
        "--baseline", base.toString(), "--out", parx.toString());
    assertEquals(0, p.code(), p.err());
    List<String> rows = Files.readAllLines(parx.resolve("collectives.csv"));
    assertEquals("operation,nodes,bytes,tMinSeconds,tAvgSeconds,tMaxSeconds,baselineTMinSeconds,gain", rows.get(0));
    assertEquals(3, rows.size(), "barrier, then alltoall of 1 KiB");
    String summary = Files.readString(parx.resolve("summary.json"));
    assertTrue(number(summary, "virtualLanes") >= 1);
    assertTrue(summary.contains("\"meanGain\""));
    assertTrue(Files.exists(parx.resolve("gain-alltoall.png")));
  }

  @Test
  void ebbHistogramBinsMeetEdgeToEdge() throws IOException {
    Path out = tmp.resolve("ebb");
    CliRun r = CliRun.run("netbench", "ebb", "-t", "fattree:k=4,n=2", "--rounds", "50", "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    List<String> rows = Files.readAllLines(out.resolve("ebb-histogram.csv"));
    assertEquals("fromBytesPerSecond,toBytesPerSecond,rounds", rows.get(0));
    long rounds = 0;
    for (int i = 1; i < rows.size(); i++) {
      String[] f = rows.get(i).split(",");
      if (i + 1 < rows.size()) assertEquals(f[1], rows.get(i + 1).split(",")[0], "bin " + i + " ends where the next begins");
      rounds += Long.parseLong(f[2]);
    }
    assertEquals(50, rounds);
  }

  @Test
  void aCollectiveOnOneNodeRunsAndPlotsItsZeroTimes() throws IOException {
    Path out = tmp.resolve("one");
    CliRun r = CliRun.run("netbench", "collective", "-t", "star:servers=4", "--nodes", "1", "--set",
        "netbench.collective.operations=[barrier, bcast]", "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    // one rank sends nothing: every time is 0, and the time-over-size plot keeps a linear axis
    for (String row : Files.readAllLines(out.resolve("collectives.csv")).subList(1, 6)) {
      assertTrue(row.matches("(barrier|bcast),1,\\d+,0,0,0"), row);
    }
  }

  @Test
  void badInputIsRefusedBeforeAnythingIsWritten() {
    Path out = tmp.resolve("bad");
    CliRun odd = CliRun.run("netbench", "ebb", "-t", "star:servers=6", "--nodes", "5", "--out", out.toString());
    assertEquals(2, odd.code());
    assertTrue(odd.err().contains("even number of nodes"), odd.err());
    CliRun many = CliRun.run("netbench", "mpigraph", "-t", "star:servers=6", "--nodes", "7", "--out", out.toString());
    assertEquals(2, many.code());
    assertTrue(many.err().contains("7 nodes asked for"), many.err());
    CliRun alone = CliRun.run("netbench", "mpigraph", "-t", "star:servers=1", "--out", out.toString());
    assertEquals(2, alone.code());
    assertTrue(alone.err().contains("interflow.netbench.nodes: mpiGraph measures pairs of nodes: at least 2, got 1"), alone.err());
    CliRun op = CliRun.run("netbench", "collective", "-t", "star:servers=6", "--set", "netbench.collective.operations=[allgather]",
        "--out", out.toString());
    assertEquals(2, op.code());
    assertTrue(op.err().contains("unknown collective 'allgather'"), op.err());
    CliRun lanes = CliRun.run("netbench", "mpigraph", "-t", "torus:dims=5", "-r", "dfsssp:vls=1", "--out", out.toString());
    assertEquals(2, lanes.code());
    assertTrue(lanes.err().contains("dfsssp needs 2 virtual lanes to be deadlock-free, more than vls=1"), lanes.err());
    CliRun profile = CliRun.run("netbench", "mpigraph", "-t", "hyperx:dims=2x2", "-r", "parx:demand=" + tmp.resolve("none.csv"),
        "--out", out.toString());
    assertEquals(2, profile.code());
    assertTrue(profile.err().contains("not found"), profile.err());
    assertFalse(Files.exists(out));
  }
}
