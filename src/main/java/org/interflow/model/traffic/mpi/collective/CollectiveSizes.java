package org.interflow.model.traffic.mpi.collective;

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

  /**
   * Checks the arguments every algorithm relies on.
   *
   * @throws IllegalArgumentException if {@code ranks < 1}, {@code rank} or a rooted collective's
   *     root is outside [0, ranks), or a count vector is present with a length other than ranks
   */
  static void check(Collective c, int rank, int ranks) {
    if (ranks < 1 || rank < 0 || rank >= ranks) {
      throw new IllegalArgumentException("rank " + rank + " of " + ranks + " ranks");
    }
    if (c.kind().rooted() && (c.root() < 0 || c.root() >= ranks)) {
      throw new IllegalArgumentException(c.kind().traceName() + " root " + c.root() + " outside 0.." + (ranks - 1));
    }
    checkCounts(c, c.sendCounts(), ranks);
    checkCounts(c, c.recvCounts(), ranks);
  }

  private static void checkCounts(Collective c, long[] counts, int ranks) {
    if (counts != null && counts.length != ranks) {
      throw new IllegalArgumentException(c.kind().traceName() + " has " + counts.length + " counts for " + ranks
          + " ranks");
    }
  }

  /** The regular per-rank block in bytes. */
  static long block(Collective c) {
    return c.sendBytes() > 0 ? c.sendBytes() : c.recvBytes();
  }

  /** Block of every rank for gather(v) and allgather(v), in bytes. */
  static BlockSizes gatherBlocks(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return BlockSizes.listed(c.recvCounts());
    return BlockSizes.constant(block(c), ranks);
  }

  /** Block of every rank for scatter(v), in bytes. */
  static BlockSizes scatterBlocks(Collective c, int ranks) {
    if (c.sendCounts() != null && c.sendCounts().length == ranks) return BlockSizes.listed(c.sendCounts());
    return BlockSizes.constant(c.recvBytes() > 0 ? c.recvBytes() : c.sendBytes(), ranks);
  }

  /** Each rank's share of the result of a reduce-scatter, in bytes. */
  static BlockSizes reduceScatterBlocks(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return BlockSizes.listed(c.recvCounts());
    return BlockSizes.constant(block(c), ranks);
  }

  /** Bytes this rank sends to each peer in an alltoall(v). */
  static BlockSizes alltoallSend(Collective c, int ranks) {
    if (c.sendCounts() != null && c.sendCounts().length == ranks) return BlockSizes.listed(c.sendCounts());
    return BlockSizes.constant(block(c), ranks);
  }

  /** Bytes this rank receives from each peer in an alltoall(v). */
  static BlockSizes alltoallRecv(Collective c, int ranks) {
    if (c.recvCounts() != null && c.recvCounts().length == ranks) return BlockSizes.listed(c.recvCounts());
    return BlockSizes.constant(c.recvBytes() > 0 ? c.recvBytes() : c.sendBytes(), ranks);
  }

  /** Largest power of two not above {@code n} (n >= 1). */
  static int floorPowerOfTwo(int n) {
    return Integer.highestOneBit(n);
  }

  static boolean isPowerOfTwo(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}
