package org.interflow.io.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.InputFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SwfReaderTest {
  static final Path RICC = Path.of("workloads/swf/ricc-2010-2-jobs-9001-11000.swf");
  static final Path NASA = Path.of("workloads/swf/nasa-ipsc-1993-first-1000.swf");
  static final Path LUBLIN = Path.of("workloads/swf/lublin-256-first-1000.swf");

  @TempDir
  Path tmp;

  private Path file(String text) throws IOException {
    Path f = tmp.resolve("log.swf");
    Files.writeString(f, text);
    return f;
  }

  private static List<SwfJob> jobs(Path file) {
    List<SwfJob> jobs = new ArrayList<>();
    SwfReader.jobs(file, (job, line) -> jobs.add(job));
    return jobs;
  }

  @Test
  void headerCommentsGiveTheMachineAndKeepEveryValue() throws IOException {
    Path f = file("; Computer: Test\n; MaxNodes: 16\n; MaxProcs:   64\n; Note: a note\n;       on two lines\n"
        + "; Queue: 1 batch\n; Queue: 2 debug\n;\n1 0 -1 10 4 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n; MaxNodes: 99\n");
    SwfHeader h = SwfReader.header(f);
    assertEquals(16, h.maxNodes());
    assertEquals(64, h.maxProcs());
    assertEquals("a note on two lines", h.value("Note"));
    assertEquals(List.of("1 batch", "2 debug"), h.values().get("Queue"));
  }

  @Test
  void aJobLineHasEighteenFieldsWithMinusOneForMissing() throws IOException {
    Path f = file("\n  7  120  30  3600  8  1.5  2048.25  16  7200  -1  5  3  2  1  1  1  -1  -1\n");
    SwfJob j = jobs(f).get(0);
    assertEquals(7, j.number());
    assertEquals(120, j.submitSeconds());
    assertEquals(30, j.waitSeconds());
    assertEquals(3600, j.runSeconds());
    assertEquals(8, j.allocatedProcessors());
    assertEquals(1.5, j.averageCpuSeconds());
    assertEquals(2048.25, j.usedMemoryKb());
    assertEquals(16, j.requestedProcessors());
    assertEquals(7200, j.requestedSeconds());
    assertEquals(SwfStatus.CANCELLED, j.status());
    assertEquals(-1, j.thinkTimeSeconds());
    assertEquals(16, j.processors(), "requested processors first");
  }

  @Test
  void allocatedProcessorsStandInWhenNoneWereRequested() throws IOException {
    SwfJob j = jobs(file("1 0 0 5 12 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n")).get(0);
    assertEquals(12, j.processors());
  }

  @Test
  void malformedLinesNameFileLineAndField() throws IOException {
    String good = "1 0 0 5 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1\n";
    Path shortLine = file("; header\n" + good + "2 0 0 5 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1\n");
    InputFormatException e = assertThrows(InputFormatException.class, () -> jobs(shortLine));
    assertTrue(e.getMessage().startsWith(shortLine + ":3: expected an SWF job line"), e.getMessage());
    assertTrue(e.getMessage().contains("only 17 fields"), e.getMessage());
    Path letter = file(good + "2 0 0 5x 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1\n");
    e = assertThrows(InputFormatException.class, () -> jobs(letter));
    assertEquals(letter + ":2: expected an integer in field 4 (run time), got '5x'", e.getMessage());
    Path status = file("1 0 0 5 4 -1 -1 4 10 -1 9 1 1 -1 -1 -1 -1 -1\n");
    e = assertThrows(InputFormatException.class, () -> jobs(status));
    assertTrue(e.getMessage().contains(":1: expected a status in field 11"), e.getMessage());
    Path extra = file("1 0 0 5 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1 7\n");
    assertThrows(InputFormatException.class, () -> jobs(extra));
    assertThrows(InputFormatException.class, () -> jobs(tmp.resolve("missing.swf")));
  }

  @Test
  void aSinkCanStopTheReading() throws IOException {
    // the malformed third line is never reached
    Path f = file("1 0 0 5 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1\n2 0 0 5 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1\nbad\n");
    int[] seen = {0};
    SwfReader.jobs(f, (job, line) -> ++seen[0] < 2);
    assertEquals(2, seen[0]);
  }

  @Test
  void theRealLogExcerptsReadWhole() {
    // counts from awk over the files: RICC 2000 jobs, 570 cancelled (status 5), 9 with zero
    // runtime; NASA 1000 jobs, every requested time and status -1, 11 zero runtimes; Lublin 1000
    List<SwfJob> ricc = jobs(RICC);
    assertEquals(2000, ricc.size());
    assertEquals(570, ricc.stream().filter(j -> j.status() == SwfStatus.CANCELLED).count());
    assertEquals(9, ricc.stream().filter(j -> j.runSeconds() <= 0).count());
    assertEquals(9001, ricc.get(0).number());
    assertEquals(1024, SwfReader.header(RICC).maxNodes());
    assertEquals(8192, SwfReader.header(RICC).maxProcs());
    List<SwfJob> nasa = jobs(NASA);
    assertEquals(1000, nasa.size());
    assertTrue(nasa.stream().allMatch(j -> j.requestedSeconds() == -1 && j.status() == SwfStatus.UNKNOWN));
    assertEquals(11, nasa.stream().filter(j -> j.runSeconds() <= 0).count());
    assertEquals(1000, jobs(LUBLIN).size());
    assertEquals(256, SwfReader.header(LUBLIN).maxNodes());
    assertEquals(-1, SwfReader.header(LUBLIN).maxProcs());
  }
}
