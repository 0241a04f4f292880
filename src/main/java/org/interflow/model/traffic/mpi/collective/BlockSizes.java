package org.interflow.model.traffic.mpi.collective;

/**
 * Bytes of each block of a collective (one per rank, or one per piece of a split buffer),
 * without allocating a per-rank array for the regular cases: a schedule is computed once per rank
 * and collective, so an O(p) array on every rank would cost O(p^2) per collective on thousands of
 * ranks. {@link #constant} and {@link #split} answer every query in O(1); {@link #listed} wraps a
 * trace's count vector without copying it (callers never modify it).
 */
interface BlockSizes {
  /** Bytes of block {@code index} (0 .. count()-1). */
  long of(int index);

  /** Number of blocks. */
  int count();

  /** Sum of the {@code n <= count()} blocks first, first+1, ... taken cyclically. */
  default long sum(int first, int n) {
    long sum = 0;
    int blocks = count();
    for (int i = 0; i < n; i++) sum += of((first + i) % blocks);
    return sum;
  }

  /** Sum of all blocks. */
  default long total() {
    return sum(0, count());
  }

  /** {@code count} blocks of {@code bytes} each. */
  static BlockSizes constant(long bytes, int count) {
    return new BlockSizes() {
      @Override public long of(int index) { return bytes; }

      @Override public int count() { return count; }

      @Override public long sum(int first, int n) { return n * bytes; }
    };
  }

  /** The blocks a trace listed, in bytes, one per rank. */
  static BlockSizes listed(long[] bytes) {
    return new BlockSizes() {
      @Override public long of(int index) { return bytes[index]; }

      @Override public int count() { return bytes.length; }
    };
  }

  /**
   * {@code bytes} split into {@code parts} blocks as MPICH splits a buffer for its ring and
   * reduce-scatter/allgather algorithms: {@code bytes / parts} each, the first
   * {@code bytes % parts} blocks one byte more.
   */
  static BlockSizes split(long bytes, int parts) {
    long base = bytes / parts;
    long extra = bytes % parts;
    return new BlockSizes() {
      @Override public long of(int index) { return base + (index < extra ? 1 : 0); }

      @Override public int count() { return parts; }

      @Override public long sum(int first, int n) {
        int end = first + n;
        if (end <= parts) return prefix(end) - prefix(first);
        return prefix(parts) - prefix(first) + prefix(end - parts);
      }

      /** Bytes of blocks 0 .. k-1. */
      private long prefix(int k) {
        return k * base + Math.min(k, extra);
      }
    };
  }
}
