package org.interflow.model.traffic.mpi.collective;

import java.util.Arrays;
import org.interflow.model.traffic.mpi.MpiAction.Collective;

/**
 * How the byte fields of a {@link Collective} become message sizes, the same for every
 * algorithm:
 *
 * <ul>
 *   <li>bcast, reduce, allreduce, scan, exscan: {@code sendBytes} is the whole buffer;
 *   <li>gather, scatter, allgather, alltoall: one rank's block (per peer for alltoall) is
 *       {@code sendBytes}, or {@code recvBytes} when {@code sendBytes} is 0 (MPI requires the two
 *       to agree);
 *   <li>gatherv, allgatherv: {@code recvCounts[i]} is rank i's block; when a rank's trace line
 *       has no vector (it is only significant at the root), every block is taken to be this
 *       rank's {@code sendBytes};
 *   <li>scatterv: {@code sendCounts[i]} is rank i's block, else every block is {@code recvBytes};
 *   <li>reduce-scatter: {@code recvCounts[i]} is rank i's share of the result, else every share
 *       is the regular block;
 *   <li>alltoallv: {@code sendCounts[j]} bytes go to j and {@code recvCounts[j]} come from j; a
 *       missing vector means the regular block for every peer.
 * </ul>
 *
 * Tree algorithms need every rank's block, so they rely on the vectors being present on every
 * rank (SimGrid time-independent traces record them on every rank).
 */
final class CollectiveSizes {
  private CollectiveSizes() {}

  /** The regular per-rank block in bytes. */
  static long block(Collective c) {
    return c.sendBytes() > 0 ? c.sendBytes() : c.recvBytes();
  }

  /** Block of every rank for gather(v) and allgather(v), in bytes. */
  static long[] gatherBlocks(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return c.recvCounts().clone();
    long[] blocks = new long[ranks];
    Arrays.fill(blocks, block(c));
    return blocks;
  }

  /** Block of every rank for scatter(v), in bytes. */
  static long[] scatterBlocks(Collective c, int ranks) {
    if (c.sendCounts() != null && c.sendCounts().length == ranks) return c.sendCounts().clone();
    long[] blocks = new long[ranks];
    Arrays.fill(blocks, c.recvBytes() > 0 ? c.recvBytes() : c.sendBytes());
    return blocks;
  }

  /** Each rank's share of the result of a reduce-scatter, in bytes. */
  static long[] reduceScatterBlocks(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return c.recvCounts().clone();
    long[] blocks = new long[ranks];
    Arrays.fill(blocks, block(c));
    return blocks;
  }

  /** Bytes this rank sends to each peer in an alltoall(v). */
  static long[] alltoallSend(Collective c, int ranks) {
    if (c.sendCounts() != null && c.sendCounts().length == ranks) return c.sendCounts().clone();
    long[] blocks = new long[ranks];
    Arrays.fill(blocks, block(c));
    return blocks;
  }

  /** Bytes this rank receives from each peer in an alltoall(v). */
  static long[] alltoallRecv(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return c.recvCounts().clone();
    long[] blocks = new long[ranks];
    Arrays.fill(blocks, c.recvBytes() > 0 ? c.recvBytes() : c.sendBytes());
    return blocks;
  }

  /**
   * Splits {@code bytes} into {@code parts} blocks as MPICH does for its ring and
   * reduce-scatter/allgather algorithms: every block gets {@code bytes / parts} and the first
   * {@code bytes % parts} get one byte more.
   */
  static long[] split(long bytes, int parts) {
    long[] blocks = new long[parts];
    long base = bytes / parts;
    long extra = bytes % parts;
    for (int i = 0; i < parts; i++) blocks[i] = base + (i < extra ? 1 : 0);
    return blocks;
  }

  /** Sum of {@code blocks[(first + i) mod blocks.length]} for i in [0, count). */
  static long cyclicSum(long[] blocks, int first, int count) {
    long sum = 0;
    int n = blocks.length;
    for (int i = 0; i < count; i++) sum += blocks[(first + i) % n];
    return sum;
  }

  static long sum(long[] blocks) {
    long sum = 0;
    for (long b : blocks) sum += b;
    return sum;
  }

  /** Largest power of two not above {@code n} (n >= 1). */
  static int floorPowerOfTwo(int n) {
    return Integer.highestOneBit(n);
  }

  static boolean isPowerOfTwo(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}
