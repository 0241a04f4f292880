package org.interflow.io.workload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;

/**
 * Reads Standard Workload Format logs (Feitelson, "Standard Workload Format", Parallel Workloads
 * Archive) line by line, never holding the file: header comments start with ';', blank lines are
 * skipped, and every other line is a job of 18 whitespace-separated numbers, -1 where a value is
 * missing. Fields 6, 7 and 10 (CPU time and memory) may be fractional, the others are integers.
 * A malformed line stops the reading with an {@link InputFormatException} naming the file, the
 * line and the field. O(bytes).
 */
public final class SwfReader {
  /** Fields of a job line. */
  public static final int FIELDS = 18;
  private static final String[] FIELD_NAMES = {"job number", "submit time", "wait time", "run time", "allocated processors",
      "average CPU time", "used memory", "requested processors", "requested time", "requested memory", "status", "user",
      "group", "executable", "queue", "partition", "preceding job", "think time"};
  private static final String LINE_FORM = "an SWF job line of 18 whitespace-separated numbers (-1 for missing)";

  /** Takes the jobs of a log, one at a time. */
  @FunctionalInterface
  public interface JobSink {
    /**
     * @param line the job's 1-based line number in the file
     * @return false to stop reading (the rest of the file is not read)
     */
    boolean job(SwfJob job, long line);
  }

  private SwfReader() {}

  /** The header: the comment lines before the first job line (the rest of the file is not read). */
  public static SwfHeader header(Path file) {
    SwfHeader header = new SwfHeader();
    scan(file, header, null);
    return header;
  }

  /** Hands every job line of {@code file} to {@code sink}, in file order, until it asks to stop. */
  public static void jobs(Path file, JobSink sink) { scan(file, null, sink); }

  private static void scan(Path file, SwfHeader header, JobSink sink) {
    long[] integers = new long[FIELDS];
    double[] reals = new double[FIELDS];
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      long lineNo = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNo++;
        int start = skipBlanks(line, 0);
        if (start == line.length()) continue;
        if (line.charAt(start) == ';') {
          if (header != null) header.comment(line.substring(start + 1));
          continue;
        }
        if (sink == null) return;
        parse(file, lineNo, line, start, integers, reals);
        if (!sink.job(job(file, lineNo, integers, reals), lineNo)) return;
      }
    } catch (NoSuchFileException e) {
      throw new InputFormatException(file.toString(), "an SWF job log", "no such file");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** The 18 numbers of a job line: fields 6, 7 and 10 into {@code reals}, the others into {@code integers}. */
  private static void parse(Path file, long lineNo, String line, int from, long[] integers, double[] reals) {
    int at = from;
    for (int f = 0; f < FIELDS; f++) {
      if (at == line.length()) throw new InputFormatException(file.toString(), lineNo, LINE_FORM, "only " + f + " fields: " + line.trim());
      int end = at;
      while (end < line.length() && !Character.isWhitespace(line.charAt(end))) end++;
      if (isReal(f)) reals[f] = real(file, lineNo, line.substring(at, end), f);
      else integers[f] = integer(file, lineNo, line, at, end, f);
      at = skipBlanks(line, end);
    }
    if (at < line.length()) throw new InputFormatException(file.toString(), lineNo, LINE_FORM, "more than 18 fields: " + line.trim());
  }

  /** Fields 6, 7 and 10 (CPU time and memory) may be fractional. */
  private static boolean isReal(int f) { return f == 5 || f == 6 || f == 9; }

  /** Integer field {@code f} spanning [from, end) of the line. */
  private static long integer(Path file, long lineNo, String line, int from, int end, int f) {
    int i = from;
    boolean negative = line.charAt(i) == '-';
    if (negative) i++;
    long v = 0;
    boolean valid = i < end;
    for (; i < end && valid; i++) {
      char c = line.charAt(i);
      valid = c >= '0' && c <= '9' && v <= (Long.MAX_VALUE - 9) / 10;
      v = v * 10 + (c - '0');
    }
    if (!valid) throw fieldError(file, lineNo, "an integer", f, line.substring(from, end));
    return negative ? -v : v;
  }

  private static double real(Path file, long lineNo, String token, int f) {
    try {
      double d = Double.parseDouble(token);
      if (Double.isFinite(d)) return d;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw fieldError(file, lineNo, "a number", f, token);
  }

  private static InputFormatException fieldError(Path file, long lineNo, String what, int f, String token) {
    return new InputFormatException(file.toString(), lineNo, what + " in field " + (f + 1) + " (" + FIELD_NAMES[f] + ")", token);
  }

  private static SwfJob job(Path file, long lineNo, long[] v, double[] r) {
    SwfStatus status = SwfStatus.of(v[10]);
    if (status == null) {
      throw new InputFormatException(file.toString(), lineNo, "a status in field 11 (-1, 0, 1, 2, 3, 4 or 5)", Long.toString(v[10]));
    }
    return new SwfJob(v[0], v[1], v[2], v[3], v[4], r[5], r[6], v[7], v[8], r[9], status, v[11], v[12], v[13], v[14], v[15], v[16],
        v[17]);
  }

  private static int skipBlanks(String line, int from) {
    int i = from;
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) i++;
    return i;
  }
}
