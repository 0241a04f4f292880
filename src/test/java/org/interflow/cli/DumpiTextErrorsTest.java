package org.interflow.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A damaged dumpi2ascii rank file ends {@code replay}, {@code trace check} and {@code trace convert}
 * alike: one line naming file and line, exit 2, nothing written. Copies of traces/dumpi/testtrace,
 * whose rank 0 text has MPI_Isend on lines 23-30 and MPI_Allreduce entering on line 43.
 */
class DumpiTextErrorsTest {
  private static final Path TRACE = Path.of("traces/dumpi/testtrace");

  /** The 4-rank trace in {@code dir} with rank 0's text {@code rank0}; its .meta. */
  private static Path copy(Path dir, String rank0) throws IOException {
    for (String f : List.of("testtrace.meta", "testtrace-0001.bin", "testtrace-0002.bin", "testtrace-0003.bin")) {
      Files.copy(TRACE.resolve(f), dir.resolve(f));
    }
    Files.writeString(dir.resolve("testtrace-0000.txt"), rank0);
    return dir.resolve("testtrace.meta");
  }

  private static String rank0() throws IOException { return Files.readString(TRACE.resolve("testtrace-0000.txt")); }

  private static String errorLine(CliRun o) {
    return o.err().lines().filter(l -> l.startsWith("interflow: ")).findFirst().orElse(o.err());
  }

  @Test
  void replayOfARankFileCutMidLineIsBadInputNotADeadlock(@TempDir Path tmp) throws IOException {
    String text = rank0();
    int cut = text.indexOf("MPI_Allreduce entering") + "MPI_Allreduce en".length();
    Path meta = copy(tmp, text.substring(0, cut));
    CliRun o = CliRun.run("replay", "--trace", meta.toString(), "-t", "star:servers=40", "--out", tmp.resolve("r").toString());
    assertEquals(2, o.code(), o.out() + o.err());  // 1, "DEADLOCK: 3 rank(s) never finished", before
    assertEquals("interflow: " + tmp.resolve("testtrace-0000.txt") + ":43: expected a `MPI_X entering at walltime <sec>.<nsec>, ...` "
        + "line (the file's last line: was it cut short?), got 'MPI_Allreduce en'", errorLine(o));
    assertEquals(1, o.err().lines().filter(l -> l.startsWith("interflow: ")).count(), o.err());
    assertFalse(o.err().contains("\tat "), o.err());
    assertFalse(Files.exists(tmp.resolve("r")));
  }

  @Test
  void traceCheckAndConvertRefuseAGarbageLineInsideACall(@TempDir Path tmp) throws IOException {
    String text = rank0().replace("int dest=1\n", "!!garbage line!!\nint dest=1\n");  // the new line 26
    Path meta = copy(tmp, text);
    String expected = "interflow: " + tmp.resolve("testtrace-0000.txt") + ":26: expected `<type> <name>=<value>` or "
        + "`MPI_Isend returning at walltime ...` inside the MPI_Isend entered on line 23, got '!!garbage line!!'";
    CliRun check = CliRun.run("trace", "check", meta.toString());
    assertEquals(2, check.code(), check.out() + check.err());  // OK and exit 0 before
    assertEquals(expected, errorLine(check));
    Path goal = tmp.resolve("t.goal");
    CliRun convert = CliRun.run("trace", "convert", meta.toString(), "--to", "goal", "--out", goal.toString());
    assertEquals(2, convert.code(), convert.out() + convert.err());
    assertEquals(expected, errorLine(convert));
    assertFalse(Files.exists(goal));
  }
}
