package org.interflow.io.trace;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
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
 *
 * <p>Speed: the parser reads the tokens in place ({@link TraceTokenizer}) and hands point-to-point
 * actions and waits to the sink's primitive methods, so the common lines make no object; a line
 * becomes a String only for an error message. The (src, dst, tag) index of pending requests is
 * built only when a wait or test names a request by key, so traces that complete requests with
 * {@code waitall} never touch it.
 */
final class TiActionParser {
  private static final String SEND_FORM = "`<rank> send|isend <dst> <tag> <size> [datatype]` (legacy `<rank> send <dst> <size> [datatype]`)";
  private static final String RECV_FORM = "`<rank> recv|irecv <src> <tag> <size> [datatype]` (legacy `<rank> recv <src> <size> [datatype]`)";
  private static final String UNKNOWN_ACTION = "a TI action (init, finalize, compute, sleep, send, isend, recv, irecv, "
      + "wait, waitall, test, barrier, bcast, reduce, allreduce, alltoall, alltoallv, gather, gatherv, scatter, scatterv, "
      + "allgather, allgatherv, reducescatter, scan, exscan, comm_size, comm_split, comm_dup)";

  // the actions; an action's code is its index here
  private static final String[] ACTIONS = {"compute", "isend", "irecv", "waitall", "send", "recv", "wait", "test",
    "sleep", "init", "finalize", "barrier", "bcast", "reduce", "allreduce", "scan", "exscan", "alltoall", "allgather",
    "gather", "scatter", "gatherv", "allgatherv", "scatterv", "reducescatter", "alltoallv", "comm_size",
    "comm_split", "comm_dup", "location"};
  private static final int COMPUTE = 0;
  private static final int ISEND = 1;
  private static final int IRECV = 2;
  private static final int WAITALL = 3;
  private static final int SEND = 4;
  private static final int RECV = 5;
  private static final int WAIT = 6;
  private static final int TEST = 7;
  private static final int SLEEP = 8;
  private static final int INIT = 9;
  private static final int FINALIZE = 10;
  private static final int BARRIER = 11;
  private static final int BCAST = 12;
  private static final int REDUCE = 13;
  private static final int ALLREDUCE = 14;
  private static final int SCAN = 15;
  private static final int EXSCAN = 16;
  private static final int ALLTOALL = 17;
  private static final int ALLGATHER = 18;
  private static final int GATHER = 19;
  private static final int SCATTER = 20;
  private static final int GATHERV = 21;
  private static final int ALLGATHERV = 22;
  private static final int SCATTERV = 23;
  private static final int REDUCESCATTER = 24;
  private static final int ALLTOALLV = 25;
  private static final byte[][] ACTION_BYTES = new byte[ACTIONS.length][];
  // action code + 1 by name length, first and last letter (each & 31, so either case): no two
  // actions share all three, so one comparison confirms the candidate; 0 = no action
  private static final byte[] BY_SHAPE = new byte[16 * 32 * 32];

  static {
    for (int i = 0; i < ACTIONS.length; i++) ACTION_BYTES[i] = ACTIONS[i].getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    for (int i = 0; i < ACTIONS.length; i++) {
      byte[] a = ACTION_BYTES[i];
      int shape = shape(a.length, a[0], a[a.length - 1]);
      if (BY_SHAPE[shape] != 0) throw new IllegalStateException(ACTIONS[i] + " has the shape of " + ACTIONS[BY_SHAPE[shape] - 1]);
      BY_SHAPE[shape] = (byte) (i + 1);
    }
  }

  private int ranks;                 // -1 while unknown (read in one pass, see the constructor)
  private final TraceSink sink;
  private final java.util.function.IntSupplier rankCount;
  private RankState[] states;
  private int highestRank = -1;      // of the lines read while the count is unknown
  private int highestPeer = -1;      // peers and roots named while the count is unknown
  private int[] requestBuffer = new int[16];
  // the line being parsed
  private TraceTokenizer t;
  private String file;
  private long lineNo;
  private int n;
  private int rank;
  private RankState st;

  /** A parser of a trace of {@code ranks} ranks. */
  TiActionParser(int ranks, TraceSink sink) {
    this.ranks = ranks;
    this.sink = sink;
    this.rankCount = null;
    this.states = new RankState[ranks];
  }

  /**
   * A parser of a shared trace whose rank count is not known yet, for a sink that takes it last
   * ({@link TraceSink#acceptRanksLast()}). Rank, peer and root upper bounds are not checked; the
   * largest ones are kept ({@link #highestRank()}, {@link #highestPeer()}) for the reader to
   * check at the end. A line needing the count (a v-collective's vector) asks {@code rankCount}
   * for it (a scan of the file), tells the sink, and the parser goes on with it known. In this
   * mode a line is read only when its rank field starts the line after blanks or tabs only and
   * has 1 to 9 digits, the rule of the rank-count scan, else it is reported as malformed.
   */
  TiActionParser(TraceSink sink, java.util.function.IntSupplier rankCount) {
    this.ranks = -1;
    this.sink = sink;
    this.rankCount = rankCount;
    this.states = new RankState[64];
  }

  /** The rank count, or -1 while unknown. */
  int ranks() { return ranks; }

  /** The largest rank that began a line read while the count was unknown (-1 if none). */
  int highestRank() { return highestRank; }

  /** The largest peer or root named while the count was unknown (-1 if none). */
  int highestPeer() { return highestPeer; }

  /**
   * Makes the count known ({@code ranks} above every rank and peer seen, which the caller checked)
   * and tells the sink.
   */
  void knowRanks(int count) {
    ranks = count;
    if (states.length < count) states = java.util.Arrays.copyOf(states, count);
    sink.ranks(count);
  }

  /** The count, learnt from {@link #rankCount} when not known yet; an error when a peer is out of range. */
  private int rankCount() {
    if (ranks < 0) {
      int count = rankCount.getAsInt();
      if (highestRank >= count || highestPeer >= count) throw error("ranks and peers below the rank count " + count);
      knowRanks(count);
    }
    return ranks;
  }

  /**
   * What SimGrid's replay remembers per rank: default datatype, pending requests, legacy mode.
   * Until a wait or test names a request (so while requests complete only by {@code waitall})
   * the pending requests are all those issued since the last waitall, {@code base} to {@code
   * nextRequest - 1}, and only the list of new requests is kept; the first such wait or test
   * turns it into the pending and irecv sets (ids minus {@code base}) and the key index.
   */
  private static final class RankState {
    int defaultDatatype = TiDatatypes.DOUBLE;
    boolean legacy;
    int nextRequest;
    int base;              // every request below it is complete
    boolean sets;          // pending and irecvs are kept (else implied by the new requests)
    final BitSet pending = new BitSet();
    final BitSet irecvs = new BitSet();
    final Map<Long, ArrayDeque<Integer>> byKey = new HashMap<>();  // looked up, never iterated for output
    // requests not yet in byKey, in issue order, with their keys and whether each is an irecv
    long[] newKeys = new long[4];
    int[] newRequests = new int[4];
    boolean[] newIrecvs = new boolean[4];
    int newCount;
  }

  /** Parses the current line of {@code t}, a line of {@code file}; {@code onlyRank} >= 0 requires that rank. */
  void parse(TraceTokenizer t, String file, int onlyRank) {
    this.t = t;
    this.file = file;
    this.lineNo = t.line();
    this.n = t.count();
    rank = rankOf();
    if (onlyRank >= 0 && rank != onlyRank) {
      throw new InputFormatException(file, lineNo, "rank " + onlyRank + " on every line of this per-rank file", t.lineText().trim());
    }
    if (n < 2) throw error("`<rank> <action> <args...>`");
    if (rank >= states.length) states = java.util.Arrays.copyOf(states, Math.max(rank + 1, 2 * states.length));
    st = states[rank] != null ? states[rank] : (states[rank] = new RankState());
    int action = action();
    switch (action) {
      case COMPUTE -> sink.computeAction(rank, positive(2, "`<rank> compute <flops>`"), MpiAction.ComputeUnit.FLOPS, file, lineNo);
      case ISEND -> pointToPoint(true, true);
      case IRECV -> pointToPoint(false, true);
      case WAITALL -> waitAll();
      case SEND -> pointToPoint(true, false);
      case RECV -> pointToPoint(false, false);
      case WAIT -> waitOne();
      case TEST -> test();
      case SLEEP -> sink.computeAction(rank, positive(2, "`<rank> sleep <seconds>`"), MpiAction.ComputeUnit.SECONDS, file, lineNo);
      case INIT -> st.defaultDatatype = n > 2 ? TiDatatypes.DOUBLE : TiDatatypes.BYTE;
      case FINALIZE -> { }
      case BARRIER -> emit(MpiAction.Collective.of(CollectiveKind.BARRIER, 0, 0, 0, 0));
      case BCAST -> bcast();
      case REDUCE -> reduce();
      case ALLREDUCE -> allreduceLike(CollectiveKind.ALLREDUCE, "`<rank> allreduce <size> <flops> [datatype]`");
      case SCAN -> allreduceLike(CollectiveKind.SCAN, "`<rank> scan <size> <flops> [datatype]`");
      case EXSCAN -> allreduceLike(CollectiveKind.EXSCAN, "`<rank> exscan <size> <flops> [datatype]`");
      case ALLTOALL -> regular(CollectiveKind.ALLTOALL, false, "`<rank> alltoall <sendsize> <recvsize> [dt1 [dt2]]`");
      case ALLGATHER -> regular(CollectiveKind.ALLGATHER, false, "`<rank> allgather <sendsize> <recvsize> [dt1 [dt2]]`");
      case GATHER -> regular(CollectiveKind.GATHER, true, "`<rank> gather <sendsize> <recvsize> [root [dt1 [dt2]]]`");
      case SCATTER -> regular(CollectiveKind.SCATTER, true, "`<rank> scatter <sendsize> <recvsize> [root [dt1 [dt2]]]`");
      case GATHERV -> gatherv();
      case ALLGATHERV -> allgatherv();
      case SCATTERV -> scatterv();
      case REDUCESCATTER -> reduceScatter();
      case ALLTOALLV -> alltoallv();
      default -> sink.skipped(rank, ACTIONS[action], file, lineNo);  // comm_size, comm_split, comm_dup, location
    }
  }

  /**
   * The action token's code (index in {@link #ACTIONS}); an upper-case letter in it marks the rank's
   * trace as pre-2018 ({@code allReduce}, {@code Isend}). One name comparison.
   */
  private int action() {
    int length = t.length(1);
    if (length < 16) {
      int code = BY_SHAPE[shape(length, t.at(1, 0), t.at(1, length - 1))] - 1;
      if (code >= 0) {
        int match = t.match(1, ACTION_BYTES[code]);
        if (match != TraceTokenizer.DIFFERENT) {
          if (match == TraceTokenizer.EQUAL_IGNORING_CASE) st.legacy = true;
          return code;
        }
      }
    }
    throw error(UNKNOWN_ACTION);
  }

  private static int shape(int length, byte first, byte last) { return length << 10 | (first & 31) << 5 | (last & 31); }

  private int rankOf() {
    if (ranks < 0) {
      int r = t.leadingRank();
      if (r < 0) throw error("`<rank> <action> <args...>` with rank >= 0");
      if (r >= TraceLimits.MAX_RANKS) throw error("`<rank> <action> <args...>` with " + TraceLimits.RANK_RANGE);
      if (r > highestRank) highestRank = r;
      return r;
    }
    int r;
    try {
      r = t.integer(0);
    } catch (NumberFormatException e) {
      throw error("`<rank> <action> <args...>` with an integer rank");
    }
    if (r < 0 || r >= ranks) throw error("a rank in 0.." + (ranks - 1));
    return r;
  }

  private void emit(MpiAction action) {
    sink.action(rank, action, file, lineNo);
  }

  private void pointToPoint(boolean send, boolean immediate) {
    int args = n - 2;
    String form = send ? SEND_FORM : RECV_FORM;
    boolean legacy = args == 2 || (args == 3 && st.legacy);
    if (args < 2 || args > 4) throw error(form);
    if (legacy) st.legacy = true;
    int peer = peer(2, form);
    int tag = legacy ? 0 : integer(3, form);
    if (tag < (send ? 0 : MpiAction.ANY)) throw error(form + " with a tag >= 0" + (send ? "" : " (or -1 for any)"));
    int sizeAt = legacy ? 3 : 4;
    int dt = n > sizeAt + 1 ? datatype(sizeAt + 1) : st.defaultDatatype;
    long bytes = bytes(sizeAt, dt, form);
    if (send && peer == MpiAction.ANY) throw error("a destination rank in 0.." + (ranks - 1) + " in " + form);
    if (!immediate) {
      if (send) sink.sendAction(rank, peer, tag, bytes, file, lineNo); else sink.recvAction(rank, peer, tag, bytes, file, lineNo);
      return;
    }
    RankState s = st;
    int request = s.nextRequest++;
    if (s.sets) {
      s.pending.set(request - s.base);
      if (!send) s.irecvs.set(request - s.base);
    }
    if (s.newCount == s.newKeys.length) {
      s.newKeys = java.util.Arrays.copyOf(s.newKeys, 2 * s.newCount);
      s.newRequests = java.util.Arrays.copyOf(s.newRequests, 2 * s.newCount);
      s.newIrecvs = java.util.Arrays.copyOf(s.newIrecvs, 2 * s.newCount);
    }
    s.newKeys[s.newCount] = send ? key(rank, peer, tag) : key(peer, rank, tag);
    s.newIrecvs[s.newCount] = !send;
    s.newRequests[s.newCount++] = request;
    if (send) sink.isendAction(rank, peer, tag, bytes, request, file, lineNo); else sink.irecvAction(rank, peer, tag, bytes, request, file, lineNo);
  }

  /** SimGrid's request key (sender, receiver, tag), packed; ranks < 2^21, tags in int range. */
  private static long key(int src, int dst, int tag) {
    return (((long) (src + 1) << 21 | (dst + 1)) << 32) ^ (tag & 0xffffffffL);
  }

  /**
   * Makes the pending and irecv sets explicit (when only implied so far) and files the requests
   * issued since the last look-up under their keys, oldest first.
   */
  private static void index(RankState s) {
    if (!s.sets) {  // every new request is pending: those since the last waitall
      for (int i = 0; i < s.newCount; i++) {
        s.pending.set(s.newRequests[i] - s.base);
        if (s.newIrecvs[i]) s.irecvs.set(s.newRequests[i] - s.base);
      }
      s.sets = true;
    }
    for (int i = 0; i < s.newCount; i++) s.byKey.computeIfAbsent(s.newKeys[i], k -> new ArrayDeque<>()).addLast(s.newRequests[i]);
    s.newCount = 0;
  }

  private void waitOne() {
    RankState s = st;
    index(s);
    if (n == 2) { // legacy: the newest pending irecv
      if (s.irecvs.isEmpty()) throw error("a pending irecv before a legacy `<rank> wait`");
      int request = s.base + s.irecvs.length() - 1;
      forget(s, request);
      waitFor(request);
      return;
    }
    String form = "`<rank> wait <src> <dst> <tag>`";
    if (n != 5) throw error(form);
    ArrayDeque<Integer> queue = s.byKey.get(key(peer(2, form), peer(3, form), integer(4, form)));
    if (queue == null || queue.isEmpty()) {
      sink.skipped(rank, "wait (no pending request with this src dst tag)", file, lineNo);
      return;
    }
    int request = queue.pollFirst();
    s.pending.clear(request - s.base);
    s.irecvs.clear(request - s.base);
    waitFor(request);
  }

  private void waitFor(int request) {
    requestBuffer[0] = request;
    sink.waitAction(rank, requestBuffer, 1, file, lineNo);
  }

  private void test() {
    String form = "`<rank> test <src> <dst> <tag>`";
    if (n != 5) throw error(form);
    long key = key(peer(2, form), peer(3, form), integer(4, form));
    index(st);
    ArrayDeque<Integer> queue = st.byKey.get(key);
    if (queue == null || queue.isEmpty()) {
      sink.skipped(rank, "test (no pending request with this src dst tag)", file, lineNo);
      return;
    }
    sink.testAction(rank, queue.peekFirst(), file, lineNo); // stays pending: a later wait names it again
  }

  private void waitAll() {
    RankState s = st;
    int count = 0;
    if (s.sets) {
      for (int r = s.pending.nextSetBit(0); r >= 0; r = s.pending.nextSetBit(r + 1)) {
        if (count == requestBuffer.length) requestBuffer = java.util.Arrays.copyOf(requestBuffer, 2 * count);
        requestBuffer[count++] = s.base + r;
      }
      s.pending.clear();
      s.irecvs.clear();
      s.byKey.clear();
      s.sets = false;
    } else {
      count = s.nextRequest - s.base;
      if (requestBuffer.length < count) requestBuffer = new int[Math.max(count, 2 * requestBuffer.length)];
      for (int i = 0; i < count; i++) requestBuffer[i] = s.base + i;
    }
    s.newCount = 0;
    s.base = s.nextRequest;
    if (count == 0) return; // SimGrid's waitall does nothing without pending requests
    sink.waitAction(rank, requestBuffer, count, file, lineNo);
  }

  /** Drops a request waited by position (legacy wait): O(pending keys), legacy traces have few. */
  private static void forget(RankState s, int request) {
    s.pending.clear(request - s.base);
    s.irecvs.clear(request - s.base);
    for (ArrayDeque<Integer> q : s.byKey.values()) {
      if (q.remove(request)) break;
    }
  }

  private void bcast() {
    String form = "`<rank> bcast <size> [root [datatype]]`";
    if (n < 3 || n > 5) throw error(form);
    int root = n > 3 ? root(3, form) : 0;
    int dt = n > 4 ? datatype(4) : st.defaultDatatype;
    emit(MpiAction.Collective.of(CollectiveKind.BCAST, root, bytes(2, dt, form), 0, 0));
  }

  private void reduce() {
    String form = "`<rank> reduce <size> <flops> [root [datatype]]`";
    if (n < 4 || n > 6) throw error(form);
    int root = n > 4 ? root(4, form) : 0;
    int dt = n > 5 ? datatype(5) : st.defaultDatatype;
    emit(MpiAction.Collective.of(CollectiveKind.REDUCE, root, bytes(2, dt, form), 0, positive(3, form)));
  }

  private void allreduceLike(CollectiveKind kind, String form) {
    if (n < 4 || n > 5) throw error(form);
    int dt = n > 4 ? datatype(4) : st.defaultDatatype;
    long bytes = bytes(2, dt, form);
    emit(MpiAction.Collective.of(kind, 0, bytes, bytes, positive(3, form)));
  }

  private void regular(CollectiveKind kind, boolean rooted, String form) {
    int extra = rooted ? 1 : 0;
    if (n < 4 || n > 6 + extra) throw error(form);
    int root = rooted && n > 4 ? root(4, form) : 0;
    int dt1 = n > 4 + extra ? datatype(4 + extra) : st.defaultDatatype;
    int dt2 = n > 5 + extra ? datatype(5 + extra) : st.defaultDatatype;
    emit(MpiAction.Collective.of(kind, root, bytes(2, dt1, form), bytes(3, dt2, form), 0));
  }

  private void gatherv() {
    int r = rankCount();
    String form = "`<rank> gatherv <sendsize> <recvsize x " + r + "> [root [dt1 [dt2]]]`";
    if (n < 3 + r || n > 6 + r) throw error(form);
    int root = n > 3 + r ? root(3 + r, form) : 0;
    int dt1 = n > 4 + r ? datatype(4 + r) : st.defaultDatatype;
    int dt2 = n > 5 + r ? datatype(5 + r) : st.defaultDatatype;
    emit(new MpiAction.Collective(CollectiveKind.GATHERV, root, bytes(2, dt1, form), 0, null, vector(3, dt2, form), 0));
  }

  private void allgatherv() {
    int r = rankCount();
    String form = "`<rank> allgatherv <sendsize> <recvsize x " + r + "> [datatype] [displacement x " + r + "]`";
    if (n < 3 + r || n > 4 + 2 * r) throw error(form);
    // SimGrid's GatherVArgParser: more than 3+2n fields = datatype and displacements; more than
    // 5+n = displacements only; more than 3+n = a datatype (anything after it is ignored)
    int dt = st.defaultDatatype;
    if (n > 3 + 2 * r) {
      dt = datatype(3 + r);
    } else if (n > 5 + r) {
      if (n < 3 + 2 * r) throw error(form);
    } else if (n > 3 + r) {
      dt = datatype(3 + r);
    }
    emit(new MpiAction.Collective(CollectiveKind.ALLGATHERV, 0, bytes(2, dt, form), 0, null, vector(3, dt, form), 0));
  }

  private void scatterv() {
    int r = rankCount();
    String form = "`<rank> scatterv <sendsize x " + r + "> <recvsize> [root [dt1 [dt2]]]`";
    if (n < 3 + r || n > 6 + r) throw error(form);
    int root = n > 3 + r ? root(3 + r, form) : 0;
    int dt1 = n > 4 + r ? datatype(4 + r) : st.defaultDatatype;
    int dt2 = n > 5 + r ? datatype(5 + r) : st.defaultDatatype;
    emit(new MpiAction.Collective(CollectiveKind.SCATTERV, root, 0, bytes(2 + r, dt2, form), vector(2, dt1, form), null, 0));
  }

  private void reduceScatter() {
    int r = rankCount();
    String form = "`<rank> reducescatter <recvsize x " + r + "> <flops> [datatype]`";
    if (n < 3 + r || n > 4 + r) throw error(form);
    int dt = n > 3 + r ? datatype(3 + r) : st.defaultDatatype;
    emit(new MpiAction.Collective(CollectiveKind.REDUCE_SCATTER, 0, 0, 0, null, vector(2, dt, form), positive(2 + r, form)));
  }

  private void alltoallv() {
    int r = rankCount();
    String form = "`<rank> alltoallv <sendbuf> <sendsize x " + r + "> <recvbuf> <recvsize x " + r + "> [dt1 [dt2]]`";
    if (n < 4 + 2 * r || n > 6 + 2 * r) throw error(form);
    int dt1 = n > 4 + 2 * r ? datatype(4 + 2 * r) : st.defaultDatatype;
    int dt2 = n > 5 + 2 * r ? datatype(5 + 2 * r) : st.defaultDatatype;
    number(2, form);
    number(3 + r, form);
    emit(new MpiAction.Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, vector(3, dt1, form), vector(4 + r, dt2, form), 0));
  }

  /** The error for the current line: {@code file:line: expected <expected>, got '<trimmed line>'}. */
  private InputFormatException error(String expected) {
    return new InputFormatException(file, lineNo, expected, t.lineText().trim());
  }

  private double number(int i, String form) {
    if (i >= n) throw error(form);
    try {
      double v = t.number(i);
      if (Double.isFinite(v)) return v;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error(form);
  }

  private double positive(int i, String form) {
    double v = number(i, form);
    if (v < 0) throw error(form + " with a non-negative amount");
    return v;
  }

  private int integer(int i, String form) {
    if (i >= n) throw error(form);
    try {
      return t.integer(i);
    } catch (NumberFormatException e) {
      throw error(form);
    }
  }

  private int peer(int i, String form) {
    int p = integer(i, form);
    if (p < -1 || (ranks >= 0 && p >= ranks) || p >= TraceLimits.MAX_RANKS) {
      throw error(form + " with ranks in 0.." + (ranks >= 0 ? ranks - 1 : TraceLimits.MAX_RANKS - 1) + " (or -1 for any)");
    }
    if (p > highestPeer) highestPeer = p;
    return p;
  }

  private int root(int i, String form) {
    int p = integer(i, form);
    if (p < 0 || (ranks >= 0 && p >= ranks) || p >= TraceLimits.MAX_RANKS) {
      throw error(form + " with root in 0.." + (ranks >= 0 ? ranks - 1 : TraceLimits.MAX_RANKS - 1));
    }
    if (p > highestPeer) highestPeer = p;
    return p;
  }

  private int datatype(int i) {
    int id;
    try {
      id = t.integer(i);
    } catch (NumberFormatException e) {
      id = -1;
    }
    if (TiDatatypes.size(id) < 0) {
      throw error("a SimGrid datatype id 0.." + (TiDatatypes.count() - 1) + " (0 MPI_DOUBLE, 1 MPI_INT, 2 MPI_CHAR, 6 MPI_BYTE ...) in field " + (i + 1));
    }
    return id;
  }

  /** Field {@code i}, a count of {@code datatype} elements, in bytes; an error unless 0 to 2^40 bytes. */
  private long bytes(int i, int datatype, String form) {
    long bytes = TraceLimits.bytes(number(i, form), TiDatatypes.size(datatype));
    if (bytes < 0) throw error(form + " with " + TraceLimits.SIZE_RANGE + " in field " + (i + 1));
    return bytes;
  }

  private long[] vector(int from, int datatype, String form) {
    long[] v = new long[ranks];
    for (int r = 0; r < ranks; r++) v[r] = bytes(from + r, datatype, form);
    return v;
  }
}
