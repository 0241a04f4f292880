package org.interflow.model.traffic.mpi;

import java.util.Arrays;

/**
 * One rank's point-to-point operations (a send or receive of a user call or of a collective
 * round), pooled: an op id is reused once the op is freed, so the table grows only to the most
 * ops alive at once. The fields of an op sit side by side in one int array (64 bytes per op,
 * free ops chained through it) so that handling a message touches one or two cache lines. A
 * sender's op id names its message on the wire, so ids stay below 2^28. Not thread-safe: owned by
 * one rank program.
 */
final class OpTable {
  static final int NONE = -1;
  /** Op kinds. */
  static final int SEND = 0;
  static final int RECV = 1;
  /** Largest number of ops alive at once (op ids are message names below 2^28, see MpiRankProgram). */
  static final int MAX_OPS = 1 << 28;
  private static final int FREE = -1;

  // an op's fields, side by side in one 64-byte record: ints, then the longs as (low, high) halves
  private static final int INTS = 16;
  private static final int KIND = 0;
  private static final int CONTEXT = 1;
  private static final int FLAGS = 2;
  private static final int PEER = 3;
  private static final int TAG = 4;
  private static final int REQUEST = 5;
  private static final int ENTRY = 6;
  private static final int FILE = 7;
  private static final int BYTES = 8;
  private static final int LINE = 10;
  private static final int ORDER = 12;
  private static final int NEXT_FREE = 14;  // while free: the next free op (a LIFO list), or NONE

  private int[] ints = new int[8 * INTS];
  private int freeHead = NONE;
  private int count;
  private long posted;

  /**
   * A new op with no flags, no user request and no matched entry, posted after every earlier one.
   * The op freed last is reused first.
   *
   * @throws IllegalStateException when {@link #MAX_OPS} ops are alive
   */
  int add(int kind, int context, int peer, int tag, long bytes, int file, long line) {
    int op;
    if (freeHead != NONE) {
      op = freeHead;
      freeHead = ints[op * INTS + NEXT_FREE];
    } else {
      op = count++;
      if (op == MAX_OPS) throw new IllegalStateException(MAX_OPS + " messages in flight");
      if (op == ints.length / INTS) ints = Arrays.copyOf(ints, 2 * ints.length);
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
    putLong(i + BYTES, bytes);
    putLong(i + LINE, line);
    putLong(i + ORDER, posted++);
    return op;
  }

  /** Frees {@code op} (its id may be handed out again). */
  void free(int op) {
    ints[op * INTS + FLAGS] = FREE;
    ints[op * INTS + NEXT_FREE] = freeHead;
    freeHead = op;
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

  long bytes(int op) { return getLong(op * INTS + BYTES); }

  long line(int op) { return getLong(op * INTS + LINE); }

  /** Posting order among this rank's ops. */
  long order(int op) { return getLong(op * INTS + ORDER); }

  private void putLong(int at, long value) {
    ints[at] = (int) value;
    ints[at + 1] = (int) (value >>> 32);
  }

  private long getLong(int at) { return (ints[at] & 0xFFFFFFFFL) | ((long) ints[at + 1] << 32); }
}
