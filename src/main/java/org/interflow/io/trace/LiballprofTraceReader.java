package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads liballprof traces: the PMPI text traces of liballprof (Hoefler et al., the tracer of
 * LogGOPSim, "collprof 0.9 output file"), from which LogGOPSim's Schedgen builds GOAL schedules
 * and the ATLAHS toolchain starts. Layout as liballprof's {@code gencode.py} writes it and
 * Schedgen's {@code process_trace.cpp} reads it (both read, not copied).
 *
 * <p>One file per rank, named {@code <prefix><rank><suffix>} with ranks 0, 1, 2 ... (e.g. {@code
 * pmpi-trace-rank-0.txt}, {@code trace_bcast-3.dat}); given any of them, the reader finds the
 * others beside it (the rank count is the number of consecutive files from rank 0) and streams
 * them one after the other. In a file, lines starting with {@code #} are comments; every other
 * line is one call, colon-separated: the name, the start time, one field per argument in the C
 * prototype's order, the end time. Times are microseconds ({@code MPI_Wtime() * 1e6}); a
 * datatype is {@code id,size,extent} (bytes = count x size); a communicator {@code
 * handle,rank,size}; a count array (v-collectives) its address, then the counts comma-separated;
 * a request its address. Example (Sweep3D):
 * <pre>
 * MPI_Init:-:140737488343500:140737488344604:1237666046950106.000000
 * MPI_Send:1237666047187471.000000:11251872:4500:11,8,8:1:3000:0,0,4:1237666047238935.000000
 * </pre>
 * Computation: the time from the end of the last call that became an action (or of {@code
 * MPI_Init}) to the start of the next one, as Schedgen counts it; so the time inside calls that
 * are skipped ({@code MPI_Comm_rank}, a wait on no known request ...) counts as computation too.
 * Call mapping in {@link LiballprofCalls}.
 */
public final class LiballprofTraceReader implements TraceReader {
  private static final Pattern RANK_FILE = Pattern.compile("(.*\\D)(\\d+)(\\.[^.]*)?");

  @Override
  public boolean claimsHeaderLine(String line) { return line.startsWith("# collprof "); }

  @Override
  public LineVerdict judgeLine(String line, String[] fields, int count) {
    return count == 1 && fields[0].startsWith("MPI_") && fields[0].indexOf(':') > 4 ? LineVerdict.MATCH : LineVerdict.NO;
  }

  /** Streams every rank's file of the trace {@code file} belongs to into {@code sink}. */
  @Override
  public void read(Path file, TraceSink sink) {
    String name = file.getFileName().toString();
    Matcher m = RANK_FILE.matcher(name);
    if (!m.matches()) {
      throw new InputFormatException(file.toString(), "one file per rank named <prefix><rank><suffix>, e.g. pmpi-trace-rank-0.txt", name);
    }
    String prefix = m.group(1);
    String suffix = m.group(3) == null ? "" : m.group(3);
    Path folder = file.getParent() == null ? Path.of("") : file.getParent();
    int ranks = 0;
    while (ranks < TraceLimits.MAX_RANKS && Files.isRegularFile(folder.resolve(prefix + ranks + suffix))) ranks++;
    String digits = m.group(2);
    int given = digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    if (ranks == 0 || given >= ranks || !Files.isRegularFile(file)) {
      throw new InputFormatException(file.toString(), "rank files numbered from " + prefix + "0" + suffix + " on, without gaps",
          ranks + " consecutive file(s) from rank 0");
    }
    sink.ranks(ranks);
    for (int rank = 0; rank < ranks; rank++) readRank(folder.resolve(prefix + rank + suffix), rank, ranks, sink);
    sink.end();
  }

  private static void readRank(Path file, int rank, int ranks, TraceSink sink) {
    LiballprofCalls calls = new LiballprofCalls(rank, ranks, file.toString(), sink);
    long lineNo = 0;
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (TraceLines.blank(line) || line.startsWith("#")) continue;
        calls.call(line.trim(), lineNo);
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    calls.end(lineNo + 1);
  }
}
