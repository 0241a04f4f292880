package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.ActionTape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceTokenizerTest {
  @TempDir Path dir;

  /** Every line with tokens as {@code "<line>:<token>|<token>..."}. */
  private List<String> lines(String text) throws IOException {
    Path file = dir.resolve("t.txt");
    Files.writeString(file, text, StandardCharsets.ISO_8859_1);
    List<String> out = new ArrayList<>();
    try (TraceTokenizer t = new TraceTokenizer(file)) {
      while (t.next()) {
        StringBuilder s = new StringBuilder().append(t.line()).append(':');
        for (int i = 0; i < t.count(); i++) s.append(i > 0 ? "|" : "").append(t.text(i));
        out.add(s.toString());
      }
    }
    return out;
  }

  /** The tokenizer positioned on the single line {@code line}. */
  private TraceTokenizer on(String line) throws IOException {
    Path file = dir.resolve("one.txt");
    Files.writeString(file, line + "\n", StandardCharsets.ISO_8859_1);
    TraceTokenizer t = new TraceTokenizer(file);
    assertTrue(t.next());
    return t;
  }

  @Test
  void lfCrAndCrLfEachEndOneLineAsReadLineCountsThem() throws IOException {
    // "a\n" line 1, "b\r" line 2, "c\r\n" line 3, "\r\n" an empty line 4, "d" line 5 without newline
    assertEquals(List.of("1:a", "2:b", "3:c", "5:d"), lines("a\nb\rc\r\n\r\nd"));
  }

  @Test
  void blanksTabsAndFormFeedsSeparateTokensAndBlankLinesAreSkippedButCounted() throws IOException {
    // line 1 only blanks, line 2 tokens between runs of blank, tab and form feed, line 3 empty
    assertEquals(List.of("2:0|compute|5", "4:1|x"), lines(" \t \f\n \t0 \f\tcompute  5\t \n\n1 x \f"));
  }

  @Test
  void aFinalEmptyLineIsNotALineAndAnEmptyFileHasNone() throws IOException {
    assertEquals(List.of("1:a"), lines("a\n"));
    assertEquals(List.of(), lines(""));
    assertEquals(List.of(), lines("\n\n   "));
  }

  @Test
  void aLineLongerThanTheBlockAndLinesAcrossBlocksAreWhole() throws IOException {
    // 300,000 tokens "7" on line 2 (600,000 bytes) and then 200,000 short lines: the file spans
    // several 1 MiB blocks, and a CR LF may be split between two of them
    StringBuilder s = new StringBuilder("first\r\n");
    s.append("7 ".repeat(300_000)).append("\r\n");
    for (int i = 0; i < 200_000; i++) s.append(i).append(" z\r\n");
    Path file = dir.resolve("long.txt");
    Files.writeString(file, s, StandardCharsets.ISO_8859_1);
    try (TraceTokenizer t = new TraceTokenizer(file)) {
      assertTrue(t.next());
      assertTrue(t.next());
      assertEquals(2, t.line());
      assertEquals(300_000, t.count());
      for (int i = 0; i < 200_000; i++) {
        assertTrue(t.next());
        assertEquals(i + 3, t.line());
        assertEquals(i, t.integer(0));
        assertEquals("z", t.text(1));
      }
      assertFalse(t.next());
    }
  }

  @Test
  void aCrLfSplitBetweenTwoBlocksEndsOneLine() throws IOException {
    // line 1 is 1 MiB - 1 bytes, so its CR is the last byte of the first 1 MiB block and its LF
    // the first of the next: "b" must be line 2, not line 3 after an empty line
    assertEquals(List.of("1:" + "a".repeat((1 << 20) - 1), "2:b"), lines("a".repeat((1 << 20) - 1) + "\r\nb\n"));
  }

  @Test
  void integersReadAsParseIntDoes() throws IOException {
    TraceTokenizer t = on("-1 +7 0042 2147483647 -2147483648");
    assertEquals(-1, t.integer(0));   // MPI_ANY_SOURCE
    assertEquals(7, t.integer(1));
    assertEquals(42, t.integer(2));
    assertEquals(Integer.MAX_VALUE, t.integer(3));
    assertEquals(Integer.MIN_VALUE, t.integer(4));
    TraceTokenizer bad = on("2147483648 1e3 - 5x");
    for (int i = 0; i < 4; i++) {
      int field = i;
      assertThrows(NumberFormatException.class, () -> bad.integer(field));
    }
  }

  @Test
  void numbersReadAsParseDoubleDoesBitForBit() throws IOException {
    // hand values: 1e6 = 1,000,000; 1.5E+03 = 1500; 0.1 is the double nearest 1/10, 0x3FB999999999999A;
    // 2.5e-3 = 0.0025 nearest; -0 keeps its sign; 123456789012345678901234567890 (30 digits) is
    // 1.2345678901234568E29; 9007199254740993 (2^53 + 1) rounds to even, 2^53; 1e23 is past the exact
    // powers of ten and 1e-300 below them: parseDouble's own results
    TraceTokenizer t = on("1e6 1.5E+03 0.1 2.5e-3 -0 123456789012345678901234567890 9007199254740993 1e23 1e-300 .5 7.");
    assertEquals(1_000_000.0, t.number(0));
    assertEquals(1500.0, t.number(1));
    assertEquals(0x3FB999999999999AL, Double.doubleToRawLongBits(t.number(2)));
    assertEquals(0.0025, t.number(3));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(t.number(4)));
    assertEquals(1.2345678901234568E29, t.number(5));
    assertEquals(9007199254740992.0, t.number(6));
    assertEquals(1e23, t.number(7));
    assertEquals(1e-300, t.number(8));
    assertEquals(0.5, t.number(9));
    assertEquals(7.0, t.number(10));
  }

  @Test
  void decimalsWithUpToEighteenDigitsMatchParseDouble() throws IOException {
    // the second method: Double.parseDouble on the same text, for decimals that take the fast
    // path (digits, a point, an exponent) and some that just miss it
    String[] texts = {"3.14159", "2.718281828459045", "0.000001", "1234.5678e-2", "999999999999999999",
      "12345678901234567.8", "4.9e-22", "7e22", "1E-22", "0.30000000000000004", "1.7976931348623157e308"};
    TraceTokenizer t = on(String.join(" ", texts));
    for (int i = 0; i < texts.length; i++) {
      assertEquals(Double.doubleToRawLongBits(Double.parseDouble(texts[i])), Double.doubleToRawLongBits(t.number(i)), texts[i]);
    }
  }

  @Test
  void malformedNumbersThrowAsParseDoubleDoes() throws IOException {
    TraceTokenizer t = on("1e 1e+ e5 . - 1.2.3 0x 12abc");
    for (int i = 0; i < t.count(); i++) {
      int field = i;
      assertThrows(NumberFormatException.class, () -> t.number(field));
    }
  }

  @Test
  void aMalformedNumberInATraceNamesFileLineAndForm() throws IOException {
    // line 3 (after a blank line 2) has a size of "1.5.0"
    Path file = dir.resolve("bad.txt");
    Files.writeString(file, "0 init\n\n0 isend 1 0 1.5.0\n1 irecv 0 0 8\n");
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> TraceReaders.read(file, TraceFormat.TI, new ActionTape()));
    assertEquals(file + ":3: expected `<rank> send|isend <dst> <tag> <size> [datatype]` (legacy `<rank> send <dst> "
        + "<size> [datatype]`), got '0 isend 1 0 1.5.0'", e.getMessage());
  }

  @Test
  void actionNamesMatchIgnoringAsciiCaseOnly() throws IOException {
    TraceTokenizer t = on("isend Isend ISEND isen isendx \u00cdsend");
    byte[] isend = "isend".getBytes(StandardCharsets.US_ASCII);
    assertEquals(TraceTokenizer.EQUAL, t.match(0, isend));
    assertEquals(TraceTokenizer.EQUAL_IGNORING_CASE, t.match(1, isend));
    assertEquals(TraceTokenizer.EQUAL_IGNORING_CASE, t.match(2, isend));
    assertEquals(TraceTokenizer.DIFFERENT, t.match(3, isend));
    assertEquals(TraceTokenizer.DIFFERENT, t.match(4, isend));
    assertEquals(TraceTokenizer.DIFFERENT, t.match(5, isend));  // Latin-1 I-acute is not I
  }

  @Test
  void theLeadingRankFollowsTheRankScanRule() throws IOException {
    assertEquals(12, on("  \t12 compute 5").leadingRank());
    assertEquals(-1, on("\f12 compute 5").leadingRank());      // a form feed before the rank
    assertEquals(-1, on("+1 compute 5").leadingRank());
    assertEquals(-1, on("1234567890 compute 5").leadingRank()); // 10 digits
    assertEquals(123456789, on("123456789 compute 5").leadingRank());
    assertEquals(-1, on("1x compute 5").leadingRank());
  }
}
