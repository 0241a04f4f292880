package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads an SST DUMPI trace, per rank either in the text form {@code dumpi2ascii} prints or in the
 * binary form ({@link DumpiBinaryReader}, for the calls it decodes). The text form (layout from sst-dumpi's
 * {@code dumpi/bin/dumpi2ascii-defs.h}): per call, {@code MPI_X entering at walltime S.N, ...},
 * one {@code <type> <name>=<value>} line per argument, then {@code MPI_X returning at walltime
 * S.N, ...}. Arrays print as {@code int name[n]=[a, b]}, handles as {@code 2 (MPI_COMM_WORLD)},
 * requests as {@code [h]}.
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
    DumpiCalls calls = new DumpiCalls(rank, ranks, txt.toString(), sink, new DumpiDatatypes());
    Map<String, String> args = new HashMap<>();
    String call = null;
    long callLine = 0;
    long entryNs = 0;
    try (BufferedReader in = TraceLines.open(txt)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (call == null) {
          int at = line.indexOf(" entering at walltime ");
          if (at > 0 && line.startsWith("MPI_")) {
            call = line.substring(0, at);
            callLine = lineNo;
            entryNs = walltime(line, at + " entering at walltime ".length(), txt, lineNo);
            args.clear();
          }
          continue; // header and footer lines outside calls carry no events
        }
        int ret = line.indexOf(" returning at walltime ");
        if (ret > 0 && line.startsWith(call)) {
          long exitNs = walltime(line, ret + " returning at walltime ".length(), txt, lineNo);
          calls.call(call, args, entryNs, exitNs, callLine);
          call = null;
          continue;
        }
        int space = line.indexOf(' ');
        int eq = line.indexOf('=');
        if (space > 0 && eq > space) {
          String key = line.substring(space + 1, eq);
          int bracket = key.indexOf('[');
          args.put(bracket >= 0 ? key.substring(0, bracket) : key, line.substring(eq + 1).trim());
        }
      }
      if (call != null) throw new InputFormatException(txt.toString(), lineNo + 1, "`" + call + " returning at walltime ...`", "end of file");
    } catch (IOException e) {
      throw TraceLines.failure(txt, e);
    }
  }

  /** {@code S.NNNNNNNNN} at {@code from} as nanoseconds. */
  private static long walltime(String line, int from, Path file, long lineNo) {
    int end = line.indexOf(',', from);
    String text = end < 0 ? line.substring(from) : line.substring(from, end);
    int dot = text.indexOf('.');
    try {
      long sec = Long.parseLong(dot < 0 ? text : text.substring(0, dot));
      long nsec = 0;
      if (dot >= 0) {
        String frac = (text.substring(dot + 1) + "000000000").substring(0, 9);
        nsec = Long.parseLong(frac);
      }
      return sec * 1_000_000_000L + nsec;
    } catch (NumberFormatException e) {
      throw new InputFormatException(file.toString(), lineNo, "`MPI_X entering|returning at walltime <sec>.<nsec>, ...`", line.trim());
    }
  }

  static final Set<String> MARKERS = Set.of("MPI_Init", "MPI_Init_thread", "MPI_Finalize");
}
