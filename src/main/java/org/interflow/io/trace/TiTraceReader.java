package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads a SimGrid time-independent (TI) trace, as {@code smpirun -replay} does, into a {@link
 * TraceSink}.
 *
 * <p>Two layouts: one shared file of {@code <rank> <action> <args...>} lines (any rank order; the
 * rank count is the largest rank + 1, found by a first streaming pass or, for a sink that takes
 * the count last such as the replay's {@code ActionTape}, while the one pass reads the actions),
 * or an index file whose
 * line i is the path of rank i's file (an index of a single line names one file shared by every
 * rank, as in {@code smpirun -replay}) (relative to the index's folder or, when no such file exists
 * there, to the working directory, as {@code smpirun} resolves them). Per-rank files are read
 * one after the other, so an index of 4096 files never holds more than one open file; every line
 * of rank i's file must name rank i. Blank lines and trailing blanks are ignored, a missing final
 * newline is fine.
 *
 * <p>The actions, their argument layouts and datatype rules follow SimGrid's {@code
 * smpi_replay.cpp}; see {@link TiActionParser}. Pre-2018 spellings ({@code allReduce}, {@code
 * allToAllV}, {@code Isend}, tag-less {@code send <dst> <size>}, argument-less {@code wait}) are
 * accepted too. Memory: O(ranks + outstanding requests), never the trace. Speed: the lines are
 * tokenised in place in 1 MiB byte blocks ({@link TraceTokenizer}), about 0.1 s per million
 * lines once compiled.
 */
public final class TiTraceReader implements TraceReader {
  @Override
  public LineVerdict judgeLine(String line, String[] fields, int count) {
    // "<rank> <action> ..." in a shared file, or one path per line in an index of per-rank files
    if (count >= 2 && TraceLines.isInteger(fields[0]) && Character.isLetter(fields[1].charAt(0))) return LineVerdict.MATCH;
    return count == 1 && !TraceLines.isInteger(fields[0]) ? LineVerdict.MATCH : LineVerdict.NO;
  }

  /** Reads the trace at {@code file} (shared file or index) into {@code sink}, then calls {@code end()}. */
  @Override
  public void read(Path file, TraceSink sink) {
    List<String> index = indexEntries(file);
    if (index != null && index.size() > 1) {
      readIndexed(file, index, sink);
    } else {
      Path shared = index == null ? file : resolve(file, index.get(0));
      if (sink.acceptRanksLast()) {
        readInOnePass(shared, sink);
      } else {
        int ranks = sharedRankCount(shared);
        TiActionParser parser = new TiActionParser(ranks, sink);
        sink.ranks(ranks);
        readLines(shared, -1, parser);
      }
    }
    sink.end();
  }

  /**
   * Reads a shared file in one pass into a sink that takes the rank count last: the count is the
   * largest rank + 1, known at the end, and peers are checked against it then. A v-collective
   * needs the count on its line: then the file is scanned for it first ({@link #sharedRankCount}).
   * On any error the file is read again the two-pass way into a sink that keeps nothing, so the
   * error reported is the one that reading reports: a bad rank field anywhere first, then the first
   * bad line (a peer the final count rules out included), then the sink's own complaint.
   */
  private static void readInOnePass(Path file, TraceSink sink) {
    TiActionParser parser = new TiActionParser(sink, () -> sharedRankCount(file));
    long[] line = {0};
    try {
      readLines(file, parser, line);
      if (parser.ranks() < 0) {
        int count = parser.highestRank() + 1;
        if (count == 0 || parser.highestPeer() >= count) throw new InputFormatException(file.toString(), line[0], "valid ranks", "");
        parser.knowRanks(count);
      } else if (parser.highestPeer() >= parser.ranks()) {
        throw new InputFormatException(file.toString(), line[0], "valid ranks", "");
      }
    } catch (InputFormatException | IllegalArgumentException e) {
      throw twoPassError(file, e, line[0]);
    }
  }

  /**
   * The error the two-pass reading of {@code file} reports: the rank-count scan's, else the first
   * parse error up to {@code line} (where the one-pass reading stopped with {@code failure}), else
   * {@code failure} itself.
   */
  private static RuntimeException twoPassError(Path file, RuntimeException failure, long line) {
    int ranks = sharedRankCount(file);  // throws the scan's error
    TiActionParser parser = new TiActionParser(ranks, new DiscardingSink());
    long[] at = {0};
    try {
      readLines(file, parser, at);
    } catch (InputFormatException e) {
      if (e.line() <= line) return e;
    }
    return failure;
  }

  /** A sink that keeps nothing, for {@link #twoPassError}. */
  private static final class DiscardingSink implements TraceSink {
    @Override public void ranks(int ranks) { }

    @Override public void action(int rank, org.interflow.model.traffic.mpi.MpiAction action, String file, long line) { }

    @Override public void skipped(int rank, String call, String file, long line) { }

    @Override public void end() { }
  }

  /** An index entry: beside the index if such a file exists there, else from the working directory. */
  static Path resolve(Path indexFile, String entry) {
    Path folder = indexFile.getParent();  // kept relative when the index path is, so messages stay short
    Path beside = folder == null ? Path.of(entry) : folder.resolve(entry);
    Path fromWorkingDirectory = Path.of(entry);
    return java.nio.file.Files.isRegularFile(beside) || !java.nio.file.Files.isRegularFile(fromWorkingDirectory)
        ? beside : fromWorkingDirectory;
  }

  private static void readIndexed(Path indexFile, List<String> entries, TraceSink sink) {
    int ranks = entries.size();
    TiActionParser parser = new TiActionParser(ranks, sink);
    sink.ranks(ranks);
    for (int rank = 0; rank < ranks; rank++) readLines(resolve(indexFile, entries.get(rank)), rank, parser);
  }

  /** The index's entries, or null when {@code file} is a shared trace (its first line is an action). */
  static List<String> indexEntries(Path file) {
    String[][] fields = {new String[8]};
    List<String> entries = null;
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (TraceLines.blank(line)) continue;
        int n = TraceLines.split(line, fields);
        if (entries == null) {
          if (n != 1 || isRank(fields[0][0])) return null;
          entries = new ArrayList<>();
        }
        if (n != 1) {
          throw new InputFormatException(file.toString(), lineNo, "one per-rank trace path per line (TI index file)", line.trim());
        }
        if (entries.size() == TraceLimits.MAX_RANKS) {
          throw new InputFormatException(file.toString(), lineNo, "an index of at most 2^20 per-rank trace paths", line.trim());
        }
        entries.add(fields[0][0]);
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    if (entries == null) throw new InputFormatException(file.toString(), 1, "a TI trace or index", "empty file");

    return entries;
  }

  private static boolean isRank(String s) {
    for (int i = 0; i < s.length(); i++) if (!Character.isDigit(s.charAt(i))) return false;
    return !s.isEmpty();
  }

  /**
   * First pass over a shared file: the largest rank named + 1. A byte scan, with no string per
   * line, answers when every line is well formed; otherwise the line-by-line pass below finds
   * and reports the faulty line.
   */
  static int sharedRankCount(Path file) {
    int max = scannedMaxRank(file);
    return max >= 0 ? max + 1 : checkedRankCount(file);
  }

  /**
   * The largest rank that starts a line (after blanks and tabs) of the ISO-8859-1 file, lines
   * holding only blanks skipped, or -1 when a line does not start with 1-9 digits or no line
   * names a rank. Lines end at LF, CR or CR LF as for {@link BufferedReader#readLine()}. One
   * pass, O(bytes), 64 KiB of memory.
   */
  private static int scannedMaxRank(Path file) {
    if (!java.nio.file.Files.isRegularFile(file)) return -1;
    byte[] buf = new byte[1 << 16];
    int max = -1;
    // per line: 0 leading blanks, 1 in the rank's digits, 2 after the rank, 3 blank chars after
    // leading blanks (a line of blanks only, unless something else follows)
    int state = 0;
    int value = 0;
    int digits = 0;
    try (java.io.InputStream in = java.nio.file.Files.newInputStream(file)) {
      for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
        for (int i = 0; i < n; i++) {
          int c = buf[i];
          if (c == '\n' || c == '\r') {
            if (state == 1) max = Math.max(max, value);
            state = 0;
            continue;
          }
          switch (state) {
            case 0, 3 -> {
              if (c >= '0' && c <= '9') {
                if (state == 3) return -1;
                state = 1;
                value = c - '0';
                digits = 1;
              } else if (c == '\f') {
                state = 3;
              } else if (c != ' ' && c != '\t') {
                return -1;
              }
            }
            case 1 -> {
              if (c >= '0' && c <= '9') {
                if (++digits > 9) return -1;
                value = value * 10 + (c - '0');
                if (value >= TraceLimits.MAX_RANKS) return -1;  // the line-by-line pass names the line
              } else {
                max = Math.max(max, value);
                state = 2;
              }
            }
            default -> { }
          }
        }
      }
    } catch (IOException e) {
      return -1;
    }
    if (state == 1) max = Math.max(max, value);
    return max;
  }

  /** The line-by-line first pass: the largest rank named + 1, or an error naming the first bad line. */
  private static int checkedRankCount(Path file) {
    int max = -1;
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int start = 0;
        while (start < line.length() && (line.charAt(start) == ' ' || line.charAt(start) == '\t')) start++;
        if (start == line.length() || TraceLines.blank(line)) continue;
        int end = start;
        while (end < line.length() && Character.isDigit(line.charAt(end))) end++;
        if (end == start || end - start > 9) {
          throw new InputFormatException(file.toString(), lineNo, "`<rank> <action> <args...>` with rank >= 0", line.trim());
        }
        int rank = Integer.parseInt(line, start, end, 10);
        if (rank >= TraceLimits.MAX_RANKS) {
          throw new InputFormatException(file.toString(), lineNo, "`<rank> <action> <args...>` with " + TraceLimits.RANK_RANGE, line.trim());
        }
        max = Math.max(max, rank);
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    if (max < 0) throw new InputFormatException(file.toString(), 1, "`<rank> <action> <args...>` lines", "no action");
    return max + 1;
  }

  /** Streams one file's lines into the parser; {@code onlyRank} >= 0 requires every line to name it. */
  private static void readLines(Path file, int onlyRank, TiActionParser parser) {
    String name = file.toString();
    try (TraceTokenizer tokens = new TraceTokenizer(file)) {
      while (tokens.next()) parser.parse(tokens, name, onlyRank);
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
  }

  /** Streams a shared file into the parser, keeping in {@code line[0]} the number of the line read last. */
  private static void readLines(Path file, TiActionParser parser, long[] line) {
    String name = file.toString();
    try (TraceTokenizer tokens = new TraceTokenizer(file)) {
      while (tokens.next()) {
        line[0] = tokens.line();
        parser.parse(tokens, name, -1);
      }
      line[0] = tokens.line();
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
  }
}
