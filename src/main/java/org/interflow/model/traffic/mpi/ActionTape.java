package org.interflow.model.traffic.mpi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A whole trace held compactly for replay: a {@link TraceSink} that encodes each rank's actions,
 * in program order, into its own byte array, and counts what it stored. A {@link Cursor} reads one
 * rank's actions back one at a time without building {@link MpiAction} objects (only a collective
 * makes one, for its algorithm).
 *
 * <p>Encoding, per action: one opcode byte, the line number as a varint delta from the rank's
 * previous action (a file change is its own opcode carrying the file's index), then the fields
 * as LEB128 varints (zig-zag for peers and tags, which may be {@link MpiAction#ANY}); a compute
 * amount that is a whole number below 2^53 is a varint, any other one 8 raw bytes. A send, receive
 * or compute with small operands takes 4 to 8 bytes, a wait 3 plus about 1 per request; counts
 * vectors of v-collectives cost about 2 bytes per rank. Arrays double and are trimmed at
 * {@link #end()}, so 1M actions take about 8 MB plus 50 bytes per rank; nothing spills to disk.
 *
 * <p>Not thread-safe while it is written; after {@link #end()} it is immutable and any number of
 * cursors, on any threads, may read it.
 */
public final class ActionTape implements TraceSink {
  /** What an action is, as a cursor reports it. */
  public enum Kind { COMPUTE, SEND, ISEND, RECV, IRECV, WAIT, TEST, COLLECTIVE }

  /** An MPI call the trace made that the replay skipped: how often, and where first. */
  public record SkippedCall(String call, long count, int firstRank, String firstFile, long firstLine) {}

  private static final byte OP_COMPUTE_FLOPS_WHOLE = 0;
  private static final byte OP_COMPUTE_FLOPS = 1;
  private static final byte OP_COMPUTE_SECONDS_WHOLE = 2;
  private static final byte OP_COMPUTE_SECONDS = 3;
  private static final byte OP_SEND = 4;
  private static final byte OP_ISEND = 5;
  private static final byte OP_RECV = 6;
  private static final byte OP_IRECV = 7;
  private static final byte OP_WAIT = 8;
  private static final byte OP_TEST = 9;
  private static final byte OP_COLLECTIVE = 10;
  private static final byte OP_FILE = 11;
  private static final double WHOLE_LIMIT = 0x1p53;
  private static final MpiAction.CollectiveKind[] COLLECTIVE_KINDS = MpiAction.CollectiveKind.values();

  private int ranks = -1;
  private boolean ranksLast;        // actions may come before the rank count (acceptRanksLast)
  private int highestRank = -1;     // largest rank, peer or root named so far
  private int peerLimit;            // peers and roots must be below it: the rank count once known
  private boolean ended;
  private byte[][] data;
  private int[] length;
  private long[] lastLine;
  private int[] lastFile;
  private long[] rankActions;
  private final List<String> files = new ArrayList<>();
  private final HashMap<String, Integer> fileIndex = new HashMap<>();  // lookups only, never iterated
  private final long[] kindCounts = new long[Kind.values().length];
  private final long[] collectiveCounts = new long[COLLECTIVE_KINDS.length];
  private long actions;
  private long messages;
  private long messageBytes;
  private final LinkedHashMap<String, SkippedCall> skipped = new LinkedHashMap<>();
  private String lastFileName;  // the file of the last action, compared by identity
  private int lastFileNameIndex;
  private byte[] out;           // the array and position the action being written goes to
  private int at;

  @Override
  public void ranks(int ranks) {
    if (this.ranks >= 0) throw new IllegalStateException("the rank count was already given (" + this.ranks + ")");
    if (ranks < 1) throw new IllegalArgumentException("a trace needs at least 1 rank, got " + ranks);
    if (ranks <= highestRank) {
      throw new IllegalArgumentException("rank " + highestRank + " was named before the rank count " + ranks);
    }
    this.ranks = ranks;
    resize(ranks);
    peerLimit = ranks;
  }

  /**
   * Agrees to take the rank count after the actions: until it comes, each rank's arrays are made
   * when the rank first appears (doubling the table), and peers and roots are checked against the
   * count when it comes. The final tape is the same as when the count comes first.
   */
  @Override
  public boolean acceptRanksLast() {
    if (ranks >= 0 || data != null) return false;
    ranksLast = true;
    peerLimit = Integer.MAX_VALUE;
    resize(64);
    return true;
  }

  /** Sets the per-rank tables to {@code n} ranks, keeping what they hold. */
  private void resize(int n) {
    int old = data == null ? 0 : data.length;
    data = data == null ? new byte[n][] : Arrays.copyOf(data, n);
    length = length == null ? new int[n] : Arrays.copyOf(length, n);
    lastLine = lastLine == null ? new long[n] : Arrays.copyOf(lastLine, n);
    lastFile = lastFile == null ? new int[n] : Arrays.copyOf(lastFile, n);
    if (n > old) Arrays.fill(lastFile, old, n, -1);
    rankActions = rankActions == null ? new long[n] : Arrays.copyOf(rankActions, n);
  }

  @Override
  public void action(int rank, MpiAction action, String file, long line) {
    if (action instanceof MpiAction.Compute c) {
      computeAction(rank, c.amount(), c.unit(), file, line);
    } else if (action instanceof MpiAction.Send m) {
      sendAction(rank, m.peer(), m.tag(), m.bytes(), file, line);
    } else if (action instanceof MpiAction.Isend m) {
      isendAction(rank, m.peer(), m.tag(), m.bytes(), m.request(), file, line);
    } else if (action instanceof MpiAction.Recv m) {
      recvAction(rank, m.peer(), m.tag(), m.bytes(), file, line);
    } else if (action instanceof MpiAction.Irecv m) {
      irecvAction(rank, m.peer(), m.tag(), m.bytes(), m.request(), file, line);
    } else if (action instanceof MpiAction.Wait w) {
      waitAction(rank, w.requests(), w.requests().length, file, line);
    } else if (action instanceof MpiAction.Test t) {
      testAction(rank, t.request(), file, line);
    } else {
      collective(rank, (MpiAction.Collective) action, line, file);
    }
  }

  @Override
  public void computeAction(int rank, double amount, MpiAction.ComputeUnit unit, String file, long line) {
    checkRank(rank, file, line);
    if (!(amount >= 0) || Double.isInfinite(amount)) throw new IllegalArgumentException("compute amount " + amount);
    boolean flops = unit == MpiAction.ComputeUnit.FLOPS;
    boolean whole = amount < WHOLE_LIMIT && amount == (long) amount;  // amount >= 0 here
    begin(rank, file, 19);
    opcode(rank, flops ? (whole ? OP_COMPUTE_FLOPS_WHOLE : OP_COMPUTE_FLOPS)
        : (whole ? OP_COMPUTE_SECONDS_WHOLE : OP_COMPUTE_SECONDS), line);
    if (whole) putVarint((long) amount); else putDouble(amount);
    finish(rank, Kind.COMPUTE);
  }

  @Override
  public void sendAction(int rank, int peer, int tag, long bytes, String file, long line) {
    checkRank(rank, file, line);
    checkSend(peer, tag, bytes, line, file);
    begin(rank, file, 31);
    message(rank, OP_SEND, peer, tag, bytes, line);
    finish(rank, Kind.SEND);
  }

  @Override
  public void isendAction(int rank, int peer, int tag, long bytes, int request, String file, long line) {
    checkRank(rank, file, line);
    checkSend(peer, tag, bytes, line, file);
    request(request, file, line);
    begin(rank, file, 36);
    message(rank, OP_ISEND, peer, tag, bytes, line);
    putVarint(request);
    finish(rank, Kind.ISEND);
  }

  @Override
  public void recvAction(int rank, int peer, int tag, long bytes, String file, long line) {
    checkRank(rank, file, line);
    checkReceive(peer, tag, line, file);
    begin(rank, file, 31);
    receive(rank, OP_RECV, peer, tag, bytes, line);
    finish(rank, Kind.RECV);
  }

  @Override
  public void irecvAction(int rank, int peer, int tag, long bytes, int request, String file, long line) {
    checkRank(rank, file, line);
    checkReceive(peer, tag, line, file);
    request(request, file, line);
    begin(rank, file, 36);
    receive(rank, OP_IRECV, peer, tag, bytes, line);
    putVarint(request);
    finish(rank, Kind.IRECV);
  }

  /** Stores a wait for {@code requests[0..count)}; the array is not kept. */
  @Override
  public void waitAction(int rank, int[] requests, int count, String file, long line) {
    checkRank(rank, file, line);
    for (int i = 0; i < count; i++) request(requests[i], file, line);
    begin(rank, file, 16 + 5 * count);
    opcode(rank, OP_WAIT, line);
    putVarint(count);
    for (int i = 0; i < count; i++) putVarint(requests[i]);
    finish(rank, Kind.WAIT);
  }

  @Override
  public void testAction(int rank, int request, String file, long line) {
    checkRank(rank, file, line);
    request(request, file, line);
    begin(rank, file, 16);
    opcode(rank, OP_TEST, line);
    putVarint(request);
    finish(rank, Kind.TEST);
  }

  @Override
  public void skipped(int rank, String call, String file, long line) {
    checkRank(rank, file, line);
    SkippedCall before = skipped.get(call);
    skipped.put(call, before == null ? new SkippedCall(call, 1, rank, file, line)
        : new SkippedCall(call, before.count() + 1, before.firstRank(), before.firstFile(), before.firstLine()));
  }

  /** Trims every rank's array to its length; the tape is read-only from now on. */
  @Override
  public void end() {
    if (ranks < 0) throw new IllegalStateException("the trace ended before giving its rank count");
    for (int r = 0; r < ranks; r++) data[r] = data[r] == null ? new byte[0] : Arrays.copyOf(data[r], length[r]);
    ended = true;
  }

  /** Number of ranks ({@code -1} before {@link #ranks(int)}). */
  public int ranks() { return ranks; }

  /** Actions stored, all ranks. */
  public long actions() { return actions; }

  /** Actions stored for {@code rank}. */
  public long actions(int rank) { return rankActions[rank]; }

  /** Actions of {@code kind} stored. */
  public long count(Kind kind) { return kindCounts[kind.ordinal()]; }

  /** Collectives of {@code kind} stored (each rank's call counts once). */
  public long count(MpiAction.CollectiveKind kind) { return collectiveCounts[kind.ordinal()]; }

  /** Point-to-point sends (blocking and non-blocking); collectives' messages are not counted. */
  public long messages() { return messages; }

  /** Payload bytes of those sends. */
  public long messageBytes() { return messageBytes; }

  /** Skipped calls by name, in the order each was first met. */
  public Map<String, SkippedCall> skipped() { return Collections.unmodifiableMap(skipped); }

  /** Bytes the encoded actions take (array payloads only). */
  public long encodedBytes() {
    long sum = 0;
    for (int r = 0; r < ranks; r++) sum += length[r];
    return sum;
  }

  /** Name of file {@code index} as the reader gave it. */
  public String file(int index) { return files.get(index); }

  /**
   * A reader of {@code rank}'s actions from its first one.
   *
   * @throws IllegalStateException before {@link #end()}
   */
  public Cursor cursor(int rank) {
    if (!ended) throw new IllegalStateException("the tape is still being written");
    if (rank < 0 || rank >= ranks) throw new IllegalArgumentException("rank " + rank + " of " + ranks);
    return new Cursor(this, rank);
  }

  private void checkRank(int rank, String file, long line) {
    if (ended) throw new IllegalStateException("the tape has ended");
    if (ranks < 0) {
      if (!ranksLast) throw new IllegalStateException(file + ":" + line + ": an action came before the rank count");
      if (rank < 0) throw new IllegalArgumentException(file + ":" + line + ": rank " + rank + " is negative");
      if (rank >= data.length) resize(Math.max(rank + 1, 2 * data.length));
      if (rank > highestRank) highestRank = rank;
      return;
    }
    if (rank < 0 || rank >= ranks) {
      throw new IllegalArgumentException(file + ":" + line + ": rank " + rank + " is outside 0.." + (ranks - 1));
    }
  }

  /** Notes a peer or root named before the rank count, which must exceed it. */
  private void named(int peer) {
    if (peer > highestRank) highestRank = peer;
  }

  private int fileIndexOf(String file) {
    if (file == lastFileName) return lastFileNameIndex;  // a reader passes one String per file
    Integer index = fileIndex.get(file);
    if (index == null) {
      files.add(file);
      index = files.size() - 1;
      fileIndex.put(file, index);
    }
    lastFileName = file;
    lastFileNameIndex = index;
    return index;
  }

  private static int request(int request, String file, long line) {
    if (request < 0) throw new IllegalArgumentException(file + ":" + line + ": negative request id " + request);
    return request;
  }

  private void checkSend(int peer, int tag, long bytes, long line, String file) {
    named(peer);
    if (peer < 0 || peer >= peerLimit) {
      throw new IllegalArgumentException(file + ":" + line + ": send to rank " + peer + ", expected 0.." + (ranks - 1));
    }
    if (tag < 0) throw new IllegalArgumentException(file + ":" + line + ": send with tag " + tag + ", expected >= 0");
    if (bytes < 0) throw new IllegalArgumentException(file + ":" + line + ": send of " + bytes + " bytes");
  }

  private void message(int rank, byte op, int peer, int tag, long bytes, long line) {
    opcode(rank, op, line);
    putVarint(peer);
    putVarint(tag);
    putVarint(bytes);
    messages++;
    messageBytes += bytes;
  }

  private void checkReceive(int peer, int tag, long line, String file) {
    named(peer);
    if (peer < MpiAction.ANY || peer >= peerLimit) {
      throw new IllegalArgumentException(file + ":" + line + ": receive from rank " + peer + ", expected 0.."
          + (ranks - 1) + " or any");
    }
    if (tag < MpiAction.ANY) throw new IllegalArgumentException(file + ":" + line + ": receive with tag " + tag);
  }

  private void receive(int rank, byte op, int peer, int tag, long bytes, long line) {
    opcode(rank, op, line);
    putVarint(peer + 1L);
    putVarint(tag + 1L);
    putVarint(zigZag(bytes));
  }

  private void collective(int rank, MpiAction.Collective c, long line, String file) {
    checkRank(rank, file, line);
    if (c.kind().rooted()) named(c.root());
    if (c.kind().rooted() && (c.root() < 0 || c.root() >= peerLimit)) {
      throw new IllegalArgumentException(file + ":" + line + ": " + c.kind().traceName() + " with root " + c.root()
          + ", expected 0.." + (ranks - 1));
    }
    int counts = (c.sendCounts() != null ? c.sendCounts().length : 0) + (c.recvCounts() != null ? c.recvCounts().length : 0);
    begin(rank, file, 64 + 10 * counts);
    opcode(rank, OP_COLLECTIVE, line);
    out[at++] = (byte) c.kind().ordinal();
    putVarint(zigZag(c.root()));
    putVarint(zigZag(c.sendBytes()));
    putVarint(zigZag(c.recvBytes()));
    int flags = (c.sendCounts() != null ? 1 : 0) | (c.recvCounts() != null ? 2 : 0) | (c.flops() != 0 ? 4 : 0);
    out[at++] = (byte) flags;
    if (c.sendCounts() != null) counts(c.sendCounts());
    if (c.recvCounts() != null) counts(c.recvCounts());
    if (c.flops() != 0) putDouble(c.flops());
    collectiveCounts[c.kind().ordinal()]++;
    finish(rank, Kind.COLLECTIVE);
  }

  private void counts(long[] counts) {
    putVarint(counts.length);
    for (long v : counts) putVarint(zigZag(v));
  }

  /**
   * Starts an action of at most {@code room} bytes in {@code rank}'s array: doubles the array
   * (at least to fit), points {@link #out}/{@link #at} at it and writes a file switch when
   * the file changed, so the action's bytes need no bounds check each.
   */
  private void begin(int rank, String file, int room) {
    int f = fileIndexOf(file);
    byte[] a = data[rank];
    int n = length[rank];
    int need = n + room + 11;  // + a file switch: opcode and varint
    if (a == null) {
      a = data[rank] = new byte[Math.max(64, need)];
    } else if (need > a.length) {
      a = data[rank] = Arrays.copyOf(a, Math.max(2 * n, need));
    }
    out = a;
    at = n;
    if (f != lastFile[rank]) {
      out[at++] = OP_FILE;
      putVarint(f);
      lastFile[rank] = f;
      lastLine[rank] = 0;
    }
  }

  /** Ends the action {@link #begin} started and counts it. */
  private void finish(int rank, Kind kind) {
    length[rank] = at;
    kindCounts[kind.ordinal()]++;
    rankActions[rank]++;
    actions++;
  }

  private void opcode(int rank, byte op, long line) {
    out[at++] = op;
    putVarint(zigZag(line - lastLine[rank]));
    lastLine[rank] = line;
  }

  private void putVarint(long v) {
    byte[] o = out;
    int p = at;
    while ((v & ~0x7FL) != 0) {
      o[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    o[p++] = (byte) v;
    at = p;
  }

  private void putDouble(double v) {
    long bits = Double.doubleToRawLongBits(v);
    for (int i = 0; i < 8; i++) out[at++] = (byte) (bits >>> (8 * i));
  }

  private static long zigZag(long v) { return (v << 1) ^ (v >> 63); }

  private static long unZigZag(long v) { return (v >>> 1) ^ -(v & 1); }

  /**
   * Reads one rank's actions in order: {@link #next()} decodes the next action into this cursor's
   * fields, which the getters then report; only the fields of the current kind are meaningful.
   * No allocation per action, except the {@link MpiAction.Collective} of a collective. Not
   * thread-safe: one owner.
   */
  public static final class Cursor {
    private final ActionTape tape;
    private final byte[] bytes;
    private int position;
    private Kind kind;
    private long line;
    private int file = -1;
    private double amount;
    private MpiAction.ComputeUnit unit;
    private int peer;
    private int tag;
    private long size;
    private int request;
    private int[] requests = new int[4];
    private int requestCount;
    private MpiAction.Collective collective;
    private long index = -1;

    private Cursor(ActionTape tape, int rank) {
      this.tape = tape;
      this.bytes = tape.data[rank];
    }

    /** Decodes the next action; false at the end of the rank's trace. */
    public boolean next() {
      if (position >= bytes.length) return false;
      byte op = bytes[position++];
      if (op == OP_FILE) {
        file = (int) varint();
        line = 0;
        op = bytes[position++];
      }
      line += unZigZag(varint());
      index++;
      switch (op) {
        case OP_COMPUTE_FLOPS_WHOLE, OP_COMPUTE_FLOPS, OP_COMPUTE_SECONDS_WHOLE, OP_COMPUTE_SECONDS -> {
          kind = Kind.COMPUTE;
          unit = op <= OP_COMPUTE_FLOPS ? MpiAction.ComputeUnit.FLOPS : MpiAction.ComputeUnit.SECONDS;
          amount = op == OP_COMPUTE_FLOPS_WHOLE || op == OP_COMPUTE_SECONDS_WHOLE ? varint() : rawDouble();
        }
        case OP_SEND, OP_ISEND -> {
          kind = op == OP_SEND ? Kind.SEND : Kind.ISEND;
          peer = (int) varint();
          tag = (int) varint();
          size = varint();
          if (op == OP_ISEND) request = (int) varint();
        }
        case OP_RECV, OP_IRECV -> {
          kind = op == OP_RECV ? Kind.RECV : Kind.IRECV;
          peer = (int) (varint() - 1);
          tag = (int) (varint() - 1);
          size = unZigZag(varint());
          if (op == OP_IRECV) request = (int) varint();
        }
        case OP_WAIT -> {
          kind = Kind.WAIT;
          requestCount = (int) varint();
          if (requests.length < requestCount) requests = new int[Math.max(requestCount, 2 * requests.length)];
          for (int i = 0; i < requestCount; i++) requests[i] = (int) varint();
        }
        case OP_TEST -> {
          kind = Kind.TEST;
          request = (int) varint();
        }
        case OP_COLLECTIVE -> {
          kind = Kind.COLLECTIVE;
          collective = readCollective();
        }
        default -> throw new IllegalStateException("corrupt tape: opcode " + op + " at " + (position - 1));
      }
      return true;
    }

    /** Kind of the current action. */
    public Kind kind() { return kind; }

    /** Index of the current action in the rank's trace (0-based). */
    public long index() { return index; }

    /** Line of the current action in its file (1-based, as the reader gave it). */
    public long line() { return line; }

    /** Name of the file the current action came from. */
    public String file() { return tape.file(file); }

    /** Index of that file ({@link ActionTape#file(int)}). */
    public int fileIndex() { return file; }

    /** Compute amount (flops or seconds, see {@link #unit()}). */
    public double amount() { return amount; }

    /** Unit of the compute amount. */
    public MpiAction.ComputeUnit unit() { return unit; }

    /** Peer rank of a send or receive (a receive's may be {@link MpiAction#ANY}). */
    public int peer() { return peer; }

    /** Tag of a send or receive (a receive's may be {@link MpiAction#ANY}). */
    public int tag() { return tag; }

    /** Bytes of a send or receive. */
    public long bytes() { return size; }

    /** Request id of an isend, irecv or test. */
    public int request() { return request; }

    /** Number of requests of a wait. */
    public int requestCount() { return requestCount; }

    /** Request {@code i} of a wait. */
    public int request(int i) { return requests[i]; }

    /** The collective (a fresh object per collective action). */
    public MpiAction.Collective collective() { return collective; }

    /** The current action as an object (allocates; for tools and tests, not the replay loop). */
    public MpiAction action() {
      return switch (kind) {
        case COMPUTE -> new MpiAction.Compute(amount, unit);
        case SEND -> new MpiAction.Send(peer, tag, size);
        case ISEND -> new MpiAction.Isend(peer, tag, size, request);
        case RECV -> new MpiAction.Recv(peer, tag, size);
        case IRECV -> new MpiAction.Irecv(peer, tag, size, request);
        case WAIT -> new MpiAction.Wait(Arrays.copyOf(requests, requestCount));
        case TEST -> new MpiAction.Test(request);
        case COLLECTIVE -> collective;
      };
    }

    private MpiAction.Collective readCollective() {
      MpiAction.CollectiveKind k = COLLECTIVE_KINDS[bytes[position++]];
      int root = (int) unZigZag(varint());
      long send = unZigZag(varint());
      long recv = unZigZag(varint());
      int flags = bytes[position++];
      long[] sendCounts = (flags & 1) != 0 ? counts() : null;
      long[] recvCounts = (flags & 2) != 0 ? counts() : null;
      double flops = (flags & 4) != 0 ? rawDouble() : 0;
      return new MpiAction.Collective(k, root, send, recv, sendCounts, recvCounts, flops);
    }

    private long[] counts() {
      long[] c = new long[(int) varint()];
      for (int i = 0; i < c.length; i++) c[i] = unZigZag(varint());
      return c;
    }

    private long varint() {
      long v = 0;
      int shift = 0;
      byte b;
      do {
        b = bytes[position++];
        v |= (long) (b & 0x7F) << shift;
        shift += 7;
      } while (b < 0);
      return v;
    }

    private double rawDouble() {
      long bits = 0;
      for (int i = 0; i < 8; i++) bits |= (bytes[position++] & 0xFFL) << (8 * i);
      return Double.longBitsToDouble(bits);
    }
  }
}
