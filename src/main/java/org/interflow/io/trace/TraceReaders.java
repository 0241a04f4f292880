package org.interflow.io.trace;

import java.nio.file.Path;
import org.interflow.model.traffic.mpi.TraceSink;

/** Entry point of the trace readers: picks the reader for a format (detected when not given). */
public final class TraceReaders {
  private TraceReaders() {}

  /**
   * Streams the trace at {@code file} into {@code sink} with the default units.
   *
   * @param format the format, or null to {@link TraceFormat#detect(Path) detect} it
   * @throws org.interflow.io.InputFormatException on a malformed line or a call whose skipping is unsafe
   */
  public static void read(Path file, TraceFormat format, TraceSink sink) {
    read(file, format, TraceReadOptions.DEFAULTS, sink);
  }

  /** As {@link #read(Path, TraceFormat, TraceSink)} with explicit compute units. */
  public static void read(Path file, TraceFormat format, TraceReadOptions options, TraceSink sink) {
    TraceFormat f = format != null ? format : TraceFormat.detect(file);
    f.reader(options).read(file, sink);
  }
}
