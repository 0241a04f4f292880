package org.interflow.io.trace;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Function;
import org.interflow.model.traffic.mpi.CollectiveAlgorithm;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Writes a trace as a GOAL schedule: each rank's actions become a chain of GOAL operations. A
 * {@link TraceSink}; ranks are spooled to one temporary file each (at most 64 open) and joined
 * into {@code rank r { ... }} blocks at the end.
 *
 * <p>Mapping: compute becomes {@code calc} (seconds / {@code calcSeconds}, rounded; flops first
 * divided by {@code flopsPerSecond}); send and isend become {@code send}, recv and irecv {@code
 * recv}; a wait becomes {@code calc 0} that {@code requires} every waited operation. Each
 * operation depends on the one before it: {@code requires} after a blocking one (calc, send,
 * recv, wait), {@code irequires} after a non-blocking one (isend, irecv), so the chain keeps the
 * program order and lets non-blocking operations overlap as MPI does. A test is dropped (GOAL has
 * none; it never blocks). Collectives are decomposed round by round with the given algorithms
 * (each round's messages require the previous round's {@code calc 0} join; tag 2^30 + the
 * collective's index), then its reduction flops, if any, become a {@code calc} after its last
 * round, where replay computes them; without algorithms a collective is a {@link TraceConversionException}.
 * MPI_ANY_SOURCE/TAG are written as -1.
 */
public final class GoalTraceWriter implements TraceSink {
  /** Tags of collective messages start here (the k-th collective of every rank uses base + k). */
  public static final int COLLECTIVE_TAG_BASE = 1 << 30;

  private final Path out;
  private final double calcSeconds;
  private final double flopsPerSecond;
  private final Function<CollectiveKind, CollectiveAlgorithm> algorithms;
  private Path spoolDir;
  private RankFileSpool spool;
  private int ranks;
  private RankChain[] chains;

  /**
   * @param out the GOAL file to write
   * @param calcSeconds seconds per {@code calc} unit (1e-9: nanoseconds, Schedgen's default)
   * @param flopsPerSecond host speed turning flop amounts into time
   * @param algorithms the algorithm per collective kind, or null to refuse collectives
   */
  public GoalTraceWriter(Path out, double calcSeconds, double flopsPerSecond,
      Function<CollectiveKind, CollectiveAlgorithm> algorithms) {
    if (!(calcSeconds > 0) || !(flopsPerSecond > 0)) {
      throw new IllegalArgumentException("calc unit and host speed must be positive: " + calcSeconds + ", " + flopsPerSecond);
    }
    this.out = out;
    this.calcSeconds = calcSeconds;
    this.flopsPerSecond = flopsPerSecond;
    this.algorithms = algorithms;
  }

  /** One rank's chain state: next label, the previous operation, request labels. */
  private final class RankChain {
    final int rank;
    int nextLabel = 1;
    int previous;
    boolean previousBlocks;
    int[] labelOfRequest = new int[16];
    int collectives;

    RankChain(int rank) { this.rank = rank; }

    /** Writes {@code lK: op} chained to the previous operation; returns K. */
    int op(String op, boolean blocks) {
      int label = nextLabel++;
      write("l" + label + ": " + op);
      if (previous > 0) write("l" + label + (previousBlocks ? " requires l" : " irequires l") + previous);
      previous = label;
      previousBlocks = blocks;
      return label;
    }

    void request(int request, int label) {
      if (request >= labelOfRequest.length) labelOfRequest = Arrays.copyOf(labelOfRequest, Math.max(request + 1, labelOfRequest.length * 2));
      labelOfRequest[request] = label;
    }

    int labelOf(int request) {
      if (request < 0 || request >= labelOfRequest.length || labelOfRequest[request] == 0) {
        throw discard(new TraceConversionException("rank " + rank + " waits for request " + request + " that it never issued"));
      }
      return labelOfRequest[request];
    }

    void join(int[] labels) {
      int label = op("calc 0", true);
      for (int l : labels) write("l" + label + " requires l" + l);
    }

    void write(String line) {
      try {
        BufferedWriter w = spool.writer(rank);
        w.write(line);
        w.write('\n');
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write GOAL spool: " + e.getMessage(), e);
      }
    }
  }

  @Override
  public void ranks(int n) {
    ranks = n;
    chains = new RankChain[n];
    try {
      spoolDir = Files.createTempDirectory(out.toAbsolutePath().getParent(), ".goal-spool-");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write GOAL " + out + ": " + e.getMessage(), e);
    }
    spool = new RankFileSpool(r -> spoolDir.resolve(r + ".goal"), 64);
  }

  @Override
  public void action(int rank, MpiAction a, String file, long line) {
    RankChain c = chains[rank] != null ? chains[rank] : (chains[rank] = new RankChain(rank));
    if (a instanceof MpiAction.Compute x) {
      double seconds = x.unit() == MpiAction.ComputeUnit.FLOPS ? x.amount() / flopsPerSecond : x.amount();
      c.op("calc " + Math.round(seconds / calcSeconds), true);
    } else if (a instanceof MpiAction.Send s) {
      c.op("send " + s.bytes() + "b to " + s.peer() + " tag " + s.tag(), true);
    } else if (a instanceof MpiAction.Recv r) {
      c.op("recv " + r.bytes() + "b from " + r.peer() + " tag " + r.tag(), true);
    } else if (a instanceof MpiAction.Isend s) {
      c.request(s.request(), c.op("send " + s.bytes() + "b to " + s.peer() + " tag " + s.tag(), false));
    } else if (a instanceof MpiAction.Irecv r) {
      c.request(r.request(), c.op("recv " + r.bytes() + "b from " + r.peer() + " tag " + r.tag(), false));
    } else if (a instanceof MpiAction.Wait w) {
      if (w.requests().length == 0) return;
      int[] labels = new int[w.requests().length];
      for (int i = 0; i < labels.length; i++) labels[i] = c.labelOf(w.requests()[i]);
      c.join(labels);
    } else if (a instanceof MpiAction.Collective col) {
      collective(c, col, file, line);
    }
  }

  private void collective(RankChain c, MpiAction.Collective col, String file, long line) {
    CollectiveAlgorithm algorithm = algorithms == null ? null : algorithms.apply(col.kind());
    if (algorithm == null) {
      throw discard(new TraceConversionException("GOAL has no collectives: rank " + c.rank + "'s " + col.kind().traceName()
          + " at " + file + ":" + line + " needs a collective algorithm to be decomposed into messages"));
    }
    int tag = COLLECTIVE_TAG_BASE + c.collectives++;
    int[][] round = {new int[8]};
    int[] count = {0};
    algorithm.schedule(col, c.rank, ranks, new CollectiveAlgorithm.ScheduleSink() {
      @Override public void send(int peer, long bytes) { add(c.op("send " + bytes + "b to " + peer + " tag " + tag, false)); }

      @Override public void recv(int peer, long bytes) { add(c.op("recv " + bytes + "b from " + peer + " tag " + tag, false)); }

      @Override public void endRound() {
        if (count[0] > 0) c.join(Arrays.copyOf(round[0], count[0]));
        count[0] = 0;
      }

      private void add(int label) {
        if (count[0] == round[0].length) round[0] = Arrays.copyOf(round[0], count[0] * 2);
        round[0][count[0]++] = label;
      }
    });
    if (count[0] > 0) c.join(Arrays.copyOf(round[0], count[0]));
    // the reduction's flops, which replay computes once the collective has ended
    if (col.flops() > 0) c.op("calc " + Math.round(col.flops() / flopsPerSecond / calcSeconds), true);
  }

  @Override
  public void skipped(int rank, String call, String file, long line) {
    // unmodelled calls have no GOAL operation
  }

  /** Removes the spool files before a conversion error propagates; returns the error. */
  private TraceConversionException discard(TraceConversionException error) {
    spool.close();
    try (java.util.stream.Stream<Path> parts = Files.list(spoolDir)) {
      for (Path p : parts.toList()) Files.delete(p);
      Files.delete(spoolDir);
    } catch (IOException e) {
      error.addSuppressed(e);
    }
    return error;
  }

  @Override
  public void end() {
    spool.close();
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      w.write("num_ranks " + ranks + "\n");
      for (int r = 0; r < ranks; r++) {
        w.write("\nrank " + r + " {\n");
        if (spool.exists(r)) {
          Path part = spoolDir.resolve(r + ".goal");
          try (BufferedReader in = Files.newBufferedReader(part, StandardCharsets.UTF_8)) {
            in.transferTo(w);
          }
          Files.delete(part);
        }
        w.write("}\n");
      }
      Files.delete(spoolDir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write GOAL " + out + ": " + e.getMessage(), e);
    }
  }
}
