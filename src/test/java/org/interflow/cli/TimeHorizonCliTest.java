package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs that would pass the dynamic engine's clock horizon (2^63 ps = 9.22e6 s, 106.75 days) stop
 * with one line naming the horizon and what passed it, exit code 2, on both runtimes, and write
 * nothing; a run just within the horizon completes.
 */
class TimeHorizonCliTest {
  @TempDir Path tmp;

  private Path trace(String text) throws IOException {
    Path t = tmp.resolve("trace.txt");
    Files.writeString(t, text);
    return t;
  }

  private void assertOneLineHorizonError(CliRun o, String what, String out) {
    assertEquals(2, o.code(), o.err());
    assertTrue(o.err().contains("interflow: simulated time " + what + " is beyond the horizon of 106.8 days (9.223e+06 s)"),
        o.err());
    assertFalse(o.err().contains("\tat "), "no stack trace: " + o.err());
    assertFalse(o.err().contains("Exception"), "no exception: " + o.err());
    assertFalse(o.out().contains("DEADLOCK"), o.out());
    assertFalse(Files.exists(tmp.resolve(out)), "nothing written");
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "actors"})
  void aComputePastTheHorizonNamesTheRankAndTraceLine(String runtime) throws IOException {
    // 1e19 flops at the default 1e9 flops/s: 1e10 s
    Path t = trace("0 init\n1 init\n0 compute 1e19\n0 finalize\n1 finalize\n");
    CliRun o = CliRun.run("replay", "--trace", t.toString(), "-t", "star:servers=2", "--runtime", runtime,
        "--out", tmp.resolve("r").toString());
    assertOneLineHorizonError(o, "1.00000e+10 s (the end of a compute of rank 0 at " + t + ":3)", "r");
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "actors"})
  void aJobWhoseFlowsPassTheHorizonNamesTheFlow(String runtime) {
    // nbody ring of 4 tasks on a star, 1e17 B per message: the first step's flows 0-3 (task i to
    // i + 1, one per link direction) each take 1e17 / 12.5e9 B/s = 8e6 s; the second step's flow 4
    // (0 -> 1) would end at about 1.6e7 s, past 9.22e6 s
    CliRun o = CliRun.run("simulate", "-t", "star:servers=4", "--job", "nbody:bytes=100000000GB,tasks=4",
        "--set", "output.plots=false", "--runtime", runtime, "--out", tmp.resolve("s").toString());
    assertOneLineHorizonError(o,
        "1.60000e+07 s (the end of flow 4 of 100000000000000000 bytes from server 0 to server 1)", "s");
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "actors"})
  void aComputeThatEndsPastTheHorizonNamesTheTask(String runtime) {
    // three computes of 5e6 s: the second ends at 1e7 s, past 9.22e6 s
    CliRun o = CliRun.run("simulate", "-t", "star:servers=2", "--job", "stencil2d:compute=5000000s,iterations=3",
        "--set", "output.plots=false", "--runtime", runtime, "--out", tmp.resolve("c").toString());
    assertOneLineHorizonError(o, "1.00000e+07 s (the end of a compute of task 0 of job 0 on server 0)", "c");
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "actors"})
  void aComputeJustWithinTheHorizonCompletes(String runtime) throws IOException {
    // 9e15 flops at 1e9 flops/s: 9e6 s, within 9.22e6 s
    Path t = trace("0 init\n0 compute 9e15\n0 finalize\n");
    CliRun o = CliRun.run("replay", "--trace", t.toString(), "-t", "star:servers=2", "--runtime", runtime,
        "--out", tmp.resolve("r").toString());
    assertEquals(0, o.code(), o.err());
    assertTrue(o.out().contains("simulated 9000000.000000000 s"), o.out());
  }
}
