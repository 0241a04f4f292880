package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code interflow sweep} in this JVM (a one-node cluster): 4-ary 2-trees (16 servers) under
 * shift traffic. shift:k=1 maps server i to i+1: on a 4-ary 2-tree, 12 of the 16 flows stay within
 * their leaf switch (2 links) and 4 cross a root (4 links), so hops.mean = (12 x 2 + 4 x 4) / 16 =
 * 2.5; shift:k=4 sends every flow to the next leaf switch: 4 links each, hops.mean = 4. A point with
 * an unknown pattern fails, is recorded with its error, and the sweep goes on; an interrupted sweep
 * (a first sitting with fewer points, or a coordinator JVM killed with {@code kill -9} mid-sweep)
 * resumed with --resume runs only what is missing and ends with the same bytes as one sitting.
 */
class SweepCommandIT {
  @TempDir
  Path dir;

  private Path sweepFile(String shifts) throws IOException {
    Path file = dir.resolve("sweep-" + shifts.hashCode() + ".conf");
    Files.writeString(file, """
        sweep {
          command = static
          set { topology = "fattree:k=4,n=2" }
          grid { traffic = [%s] }
          metrics = ["hops.mean", "flows"]
          plot { metric = "hops.mean", parameter = "traffic" }
        }
        """.formatted(shifts));
    return file;
  }

  @Test
  void aFailedPointIsRecordedAndTheOthersAreDone() throws IOException {
    Path out = dir.resolve("out");
    CliRun run = CliRun.run("sweep", sweepFile("\"shift:k=1\", \"nosuchpattern\", \"shift:k=4\"").toString(), "--out", out.toString());
    assertEquals(1, run.code(), run.err());
    List<String> rows = Files.readAllLines(out.resolve("sweep.csv"));
    assertEquals("run,traffic,status,hops.mean,flows,error", rows.get(0));
    assertTrue(rows.get(1).endsWith(",shift:k=1,done,2.5,16,"), rows.get(1));
    assertTrue(rows.get(2).contains(",nosuchpattern,failed,,,") && rows.get(2).contains("nosuchpattern"), rows.get(2));
    assertTrue(rows.get(3).endsWith(",shift:k=4,done,4,16,"), rows.get(3));
    assertTrue(Files.isRegularFile(out.resolve("plot.png")));
    assertTrue(run.out().contains("3 run(s), 2 done, 1 failed, 0 missing"), run.out());
  }

  @Test
  void aMetricNoRunHasIsBadInputButTheRunsStay() throws IOException {
    Path file = Files.writeString(dir.resolve("meen.conf"),
        "sweep {\n  command = static\n  set { topology = \"fattree:k=4,n=2\" }\n  grid { seed = [1, 2] }\n"
            + "  metrics = [\"hops.meen\", \"flows\"]\n}\n");
    Path out = dir.resolve("meen");
    CliRun run = CliRun.run("sweep", file.toString(), "--out", out.toString());
    assertEquals(2, run.code(), run.err());
    assertTrue(run.err().contains("interflow: " + file + ": sweep.metrics: hops.meen is in no run's summary.json; its numeric keys: "),
        run.err());
    List<String> rows = Files.readAllLines(out.resolve("sweep.csv"));
    assertEquals("run,seed,status,hops.meen,flows,error", rows.get(0));
    assertTrue(rows.get(1).endsWith(",1,done,,16,"), rows.get(1));   // uniform traffic on the 16 servers: 16 flows
  }

  @Test
  void aResumedSweepRunsOnlyWhatIsMissingAndEndsAsOneSitting() throws IOException {
    Path whole = dir.resolve("whole");
    Path resumed = dir.resolve("resumed");
    String all = "\"shift:k=1\", \"shift:k=2\", \"shift:k=4\"";
    assertEquals(0, CliRun.run("sweep", sweepFile(all).toString(), "--out", whole.toString(), "--max-parallel", "2").code());
    // the first sitting stops after two of the three points; a copy of the last run's results was
    // being staged when the coordinator was killed (pid 999999999 runs nowhere)
    assertEquals(0, CliRun.run("sweep", sweepFile("\"shift:k=1\", \"shift:k=2\"").toString(), "--out", resumed.toString()).code());
    Path stale = Files.createDirectories(resumed.resolve("runs").resolve(".0123456789abcdef0123-a1.partial-999999999"));
    CliRun refused = CliRun.run("sweep", sweepFile(all).toString(), "--out", resumed.toString());
    assertEquals(2, refused.code());
    assertTrue(refused.err().contains("add --resume"), refused.err());
    CliRun second = CliRun.run("sweep", sweepFile(all).toString(), "--out", resumed.toString(), "--resume");
    assertEquals(0, second.code(), second.err());
    assertTrue(second.out().contains("this sitting ran 1 in"), second.out());
    assertFalse(Files.exists(stale));
    assertEquals(Files.readString(whole.resolve("sweep.csv")), Files.readString(resumed.resolve("sweep.csv")));
    assertEquals(runFiles(whole), runFiles(resumed));
    // nothing left to do: --resume without a sweep file reads the folder's copy and runs nothing
    CliRun third = CliRun.run("sweep", "--out", resumed.toString(), "--resume");
    assertTrue(third.out().contains("this sitting ran 0 in"), third.out());
  }

  @Test
  void aCoordinatorKilledMidSweepLosesNothingFinishedAndResumeCompletesIt() throws Exception {
    // six static runs of about 0.3 s each (8,192 flows on a 2,048-server torus) in a JVM of its own
    Path file = dir.resolve("torus.conf");
    Files.writeString(file, """
        sweep {
          command = static
          set { topology = "torus:dims=16x16x8", traffic = "uniform:flows=4" }
          grid { seed = [1, 2, 3, 4, 5, 6] }
        }
        """);
    Path killed = dir.resolve("killed");
    Process coordinator = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
        "-cp", System.getProperty("java.class.path"), "org.interflow.cli.Main", "sweep", file.toString(), "--out", killed.toString(),
        "--max-parallel", "1").redirectErrorStream(true).redirectOutput(dir.resolve("coordinator.log").toFile()).start();
    try {
      long deadline = System.nanoTime() + 120_000_000_000L;
      while (done(killed) < 1 && coordinator.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
      coordinator.destroyForcibly().waitFor();
    } finally {
      coordinator.destroyForcibly();
    }
    long before = done(killed);
    assertTrue(before >= 1 && before < 6, before + " runs done when the coordinator was killed: " + Files.readString(dir.resolve("coordinator.log")));
    CliRun resumed = CliRun.run("sweep", "--out", killed.toString(), "--resume");
    assertEquals(0, resumed.code(), resumed.err());
    assertTrue(resumed.out().contains("this sitting ran " + (6 - before) + " in"), resumed.out());
    Path whole = dir.resolve("whole");
    assertEquals(0, CliRun.run("sweep", file.toString(), "--out", whole.toString()).code());
    assertEquals(Files.readString(whole.resolve("sweep.csv")), Files.readString(killed.resolve("sweep.csv")));
    assertEquals(runFiles(whole), runFiles(killed));
  }

  private static long done(Path sweep) throws IOException {
    Path runs = sweep.resolve("runs");
    if (!Files.isDirectory(runs)) return 0;
    try (Stream<Path> s = Files.list(runs)) {
      return s.filter(p -> !p.getFileName().toString().startsWith(".")).count();
    }
  }

  /** Every run file's path and content (its SHA-256; summary.json's lines but its wall-clock one). */
  static String runFiles(Path sweep) throws IOException {
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.walk(sweep.resolve("runs"))) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        all.append(sweep.relativize(f)).append('\n');
        if (!f.getFileName().toString().equals("summary.json")) {
          all.append(org.interflow.io.sweep.ContentHash.of(f)).append('\n');
          continue;
        }
        for (String line : Files.readAllLines(f)) if (!line.contains("\"wallSeconds\"")) all.append(line).append('\n');
      }
    }
    return all.toString();
  }
}
