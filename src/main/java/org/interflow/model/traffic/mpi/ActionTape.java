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
 * vectors of v-collectives cost about 2 bytes per rank. Arrays grow by half and are trimmed at
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

  @Override
  public void ranks(int ranks) {
    if (this.ranks >= 0) throw new IllegalStateException("the rank count was already given (" + this.ranks + ")");
    if (ranks < 1) throw new IllegalArgumentException("a trace needs at least 1 rank, got " + ranks);
    this.ranks = ranks;
    data = new byte[ranks][];
    length = new int[ranks];
    lastLine = new long[ranks];
    lastFile = new int[ranks];
    Arrays.fill(lastFile, -1);
    rankActions = new long[ranks];
  }

  @Override
  public void action(int rank, MpiAction action, String file, long line) {
    checkRank(rank, file, line);
    int f = fileIndexOf(file);
    if (f != lastFile[rank]) {
      put(rank, OP_FILE);
      putVarint(rank, f);
      lastFile[rank] = f;
      lastLine[rank] = 0;
    }
    if (action instanceof MpiAction.Compute c) {
      boolean flops = c.unit() == MpiAction.ComputeUnit.FLOPS;
      boolean whole = c.amount() == Math.rint(c.amount()) && c.amount() < WHOLE_LIMIT;
      opcode(rank, flops ? (whole ? OP_COMPUTE_FLOPS_WHOLE : OP_COMPUTE_FLOPS)
          : (whole ? OP_COMPUTE_SECONDS_WHOLE : OP_COMPUTE_SECONDS), line);
      if (whole) putVarint(rank, (long) c.amount()); else putDouble(rank, c.amount());
      tally(Kind.COMPUTE);
    } else if (action instanceof MpiAction.Send s) {
      message(rank, OP_SEND, s.peer(), s.tag(), s.bytes(), line, file);
      tally(Kind.SEND);
    } else if (action instanceof MpiAction.Isend s) {
      message(rank, OP_ISEND, s.peer(), s.tag(), s.bytes(), line, file);
      putVarint(rank, request(s.request(), file, line));
      tally(Kind.ISEND);
    } else if (action instanceof MpiAction.Recv r) {
      receive(rank, OP_RECV, r.peer(), r.tag(), r.bytes(), line, file);
      tally(Kind.RECV);
    } else if (action instanceof MpiAction.Irecv r) {
      receive(rank, OP_IRECV, r.peer(), r.tag(), r.bytes(), line, file);
      putVarint(rank, request(r.request(), file, line));
      tally(Kind.IRECV);
    } else if (action instanceof MpiAction.Wait w) {
      opcode(rank, OP_WAIT, line);
      putVarint(rank, w.requests().length);
      for (int request : w.requests()) putVarint(rank, request(request, file, line));
      tally(Kind.WAIT);
    } else if (action instanceof MpiAction.Test t) {
      opcode(rank, OP_TEST, line);
      putVarint(rank, request(t.request(), file, line));
      tally(Kind.TEST);
    } else {
      collective(rank, (MpiAction.Collective) action, line, file);
    }
    rankActions[rank]++;
    actions++;
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
    if (ranks < 0) throw new IllegalStateException(file + ":" + line + ": an action came before the rank count");
    if (rank < 0 || rank >= ranks) {
      throw new IllegalArgumentException(file + ":" + line + ": rank " + rank + " is outside 0.." + (ranks - 1));
    }
  }

  private int fileIndexOf(String file) {
    Integer index = fileIndex.get(file);
    if (index != null) return index;
    files.add(file);
    fileIndex.put(file, files.size() - 1);
    return files.size() - 1;
  }

  private static int request(int request, String file, long line) {
    if (request < 0) throw new IllegalArgumentException(file + ":" + line + ": negative request id " + request);
    return request;
  }

  private void message(int rank, byte op, int peer, int tag, long bytes, long line, String file) {
    if (peer < 0 || peer >= ranks) {
      throw new IllegalArgumentException(file + ":" + line + ": send to rank " + peer + ", expected 0.." + (ranks - 1));
    }
    if (tag < 0) throw new IllegalArgumentException(file + ":" + line + ": send with tag " + tag + ", expected >= 0");
    if (bytes < 0) throw new IllegalArgumentException(file + ":" + line + ": send of " + bytes + " bytes");
    opcode(rank, op, line);
    putVarint(rank, peer);
    putVarint(rank, tag);
    putVarint(rank, bytes);
    messages++;
    messageBytes += bytes;
  }

  private void receive(int rank, byte op, int peer, int tag, long bytes, long line, String file) {
    if (peer < MpiAction.ANY || peer >= ranks) {
      throw new IllegalArgumentException(file + ":" + line + ": receive from rank " + peer + ", expected 0.."
          + (ranks - 1) + " or any");
    }
    if (tag < MpiAction.ANY) throw new IllegalArgumentException(file + ":" + line + ": receive with tag " + tag);
    opcode(rank, op, line);
    putVarint(rank, peer + 1L);
    putVarint(rank, tag + 1L);
    putVarint(rank, zigZag(bytes));
  }

  private void collective(int rank, MpiAction.Collective c, long line, String file) {
    if (c.kind().rooted() && (c.root() < 0 || c.root() >= ranks)) {
      throw new IllegalArgumentException(file + ":" + line + ": " + c.kind().traceName() + " with root " + c.root()
          + ", expected 0.." + (ranks - 1));
    }
    opcode(rank, OP_COLLECTIVE, line);
    put(rank, (byte) c.kind().ordinal());
    putVarint(rank, zigZag(c.root()));
    putVarint(rank, zigZag(c.sendBytes()));
    putVarint(rank, zigZag(c.recvBytes()));
    int flags = (c.sendCounts() != null ? 1 : 0) | (c.recvCounts() != null ? 2 : 0) | (c.flops() != 0 ? 4 : 0);
    put(rank, (byte) flags);
    if (c.sendCounts() != null) counts(rank, c.sendCounts());
    if (c.recvCounts() != null) counts(rank, c.recvCounts());
    if (c.flops() != 0) putDouble(rank, c.flops());
    tally(Kind.COLLECTIVE);
    collectiveCounts[c.kind().ordinal()]++;
  }

  private void counts(int rank, long[] counts) {
    putVarint(rank, counts.length);
    for (long v : counts) putVarint(rank, zigZag(v));
  }

  private void tally(Kind kind) { kindCounts[kind.ordinal()]++; }

  private void opcode(int rank, byte op, long line) {
    put(rank, op);
    putVarint(rank, zigZag(line - lastLine[rank]));
    lastLine[rank] = line;
  }

  private void put(int rank, byte b) {
    byte[] a = data[rank];
    int n = length[rank];
    if (a == null) {
      a = data[rank] = new byte[16];
    } else if (n == a.length) {
      a = data[rank] = Arrays.copyOf(a, n + (n >> 1) + 16);
    }
    a[n] = b;
    length[rank] = n + 1;
  }

  private void putVarint(int rank, long v) {
    while ((v & ~0x7FL) != 0) {
      put(rank, (byte) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    put(rank, (byte) v);
  }

  private void putDouble(int rank, double v) {
    long bits = Double.doubleToRawLongBits(v);
    for (int i = 0; i < 8; i++) put(rank, (byte) (bits >>> (8 * i)));
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
