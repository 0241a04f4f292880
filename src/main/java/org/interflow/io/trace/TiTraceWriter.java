package org.interflow.io.trace;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Writes a trace as a SimGrid time-independent trace in the current (post-2018) spelling: one
 * shared file, or an index file plus one file per rank in a folder beside it. A {@link TraceSink}.
 *
 * <p>Every rank starts with a bare {@code init} (MPI_BYTE default), so sizes are written in bytes
 * without datatype ids, and ends with {@code finalize}. Flops become {@code compute}, seconds
 * {@code sleep}. Requests become SimGrid's (src, dst, tag) keys: a wait for every pending request
 * of the rank is written {@code waitall}, other waits one {@code wait src dst tag} per request (the
 * reader matches the oldest pending request of a key, so the order of two pending requests with
 * the same key is not kept). Collectives use the layouts {@link TiActionParser} reads, with roots
 * and without displacements; {@code scan}/{@code exscan} are Interflow extensions SimGrid does
 * not replay. Skipped calls are not written. MPI_ANY_SOURCE/TAG are written as -1.
 */
public final class TiTraceWriter implements TraceSink {
  private final Path indexFile;
  private final Path shared;
  private BufferedWriter sharedOut;
  private RankFileSpool perRank;
  private int ranks;
  private int[][] keyOfRequest; // per rank: [3 * request] src, dst, tag
  private BitSet[] pending;
  private final BitSet started = new BitSet();

  private TiTraceWriter(Path shared, Path indexFile) {
    this.shared = shared;
    this.indexFile = indexFile;
  }

  /** A writer of one shared file {@code out}. */
  public static TiTraceWriter sharedFile(Path out) { return new TiTraceWriter(out, null); }

  /**
   * A writer of the index {@code indexFile} and of per-rank files {@code <index name>.ranks/rank<N>.txt}
   * beside it (at most 64 open at a time).
   */
  public static TiTraceWriter indexed(Path indexFile) { return new TiTraceWriter(null, indexFile); }

  @Override
  public void ranks(int n) {
    ranks = n;
    keyOfRequest = new int[n][];
    pending = new BitSet[n];
    try {
      if (shared != null) {
        sharedOut = Files.newBufferedWriter(shared, StandardCharsets.UTF_8);
      } else {
        Path folder = folder();
        Files.createDirectories(folder);
        perRank = new RankFileSpool(r -> folder.resolve("rank" + r + ".txt"), 64);
        try (BufferedWriter index = Files.newBufferedWriter(indexFile, StandardCharsets.UTF_8)) {
          for (int r = 0; r < n; r++) index.write(folder.getFileName() + "/rank" + r + ".txt\n");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trace: " + e.getMessage(), e);
    }
  }

  private Path folder() {
    Path parent = indexFile.toAbsolutePath().getParent();
    return parent.resolve(indexFile.getFileName() + ".ranks");
  }

  @Override
  public void action(int rank, MpiAction a, String file, long line) {
    if (a instanceof MpiAction.Compute c) {
      line(rank, (c.unit() == MpiAction.ComputeUnit.FLOPS ? "compute " : "sleep ") + TraceNumbers.number(c.amount()));
    } else if (a instanceof MpiAction.Send s) {
      line(rank, "send " + s.peer() + " " + s.tag() + " " + s.bytes());
    } else if (a instanceof MpiAction.Recv r) {
      line(rank, "recv " + r.peer() + " " + r.tag() + " " + r.bytes());
    } else if (a instanceof MpiAction.Isend s) {
      remember(rank, s.request(), rank, s.peer(), s.tag());
      line(rank, "isend " + s.peer() + " " + s.tag() + " " + s.bytes());
    } else if (a instanceof MpiAction.Irecv r) {
      remember(rank, r.request(), r.peer(), rank, r.tag());
      line(rank, "irecv " + r.peer() + " " + r.tag() + " " + r.bytes());
    } else if (a instanceof MpiAction.Wait w) {
      waitFor(rank, w.requests());
    } else if (a instanceof MpiAction.Test t) {
      line(rank, "test " + key(rank, t.request()));
    } else if (a instanceof MpiAction.Collective c) {
      line(rank, collective(c));
    }
  }

  private void remember(int rank, int request, int src, int dst, int tag) {
    int[] keys = keyOfRequest[rank];
    if (keys == null || keys.length < 3 * (request + 1)) {
      keys = Arrays.copyOf(keys == null ? new int[0] : keys, Math.max(3 * (request + 1), keys == null ? 24 : keys.length * 2));
      keyOfRequest[rank] = keys;
    }
    keys[3 * request] = src;
    keys[3 * request + 1] = dst;
    keys[3 * request + 2] = tag;
    if (pending[rank] == null) pending[rank] = new BitSet();
    pending[rank].set(request);
  }

  private String key(int rank, int request) {
    int[] k = keyOfRequest[rank];
    if (k == null || 3 * request + 2 >= k.length || request < 0) {
      throw new TraceConversionException("rank " + rank + " waits for or tests request " + request + " that it never issued");
    }
    return k[3 * request] + " " + k[3 * request + 1] + " " + k[3 * request + 2];
  }

  private void waitFor(int rank, int[] requests) {
    if (requests.length == 0) return;
    BitSet asked = new BitSet();
    for (int r : requests) asked.set(r);
    if (asked.equals(pending[rank])) {
      line(rank, "waitall");
      pending[rank].clear();
      return;
    }
    for (int r : requests) {
      line(rank, "wait " + key(rank, r));
      if (pending[rank] != null) pending[rank].clear(r);
    }
  }

  private static String collective(MpiAction.Collective c) {
    return switch (c.kind()) {
      case BARRIER -> "barrier";
      case BCAST -> "bcast " + c.sendBytes() + " " + c.root();
      case REDUCE -> "reduce " + c.sendBytes() + " " + TraceNumbers.number(c.flops()) + " " + c.root();
      case ALLREDUCE -> "allreduce " + c.sendBytes() + " " + TraceNumbers.number(c.flops());
      case SCAN -> "scan " + c.sendBytes() + " " + TraceNumbers.number(c.flops());
      case EXSCAN -> "exscan " + c.sendBytes() + " " + TraceNumbers.number(c.flops());
      case ALLTOALL -> "alltoall " + c.sendBytes() + " " + c.recvBytes();
      case ALLGATHER -> "allgather " + c.sendBytes() + " " + c.recvBytes();
      case GATHER -> "gather " + c.sendBytes() + " " + c.recvBytes() + " " + c.root();
      case SCATTER -> "scatter " + c.sendBytes() + " " + c.recvBytes() + " " + c.root();
      case GATHERV -> "gatherv " + c.sendBytes() + " " + join(c.recvCounts()) + " " + c.root();
      case ALLGATHERV -> "allgatherv " + c.sendBytes() + " " + join(c.recvCounts());
      case SCATTERV -> "scatterv " + join(c.sendCounts()) + " " + c.recvBytes() + " " + c.root();
      case REDUCE_SCATTER -> "reducescatter " + join(c.recvCounts()) + " " + TraceNumbers.number(c.flops());
      case ALLTOALLV -> "alltoallv " + sum(c.sendCounts()) + " " + join(c.sendCounts()) + " " + sum(c.recvCounts()) + " "
          + join(c.recvCounts());
    };
  }

  private static String join(long[] counts) {
    if (counts == null) throw new TraceConversionException("a v-collective without per-rank counts cannot be written as TI");
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < counts.length; i++) b.append(i == 0 ? "" : " ").append(counts[i]);
    return b.toString();
  }

  private static long sum(long[] counts) {
    long s = 0;
    if (counts != null) for (long c : counts) s += c;
    return s;
  }

  private void line(int rank, String text) {
    try {
      BufferedWriter out = sharedOut != null ? sharedOut : perRank.writer(rank);
      if (!started.get(rank)) { // each rank's first line (written lazily: one file opening fewer per rank)
        started.set(rank);
        out.write(rank + " init\n");
      }
      out.write(Integer.toString(rank));
      out.write(' ');
      out.write(text);
      out.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trace: " + e.getMessage(), e);
    }
  }

  @Override
  public void skipped(int rank, String call, String file, long line) {
    // unmodelled calls have no TI action of their own
  }

  @Override
  public void end() {
    for (int r = 0; r < ranks; r++) line(r, "finalize");
    try {
      if (sharedOut != null) sharedOut.close();
      if (perRank != null) perRank.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trace: " + e.getMessage(), e);
    }
  }
}
