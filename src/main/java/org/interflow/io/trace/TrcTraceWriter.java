package org.interflow.io.trace;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Writes a trace as an INRFlow/FSIN {@code trc} file (format in {@link TrcTraceReader}). A {@link
 * TraceSink}.
 *
 * <p>trc has only blocking sends, blocking receives from a named rank, and compute time, so a
 * non-blocking call, a wait, a collective or a wildcard receive is refused with a {@link
 * TraceConversionException} naming the action and its line (convert to {@code ti} or {@code goal}
 * instead); a test is dropped (it never blocks). Compute is written in units of {@code
 * secondsPerUnit} (flops first divided by {@code flopsPerSecond}), rounded to whole units, as
 * INRFlow reads integers. A 0-byte message reads back as 1 byte (INRFlow's rule).
 */
public final class TrcTraceWriter implements TraceSink {
  private final Path out;
  private final double secondsPerUnit;
  private final double flopsPerSecond;
  private BufferedWriter writer;

  /**
   * @param out the trc file to write
   * @param secondsPerUnit seconds per {@code c} unit (1e-9 to match {@link TraceReadOptions#DEFAULTS})
   * @param flopsPerSecond host speed turning flop amounts into time
   */
  public TrcTraceWriter(Path out, double secondsPerUnit, double flopsPerSecond) {
    if (!(secondsPerUnit > 0) || !(flopsPerSecond > 0)) {
      throw new IllegalArgumentException("trc unit and host speed must be positive: " + secondsPerUnit + ", " + flopsPerSecond);
    }
    this.out = out;
    this.secondsPerUnit = secondsPerUnit;
    this.flopsPerSecond = flopsPerSecond;
  }

  @Override
  public void ranks(int n) {
    try {
      writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8);
      writer.write("# trc trace of " + n + " ranks written by Interflow: s|r <receiver> <sender> <tag> <bytes>, c <rank> <units>\n");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trc " + out + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void action(int rank, MpiAction a, String file, long line) {
    String text;
    if (a instanceof MpiAction.Compute c) {
      double seconds = c.unit() == MpiAction.ComputeUnit.FLOPS ? c.amount() / flopsPerSecond : c.amount();
      text = "c " + rank + " " + Math.round(seconds / secondsPerUnit);
    } else if (a instanceof MpiAction.Send s) {
      text = "s " + s.peer() + " " + rank + " " + s.tag() + " " + s.bytes();
    } else if (a instanceof MpiAction.Recv r && r.peer() != MpiAction.ANY && r.tag() != MpiAction.ANY) {
      text = "r " + rank + " " + r.peer() + " " + r.tag() + " " + r.bytes();
    } else if (a instanceof MpiAction.Test) {
      return;
    } else {
      throw new TraceConversionException("trc cannot express rank " + rank + "'s " + describe(a) + " read at " + file + ":" + line
          + " (trc has only blocking send, receive from a named rank with a tag, and compute); convert to ti or goal");
    }
    try {
      writer.write(text);
      writer.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trc " + out + ": " + e.getMessage(), e);
    }
  }

  private static String describe(MpiAction a) {
    if (a instanceof MpiAction.Collective c) return c.kind().traceName();
    if (a instanceof MpiAction.Recv) return "wildcard receive";
    return a.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
  }

  @Override
  public void skipped(int rank, String call, String file, long line) {
    // unmodelled calls have no trc line
  }

  @Override
  public void end() {
    try {
      writer.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trc " + out + ": " + e.getMessage(), e);
    }
  }
}
