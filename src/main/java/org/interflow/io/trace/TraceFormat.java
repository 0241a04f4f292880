package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.interflow.io.InputFormatException;

/**
 * The registry of MPI trace formats Interflow reads: each entry names its reader, a one-line
 * description for {@code interflow list} and its rank in detection. {@link #detect(Path)} asks the
 * readers whether a file looks like theirs (by name, then by its first lines), the way INRFlow and
 * FSIN sniff the first character. A new format is a new {@link TraceReader} and one entry here.
 */
public enum TraceFormat {
  /** SimGrid time-independent trace: one shared file or an index file listing per-rank files. */
  TI("ti", "SimGrid time-independent trace (shared file or index of per-rank files)", 5, o -> new TiTraceReader()),
  /** INRFlow/FSIN {@code trc}: {@code s}/{@code r}/{@code c} lines. */
  TRC("trc", "INRFlow/FSIN trc trace (s/r/c lines)", 4, o -> new TrcTraceReader(o.trcComputeSeconds())),
  /** Dimemas text trace ({@code #DIMEMAS} header, {@code 1:}/{@code 2:}/{@code 3:}/{@code 10:} records). */
  DIMEMAS("dimemas", "Dimemas text trace (.dim)", 0, o -> new DimemasTraceReader()),
  /** LogGOPSim / ATLAHS GOAL schedule (a dependency graph per rank). */
  GOAL("goal", "GOAL schedule (LogGOPSim/ATLAHS)", 1, o -> new GoalTraceReader(o.goalCalcSeconds())),
  /** SST DUMPI trace: per-rank binary files or their {@code dumpi2ascii} text, plus the .meta. */
  DUMPI("dumpi", "SST DUMPI trace (.meta with per-rank .bin or dumpi2ascii .txt files)", 2, o -> new DumpiTraceReader()),
  /** liballprof PMPI text trace (LogGOPSim/Schedgen's input): one {@code MPI_<call>:<start>:...:<end>} file per rank. */
  LIBALLPROF("liballprof", "liballprof PMPI trace, Schedgen's input (one <prefix><rank> file per rank)", 3,
      o -> new LiballprofTraceReader());

  /** The formats in the order detection asks them (the most specific line rules first, TI's catch-all last). */
  private static final List<TraceFormat> DETECTION_ORDER =
      java.util.Arrays.stream(values()).sorted(Comparator.comparingInt(f -> f.detectionRank)).toList();

  private final String cliName;
  private final String description;
  private final int detectionRank;
  private final Function<TraceReadOptions, TraceReader> reader;
  private final TraceReader detector;  // a reader with the default options, asked by detect()

  TraceFormat(String cliName, String description, int detectionRank, Function<TraceReadOptions, TraceReader> reader) {
    this.cliName = cliName;
    this.description = description;
    this.detectionRank = detectionRank;
    this.reader = reader;
    this.detector = reader.apply(TraceReadOptions.DEFAULTS);
  }

  /** Name used by {@code --format}, e.g. {@code ti}. */
  public String cliName() { return cliName; }

  /** One-line description for {@code --help}. */
  public String description() { return description; }

  /** A reader of this format with {@code options}' units. */
  public TraceReader reader(TraceReadOptions options) { return reader.apply(options); }

  /**
   * The format named {@code name} ({@code ti}, {@code trc}, {@code dimemas}, {@code goal},
   * {@code dumpi}, {@code liballprof}; case-insensitive).
   *
   * @throws IllegalArgumentException listing the valid names when none matches
   */
  public static TraceFormat byName(String name) {
    for (TraceFormat f : values()) if (f.cliName.equalsIgnoreCase(name)) return f;
    throw new IllegalArgumentException("unknown trace format '" + name + "'; valid: " + names());
  }

  /** Every format's {@link #cliName()}, comma-separated: {@code ti, trc, dimemas, goal, dumpi, liballprof}. */
  public static String names() {
    return String.join(", ", java.util.Arrays.stream(values()).map(TraceFormat::cliName).toList());
  }

  /**
   * Guesses the format of {@code file}: by its name first (a reader claims an extension: {@code
   * .meta} and {@code .bin} DUMPI, {@code .goal}, {@code .dim}, {@code .trc}), then by the first
   * non-blank lines: a header line a reader claims before comments are skipped ({@code
   * #DIMEMAS}, {@code # collprof}), then each data line asked of every reader in detection order
   * (GOAL's {@code num_ranks}, DUMPI's {@code MPI_... entering at walltime} after its {@code
   * key=value} header, liballprof's {@code MPI_<call>:...}, trc's {@code s|r|c <numbers>}, TI's
   * {@code <rank> <action>} or index of paths). Reads at most 20 lines.
   *
   * @throws InputFormatException when the file is missing or matches no format
   */
  public static TraceFormat detect(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    for (TraceFormat f : DETECTION_ORDER) if (f.detector.claimsFileName(name)) return f;
    String[][] fields = {new String[8]};
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      int seen = 0;
      lines:
      while ((line = in.readLine()) != null && seen < 20) {
        for (TraceFormat f : DETECTION_ORDER) if (f.detector.claimsHeaderLine(line)) return f;
        if (TraceLines.blank(line) || line.startsWith("#") || line.startsWith("//")) continue;
        seen++;
        int n = TraceLines.split(line, fields);
        for (TraceFormat f : DETECTION_ORDER) {
          switch (f.detector.judgeLine(line, fields[0], n)) {
            case MATCH: return f;
            case SKIP: continue lines;
            default: break;
          }
        }
        break;
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    throw new InputFormatException(file.toString(), "a trace in one of the formats " + names(),
        "unrecognised content (give --format)");
  }
}
