package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The byte-level TI reader against the String-based reader it replaced ({@link
 * StringTiTraceReader}, kept in the tests as the second method): for every TI trace of the
 * repository, for rewritten copies (CR, CR LF, tabs, form feeds, blank lines, no final newline,
 * upper-case action names) and for malformed lines, both must give the same tape (every action of
 * every rank with its file and line, the counts, the skipped calls, the encoded bytes), the same
 * objects to a plain sink, or the same exception message.
 */
class TiReaderEquivalenceTest {
  @TempDir Path dir;

  /** What a read gives: the tape as text, or the exception's class and message. */
  private static String viaTape(Path file, boolean old) {
    ActionTape tape = new ActionTape();
    try {
      if (old) new StringTiTraceReader().read(file, tape); else new TiTraceReader().read(file, tape);
    } catch (RuntimeException e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
    StringBuilder s = new StringBuilder();
    s.append(tape.ranks()).append(" ranks ").append(tape.actions()).append(" actions ").append(tape.messages())
        .append(" messages ").append(tape.messageBytes()).append(" bytes ").append(tape.encodedBytes()).append(" encoded\n");
    for (ActionTape.Kind k : ActionTape.Kind.values()) s.append(k).append('=').append(tape.count(k)).append(' ');
    for (MpiAction.CollectiveKind k : MpiAction.CollectiveKind.values()) s.append(k).append('=').append(tape.count(k)).append(' ');
    s.append('\n').append(tape.skipped()).append('\n');
    for (int r = 0; r < tape.ranks(); r++) {
      s.append("rank ").append(r).append(' ').append(tape.actions(r)).append('\n');
      ActionTape.Cursor c = tape.cursor(r);
      while (c.next()) s.append(c.file()).append(':').append(c.line()).append(' ').append(c.action()).append('\n');
    }
    return s.toString();
  }

  /** The same read into a sink that only implements the object method (the TraceSink defaults). */
  private static String viaObjects(Path file, boolean old) {
    List<String> events = new ArrayList<>();
    TraceSink sink = new TraceSink() {
      @Override public void ranks(int ranks) { events.add("ranks " + ranks); }

      @Override public void action(int rank, MpiAction action, String f, long line) { events.add(rank + " " + f + ":" + line + " " + action); }

      @Override public void skipped(int rank, String call, String f, long line) { events.add(rank + " " + f + ":" + line + " skipped " + call); }

      @Override public void end() { events.add("end"); }
    };
    try {
      if (old) new StringTiTraceReader().read(file, sink); else new TiTraceReader().read(file, sink);
    } catch (RuntimeException e) {
      events.add(e.getClass().getName() + ": " + e.getMessage());
    }
    return String.join("\n", events);
  }

  private static void assertSameReading(Path file) {
    String expected = viaTape(file, true);
    assertEquals(expected, viaTape(file, false), file.toString());
    assertEquals(viaObjects(file, true), viaObjects(file, false), file.toString());
  }

  private static List<Path> repositoryTraces() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String root : List.of("traces/simgrid-ti", "src/test/resources/traces/simgrid-ti", "src/test/resources/simgrid-reference")) {
      try (Stream<Path> walk = Files.walk(Path.of(root))) {
        walk.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(files::add);
      }
    }
    return files;
  }

  @Test
  void everyRepositoryTraceReadsAsTheStringReaderReadsIt() throws IOException {
    List<Path> files = repositoryTraces();
    assertTrue(files.size() > 60, "found " + files.size() + " traces");  // 13 examples, 2 x 33 index files, references
    for (Path file : files) assertSameReading(file);
  }

  @Test
  void rewrittenLineEndsBlanksAndCaseReadTheSame() throws IOException {
    // actions_with_isend.txt has tests and waits by key; the 2014 rank 0 file has every collective
    String isend = Files.readString(Path.of("traces/simgrid-ti/actions_with_isend.txt"), StandardCharsets.ISO_8859_1);
    String waitall = Files.readString(Path.of("traces/simgrid-ti/actions_waitall.txt"), StandardCharsets.ISO_8859_1);
    String alltoallv = Files.readString(Path.of("traces/simgrid-ti/actions_alltoallv.txt"), StandardCharsets.ISO_8859_1);
    for (String text : List.of(isend, waitall, alltoallv)) {
      List<String> variants = List.of(
          text.replace("\n", "\r\n"),
          text.replace("\n", "\r"),
          text.replace(" ", "\t"),
          text.replace(" ", " \f "),
          text.replace("\n", "\n\n  \t\n"),
          text.strip(),                                  // no final newline
          text.strip() + "\r",
          "\n\n" + text.replace("\n", "  \n"),
          text.replace("isend", "Isend").replace("recv", "Recv").replace("wait", "WAIT"),
          text.replace("\n", "\r\n").strip() + "\r\n\r\n");
      for (String v : variants) {
        Path file = dir.resolve("variant.txt");
        Files.writeString(file, v, StandardCharsets.ISO_8859_1);
        assertSameReading(file);
      }
    }
  }

  @Test
  void legacyAndKeyedWaitsReadTheSame() throws IOException {
    String trace = """
        0 init
        1 init 1
        0 Irecv 1 100
        0 irecv 1 200
        0 wait
        0 isend 1 5 300
        0 isend 1 5 400
        0 test 0 1 5
        0 wait 0 1 5
        0 wait 0 1 5
        0 wait 0 1 5
        0 waitall
        1 isend 0 100
        1 isend 0 200
        1 send 0 7 3 4
        1 recv -1 -1 0
        1 wait 1 0 0
        1 waitall
        1 waitall
        0 recv 1 7 3 4
        0 sleep 1.5E+03
        0 compute 1e6
        0 compute 123456789012345678901234567890
        0 compute 0.1
        0 compute 1e-300
        0 compute -0
        """;
    Path file = dir.resolve("waits.txt");
    Files.writeString(file, trace);
    assertSameReading(file);
  }

  @Test
  void randomMixesOfRequestsWaitsAndTestsReadTheSame() throws IOException {
    // 40 seeded traces of 3 to 6 ranks and 600 lines: isend/irecv with tags 0-2, waits and tests
    // by (src, dst, tag) that may or may not name a pending request, legacy argument-less waits
    // while the rank has irecvs since its last waitall, waitalls, blocking calls and collectives;
    // every tenth trace has one malformed line
    String[] bad = {"x compute 1", "0 compute -1", "0 isend 99 0 1", "0 wait 0 1", "0 recv 0 0 1e999"};
    for (int seed = 0; seed < 40; seed++) {
      java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
      int ranks = 3 + random.nextInt(4);
      int[] irecvs = new int[ranks];  // irecvs since the rank's last waitall, less its legacy waits
      StringBuilder text = new StringBuilder();
      int badLine = seed % 10 == 9 ? random.nextInt(600) : -1;
      for (int line = 0; line < 600; line++) {
        int r = random.nextInt(ranks);
        int peer = random.nextInt(ranks);
        int tag = random.nextInt(3);
        String size = random.nextBoolean() ? Integer.toString(random.nextInt(5000)) : random.nextInt(100) + "." + random.nextInt(10) + "e1";
        int kind = random.nextInt(13);
        if (kind == 12 && irecvs[r] == 0) kind = 2;
        String l = switch (kind) {
          case 0, 1 -> r + " isend " + peer + " " + tag + " " + size;
          case 2, 3 -> {
            irecvs[r]++;
            yield r + " irecv " + peer + " " + tag + " " + size;
          }
          case 4 -> r + " wait " + r + " " + peer + " " + tag;
          case 5, 6 -> r + " wait " + peer + " " + r + " " + tag;
          case 7 -> r + " test " + peer + " " + r + " " + tag;
          case 8 -> {
            irecvs[r] = 0;
            yield r + " waitall";
          }
          case 9 -> r + " compute " + size;
          case 10 -> r + (random.nextBoolean() ? " send " : " recv ") + peer + " " + tag + " " + size + " " + random.nextInt(8);
          case 11 -> r + " allreduce " + size + " 10";
          default -> {
            irecvs[r]--;
            yield r + " wait";
          }
        };
        text.append(line == badLine ? bad[random.nextInt(bad.length)] : l).append('\n');
      }
      Path file = dir.resolve("random" + seed + ".txt");
      Files.writeString(file, text);
      assertSameReading(file);
    }
  }

  @Test
  void malformedLinesGiveTheSameMessages() throws IOException {
    List<String> cases = List.of(
        "0 compute 1e6\n1 compute x\n",
        "0 compute 1e6\nx compute 5\n0 bogus\n",
        "0 bogus\n",
        "0 compute -5\n",
        "0 compute 1e400\n",
        "0 compute NaN\n",
        "0 compute\n",
        "0\n",
        "\f0 compute 5\n",
        "+0 compute 5\n",
        "0000000001 compute 5\n",
        "1x compute 5\n",
        "1 send -1 0 5\n",
        "1 send 3 0 5\n0 compute 1\n",
        "1 isend 0 0 5 99\n",
        "1 isend 0 0 5 0 7\n",
        "1 isend 0 2147483648 5\n",
        "1 wait 0 1\n",
        "0 wait\n",
        "0 bcast 5 3\n1 compute 1\n",
        "0 gatherv 1 2\n1 compute 1\n",
        "0 reducescatter 1 2 x\n1 compute 1\n",
        "",
        "   \n\t\n",
        // one-pass reading: errors it defers or meets in another order than the two-pass reading
        "0 bogus\nx compute 5\n",                       // the rank scan's error (line 2) comes first
        "0 bogus\n1x compute 5\n",                      // 1x passes the scan: the bad action (line 1)
        "0 send 1 -5 10\n0 send 7 0 1\n1 compute 1\n",  // the tape's tag error (line 1) first
        "0 send 5 0 1\n0 send 1 -5 10\n1 compute 1\n",  // peer 5 of 2 ranks (line 1) before the tag error
        "0 send 5 0 1\n0 gatherv 1 2 3\n1 compute 1\n", // the gatherv needs the count: peer 5 is out
        "0 gatherv 1 2 3\n1 compute 1\n1 gatherv 1 2 3 0 0 0\n",
        "0 comm_size\n0 COMM_DUP\n0 location x y\n1 wait 0 1 9\n1 test 0 1 9\n");
    for (String text : cases) {
      Path file = dir.resolve("bad.txt");
      Files.writeString(file, text, StandardCharsets.ISO_8859_1);
      assertSameReading(file);
    }
  }
}
