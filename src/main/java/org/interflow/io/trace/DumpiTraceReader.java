package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads an SST DUMPI trace, per rank either in the text form {@code dumpi2ascii} prints or in the
 * binary form ({@link DumpiBinaryReader}, for the calls it decodes). The text form (layout from sst-dumpi's
 * {@code dumpi/bin/dumpi2ascii-defs.h}): per call, {@code MPI_X entering at walltime S.N, ...},
 * one {@code <type> <name>=<value>} line per argument, then {@code MPI_X returning at walltime
 * S.N, ...}. Arrays print as {@code int name[n]=[a, b]}, handles as {@code 2 (MPI_COMM_WORLD)},
 * requests as {@code [h]}. Every line is checked ({@link RankText}): a line of no form dumpi2ascii
 * prints, or a call without its returning line (a file cut short), is malformed, named by line.
 *
 * <p>Input: the {@code .meta} file (its {@code numprocs} and {@code fileprefix} name the per-rank
 * files {@code <prefix>-NNNN.txt} next to it, read one after the other), or one rank's {@code
 * <prefix>-NNNN.txt} or {@code .bin} (then only that rank is read; the rank count still comes from
 * the {@code .meta} beside it). With a {@code .meta}, each rank's {@code .txt} is preferred to its
 * {@code .bin}. The computation before a call is the gap between the previous call's
 * return walltime and this call's entry walltime, in seconds (exact nanosecond arithmetic).
 * Call mapping in {@link DumpiCalls}.
 */
public final class DumpiTraceReader implements TraceReader {
  @Override
  public boolean claimsFileName(String lowerCaseName) { return lowerCaseName.endsWith(".meta") || lowerCaseName.endsWith(".bin"); }

  @Override
  public LineVerdict judgeLine(String line, String[] fields, int count) {
    if (fields[0].indexOf('=') > 0) return LineVerdict.SKIP;  // dumpi2ascii's header: version=1, starttime=...
    return fields[0].startsWith("MPI_") && line.contains(" at walltime ") ? LineVerdict.MATCH : LineVerdict.NO;
  }

  /** Streams the trace at {@code file} (a {@code .meta} or one {@code -NNNN.txt}) into {@code sink}. */
  @Override
  public void read(Path file, TraceSink sink) {
    String name = file.getFileName().toString();
    // relative when the given path is, so messages and reports name files as the user did
    Path folder = file.getParent() == null ? Path.of("") : file.getParent();
    if (name.endsWith(".meta")) {
      Meta meta = meta(file);
      sink.ranks(meta.ranks);
      for (int rank = 0; rank < meta.ranks; rank++) {
        Path txt = folder.resolve(String.format("%s-%04d.txt", meta.prefix, rank));
        Path bin = folder.resolve(String.format("%s-%04d.bin", meta.prefix, rank));
        if (Files.isRegularFile(txt)) {
          readRank(txt, rank, meta.ranks, sink);
        } else if (Files.isRegularFile(bin)) {
          DumpiBinaryReader.readRank(bin, rank, meta.ranks, sink);
        } else {
          throw new InputFormatException(file.toString(), "rank " + rank + "'s file " + txt.getFileName() + " or "
              + bin.getFileName(), "missing file");
        }
      }
    } else {
      int dash = name.lastIndexOf('-');
      int dot = name.lastIndexOf('.');
      int rank = -1;
      if (dash > 0 && dot > dash) {
        try {
          rank = Integer.parseInt(name.substring(dash + 1, dot));
        } catch (NumberFormatException e) {
          rank = -1;
        }
      }
      if (rank < 0) throw new InputFormatException(file.toString(), "a DUMPI .meta or a <prefix>-NNNN.txt or .bin file", name);
      Meta meta = meta(folder.resolve(name.substring(0, dash) + ".meta"));
      if (rank >= meta.ranks) throw new InputFormatException(file.toString(), "a rank below numprocs=" + meta.ranks, name);
      sink.ranks(meta.ranks);
      if (name.endsWith(".bin")) DumpiBinaryReader.readRank(file, rank, meta.ranks, sink);
      else readRank(file, rank, meta.ranks, sink);
    }
    sink.end();
  }

  private record Meta(int ranks, String prefix) {}

  private static Meta meta(Path file) {
    Map<String, String> keys = new HashMap<>();
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      while ((line = in.readLine()) != null) {
        int eq = line.indexOf('=');
        if (eq > 0) keys.putIfAbsent(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    String procs = keys.get("numprocs");
    String prefix = keys.get("fileprefix");
    int ranks = -1;
    try {
      ranks = procs == null ? -1 : Integer.parseInt(procs);
    } catch (NumberFormatException e) {
      ranks = -1;
    }
    if (ranks <= 0 || ranks > TraceLimits.MAX_RANKS || prefix == null) {
      throw new InputFormatException(file.toString(), "DUMPI metadata with `numprocs=<N>` (N from 1 to 2^20) and `fileprefix=<name>`",
          "numprocs=" + procs + ", fileprefix=" + prefix);
    }
    return new Meta(ranks, prefix);
  }

  private static void readRank(Path txt, int rank, int ranks, TraceSink sink) {
    RankText text = new RankText(txt, new DumpiCalls(rank, ranks, txt.toString(), sink, new DumpiDatatypes()));
    try (BufferedReader in = TraceLines.open(txt)) {
      String line = in.readLine();
      long lineNo = 0;
      while (line != null) {
        String next = in.readLine();  // one line ahead, to tell the last line (a file cut short) from the others
        text.line(line, ++lineNo, next == null);
        line = next;
      }
      text.end(lineNo);
    } catch (IOException e) {
      throw TraceLines.failure(txt, e);
    }
  }

  private static final String ENTERING = " entering at walltime ";
  private static final String RETURNING = " returning at walltime ";
  private static final String TIMES = "`MPI_X entering|returning at walltime <sec>.<nsec>, cputime <sec>.<nsec> seconds in thread <n>.`";
  private static final String CUT = " (the file's last line: was it cut short?)";
  private static final String CPUTIME = ", cputime ";
  private static final String THREAD = " seconds in thread ";
  /** dumpi2ascii's lines after the calls: footer, keyval count, function addresses, datatype sizes. */
  private static final Pattern FOOTER = Pattern.compile("\\S+ called \\d+ times and ignored \\d+ times|Total keyvals: \\d+"
      + "|Function address \\d+ has label .*|Datatype \\d+ \\(.*\\) has size -?\\d+");
  /** dumpi2ascii's count of the performance counter labels that follow it, one per line, indented. */
  private static final Pattern PERF_LABELS = Pattern.compile("Performance counters: (\\d{1,9})");
  /** Performance counter values, after a call's first or last line. */
  private static final String PERF_VALUES = "Perfcounters: [";

  /**
   * One rank's text, line by line. Between calls: a call's first line, the header's and keyvals'
   * {@code key=value} lines, the footer's, performance counter and datatype size lines, blank lines;
   * inside a call: {@code <type> <name>=<value>} lines (a two-dimensional int array continues on
   * lines starting {@code , [} and ends on one starting {@code ]}), performance counter values, and
   * the call's last line. Anything else, or a call that never returns, is malformed. MPIO_ and
   * Function_enter/exit calls are checked but not replayed.
   */
  private static final class RankText {
    private final Path file;
    private final DumpiCalls calls;
    private final Map<String, String> args = new LinkedHashMap<>();
    private final Map<String, Long> argLines = new HashMap<>();
    /** The call being read; null between calls. */
    private String call;
    private long callLine;
    private long entryNs;
    /** The two-dimensional array argument continued on the next lines; null when none. */
    private String openArray;
    /** Performance counter label lines still to come. */
    private int perfLabels;

    RankText(Path file, DumpiCalls calls) {
      this.file = file;
      this.calls = calls;
    }

    void line(String line, long lineNo, boolean last) {
      if (call == null) between(line, lineNo, last);
      else within(line, lineNo, last);
    }

    /** At the end of the file: a call still open was cut short. */
    void end(long lastLine) {
      if (call != null) {
        throw new InputFormatException(file.toString(), callLine, "a `" + call + RETURNING + "...` line for the " + call
            + " entered here", "end of file after line " + lastLine);
      }
      if (perfLabels > 0) {
        throw new InputFormatException(file.toString(), lastLine + 1, perfLabels + " more performance counter label line(s)",
            "end of file");
      }
    }

    private void between(String line, long lineNo, boolean last) {
      int at = line.indexOf(ENTERING);
      if (at > 0 && isCallName(line.substring(0, at))) {
        entryNs = walltime(line, at + ENTERING.length(), lineNo, last);
        call = line.substring(0, at);
        callLine = lineNo;
        args.clear();
        argLines.clear();
        return;
      }
      if (perfLabels > 0 && !line.isEmpty() && (line.charAt(0) == ' ' || line.charAt(0) == '\t')) {
        perfLabels--;
        return;
      }
      if (TraceLines.blank(line) || isKeyValue(line) || line.startsWith(PERF_VALUES) || FOOTER.matcher(line).matches()) return;
      Matcher labels = PERF_LABELS.matcher(line);
      if (labels.matches()) {
        perfLabels = Integer.parseInt(labels.group(1));
        return;
      }
      throw new InputFormatException(file.toString(), lineNo, "a `MPI_X entering at walltime <sec>.<nsec>, ...` line"
          + (last ? CUT : " (or a header, keyval or footer line) between calls"), line.trim());
    }

    private void within(String line, long lineNo, boolean last) {
      if (openArray != null) {
        if (line.startsWith(", [")) {
          args.merge(openArray, line, String::concat);
          return;
        }
        if (!line.startsWith("]")) {
          throw new InputFormatException(file.toString(), lineNo, "`, [...]` or `]` continuing the array " + openArray
              + " of line " + argLines.get(openArray) + (last ? CUT : ""), line.trim());
        }
        args.merge(openArray, "]", String::concat);
        openArray = null;
        line = line.substring(1);  // dumpi2ascii prints the next line right after the closing bracket
        if (line.isEmpty()) return;
      }
      if (line.startsWith(call) && line.startsWith(RETURNING, call.length())) {
        long exitNs = walltime(line, call.length() + RETURNING.length(), lineNo, last);
        if (call.startsWith("MPI_")) calls.call(call, args, argLines, entryNs, exitNs, callLine);
        call = null;
        return;
      }
      if (line.startsWith(PERF_VALUES)) return;
      int eq = argumentEquals(line);
      if (eq > 0) {
        String key = line.substring(line.indexOf(' ') + 1, eq);
        int bracket = key.indexOf('[');
        String name = bracket >= 0 ? key.substring(0, bracket) : key;
        String value = line.substring(eq + 1).trim();
        args.put(name, value);
        argLines.put(name, lineNo);
        // int ranges[n][3]=[[a, b, c] : the array's other rows and its closing bracket follow
        if (bracket >= 0 && key.indexOf('[', bracket + 1) > 0 && value.startsWith("[[") && !line.startsWith("string ")) {
          openArray = name;
        }
        return;
      }
      if (line.contains(ENTERING)) {
        throw new InputFormatException(file.toString(), lineNo, "a `" + call + RETURNING + "...` line first (" + call
            + " entered on line " + callLine + " has not returned)", line.trim());
      }
      throw new InputFormatException(file.toString(), lineNo, "`<type> <name>=<value>` or `" + call + RETURNING
          + "...` inside the " + call + " entered on line " + callLine + (last ? CUT : ""), line.trim());
    }

    /**
     * The walltime in nanoseconds of a call's first or last line, whose rest from {@code from} is
     * {@code <sec>.<nsec>, cputime <sec>.<nsec> seconds in thread <n>.} (fractions optional; a
     * fraction's digits after the ninth are dropped). Parsed by hand: with a regular expression,
     * {@code trace check} of 400,000 calls took 1.5 s of CPU instead of 1.1 s.
     */
    private long walltime(String line, int from, long lineNo, boolean last) {
      int secEnd = digits(line, from);
      int fracEnd = secEnd < line.length() && line.charAt(secEnd) == '.' ? digits(line, secEnd + 1) : secEnd;
      if (secEnd > from && secEnd - from <= 18 && fracEnd != secEnd + 1 && isTimesTail(line, fracEnd)) {
        long sec = Long.parseLong(line, from, secEnd, 10);
        long nsec = 0;
        for (int i = secEnd + 1; i < secEnd + 10; i++) nsec = nsec * 10 + (i < fracEnd ? line.charAt(i) - '0' : 0);
        if (sec <= (Long.MAX_VALUE - nsec) / 1_000_000_000L) return sec * 1_000_000_000L + nsec;
      }
      throw new InputFormatException(file.toString(), lineNo, TIMES + (last ? CUT : ""), line.trim());
    }
  }

  /** True when {@code line} from {@code at} is {@code , cputime <sec>[.<nsec>] seconds in thread <n>.}, then blanks only. */
  private static boolean isTimesTail(String line, int at) {
    if (!line.startsWith(CPUTIME, at)) return false;
    int i = at + CPUTIME.length();
    int end = digits(line, i);
    if (end == i) return false;
    if (end < line.length() && line.charAt(end) == '.') {
      i = end + 1;
      end = digits(line, i);
      if (end == i) return false;
    }
    if (!line.startsWith(THREAD, end)) return false;
    i = end + THREAD.length();
    end = digits(line, i);
    return end > i && end < line.length() && line.charAt(end) == '.'
        && (end + 1 == line.length() || TraceLines.blank(line.substring(end + 1)));
  }

  /** The end of the run of decimal digits starting at {@code from}. */
  private static int digits(String line, int from) {
    int i = from;
    while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') i++;
    return i;
  }

  /** The calls dumpi2ascii prints: MPI_ and MPIO_ calls, and the function entries and exits of an instrumented build. */
  private static boolean isCallName(String name) {
    if (!name.startsWith("MPI_") && !name.startsWith("MPIO_") && !name.equals("Function_enter") && !name.equals("Function_exit")) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) if (!isWordChar(name.charAt(i))) return false;
    return true;
  }

  /** A header or keyval line: {@code key=value}, the key without blanks. */
  private static boolean isKeyValue(String line) {
    int eq = line.indexOf('=');
    if (eq <= 0) return false;
    for (int i = 0; i < eq; i++) if (line.charAt(i) == ' ' || line.charAt(i) == '\t') return false;
    return true;
  }

  /**
   * The index of the {@code =} of an argument line, {@code <type> <name>=<value>} with a word for
   * the type and a word for the name, followed by array sizes such as {@code [4]} or {@code [2][3]};
   * -1 for any other line.
   */
  static int argumentEquals(String line) {
    int space = line.indexOf(' ');
    if (space <= 0) return -1;
    for (int i = 0; i < space; i++) if (!isWordChar(line.charAt(i))) return -1;
    int i = space + 1;
    while (i < line.length() && isWordChar(line.charAt(i))) i++;
    if (i == space + 1 || Character.isDigit(line.charAt(space + 1))) return -1;
    while (i < line.length() && line.charAt(i) == '[') {
      int close = line.indexOf(']', i);
      if (close < 0 || !TraceLines.isInteger(line.substring(i + 1, close))) return -1;
      i = close + 1;
    }
    return i < line.length() && line.charAt(i) == '=' ? i : -1;
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  static final Set<String> MARKERS = Set.of("MPI_Init", "MPI_Init_thread", "MPI_Finalize");
}
