package org.interflow.io.trace;

import java.nio.file.Path;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads one MPI trace format, streaming every rank's actions into a {@link TraceSink}, and says
 * which files look like its format ({@link TraceFormat#detect} asks every format in turn). A new
 * format is a new reader and one {@link TraceFormat} entry.
 */
public interface TraceReader {
  /**
   * Streams the trace at {@code file} into {@code sink}.
   *
   * @throws org.interflow.io.InputFormatException on a malformed line or a call whose skipping is unsafe
   */
  void read(Path file, TraceSink sink);

  /** What a data line says about the format: it is this one, it is a header line of it (look further), or neither. */
  enum LineVerdict { MATCH, SKIP, NO }

  /** True when the file's name alone (lower case) says it is in this format, e.g. by its extension. */
  default boolean claimsFileName(String lowerCaseName) { return false; }

  /** True when {@code line}, read before comments and blank lines are skipped, says it is in this format. */
  default boolean claimsHeaderLine(String line) { return false; }

  /**
   * Judges one of the first non-blank, non-comment lines, split into {@code count} fields.
   *
   * @param fields the fields, {@code fields[0..count)}
   */
  default LineVerdict judgeLine(String line, String[] fields, int count) { return LineVerdict.NO; }
}
