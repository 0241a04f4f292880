package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.interflow.io.InputFormatException;

/**
 * The MPI trace formats Interflow reads. {@link #detect(Path)} guesses the format from the file
 * name and the first non-blank lines, the way INRFlow and FSIN sniff the first character.
 */
public enum TraceFormat {
  /** SimGrid time-independent trace: one shared file or an index file listing per-rank files. */
  TI("ti", "SimGrid time-independent trace (shared file or index of per-rank files)"),
  /** INRFlow/FSIN {@code trc}: {@code s}/{@code r}/{@code c} lines. */
  TRC("trc", "INRFlow/FSIN trc trace (s/r/c lines)"),
  /** Dimemas text trace ({@code #DIMEMAS} header, {@code 1:}/{@code 2:}/{@code 3:}/{@code 10:} records). */
  DIMEMAS("dimemas", "Dimemas text trace (.dim)"),
  /** LogGOPSim / ATLAHS GOAL schedule (a dependency graph per rank). */
  GOAL("goal", "GOAL schedule (LogGOPSim/ATLAHS)"),
  /** SST DUMPI trace: per-rank binary files or their {@code dumpi2ascii} text, plus the .meta. */
  DUMPI("dumpi", "SST DUMPI trace (.meta with per-rank .bin or dumpi2ascii .txt files)"),
  /** liballprof PMPI text trace (LogGOPSim/Schedgen's input): one {@code MPI_<call>:<start>:...:<end>} file per rank. */
  LIBALLPROF("liballprof", "liballprof PMPI trace, Schedgen's input (one <prefix><rank> file per rank)");

  private final String cliName;
  private final String description;

  TraceFormat(String cliName, String description) {
    this.cliName = cliName;
    this.description = description;
  }

  /** Name used by {@code --format}, e.g. {@code ti}. */
  public String cliName() { return cliName; }

  /** One-line description for {@code --help}. */
  public String description() { return description; }

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
   * Guesses the format of {@code file}: by extension first ({@code .meta} and {@code .bin} DUMPI, {@code .goal},
   * {@code .dim}, {@code .trc}), then by the first non-blank lines: {@code #DIMEMAS} header,
   * {@code num_ranks}, {@code MPI_... entering at walltime}, {@code # collprof} or {@code MPI_<call>:...}
   * (liballprof), {@code s|r|c <numbers>}, {@code <rank>
   * <action>} (TI shared file), or lines that are single paths (TI index). Reads at most 20 lines.
   *
   * @throws InputFormatException when the file is missing or matches no format
   */
  public static TraceFormat detect(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".meta") || name.endsWith(".bin")) return DUMPI;
    if (name.endsWith(".goal")) return GOAL;
    if (name.endsWith(".dim")) return DIMEMAS;
    if (name.endsWith(".trc")) return TRC;
    String[][] fields = {new String[8]};
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      int seen = 0;
      while ((line = in.readLine()) != null && seen < 20) {
        if (line.startsWith("#DIMEMAS")) return DIMEMAS;
        if (line.startsWith("# collprof ")) return LIBALLPROF;
        if (TraceLines.blank(line) || line.startsWith("#") || line.startsWith("//")) continue;
        seen++;
        int n = TraceLines.split(line, fields);
        String first = fields[0][0];
        if (first.equals("num_ranks")) return GOAL;
        if (first.indexOf('=') > 0) continue; // DUMPI's dumpi2ascii header: version=1, starttime=... 
        if (first.startsWith("MPI_") && line.contains(" at walltime ")) return DUMPI;
        if (n == 1 && first.startsWith("MPI_") && first.indexOf(':') > 4) return LIBALLPROF;
        if (n >= 3 && (first.equals("s") || first.equals("r") || first.equals("c")) && isInteger(fields[0][1])) return TRC;
        if (n >= 2 && isInteger(first) && Character.isLetter(fields[0][1].charAt(0))) return TI;
        if (n == 1 && !isInteger(first)) return TI;
        break;
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    throw new InputFormatException(file.toString(), "a trace in one of the formats " + names(),
        "unrecognised content (give --format)");
  }

  private static boolean isInteger(String s) {
    if (s.isEmpty()) return false;
    int i = s.charAt(0) == '-' ? 1 : 0;
    if (i == s.length()) return false;
    for (; i < s.length(); i++) if (!Character.isDigit(s.charAt(i))) return false;
    return true;
  }
}
