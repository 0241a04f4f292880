package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads a SimGrid time-independent (TI) trace, as {@code smpirun -replay} does, into a {@link
 * TraceSink}.
 *
 * <p>Two layouts: one shared file of {@code <rank> <action> <args...>} lines (any rank order; the
 * rank count is the largest rank + 1, found by a first streaming pass), or an index file whose
 * line i is the path of rank i's file (an index of a single line names one file shared by every
 * rank, as in {@code smpirun -replay}) (relative to the index's folder or, when no such file exists
 * there, to the working directory, as {@code smpirun} resolves them). Per-rank files are read
 * one after the other, so an index of 4096 files never holds more than one open file; every line
 * of rank i's file must name rank i. Blank lines and trailing blanks are ignored, a missing final
 * newline is fine.
 *
 * <p>The actions, their argument layouts and datatype rules follow SimGrid's {@code
 * smpi_replay.cpp}; see {@link StringTiActionParser}. Pre-2018 spellings ({@code allReduce}, {@code
 * allToAllV}, {@code Isend}, tag-less {@code send <dst> <size>}, argument-less {@code wait}) are
 * accepted too. Memory: O(ranks + outstanding requests), never the trace.
 */
// The String-based TI reader as it was before TraceTokenizer, kept as the oracle of
// TiReaderEquivalenceTest; its parser is StringTiActionParser. Index files and the rank count of a
// shared file are found as TiTraceReader finds them (the equivalence is about the parsing).
final class StringTiTraceReader {
  /** Reads the trace at {@code file} (shared file or index) into {@code sink}, then calls {@code end()}. */
  public void read(Path file, TraceSink sink) {
    List<String> index = TiTraceReader.indexEntries(file);
    if (index != null && index.size() > 1) {
      readIndexed(file, index, sink);
    } else {
      Path shared = index == null ? file : TiTraceReader.resolve(file, index.get(0));
      int ranks = TiTraceReader.sharedRankCount(shared);
      StringTiActionParser parser = new StringTiActionParser(ranks, sink);
      sink.ranks(ranks);
      readLines(shared, -1, parser);
    }
    sink.end();
  }

  private static void readIndexed(Path indexFile, List<String> entries, TraceSink sink) {
    int ranks = entries.size();
    StringTiActionParser parser = new StringTiActionParser(ranks, sink);
    sink.ranks(ranks);
    for (int rank = 0; rank < ranks; rank++) readLines(TiTraceReader.resolve(indexFile, entries.get(rank)), rank, parser);
  }

  /** Streams one file's lines into the parser; {@code onlyRank} >= 0 requires every line to name it. */
  private static void readLines(Path file, int onlyRank, StringTiActionParser parser) {
    String[][] fields = {new String[16]};
    String name = file.toString();
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int n = TraceLines.split(line, fields);
        if (n == 0) continue;
        parser.parse(fields[0], n, name, lineNo, line, onlyRank);
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
  }
}
