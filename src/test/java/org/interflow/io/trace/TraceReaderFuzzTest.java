package org.interflow.io.trace;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.TreeMap;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.ActionTape;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded fuzz test of every trace reader: real traces of every format, damaged by {@link
 * TraceMutator}, are read into the checker and into the replay's tape. Every outcome must be a
 * result or a one-line {@link InputFormatException} naming one of the trace's files: never another
 * exception (a stack trace in front of a user) and never a hang. The replay-level twin (deadlocks
 * and exit codes) is {@code ReplayFuzzTest}.
 */
class TraceReaderFuzzTest {
  /** Cases per run: a few seconds here; raise with -Dinterflow.fuzz.cases=N to search harder. */
  static final int CASES = Integer.getInteger("interflow.fuzz.cases", 400);
  static final long SEED = Long.getLong("interflow.fuzz.seed", 20261125L);

  /** Reads {@code entry} into a fresh sink; null when it read or failed as a user error should, else what went wrong. */
  static String outcome(Path entry, Path dir, TraceSink sink) {
    try {
      TraceReaders.read(entry, null, sink);
      return null;
    } catch (InputFormatException e) {
      boolean namesAFile = Path.of(e.path()).toAbsolutePath().normalize().startsWith(dir.toAbsolutePath().normalize());
      boolean oneLine = !e.getMessage().contains("\n");
      return namesAFile && oneLine ? null : "InputFormatException not naming a file of the trace on one line: " + e.getMessage();
    } catch (RuntimeException | Error e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      String[] lines = trace.toString().split("\n");
      return String.join("\n", java.util.Arrays.copyOf(lines, Math.min(6, lines.length)));
    }
  }

  /**
   * Fails (with an {@link AssertionError}) on anything a reader must never hand on: an action
   * before the rank count, ranks, peers or roots outside the count, a send's tag below 0 or a
   * receive's below -1 (any), a size outside 0..2^40 bytes,
   * a count vector not of one entry per rank, a compute amount negative or not finite.
   */
  static final class ContractSink implements TraceSink {
    private int ranks = -1;

    @Override public void ranks(int n) {
      if (ranks >= 0 || n < 1 || n > TraceLimits.MAX_RANKS) throw new AssertionError("rank count " + n + " after " + ranks);
      ranks = n;
    }

    @Override public void action(int rank, MpiAction a, String file, long line) {
      String at = file + ":" + line + ": ";
      if (rank < 0 || rank >= ranks) throw new AssertionError(at + "rank " + rank + " of " + ranks);
      if (a instanceof MpiAction.Compute c) {
        if (!(c.amount() >= 0) || Double.isInfinite(c.amount())) throw new AssertionError(at + c);
      } else if (a instanceof MpiAction.Send m) {
        check(at, m.peer(), m.tag(), false, m.bytes(), a);
      } else if (a instanceof MpiAction.Isend m) {
        check(at, m.peer(), m.tag(), false, m.bytes(), a);
      } else if (a instanceof MpiAction.Recv m) {
        check(at, m.peer(), m.tag(), true, m.bytes(), a);
      } else if (a instanceof MpiAction.Irecv m) {
        check(at, m.peer(), m.tag(), true, m.bytes(), a);
      } else if (a instanceof MpiAction.Collective c) {
        if (c.kind().rooted() && (c.root() < 0 || c.root() >= ranks)) throw new AssertionError(at + c);
        if (!TraceLimits.validBytes(c.sendBytes()) || !TraceLimits.validBytes(c.recvBytes())) throw new AssertionError(at + c);
        for (long[] v : new long[][] {c.sendCounts(), c.recvCounts()}) {
          if (v == null) continue;
          if (v.length != ranks) throw new AssertionError(at + c);
          for (long b : v) if (!TraceLimits.validBytes(b)) throw new AssertionError(at + c);
        }
        if (!(c.flops() >= 0) || Double.isInfinite(c.flops())) throw new AssertionError(at + c);
      }
    }

    private void check(String at, int peer, int tag, boolean receive, long bytes, MpiAction a) {
      int lowest = receive ? MpiAction.ANY : 0;  // a receive may take any source and any tag
      if (peer < lowest || peer >= ranks || tag < lowest || !TraceLimits.validBytes(bytes)) throw new AssertionError(at + a);
    }

    @Override public void skipped(int rank, String call, String file, long line) {
      if (rank < 0 || rank >= ranks) throw new AssertionError(file + ":" + line + ": skipped call of rank " + rank);
    }

    @Override public void end() {
      if (ranks < 0) throw new AssertionError("ended without a rank count");
    }
  }

  /** Hands everything to two sinks, the first first. */
  record Both(TraceSink first, TraceSink second) implements TraceSink {
    @Override public void ranks(int n) {
      first.ranks(n);
      second.ranks(n);
    }

    @Override public void action(int rank, MpiAction a, String file, long line) {
      first.action(rank, a, file, line);
      second.action(rank, a, file, line);
    }

    @Override public void skipped(int rank, String call, String file, long line) {
      first.skipped(rank, call, file, line);
      second.skipped(rank, call, file, line);
    }

    @Override public void end() {
      first.end();
      second.end();
    }
  }

  @Test
  void damagedRealTracesReadOrFailWithAOneLineErrorNamingTheirFile(@TempDir Path tmp) throws IOException {
    TreeMap<String, String> failures = FuzzedTraces.run(tmp, CASES, SEED,
        (entry, dir) -> {
          String checked = outcome(entry, dir, new Both(new TraceCheck(), new ContractSink()));
          return checked != null ? checked : outcome(entry, dir, new ActionTape());
        });
    assertTrue(failures.isEmpty(), failures.size() + " kind(s) of failure:\n" + String.join("\n\n", failures.values()));
  }
}
