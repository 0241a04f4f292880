package org.interflow.io.trace;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.interflow.io.InputFormatException;
import org.interflow.model.traffic.mpi.MpiAction;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.TraceSink;

/**
 * Turns one TI line into {@link MpiAction}s, with the per-rank state SimGrid's replay keeps.
 *
 * <p>Rules (SimGrid {@code smpi_replay.cpp} / {@code smpi_replay.hpp}): sizes are element counts,
 * the datatype an optional trailing id ({@link TiDatatypes}); without one, the rank's default type
 * applies: MPI_BYTE after a bare {@code init}, MPI_DOUBLE after {@code init <anything>} (and, an
 * Interflow choice, MPI_DOUBLE before any {@code init}). Counts are truncated to integers as
 * SimGrid's {@code int} arguments do. Layouts (after {@code <rank> <action>}):
 * <pre>
 * send|isend dst tag size [dt]        recv|irecv src tag size [dt]  (legacy: no tag, tag 0)
 * wait src dst tag | test src dst tag  (legacy: wait = the newest pending irecv) | waitall
 * compute flops | sleep seconds | barrier | bcast size [root [dt]]
 * reduce size flops [root [dt]]        allreduce size flops [dt]      scan|exscan size flops [dt]
 * alltoall send recv [dt1 [dt2]]       allgather send recv [dt1 [dt2]]
 * gather send recv [root [dt1 [dt2]]]  scatter send recv [root [dt1 [dt2]]]
 * gatherv send recv_0..recv_n-1 [root [dt1 [dt2]]]
 * allgatherv send recv_0..recv_n-1 [dt] [disp_0..disp_n-1]
 * scatterv send_0..send_n-1 recv [root [dt1 [dt2]]]
 * reducescatter recv_0..recv_n-1 flops [dt]
 * alltoallv sendbuf send_0..send_n-1 recvbuf recv_0..recv_n-1 [dt1 [dt2]]
 * </pre>
 * A wait or test names its request by (src, dst, tag) as SimGrid's request store does; Interflow
 * keeps a FIFO per key where SimGrid keeps one request (so repeated keys match oldest first). A
 * wait whose key has no pending request is a no-op in SimGrid and is reported as skipped here.
 * {@code init}, {@code finalize} are markers; {@code comm_size}, {@code comm_split}, {@code
 * comm_dup}, {@code location} are skipped (counted). A {@code recv} of size 0 (SimGrid then probes
 * the size) takes whatever is sent. Sizes must come to 0 to 2^40 bytes ({@link TraceLimits}): a
 * negative, non-finite or larger size is a malformed line. A peer of -1 stands for MPI_ANY_SOURCE.
 */
// The String-based TI parser as it was before TraceTokenizer, kept as TiReaderEquivalenceTest's oracle.
final class StringTiActionParser {
  private static final String SEND_FORM = "`<rank> send|isend <dst> <tag> <size> [datatype]` (legacy `<rank> send <dst> <size> [datatype]`)";
  private static final String RECV_FORM = "`<rank> recv|irecv <src> <tag> <size> [datatype]` (legacy `<rank> recv <src> <size> [datatype]`)";

  private final int ranks;
  private final TraceSink sink;
  private final RankState[] states;

  StringTiActionParser(int ranks, TraceSink sink) {
    this.ranks = ranks;
    this.sink = sink;
    this.states = new RankState[ranks];
  }

  /** What SimGrid's replay remembers per rank: default datatype, pending requests, legacy mode. */
  private static final class RankState {
    int defaultDatatype = TiDatatypes.DOUBLE;
    boolean legacy;
    int nextRequest;
    final Map<Long, ArrayDeque<Integer>> byKey = new HashMap<>();
    final BitSet pending = new BitSet();
    final BitSet irecvs = new BitSet();
  }

  /** Parses fields {@code f[0..n)} of {@code line} at {@code file:lineNo}. */
  void parse(String[] f, int n, String file, long lineNo, String line, int onlyRank) {
    int rank = rankOf(f[0], file, lineNo, line);
    if (onlyRank >= 0 && rank != onlyRank) {
      throw new InputFormatException(file, lineNo, "rank " + onlyRank + " on every line of this per-rank file", line.trim());
    }
    if (n < 2) throw error(file, lineNo, "`<rank> <action> <args...>`", line);
    RankState st = states[rank] != null ? states[rank] : (states[rank] = new RankState());
    String action = f[1];
    String lower = action.toLowerCase(Locale.ROOT);
    if (!lower.equals(action)) st.legacy = true; // allReduce, allToAllV, Isend ...
    Line l = new Line(f, n, file, lineNo, line, rank, st);
    switch (lower) {
      case "init" -> st.defaultDatatype = n > 2 ? TiDatatypes.DOUBLE : TiDatatypes.BYTE;
      case "finalize" -> { }
      case "comm_size", "comm_split", "comm_dup", "location" -> sink.skipped(rank, lower, file, lineNo);
      case "compute" -> emit(l, new MpiAction.Compute(l.positive(2, "`<rank> compute <flops>`"), MpiAction.ComputeUnit.FLOPS));
      case "sleep" -> emit(l, new MpiAction.Compute(l.positive(2, "`<rank> sleep <seconds>`"), MpiAction.ComputeUnit.SECONDS));
      case "send", "isend" -> pointToPoint(l, true, lower.equals("isend"));
      case "recv", "irecv" -> pointToPoint(l, false, lower.equals("irecv"));
      case "wait" -> waitOne(l);
      case "test" -> test(l);
      case "waitall" -> waitAll(l);
      case "barrier" -> emit(l, MpiAction.Collective.of(CollectiveKind.BARRIER, 0, 0, 0, 0));
      case "bcast" -> bcast(l);
      case "reduce" -> reduce(l);
      case "allreduce" -> allreduceLike(l, CollectiveKind.ALLREDUCE, "`<rank> allreduce <size> <flops> [datatype]`");
      case "scan" -> allreduceLike(l, CollectiveKind.SCAN, "`<rank> scan <size> <flops> [datatype]`");
      case "exscan" -> allreduceLike(l, CollectiveKind.EXSCAN, "`<rank> exscan <size> <flops> [datatype]`");
      case "alltoall" -> regular(l, CollectiveKind.ALLTOALL, false, "`<rank> alltoall <sendsize> <recvsize> [dt1 [dt2]]`");
      case "allgather" -> regular(l, CollectiveKind.ALLGATHER, false, "`<rank> allgather <sendsize> <recvsize> [dt1 [dt2]]`");
      case "gather" -> regular(l, CollectiveKind.GATHER, true, "`<rank> gather <sendsize> <recvsize> [root [dt1 [dt2]]]`");
      case "scatter" -> regular(l, CollectiveKind.SCATTER, true, "`<rank> scatter <sendsize> <recvsize> [root [dt1 [dt2]]]`");
      case "gatherv" -> gatherv(l);
      case "allgatherv" -> allgatherv(l);
      case "scatterv" -> scatterv(l);
      case "reducescatter" -> reduceScatter(l);
      case "alltoallv" -> alltoallv(l);
      default -> throw error(file, lineNo, "a TI action (init, finalize, compute, sleep, send, isend, recv, irecv, wait, "
          + "waitall, test, barrier, bcast, reduce, allreduce, alltoall, alltoallv, gather, gatherv, scatter, scatterv, "
          + "allgather, allgatherv, reducescatter, scan, exscan, comm_size, comm_split, comm_dup)", line);
    }
  }

  private int rankOf(String text, String file, long lineNo, String line) {
    int rank;
    try {
      rank = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw error(file, lineNo, "`<rank> <action> <args...>` with an integer rank", line);
    }
    if (rank < 0 || rank >= ranks) throw error(file, lineNo, "a rank in 0.." + (ranks - 1), line);
    return rank;
  }

  private void emit(Line l, MpiAction action) {
    sink.action(l.rank, action, l.file, l.lineNo);
  }

  private void pointToPoint(Line l, boolean send, boolean immediate) {
    int args = l.n - 2;
    String form = send ? SEND_FORM : RECV_FORM;
    boolean legacy = args == 2 || (args == 3 && l.st.legacy);
    if (args < 2 || args > 4) throw l.error(form);
    if (legacy) l.st.legacy = true;
    int peer = l.peer(2, form);
    int tag = legacy ? 0 : l.integer(3, form);
    if (tag < (send ? 0 : MpiAction.ANY)) throw l.error(form + " with a tag >= 0" + (send ? "" : " (or -1 for any)"));
    int sizeAt = legacy ? 3 : 4;
    int dt = l.n > sizeAt + 1 ? l.datatype(sizeAt + 1) : l.st.defaultDatatype;
    long bytes = l.bytes(sizeAt, dt, form);
    if (send && peer == MpiAction.ANY) throw l.error("a destination rank in 0.." + (ranks - 1) + " in " + form);
    if (!immediate) {
      emit(l, send ? new MpiAction.Send(peer, tag, bytes) : new MpiAction.Recv(peer, tag, bytes));
      return;
    }
    RankState st = l.st;
    int request = st.nextRequest++;
    st.pending.set(request);
    if (!send) st.irecvs.set(request);
    long key = send ? key(l.rank, peer, tag) : key(peer, l.rank, tag);
    st.byKey.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(request);
    emit(l, send ? new MpiAction.Isend(peer, tag, bytes, request) : new MpiAction.Irecv(peer, tag, bytes, request));
  }

  /** SimGrid's request key (sender, receiver, tag), packed; ranks < 2^21, tags in int range. */
  private static long key(int src, int dst, int tag) {
    return (((long) (src + 1) << 21 | (dst + 1)) << 32) ^ (tag & 0xffffffffL);
  }

  private void waitOne(Line l) {
    RankState st = l.st;
    if (l.n == 2) { // legacy: the newest pending irecv
      int request = st.irecvs.length() - 1;
      if (request < 0) throw l.error("a pending irecv before a legacy `<rank> wait`");
      forget(st, request);
      emit(l, new MpiAction.Wait(new int[] {request}));
      return;
    }
    String form = "`<rank> wait <src> <dst> <tag>`";
    if (l.n != 5) throw l.error(form);
    ArrayDeque<Integer> queue = st.byKey.get(key(l.peer(2, form), l.peer(3, form), l.integer(4, form)));
    if (queue == null || queue.isEmpty()) {
      sink.skipped(l.rank, "wait (no pending request with this src dst tag)", l.file, l.lineNo);
      return;
    }
    int request = queue.pollFirst();
    st.pending.clear(request);
    st.irecvs.clear(request);
    emit(l, new MpiAction.Wait(new int[] {request}));
  }

  private void test(Line l) {
    String form = "`<rank> test <src> <dst> <tag>`";
    if (l.n != 5) throw l.error(form);
    ArrayDeque<Integer> queue = l.st.byKey.get(key(l.peer(2, form), l.peer(3, form), l.integer(4, form)));
    if (queue == null || queue.isEmpty()) {
      sink.skipped(l.rank, "test (no pending request with this src dst tag)", l.file, l.lineNo);
      return;
    }
    emit(l, new MpiAction.Test(queue.peekFirst())); // stays pending: a later wait names it again
  }

  private void waitAll(Line l) {
    RankState st = l.st;
    if (st.pending.isEmpty()) return; // SimGrid's waitall does nothing without pending requests
    int[] requests = st.pending.stream().toArray();
    st.pending.clear();
    st.irecvs.clear();
    st.byKey.clear();
    emit(l, new MpiAction.Wait(requests));
  }

  /** Drops a request waited by position (legacy wait): O(pending keys), legacy traces have few. */
  private static void forget(RankState st, int request) {
    st.pending.clear(request);
    st.irecvs.clear(request);
    for (ArrayDeque<Integer> q : st.byKey.values()) {
      if (q.remove(request)) break;
    }
  }

  private void bcast(Line l) {
    String form = "`<rank> bcast <size> [root [datatype]]`";
    if (l.n < 3 || l.n > 5) throw l.error(form);
    int root = l.n > 3 ? l.root(3, form) : 0;
    int dt = l.n > 4 ? l.datatype(4) : l.st.defaultDatatype;
    emit(l, MpiAction.Collective.of(CollectiveKind.BCAST, root, l.bytes(2, dt, form), 0, 0));
  }

  private void reduce(Line l) {
    String form = "`<rank> reduce <size> <flops> [root [datatype]]`";
    if (l.n < 4 || l.n > 6) throw l.error(form);
    int root = l.n > 4 ? l.root(4, form) : 0;
    int dt = l.n > 5 ? l.datatype(5) : l.st.defaultDatatype;
    emit(l, MpiAction.Collective.of(CollectiveKind.REDUCE, root, l.bytes(2, dt, form), 0, l.positive(3, form)));
  }

  private void allreduceLike(Line l, CollectiveKind kind, String form) {
    if (l.n < 4 || l.n > 5) throw l.error(form);
    int dt = l.n > 4 ? l.datatype(4) : l.st.defaultDatatype;
    long bytes = l.bytes(2, dt, form);
    emit(l, MpiAction.Collective.of(kind, 0, bytes, bytes, l.positive(3, form)));
  }

  private void regular(Line l, CollectiveKind kind, boolean rooted, String form) {
    int extra = rooted ? 1 : 0;
    if (l.n < 4 || l.n > 6 + extra) throw l.error(form);
    int root = rooted && l.n > 4 ? l.root(4, form) : 0;
    int dt1 = l.n > 4 + extra ? l.datatype(4 + extra) : l.st.defaultDatatype;
    int dt2 = l.n > 5 + extra ? l.datatype(5 + extra) : l.st.defaultDatatype;
    emit(l, MpiAction.Collective.of(kind, root, l.bytes(2, dt1, form), l.bytes(3, dt2, form), 0));
  }

  private void gatherv(Line l) {
    String form = "`<rank> gatherv <sendsize> <recvsize x " + ranks + "> [root [dt1 [dt2]]]`";
    int n = ranks;
    if (l.n < 3 + n || l.n > 6 + n) throw l.error(form);
    int root = l.n > 3 + n ? l.root(3 + n, form) : 0;
    int dt1 = l.n > 4 + n ? l.datatype(4 + n) : l.st.defaultDatatype;
    int dt2 = l.n > 5 + n ? l.datatype(5 + n) : l.st.defaultDatatype;
    emit(l, new MpiAction.Collective(CollectiveKind.GATHERV, root, l.bytes(2, dt1, form), 0, null,
        l.vector(3, dt2, form), 0));
  }

  private void allgatherv(Line l) {
    String form = "`<rank> allgatherv <sendsize> <recvsize x " + ranks + "> [datatype] [displacement x " + ranks + "]`";
    int n = ranks;
    if (l.n < 3 + n || l.n > 4 + 2 * n) throw l.error(form);
    // SimGrid's GatherVArgParser: more than 3+2n fields = datatype and displacements; more than
    // 5+n = displacements only; more than 3+n = a datatype (anything after it is ignored)
    int dt = l.st.defaultDatatype;
    if (l.n > 3 + 2 * n) {
      dt = l.datatype(3 + n);
    } else if (l.n > 5 + n) {
      if (l.n < 3 + 2 * n) throw l.error(form);
    } else if (l.n > 3 + n) {
      dt = l.datatype(3 + n);
    }
    emit(l, new MpiAction.Collective(CollectiveKind.ALLGATHERV, 0, l.bytes(2, dt, form), 0, null,
        l.vector(3, dt, form), 0));
  }

  private void scatterv(Line l) {
    String form = "`<rank> scatterv <sendsize x " + ranks + "> <recvsize> [root [dt1 [dt2]]]`";
    int n = ranks;
    if (l.n < 3 + n || l.n > 6 + n) throw l.error(form);
    int root = l.n > 3 + n ? l.root(3 + n, form) : 0;
    int dt1 = l.n > 4 + n ? l.datatype(4 + n) : l.st.defaultDatatype;
    int dt2 = l.n > 5 + n ? l.datatype(5 + n) : l.st.defaultDatatype;
    emit(l, new MpiAction.Collective(CollectiveKind.SCATTERV, root, 0, l.bytes(2 + n, dt2, form),
        l.vector(2, dt1, form), null, 0));
  }

  private void reduceScatter(Line l) {
    String form = "`<rank> reducescatter <recvsize x " + ranks + "> <flops> [datatype]`";
    int n = ranks;
    if (l.n < 3 + n || l.n > 4 + n) throw l.error(form);
    int dt = l.n > 3 + n ? l.datatype(3 + n) : l.st.defaultDatatype;
    emit(l, new MpiAction.Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, l.vector(2, dt, form),
        l.positive(2 + n, form)));
  }

  private void alltoallv(Line l) {
    int n = ranks;
    String form = "`<rank> alltoallv <sendbuf> <sendsize x " + n + "> <recvbuf> <recvsize x " + n + "> [dt1 [dt2]]`";
    if (l.n < 4 + 2 * n || l.n > 6 + 2 * n) throw l.error(form);
    int dt1 = l.n > 4 + 2 * n ? l.datatype(4 + 2 * n) : l.st.defaultDatatype;
    int dt2 = l.n > 5 + 2 * n ? l.datatype(5 + 2 * n) : l.st.defaultDatatype;
    l.number(2, form);
    l.number(3 + n, form);
    emit(l, new MpiAction.Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, l.vector(3, dt1, form),
        l.vector(4 + n, dt2, form), 0));
  }

  private static InputFormatException error(String file, long lineNo, String expected, String line) {
    return new InputFormatException(file, lineNo, expected, line.trim());
  }

  /** One line being parsed: its fields and where it came from. */
  private final class Line {
    final String[] f;
    final int n;
    final String file;
    final long lineNo;
    final String text;
    final int rank;
    final RankState st;

    Line(String[] f, int n, String file, long lineNo, String text, int rank, RankState st) {
      this.f = f;
      this.n = n;
      this.file = file;
      this.lineNo = lineNo;
      this.text = text;
      this.rank = rank;
      this.st = st;
    }

    InputFormatException error(String expected) { return StringTiActionParser.error(file, lineNo, expected, text); }

    double number(int i, String form) {
      if (i >= n) throw error(form);
      try {
        double v = Double.parseDouble(f[i]);
        if (Double.isFinite(v)) return v;
      } catch (NumberFormatException e) {
        // reported below
      }
      throw error(form);
    }

    double positive(int i, String form) {
      double v = number(i, form);
      if (v < 0) throw error(form + " with a non-negative amount");
      return v;
    }

    int integer(int i, String form) {
      if (i >= n) throw error(form);
      try {
        return Integer.parseInt(f[i]);
      } catch (NumberFormatException e) {
        throw error(form);
      }
    }

    int peer(int i, String form) {
      int p = integer(i, form);
      if (p < -1 || p >= ranks) throw error(form + " with ranks in 0.." + (ranks - 1) + " (or -1 for any)");
      return p;
    }

    int root(int i, String form) {
      int p = integer(i, form);
      if (p < 0 || p >= ranks) throw error(form + " with root in 0.." + (ranks - 1));
      return p;
    }

    int datatype(int i) {
      int id;
      try {
        id = Integer.parseInt(f[i]);
      } catch (NumberFormatException e) {
        id = -1;
      }
      if (TiDatatypes.size(id) < 0) {
        throw error("a SimGrid datatype id 0.." + (TiDatatypes.count() - 1) + " (0 MPI_DOUBLE, 1 MPI_INT, 2 MPI_CHAR, 6 MPI_BYTE ...) in field " + (i + 1));
      }
      return id;
    }

    long bytes(int i, int datatype, String form) {
      long bytes = TraceLimits.bytes(number(i, form), TiDatatypes.size(datatype));
      if (bytes < 0) throw error(form + " with " + TraceLimits.SIZE_RANGE + " in field " + (i + 1));
      return bytes;
    }

    long[] vector(int from, int datatype, String form) {
      long[] v = new long[ranks];
      for (int r = 0; r < ranks; r++) v[r] = bytes(from + r, datatype, form);
      return v;
    }
  }
}
