package org.interflow.io.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryTest {
  @TempDir Path dir;

  /**
   * A summary with every shape a run writes: top-level scalars, dotted keys that nest, a real that
   * needs rounding, a real that is an integer, NaN, an empty object, an empty list, a list of
   * strings and a list of objects. The expected text is the form Jackson's data binding wrote
   * (ObjectMapper with INDENT_OUTPUT and WRITE_BIGDECIMAL_AS_PLAIN), typed out by hand from its
   * rules: two-space indent, {@code "key" : value}, arrays on one line as {@code [ a, b ]} with
   * objects inside them opened on the same line, empty containers as {@code { }} and {@code [ ]}.
   * Numbers: 0.1 + 0.2 = 0.30000000000000004 rounds to 9 decimals as 0.3; 2.7e-9 rounds up to
   * 0.000000003 (plain, not 3E-9) and 1e-10 down to 0; 1e21 is printed plain, not as 1E+21; 3.0
   * prints as 3.
   */
  private static final String EXPECTED = String.join("\n",
      "{",
      "  \"command\" : \"replay\",",
      "  \"seed\" : 1,",
      "  \"bytes\" : 8589934592,",
      "  \"deadlocked\" : false,",
      "  \"simulatedSeconds\" : 0.3,",
      "  \"tiny\" : 0.000000003,",
      "  \"negligible\" : 0,",
      "  \"huge\" : 1000000000000000000000,",
      "  \"whole\" : 3,",
      "  \"undefined\" : null,",
      "  \"hops\" : {",
      "    \"mean\" : 5.5,",
      "    \"max\" : 6",
      "  },",
      "  \"trace\" : \"a \\\"quoted\\\" name\",",
      "  \"skippedCalls\" : { },",
      "  \"waiting\" : [ ],",
      "  \"ranks\" : [ \"rank 1 waits\", \"rank 2 waits\" ],",
      "  \"jobs\" : [ {",
      "    \"job\" : 0,",
      "    \"finishSeconds\" : 0.25",
      "  }, {",
      "    \"job\" : 1,",
      "    \"finishSeconds\" : null",
      "  } ]",
      "}");

  private static Summary example() {
    Map<String, Object> job0 = new LinkedHashMap<>();
    job0.put("job", 0);
    job0.put("finishSeconds", Summary.canonical(0.25));
    Map<String, Object> job1 = new LinkedHashMap<>();
    job1.put("job", 1);
    job1.put("finishSeconds", null);
    return new Summary()
        .put("command", "replay")
        .put("seed", 1L)
        .put("bytes", 8L << 30)
        .put("deadlocked", false)
        .put("simulatedSeconds", 0.1 + 0.2)
        .put("tiny", 2.7e-9)
        .put("negligible", 1e-10)
        .put("huge", 1e21)
        .put("whole", 3.0)
        .put("undefined", Double.NaN)
        .put("hops.mean", 5.5)
        .put("hops.max", 6)
        .put("trace", "a \"quoted\" name")
        .put("skippedCalls", new LinkedHashMap<String, Object>())
        .put("waiting", List.of())
        .put("ranks", List.of("rank 1 waits", "rank 2 waits"))
        .put("jobs", List.of(job0, job1));
  }

  @Test
  void rendersTheIndentedJacksonFormWithCanonicalNumbersAndAFinalNewline() {
    assertEquals(EXPECTED + "\n", example().toJson());
  }

  @Test
  void writesTheSameTextToAFileWithoutTheFinalNewlineInUtf8() throws IOException {
    Path file = dir.resolve("summary.json");
    example().write(file);
    assertEquals(EXPECTED, Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Non-ASCII text is written as UTF-8 bytes, not escaped: e-acute is the two bytes C3 A9. */
  @Test
  void writesNonAsciiTextAsUtf8() throws IOException {
    Path file = dir.resolve("summary.json");
    new Summary().put("trace", "caf\u00e9").write(file);
    byte[] expected = "{\n  \"trace\" : \"caf\u00e9\"\n}".getBytes(StandardCharsets.UTF_8);
    assertEquals(new String(expected, StandardCharsets.ISO_8859_1),
        new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
  }

  @Test
  void aValueOfAnotherTypeIsRefusedByName() {
    Summary s = new Summary().put("where", Path.of("runs"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, s::toJson);
    assertEquals(true, e.getMessage().contains("(runs)"), e.getMessage());
  }
}
