package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code trace convert} into a folder it cannot write says so in words, and cleans its killed predecessors' staging. */
class TraceConvertOutputTest {
  private static final String TRACE = "traces/simgrid-ti/actions_alltoall.txt";

  @Test
  void aFolderThatCannotBeWrittenIsAOneLineErrorWithoutJavaNames() {
    // /sys refuses new entries to everyone, root included (EPERM), as a read-only mount does
    assumeTrue(Files.isDirectory(Path.of("/sys/kernel")));
    CliRun o = CliRun.run("trace", "convert", TRACE, "--to", "goal", "--out", "/sys/kernel/interflow-test/a.goal");
    assertEquals(2, o.code(), o.err());
    assertTrue(o.err().startsWith("interflow: --out: cannot write into /sys/kernel/interflow-test ("), o.err());
    assertFalse(o.err().contains("java."), o.err());
    assertFalse(o.err().contains("Exception"), o.err());
  }

  @Test
  void aFileWhereTheFolderShouldBeIsNamed(@TempDir Path tmp) throws IOException {
    Path file = Files.writeString(tmp.resolve("notes.txt"), "x");
    CliRun o = CliRun.run("trace", "convert", TRACE, "--to", "goal", "--out", file.resolve("a.goal").toString());
    assertEquals(2, o.code(), o.err());
    assertEquals("interflow: --out: " + file + " is not a folder", o.err().strip());
  }

  @Test
  void aKilledConversionsStagingFolderIsRemovedAndTheOutputWritten(@TempDir Path tmp) throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    Path stale = Files.createDirectories(tmp.resolve(".a.goal.partial-" + p.pid()));
    Files.writeString(stale.resolve("a.goal"), "half");
    CliRun o = CliRun.run("trace", "convert", TRACE, "--to", "goal", "--out", tmp.resolve("a.goal").toString());
    assertEquals(0, o.code(), o.err());
    assertFalse(Files.exists(stale));
    try (var s = Files.list(tmp)) {
      assertEquals(1, s.count(), "only the converted trace is left");
    }
  }
}
