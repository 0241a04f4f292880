package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChromeTraceTest {
  @Test
  void aTinyTraceIsWrittenExactly(@TempDir Path tmp) throws IOException {
    // One job (pid 0) with one task (tid 3): it computes from 1.5 us for 1 ps, then communicates
    // from 2 s (2e12 ps = 2,000,000 us) for 250 ns (0.25 us).
    Path f = tmp.resolve("trace.json");
    try (ChromeTrace t = new ChromeTrace(f)) {
      t.processName(0, "job 0").threadName(0, 3, "task 3 @ server 17");
      t.complete("compute", "task", 1_500_000, 1, 0, 3);
      t.complete("communicate", "task", 2_000_000_000_000L, 250_000, 0, 3);
    }
    assertEquals("{\"traceEvents\":[\n"
        + "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":0,\"args\":{\"name\":\"job 0\"}},\n"
        + "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":3,\"args\":{\"name\":\"task 3 @ server 17\"}},\n"
        + "{\"name\":\"compute\",\"cat\":\"task\",\"ph\":\"X\",\"ts\":1.500000,\"dur\":0.000001,\"pid\":0,\"tid\":3},\n"
        + "{\"name\":\"communicate\",\"cat\":\"task\",\"ph\":\"X\",\"ts\":2000000.000000,\"dur\":0.250000,\"pid\":0,\"tid\":3}\n"
        + "],\"displayTimeUnit\":\"ns\"}\n", Files.readString(f));
  }

  @Test
  void spansFirstAndWithMoreNamesThanTheCacheHoldsAreWrittenExactly(@TempDir Path tmp) throws IOException {
    // A span opens the file (no metadata before it); then ten name-category pairs, more than the
    // eight that are kept encoded, each written twice (the second time with an equal but distinct
    // String), and a name that needs escaping. Span k starts at k us and lasts k ps.
    Path f = tmp.resolve("trace.json");
    StringBuilder expected = new StringBuilder("{\"traceEvents\":[\n");
    try (ChromeTrace t = new ChromeTrace(f)) {
      int k = 0;
      for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 10; i++, k++) {
          String name = new String("state" + i);
          String category = i % 2 == 0 ? "even" : "odd";
          t.complete(name, category, k * 1_000_000L, k, 0, i);
          expected.append(k == 0 ? "" : ",\n").append("{\"name\":\"state").append(i).append("\",\"cat\":\"")
              .append(category).append("\",\"ph\":\"X\",\"ts\":").append(k).append(".000000,\"dur\":0.")
              .append(String.format("%06d", k)).append(",\"pid\":0,\"tid\":").append(i).append('}');
        }
      }
      t.complete("say \"hi\"", "odd", 0, 0, 1, 2);
      expected.append(",\n{\"name\":\"say \\\"hi\\\"\",\"cat\":\"odd\",\"ph\":\"X\",\"ts\":0.000000,\"dur\":0.000000,\"pid\":1,\"tid\":2}");
    }
    expected.append("\n],\"displayTimeUnit\":\"ns\"}\n");
    assertEquals(expected.toString(), Files.readString(f));
  }

  @Test
  void manyEventsParseBackWithTheirFields(@TempDir Path tmp) throws IOException {
    // 20,000 events (about 2 MB, crossing the 64 KiB buffer many times). Event i starts at
    // i * 1,000,123 ps = i.000123 ... us and lasts i ps; it alternates compute / communicate over
    // 7 threads of 2 processes.
    Path f = tmp.resolve("big.json");
    int n = 20_000;
    try (ChromeTrace t = new ChromeTrace(f)) {
      t.processName(0, "job \"a\"").processName(1, "job\\b\n").processSortIndex(1, 0).threadSortIndex(1, 2, 5);
      for (int i = 0; i < n; i++) t.complete(i % 2 == 0 ? "compute" : "communicate", "task", i * 1_000_123L, i, i % 2, i % 7);
      assertEquals(n + 4, t.events());
    }
    JsonNode root = new ObjectMapper().readTree(f.toFile());
    assertEquals("ns", root.get("displayTimeUnit").asText());
    JsonNode events = root.get("traceEvents");
    assertEquals(n + 4, events.size());
    assertEquals("job \"a\"", events.get(0).get("args").get("name").asText());
    assertEquals("job\\b\n", events.get(1).get("args").get("name").asText());
    assertEquals(5, events.get(3).get("args").get("sort_index").asInt());
    // Event 12,345 (index 12,349): odd, so "communicate" in process 1, thread 12,345 mod 7 = 4 (7 * 1,763 = 12,341);
    // starts at 12,345 * 1,000,123 ps = 12,346,518,435 ps = 12,346.518435 us; lasts 12,345 ps = 0.012345 us.
    JsonNode e = events.get(12_349);
    assertEquals("communicate", e.get("name").asText());
    assertEquals("task", e.get("cat").asText());
    assertEquals("X", e.get("ph").asText());
    assertEquals("12346.518435", e.get("ts").decimalValue().toPlainString());
    assertEquals("0.012345", e.get("dur").decimalValue().toPlainString());
    assertEquals(1, e.get("pid").asInt());
    assertEquals(4, e.get("tid").asInt());
  }

  @Test
  void anEmptyTraceIsStillValidJson(@TempDir Path tmp) throws IOException {
    Path f = tmp.resolve("empty.json");
    new ChromeTrace(f).close();
    assertEquals("{\"traceEvents\":[],\"displayTimeUnit\":\"ns\"}\n", Files.readString(f));
    assertEquals(0, new ObjectMapper().readTree(f.toFile()).get("traceEvents").size());
  }

  @Test
  void negativeTimesAndWritingAfterCloseAreRefused(@TempDir Path tmp) {
    ChromeTrace t = new ChromeTrace(tmp.resolve("t.json"));
    assertThrows(IllegalArgumentException.class, () -> t.complete("x", "c", -1, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> t.complete("x", "c", 0, -5, 0, 0));
    t.close();
    t.close();
    assertThrows(IllegalStateException.class, () -> t.processName(0, "late"));
  }
}
