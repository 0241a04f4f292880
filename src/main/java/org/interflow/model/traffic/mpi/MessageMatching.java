package org.interflow.model.traffic.mpi;

import java.util.Arrays;

/**
 * One rank's receive-side matching, MPI's rules: an incoming message (known by its envelope:
 * source, tag, context, size) matches the earliest posted receive whose source and tag equal its
 * own or are {@link MpiAction#ANY}; a posted receive matches the earliest-arrived unexpected
 * message it accepts. Envelopes from one sender arrive in that sender's posting order, so
 * messages do not overtake each other whatever their flows do. Contexts keep collective traffic
 * (context 1, tag = collective sequence number) apart from user traffic (context 0).
 *
 * <p>Every message gets an entry from its envelope until its data has arrived and it is matched;
 * until its data arrives it is found by (source, sender's slot), a name the sender reuses after
 * delivery. Posted receives sit in FIFO buckets keyed by (context, source
 * spec, tag spec): an envelope looks at the heads of its four candidate buckets (exact, any
 * source, any tag, both any) and takes the one posted first, O(1). Unexpected messages sit in
 * FIFO buckets keyed by (context, source, tag) and in one arrival-ordered list; an exact receive
 * takes its bucket's head in O(1), a wildcard receive scans the list (O(unexpected messages)).
 * Memory: about 60 bytes per message in flight to this rank and 16 per posted receive. Not
 * thread-safe.
 */
final class MessageMatching {
  private static final int NONE = -1;

  // entries (incoming messages), by entry id: ENTRY_INTS ints side by side, the size as two halves;
  // free entries are chained (LIFO) through E_LIST_NEXT
  private static final int ENTRY_INTS = 13;
  private static final int E_SOURCE = 0;
  private static final int E_SLOT = 1;
  private static final int E_CONTEXT = 2;
  private static final int E_TAG = 3;
  private static final int E_DATA = 4;
  private static final int E_OP = 5;
  private static final int E_BUCKET_PREV = 6;
  private static final int E_BUCKET_NEXT = 7;
  private static final int E_LIST_PREV = 8;
  private static final int E_LIST_NEXT = 9;
  private static final int E_BUCKET = 10;
  private static final int E_BYTES = 11;
  private int[] entries = new int[8 * ENTRY_INTS];
  private int freeEntry = NONE;
  private int entryCount;
  private final LongTable inFlight = new LongTable();  // (source, sender slot) -> entry

  // unexpected messages: arrival-ordered list and per-key buckets
  private int listHead = NONE;
  private int listTail = NONE;
  private final LongTable unexpectedBuckets = new LongTable();
  private final LongTable postedBuckets = new LongTable();
  // buckets: head, tail and key (two halves) side by side; free ones chained (LIFO) through the head
  private static final int BUCKET_INTS = 4;
  private static final int B_HEAD = 0;
  private static final int B_TAIL = 1;
  private static final int B_KEY = 2;
  private int[] buckets = new int[8 * BUCKET_INTS];
  private int freeBucket = NONE;
  private int bucketCount;

  // posted receives, by the program's op id: the next receive of its bucket and the posting order
  private long[] recv = new long[16];
  private long posts;
  private int wildcardsPosted;  // posted receives with an any source or any tag

  /**
   * An envelope from {@code from}'s slot {@code slot} arrived; it is matched against the posted
   * receives at once.
   *
   * @return its entry id (see {@link #matchedOp} for the receive it matched, if any)
   */
  int envelope(int from, int slot, int ctx, int msgTag, long size) {
    int e = newEntry();
    set(e, E_SOURCE, from);
    set(e, E_SLOT, slot);
    set(e, E_CONTEXT, ctx);
    set(e, E_TAG, msgTag);
    setBytes(e, size);
    set(e, E_DATA, 0);
    set(e, E_OP, NONE);
    set(e, E_BUCKET, NONE);
    if (inFlight.putIfAbsent(key(from, slot), e) != LongTable.MISSING) {
      throw new IllegalStateException("two messages in flight from rank " + from + " slot " + slot);
    }
    int best = NONE;
    int bestBucket = NONE;
    int candidates = ctx == 0 && wildcardsPosted > 0 ? 4 : 1;  // collective receives never use wildcards
    for (int i = 0; i < candidates; i++) {
      long b = postedBuckets.get(key(ctx, (i & 2) == 0 ? from : MpiAction.ANY, (i & 1) == 0 ? msgTag : MpiAction.ANY));
      if (b == LongTable.MISSING) continue;
      int op = head((int) b);
      if (best == NONE || recv[2 * op + 1] < recv[2 * best + 1]) {
        best = op;
        bestBucket = (int) b;
      }
    }
    if (best != NONE) {
      popPosted(bestBucket);
      set(e, E_OP, best);
    } else {
      appendUnexpected(e);
    }
    return e;
  }

  /**
   * Posts receive {@code op} for (context, source spec, tag spec).
   *
   * @return the entry of the unexpected message it matched, or -1 when it now waits
   */
  int post(int op, int ctx, int from, int msgTag) {
    int e = NONE;
    if (from != MpiAction.ANY && msgTag != MpiAction.ANY) {
      long b = unexpectedBuckets.get(key(ctx, from, msgTag));
      if (b != LongTable.MISSING) e = head((int) b);
    } else {
      for (int x = listHead; x != NONE; x = get(x, E_LIST_NEXT)) {
        if (get(x, E_CONTEXT) == ctx && (from == MpiAction.ANY || get(x, E_SOURCE) == from)
            && (msgTag == MpiAction.ANY || get(x, E_TAG) == msgTag)) {
          e = x;
          break;
        }
      }
    }
    if (e != NONE) {
      removeUnexpected(e);
      set(e, E_OP, op);
      return e;
    }
    if (2 * op >= recv.length) recv = Arrays.copyOf(recv, Math.max(2 * op + 2, 2 * recv.length));
    recv[2 * op] = NONE;
    recv[2 * op + 1] = posts++;
    if (from == MpiAction.ANY || msgTag == MpiAction.ANY) wildcardsPosted++;
    long k = key(ctx, from, msgTag);
    long b = postedBuckets.get(k);
    if (b == LongTable.MISSING) {
      int nb = newBucket(k);
      postedBuckets.put(k, nb);
      buckets[nb * BUCKET_INTS + B_HEAD] = op;
      buckets[nb * BUCKET_INTS + B_TAIL] = op;
    } else {
      int at = (int) b * BUCKET_INTS;
      recv[2 * buckets[at + B_TAIL]] = op;
      buckets[at + B_TAIL] = op;
    }
    return NONE;
  }

  /**
   * The data of the message from {@code from}'s slot {@code slot} was delivered: marks its entry
   * and forgets the (source, slot) name, which the sender may reuse from now on (it learns of the
   * delivery in this same delta cycle, so its next envelope comes later).
   *
   * @return the entry
   * @throws IllegalStateException when no envelope of that name is waiting for its data
   */
  int dataArrived(int from, int slot) {
    long e = inFlight.remove(key(from, slot));
    if (e == LongTable.MISSING) {
      throw new IllegalStateException("data from rank " + from + " slot " + slot + " arrived before its envelope");
    }
    set((int) e, E_DATA, 1);
    return (int) e;
  }

  /** Whether entry {@code e}'s data was delivered. */
  boolean hasData(int e) { return get(e, E_DATA) == 1; }

  /** The receive entry {@code e} matched, or -1. */
  int matchedOp(int e) { return get(e, E_OP); }

  int source(int e) { return get(e, E_SOURCE); }

  int senderSlot(int e) { return get(e, E_SLOT); }

  int tag(int e) { return get(e, E_TAG); }

  long bytes(int e) {
    int at = e * ENTRY_INTS + E_BYTES;
    return (entries[at] & 0xFFFFFFFFL) | ((long) entries[at + 1] << 32);
  }

  private void setBytes(int e, long size) {
    int at = e * ENTRY_INTS + E_BYTES;
    entries[at] = (int) size;
    entries[at + 1] = (int) (size >>> 32);
  }

  /** Frees a matched entry whose data arrived. */
  void release(int e) {
    set(e, E_LIST_NEXT, freeEntry);
    freeEntry = e;
  }

  /** Messages whose envelope arrived and whose data did not yet. */
  int inFlight() { return inFlight.size(); }

  /** First unexpected message (arrival order), or -1: for deadlock reports. */
  int firstUnexpected() { return listHead; }

  private static long key(int from, int slot) { return ((long) from << 32) | (slot & 0xFFFFFFFFL); }

  private static long key(int ctx, int from, int msgTag) {
    return ((msgTag & 0xFFFFFFFFL) << 32) | ((from & 0x7FFFFFFFL) << 1) | ctx;
  }

  private void popPosted(int b) {
    long k = key(b);
    if ((k >>> 32) == 0xFFFFFFFFL || ((k >>> 1) & 0x7FFFFFFFL) == 0x7FFFFFFFL) wildcardsPosted--;
    int op = head(b);
    int next = (int) recv[2 * op];
    if (next == NONE) {
      postedBuckets.remove(k);
      freeBucket(b);
    } else {
      buckets[b * BUCKET_INTS + B_HEAD] = next;
    }
  }

  private int head(int b) { return buckets[b * BUCKET_INTS + B_HEAD]; }

  private int tail(int b) { return buckets[b * BUCKET_INTS + B_TAIL]; }

  private long key(int b) {
    int at = b * BUCKET_INTS + B_KEY;
    return (buckets[at] & 0xFFFFFFFFL) | ((long) buckets[at + 1] << 32);
  }

  private void appendUnexpected(int e) {
    set(e, E_LIST_PREV, listTail);
    set(e, E_LIST_NEXT, NONE);
    if (listTail == NONE) listHead = e; else set(listTail, E_LIST_NEXT, e);
    listTail = e;
    long k = key(get(e, E_CONTEXT), get(e, E_SOURCE), get(e, E_TAG));
    long found = unexpectedBuckets.get(k);
    int b;
    if (found == LongTable.MISSING) {
      b = newBucket(k);
      unexpectedBuckets.put(k, b);
      buckets[b * BUCKET_INTS + B_HEAD] = NONE;
      buckets[b * BUCKET_INTS + B_TAIL] = NONE;
    } else {
      b = (int) found;
    }
    int tail = tail(b);
    set(e, E_BUCKET, b);
    set(e, E_BUCKET_PREV, tail);
    set(e, E_BUCKET_NEXT, NONE);
    if (tail == NONE) buckets[b * BUCKET_INTS + B_HEAD] = e; else set(tail, E_BUCKET_NEXT, e);
    buckets[b * BUCKET_INTS + B_TAIL] = e;
  }

  private void removeUnexpected(int e) {
    int prev = get(e, E_LIST_PREV);
    int next = get(e, E_LIST_NEXT);
    if (prev == NONE) listHead = next; else set(prev, E_LIST_NEXT, next);
    if (next == NONE) listTail = prev; else set(next, E_LIST_PREV, prev);
    int b = get(e, E_BUCKET);
    prev = get(e, E_BUCKET_PREV);
    next = get(e, E_BUCKET_NEXT);
    if (prev == NONE) buckets[b * BUCKET_INTS + B_HEAD] = next; else set(prev, E_BUCKET_NEXT, next);
    if (next == NONE) buckets[b * BUCKET_INTS + B_TAIL] = prev; else set(next, E_BUCKET_PREV, prev);
    if (head(b) == NONE) {
      unexpectedBuckets.remove(key(b));
      freeBucket(b);
    }
    set(e, E_BUCKET, NONE);
  }

  private int get(int e, int field) { return entries[e * ENTRY_INTS + field]; }

  private void set(int e, int field, int value) { entries[e * ENTRY_INTS + field] = value; }

  private int newEntry() {
    if (freeEntry != NONE) {
      int e = freeEntry;
      freeEntry = get(e, E_LIST_NEXT);
      return e;
    }
    int e = entryCount++;
    if ((e + 1) * ENTRY_INTS > entries.length) entries = Arrays.copyOf(entries, 2 * entries.length);
    return e;
  }

  private int newBucket(long k) {
    int b;
    if (freeBucket != NONE) {
      b = freeBucket;
      freeBucket = buckets[b * BUCKET_INTS + B_HEAD];
    } else {
      b = bucketCount++;
      if ((b + 1) * BUCKET_INTS > buckets.length) buckets = Arrays.copyOf(buckets, 2 * buckets.length);
    }
    int at = b * BUCKET_INTS + B_KEY;
    buckets[at] = (int) k;
    buckets[at + 1] = (int) (k >>> 32);
    return b;
  }

  private void freeBucket(int b) {
    buckets[b * BUCKET_INTS + B_HEAD] = freeBucket;
    freeBucket = b;
  }
}
