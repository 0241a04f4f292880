package org.interflow.model.traffic.mpi;

import java.util.Arrays;

/**
 * One rank's point-to-point operations (a send or receive of a user call or of a collective
 * round), pooled: an op id is reused once the op is freed, so the table grows only to the most
 * ops alive at once. The fields of an op sit side by side (8 ints, 3 longs: 56 bytes) so that
 * handling a message touches one or two cache lines. A sender's op id names its message on the
 * wire, so ids stay below 2^29. Not thread-safe: owned by one rank program.
 */
final class OpTable {
  static final int NONE = -1;
  /** Op kinds. */
  static final int SEND = 0;
  static final int RECV = 1;
  /** Largest number of ops alive at once (op ids fit in 29 bits of a notification tag). */
  static final int MAX_OPS = 1 << 29;
  private static final int FREE = -1;

  private static final int INTS = 8;
  private static final int KIND = 0;
  private static final int CONTEXT = 1;
  private static final int FLAGS = 2;
  private static final int PEER = 3;
  private static final int TAG = 4;
  private static final int REQUEST = 5;
  private static final int ENTRY = 6;
  private static final int FILE = 7;
  private static final int LONGS = 3;
  private static final int BYTES = 0;
  private static final int LINE = 1;
  private static final int ORDER = 2;

  private int[] ints = new int[8 * INTS];
  private long[] longs = new long[8 * LONGS];
  private int[] free = new int[8];
  private int freeCount;
  private int count;
  private long posted;

  /**
   * A new op with no flags, no user request and no matched entry, posted after every earlier one.
   *
   * @throws IllegalStateException when {@link #MAX_OPS} ops are alive
   */
  int add(int kind, int context, int peer, int tag, long bytes, int file, long line) {
    int op;
    if (freeCount > 0) {
      op = free[--freeCount];
    } else {
      op = count++;
      if (op == MAX_OPS) throw new IllegalStateException(MAX_OPS + " messages in flight");
      if (op == ints.length / INTS) {
        ints = Arrays.copyOf(ints, 2 * ints.length);
        longs = Arrays.copyOf(longs, 2 * longs.length);
      }
    }
    int i = op * INTS;
    ints[i + KIND] = kind;
    ints[i + CONTEXT] = context;
    ints[i + FLAGS] = 0;
    ints[i + PEER] = peer;
    ints[i + TAG] = tag;
    ints[i + REQUEST] = NONE;
    ints[i + ENTRY] = NONE;
    ints[i + FILE] = file;
    int l = op * LONGS;
    longs[l + BYTES] = bytes;
    longs[l + LINE] = line;
    longs[l + ORDER] = posted++;
    return op;
  }

  /** Frees {@code op} (its id may be handed out again). */
  void free(int op) {
    if (freeCount == free.length) free = Arrays.copyOf(free, 2 * freeCount);
    free[freeCount++] = op;
    ints[op * INTS + FLAGS] = FREE;
  }

  boolean isFree(int op) { return ints[op * INTS + FLAGS] == FREE; }

  /** Ids ever handed out (live or free): 0 .. size-1. */
  int size() { return count; }

  int kind(int op) { return ints[op * INTS + KIND]; }

  int context(int op) { return ints[op * INTS + CONTEXT]; }

  int flags(int op) { return ints[op * INTS + FLAGS]; }

  void addFlags(int op, int bits) { ints[op * INTS + FLAGS] |= bits; }

  int peer(int op) { return ints[op * INTS + PEER]; }

  int tag(int op) { return ints[op * INTS + TAG]; }

  /** The user request bound to {@code op}, or {@link #NONE}. */
  int request(int op) { return ints[op * INTS + REQUEST]; }

  void setRequest(int op, int request) { ints[op * INTS + REQUEST] = request; }

  /** The matching entry of a receive matched but not yet delivered, or {@link #NONE}. */
  int entry(int op) { return ints[op * INTS + ENTRY]; }

  void setEntry(int op, int entry) { ints[op * INTS + ENTRY] = entry; }

  int file(int op) { return ints[op * INTS + FILE]; }

  long bytes(int op) { return longs[op * LONGS + BYTES]; }

  long line(int op) { return longs[op * LONGS + LINE]; }

  /** Posting order among this rank's ops. */
  long order(int op) { return longs[op * LONGS + ORDER]; }
}
