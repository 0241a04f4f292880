package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;

/**
 * Line-level helpers shared by the trace readers: opening a file, splitting a line into
 * whitespace-separated fields and parsing numbers with one-line errors naming file and line.
 */
final class TraceLines {
  private TraceLines() {}

  /** Opens {@code file} for streaming; a missing file is a one-line error. */
  static BufferedReader open(Path file) {
    if (!Files.isRegularFile(file)) throw new InputFormatException(file.toString(), "an existing trace file", "no such file");
    try {
      return Files.newBufferedReader(file, StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read trace " + file + ": " + e.getMessage(), e);
    }
  }

  /** Wraps an I/O failure while reading {@code file}. */
  static UncheckedIOException failure(Path file, IOException e) {
    return new UncheckedIOException("cannot read trace " + file + ": " + e.getMessage(), e);
  }

  /**
   * Splits {@code line} at runs of blanks and tabs into {@code into} (grown when needed) and
   * returns the number of fields; leading and trailing blanks are ignored. Linear in the line length.
   */
  static int split(String line, String[][] into) {
    String[] fields = into[0];
    int count = 0;
    int n = line.length();
    int i = 0;
    while (i < n) {
      while (i < n && isBlank(line.charAt(i))) i++;
      if (i >= n) break;
      int start = i;
      while (i < n && !isBlank(line.charAt(i))) i++;
      if (count == fields.length) {
        fields = java.util.Arrays.copyOf(fields, fields.length * 2);
        into[0] = fields;
      }
      fields[count++] = line.substring(start, i);
    }
    return count;
  }

  private static boolean isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f'; }

  /** True when the line holds only blanks. */
  /** True when {@code s} is an optionally negative whole number in decimal digits. */
  static boolean isInteger(String s) {
    if (s.isEmpty()) return false;
    int i = s.charAt(0) == '-' ? 1 : 0;
    if (i == s.length()) return false;
    for (; i < s.length(); i++) if (!Character.isDigit(s.charAt(i))) return false;
    return true;
  }

  static boolean blank(String line) {
    for (int i = 0; i < line.length(); i++) if (!isBlank(line.charAt(i))) return false;
    return true;
  }

  /** An int field, or an {@link InputFormatException} naming {@code expected}. */
  static int parseInt(String text, Path file, long line, String expected, String got) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new InputFormatException(file.toString(), line, expected, got);
    }
  }

  /** A long field, or an {@link InputFormatException} naming {@code expected}. */
  static long parseLong(String text, Path file, long line, String expected, String got) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new InputFormatException(file.toString(), line, expected, got);
    }
  }

  /** A finite double field, or an {@link InputFormatException} naming {@code expected}. */
  static double parseDouble(String text, Path file, long line, String expected, String got) {
    try {
      double v = Double.parseDouble(text);
      if (Double.isFinite(v)) return v;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InputFormatException(file.toString(), line, expected, got);
  }
}
