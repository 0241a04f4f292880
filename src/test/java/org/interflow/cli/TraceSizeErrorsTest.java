package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Oversized and negative trace sizes end {@code trace check} and {@code replay} alike: one line, file:line, exit 2. */
class TraceSizeErrorsTest {
  private static final String ALLTOALL = "0 init\n1 init\n0 alltoall 1e30 1e30\n1 alltoall 1e30 1e30\n";
  private static final String EXPECTED = ":3: expected `<rank> alltoall <sendsize> <recvsize> [dt1 [dt2]]` with a size of 0 to 2^40 bytes "
      + "(1 TiB) in field 3, got '0 alltoall 1e30 1e30'";

  @Test
  void traceCheckRefusesAnAlltoallOf1e30Elements(@TempDir Path tmp) throws IOException {
    Path trace = Files.writeString(tmp.resolve("a2a.txt"), ALLTOALL);
    CliRun o = CliRun.run("trace", "check", trace.toString());
    assertEquals(2, o.code(), o.out() + o.err());  // it printed OK before
    assertEquals("interflow: " + trace + EXPECTED, o.err().strip());
  }

  @Test
  void replayRefusesItBeforeWritingAnything(@TempDir Path tmp) throws IOException {
    Path trace = Files.writeString(tmp.resolve("a2a.txt"), ALLTOALL);
    CliRun o = CliRun.run("replay", "--trace", trace.toString(), "-t", "star:servers=2", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code(), o.err());
    assertEquals("interflow: " + trace + EXPECTED, o.err().lines().filter(l -> l.startsWith("interflow: ")).findFirst().orElse(""));
    assertFalse(Files.exists(tmp.resolve("r")));
  }

  @Test
  void aNegativeSendSizeIsAnErrorNotAnEmptyMessage(@TempDir Path tmp) throws IOException {
    Path trace = Files.writeString(tmp.resolve("neg.txt"), "0 send 1 0 -1e6\n1 recv 0 0 1e6\n");
    CliRun o = CliRun.run("replay", "--trace", trace.toString(), "-t", "star:servers=2", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code(), o.out());  // it replayed a 0-byte message before
    assertEquals(1, o.err().lines().filter(l -> l.startsWith("interflow: " + trace + ":1: expected ")).count(), o.err());
  }
}
