package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A simulate run large enough for max-min's incremental updates (1024 flows of about 8 hops on a
 * 1024-node torus: over 4096 active hops) is deterministic: the direct runner on one thread and
 * the actor runtime on four write byte-identical flow tables and summaries (but for wall time).
 */
class IncrementalMaxMinRunTest {
  @Test
  void directOnOneThreadAndActorsOnFourWriteTheSameFlows(@TempDir Path tmp) throws Exception {
    Path direct = run(tmp.resolve("direct"), "direct", "1");
    Path actors = run(tmp.resolve("actors"), "actors", "4");
    assertArrayEquals(Files.readAllBytes(direct.resolve("flows.csv")), Files.readAllBytes(actors.resolve("flows.csv")));
    assertEquals(summary(direct), summary(actors));
  }

  private static Path run(Path out, String runtime, String threads) {
    CliRun r = CliRun.run("simulate", "-t", "torus:dims=8x8x16", "--job", "unstructured:bytes=8KiB,compute=1us,messages=2",
        "--sharing", "max-min", "--runtime", runtime, "--threads", threads, "--set", "output.plots=false",
        "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    return out;
  }

  /** summary.json without its wall-time lines. */
  private static String summary(Path run) throws Exception {
    StringBuilder b = new StringBuilder();
    for (String line : Files.readAllLines(run.resolve("summary.json"))) {
      if (!line.contains("wallSeconds")) b.append(line).append('\n');
    }
    return b.toString();
  }
}
