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

  // entries (incoming messages), by entry id: ENTRY_INTS ints side by side, and the size
  private static final int ENTRY_INTS = 11;
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
  private int[] entries = new int[8 * ENTRY_INTS];
  private long[] bytes = new long[8];
  private int[] freeEntries = new int[8];
  private int freeEntryCount;
  private int entryCount;
  private final LongTable inFlight = new LongTable();  // (source, sender slot) -> entry

  // unexpected messages: arrival-ordered list and per-key buckets
  private int listHead = NONE;
  private int listTail = NONE;
  private final LongTable unexpectedBuckets = new LongTable();
  private final LongTable postedBuckets = new LongTable();
  private int[] bucketHead = new int[8];
  private int[] bucketTail = new int[8];
  private long[] bucketKey = new long[8];
  private int[] freeBuckets = new int[8];
  private int freeBucketCount;
  private int bucketCount;

  // posted receives, by the program's op id
  private int[] recvNext = new int[8];
  private long[] recvOrder = new long[8];
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
    bytes[e] = size;
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
      int op = bucketHead[(int) b];
      if (best == NONE || recvOrder[op] < recvOrder[best]) {
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
      if (b != LongTable.MISSING) e = bucketHead[(int) b];
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
    if (op >= recvNext.length) {
      int n = Math.max(op + 1, 2 * recvNext.length);
      recvNext = Arrays.copyOf(recvNext, n);
      recvOrder = Arrays.copyOf(recvOrder, n);
    }
    recvNext[op] = NONE;
    recvOrder[op] = posts++;
    if (from == MpiAction.ANY || msgTag == MpiAction.ANY) wildcardsPosted++;
    long k = key(ctx, from, msgTag);
    long b = postedBuckets.get(k);
    if (b == LongTable.MISSING) {
      int nb = newBucket(k);
      postedBuckets.put(k, nb);
      bucketHead[nb] = op;
      bucketTail[nb] = op;
    } else {
      recvNext[bucketTail[(int) b]] = op;
      bucketTail[(int) b] = op;
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

  long bytes(int e) { return bytes[e]; }

  /** Frees a matched entry whose data arrived. */
  void release(int e) {
    if (freeEntryCount == freeEntries.length) freeEntries = Arrays.copyOf(freeEntries, 2 * freeEntryCount);
    freeEntries[freeEntryCount++] = e;
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
    long k = bucketKey[b];
    if ((k >>> 32) == 0xFFFFFFFFL || ((k >>> 1) & 0x7FFFFFFFL) == 0x7FFFFFFFL) wildcardsPosted--;
    int op = bucketHead[b];
    int next = recvNext[op];
    if (next == NONE) {
      postedBuckets.remove(bucketKey[b]);
      freeBucket(b);
    } else {
      bucketHead[b] = next;
    }
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
      bucketHead[b] = NONE;
      bucketTail[b] = NONE;
    } else {
      b = (int) found;
    }
    set(e, E_BUCKET, b);
    set(e, E_BUCKET_PREV, bucketTail[b]);
    set(e, E_BUCKET_NEXT, NONE);
    if (bucketTail[b] == NONE) bucketHead[b] = e; else set(bucketTail[b], E_BUCKET_NEXT, e);
    bucketTail[b] = e;
  }

  private void removeUnexpected(int e) {
    int prev = get(e, E_LIST_PREV);
    int next = get(e, E_LIST_NEXT);
    if (prev == NONE) listHead = next; else set(prev, E_LIST_NEXT, next);
    if (next == NONE) listTail = prev; else set(next, E_LIST_PREV, prev);
    int b = get(e, E_BUCKET);
    prev = get(e, E_BUCKET_PREV);
    next = get(e, E_BUCKET_NEXT);
    if (prev == NONE) bucketHead[b] = next; else set(prev, E_BUCKET_NEXT, next);
    if (next == NONE) bucketTail[b] = prev; else set(next, E_BUCKET_PREV, prev);
    if (bucketHead[b] == NONE) {
      unexpectedBuckets.remove(bucketKey[b]);
      freeBucket(b);
    }
    set(e, E_BUCKET, NONE);
  }

  private int get(int e, int field) { return entries[e * ENTRY_INTS + field]; }

  private void set(int e, int field, int value) { entries[e * ENTRY_INTS + field] = value; }

  private int newEntry() {
    if (freeEntryCount > 0) return freeEntries[--freeEntryCount];
    int e = entryCount++;
    if (e == bytes.length) {
      entries = Arrays.copyOf(entries, 2 * entries.length);
      bytes = Arrays.copyOf(bytes, 2 * bytes.length);
    }
    return e;
  }

  private int newBucket(long k) {
    int b;
    if (freeBucketCount > 0) {
      b = freeBuckets[--freeBucketCount];
    } else {
      b = bucketCount++;
      if (b == bucketHead.length) {
        int n = 2 * b;
        bucketHead = Arrays.copyOf(bucketHead, n);
        bucketTail = Arrays.copyOf(bucketTail, n);
        bucketKey = Arrays.copyOf(bucketKey, n);
      }
    }
    bucketKey[b] = k;
    return b;
  }

  private void freeBucket(int b) {
    if (freeBucketCount == freeBuckets.length) freeBuckets = Arrays.copyOf(freeBuckets, 2 * freeBucketCount);
    freeBuckets[freeBucketCount++] = b;
  }
}
