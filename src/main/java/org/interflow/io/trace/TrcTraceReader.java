package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads an INRFlow/FSIN {@code trc} trace, as INRFlow's {@code read_fsin_trc} ({@code
 * code/main/src/kernels/trace.c}) does.
 *
 * <p>Format: one event per line, fields separated by blanks or tabs; blank lines and lines
 * starting with {@code #} are ignored.
 * <pre>
 * s &lt;receiver&gt; &lt;sender&gt; &lt;tag&gt; &lt;bytes&gt;   a blocking send, in the sender's program
 * r &lt;receiver&gt; &lt;sender&gt; &lt;tag&gt; &lt;bytes&gt;   a blocking receive, in the receiver's program
 * c &lt;rank&gt; &lt;amount&gt;                      computation of {@code amount} time units
 * </pre>
 * Both {@code s} and {@code r} name the receiver first: INRFlow passes an {@code s} line's second
 * field as the sender of {@code insert_send} and an {@code r} line's first field as the owner of
 * {@code insert_recv}. As in INRFlow, a message to oneself is dropped (reported as skipped) and a
 * 0-byte message counts 1 byte. INRFlow's {@code c} amount is a duration in its engine's clock
 * ticks with no absolute unit; Interflow reads it as {@code amount * secondsPerUnit} seconds
 * (default 1 ns per unit, see {@link TraceReadOptions}). The rank count is the largest rank + 1
 * (first streaming pass).
 */
public final class TrcTraceReader implements TraceReader {
  private static final String FORM = "`s|r <receiver> <sender> <tag> <bytes>` or `c <rank> <time units>`";

  private final double secondsPerUnit;

  /** @param secondsPerUnit seconds per {@code c} time unit (positive) */
  public TrcTraceReader(double secondsPerUnit) {
    if (!(secondsPerUnit > 0)) throw new IllegalArgumentException("trc compute unit must be positive: " + secondsPerUnit);
    this.secondsPerUnit = secondsPerUnit;
  }

  @Override
  public boolean claimsFileName(String lowerCaseName) { return lowerCaseName.endsWith(".trc"); }

  @Override
  public LineVerdict judgeLine(String line, String[] fields, int count) {
    String first = fields[0];
    return count >= 3 && (first.equals("s") || first.equals("r") || first.equals("c")) && TraceLines.isInteger(fields[1])
        ? LineVerdict.MATCH : LineVerdict.NO;
  }

  /** Streams {@code file} into {@code sink}. */
  @Override
  public void read(Path file, TraceSink sink) {
    int ranks = pass(file, null, 0) + 1;
    sink.ranks(ranks);
    pass(file, sink, ranks);
    sink.end();
  }

  /** One pass: with a null sink only validates and returns the largest rank seen. */
  private int pass(Path file, TraceSink sink, int ranks) {
    String name = file.toString();
    String[][] fields = {new String[8]};
    int max = -1;
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      long lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int n = TraceLines.split(line, fields);
        if (n == 0 || fields[0][0].startsWith("#")) continue;
        String[] f = fields[0];
        switch (f[0]) {
          case "s", "r" -> {
            if (n != 5) throw new InputFormatException(name, lineNo, FORM, line.trim());
            int receiver = rank(f[1], name, lineNo, line);
            int sender = rank(f[2], name, lineNo, line);
            int tag = TraceLines.parseInt(f[3], file, lineNo, FORM, line.trim());
            if (tag < 0) throw new InputFormatException(name, lineNo, FORM + " with a tag >= 0", line.trim());
            long bytes = TraceLines.parseLong(f[4], file, lineNo, FORM, line.trim());
            if (!TraceLimits.validBytes(bytes)) throw new InputFormatException(name, lineNo, FORM + " with " + TraceLimits.SIZE_RANGE, line.trim());
            max = Math.max(max, Math.max(receiver, sender));
            if (sink == null) continue;
            boolean send = f[0].equals("s");
            int owner = send ? sender : receiver;
            if (receiver == sender) {
              sink.skipped(owner, send ? "s (message to itself)" : "r (message from itself)", name, lineNo);
            } else if (send) {
              sink.action(sender, new MpiAction.Send(receiver, tag, Math.max(1, bytes)), name, lineNo);
            } else {
              sink.action(receiver, new MpiAction.Recv(sender, tag, Math.max(1, bytes)), name, lineNo);
            }
          }
          case "c" -> {
            if (n != 3) throw new InputFormatException(name, lineNo, FORM, line.trim());
            int rank = rank(f[1], name, lineNo, line);
            double amount = TraceLines.parseDouble(f[2], file, lineNo, FORM, line.trim());
            if (amount < 0) throw new InputFormatException(name, lineNo, FORM + " with a non-negative amount", line.trim());
            max = Math.max(max, rank);
            if (sink != null) {
              sink.action(rank, new MpiAction.Compute(TraceReadOptions.seconds(amount, secondsPerUnit), MpiAction.ComputeUnit.SECONDS), name, lineNo);
            }
          }
          default -> throw new InputFormatException(name, lineNo, FORM, line.trim());
        }
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    if (max < 0) throw new InputFormatException(name, 1, FORM, "no event");
    return max;
  }

  private static int rank(String text, String file, long lineNo, String line) {
    try {
      int r = Integer.parseInt(text);
      if (r >= 0 && r < TraceLimits.MAX_RANKS) return r;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InputFormatException(file, lineNo, FORM + " with " + TraceLimits.RANK_RANGE, line.trim());
  }
}
