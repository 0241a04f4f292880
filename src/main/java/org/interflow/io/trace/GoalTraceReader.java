package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Reads a GOAL schedule (LogGOPSim / ATLAHS, as written by Schedgen) and turns each rank's
 * dependency graph into a sequence of actions with {@link GoalRankSchedule}.
 *
 * <p>Format (whitespace-separated; blank lines and lines starting with {@code //} or {@code #}
 * ignored):
 * <pre>
 * num_ranks N
 * rank r {
 * lA: send 4b to 1 [tag 7] [cpu c] [nic n]
 * lB: recv 4b from 0 [tag 7] [cpu c] [nic n]
 * lC: calc 5000 [cpu c]
 * lC requires lA        (lC starts after lA completed)
 * lB irequires lA       (lB starts after lA started)
 * }
 * </pre>
 * Sizes may carry a {@code b} suffix (bytes); tags default to 0; a dependency may name a label
 * defined later in the block. {@code calc} amounts are times in units of {@code calcSeconds}
 * (Schedgen's default timemult makes them nanoseconds). {@code cpu}/{@code nic} placements are
 * ignored. One rank block is held in memory at a time; the 48k-line Sweep3D schedule reads in
 * well under a second.
 */
public final class GoalTraceReader implements TraceReader {
  private static final String OP_FORM =
      "`<label>: send <bytes>b to <rank> [tag <t>]`, `<label>: recv <bytes>b from <rank> [tag <t>]`, "
          + "`<label>: calc <time>` or `<label> requires|irequires <label>`";

  private final double calcSeconds;

  /** @param calcSeconds seconds per unit of a {@code calc} amount (positive) */
  public GoalTraceReader(double calcSeconds) {
    if (!(calcSeconds > 0)) throw new IllegalArgumentException("GOAL calc unit must be positive: " + calcSeconds);
    this.calcSeconds = calcSeconds;
  }

  @Override
  public boolean claimsFileName(String lowerCaseName) { return lowerCaseName.endsWith(".goal"); }

  @Override
  public LineVerdict judgeLine(String line, String[] fields, int count) {
    return fields[0].equals("num_ranks") ? LineVerdict.MATCH : LineVerdict.NO;
  }

  /** Streams {@code file} into {@code sink}. */
  @Override
  public void read(Path file, TraceSink sink) {
    String name = file.toString();
    String[][] fields = {new String[16]};
    int ranks = -1;
    GoalRankSchedule block = null;
    BitSet seen = new BitSet();
    long lineNo = 0;
    try (BufferedReader in = TraceLines.open(file)) {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int n = TraceLines.split(line, fields);
        if (n == 0 || fields[0][0].startsWith("//") || fields[0][0].startsWith("#")) continue;
        String[] f = fields[0];
        if (ranks < 0) {
          if (n != 2 || !f[0].equals("num_ranks")) throw new InputFormatException(name, lineNo, "`num_ranks <N>` first", line.trim());
          ranks = TraceLines.parseInt(f[1], file, lineNo, "`num_ranks <N>` with N > 0", line.trim());
          if (ranks <= 0 || ranks > TraceLimits.MAX_RANKS) throw new InputFormatException(name, lineNo, "`num_ranks <N>` with N from 1 to 2^20", line.trim());
          sink.ranks(ranks);
        } else if (block == null) {
          if (n < 2 || !f[0].equals("rank") || (n == 2 && !f[1].endsWith("{")) || (n == 3 && !f[2].equals("{")) || n > 3) {
            throw new InputFormatException(name, lineNo, "`rank <r> {`", line.trim());
          }
          String r = f[1].endsWith("{") ? f[1].substring(0, f[1].length() - 1) : f[1];
          int rank = TraceLines.parseInt(r, file, lineNo, "`rank <r> {` with r in 0.." + (ranks - 1), line.trim());
          if (rank < 0 || rank >= ranks || seen.get(rank)) {
            throw new InputFormatException(name, lineNo, "`rank <r> {` with a new r in 0.." + (ranks - 1), line.trim());
          }
          seen.set(rank);
          block = new GoalRankSchedule(rank, ranks, name, calcSeconds);
        } else if (n == 1 && f[0].equals("}")) {
          block.emit(sink, lineNo);
          block = null;
        } else {
          op(block, f, n, file, lineNo, line);
        }
      }
    } catch (IOException e) {
      throw TraceLines.failure(file, e);
    }
    if (ranks < 0) throw new InputFormatException(name, lineNo + 1, "`num_ranks <N>`", "end of file");
    if (block != null) throw new InputFormatException(name, lineNo + 1, "`}` closing the rank block", "end of file");
    sink.end();
  }

  private static void op(GoalRankSchedule block, String[] f, int n, Path file, long lineNo, String line) {
    String got = line.trim();
    if (n == 3 && (f[1].equals("requires") || f[1].equals("irequires"))) {
      block.dependency(f[0], f[2], f[1].equals("requires"), lineNo);
      return;
    }
    if (n < 3 || !f[0].endsWith(":")) throw new InputFormatException(file.toString(), lineNo, OP_FORM, got);
    String label = f[0].substring(0, f[0].length() - 1);
    switch (f[1]) {
      case "calc" -> {
        double amount = TraceLines.parseDouble(f[2], file, lineNo, OP_FORM, got);
        if (amount < 0) throw new InputFormatException(file.toString(), lineNo, "a calc time >= 0", got);
        block.calc(label, amount, lineNo);
      }
      case "send", "recv" -> {
        boolean send = f[1].equals("send");
        if (n < 5 || !f[3].equals(send ? "to" : "from")) throw new InputFormatException(file.toString(), lineNo, OP_FORM, got);
        String size = f[2].endsWith("b") ? f[2].substring(0, f[2].length() - 1) : f[2];
        long bytes = TraceLines.parseLong(size, file, lineNo, OP_FORM, got);
        int peer = TraceLines.parseInt(f[4], file, lineNo, OP_FORM, got);
        int tag = 0;
        if ((n - 5) % 2 != 0) throw new InputFormatException(file.toString(), lineNo, OP_FORM, got);
        for (int i = 5; i + 1 < n; i += 2) {
          if (f[i].equals("tag")) tag = TraceLines.parseInt(f[i + 1], file, lineNo, OP_FORM, got);
          else if (!f[i].equals("cpu") && !f[i].equals("nic")) throw new InputFormatException(file.toString(), lineNo, OP_FORM, got);
        }
        if (tag < (send ? 0 : MpiAction.ANY)) throw new InputFormatException(file.toString(), lineNo, "a tag >= 0" + (send ? "" : " (or -1 for any)"), got);
        if (!TraceLimits.validBytes(bytes)) throw new InputFormatException(file.toString(), lineNo, "a message of " + TraceLimits.SIZE_RANGE, got);
        block.message(label, send, bytes, peer, tag, lineNo, got);
      }
      default -> throw new InputFormatException(file.toString(), lineNo, OP_FORM, got);
    }
  }
}
