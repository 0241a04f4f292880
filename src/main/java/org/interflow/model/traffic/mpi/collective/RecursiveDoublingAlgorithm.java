package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Recursive doubling (Thakur, Rabenseifner and Gropp, IJHPCA 19(1), 2005, sections 4.1 and 4.4):
 * at step k every rank exchanges with the rank whose number differs in bit k, so a power-of-two
 * group of p ranks finishes in log2 p sendrecv rounds.
 *
 * <p>Other sizes use MPICH's allreduce fold: with pof2 the largest power of two not above p and
 * rem = p - pof2, each even rank below 2 rem first sends its data to the next odd rank and sits
 * out; the pof2 remaining ranks (renumbered) run the power-of-two algorithm; finally each odd
 * rank below 2 rem sends the result back. That adds 2 rounds.
 *
 * <ul>
 *   <li>allreduce: every exchange carries the whole buffer;
 *   <li>barrier: the allreduce pattern with 0-byte messages;
 *   <li>allgather(v): each exchange carries the blocks gathered so far (doubling); with the fold,
 *       the odd partner returns every block except the even rank's own (MPICH uses a different
 *       non-power-of-two scheme for allgather; this one keeps the round count at log2 pof2 + 2);
 *   <li>scan, exscan: MPICH's scheme, exchange with rank XOR 2^k when that rank exists, for
 *       ceil(log2 p) rounds and no fold;
 *   <li>reduce-scatter: MPICH's recursive-doubling reduce-scatter ({@code
 *       reduce_scatter_intra_recursive_doubling}, the one for non-commutative operations or
 *       irregular counts): at step k a rank sends everything except the shares of its own
 *       2^k-subtree and receives everything except the shares of its partner's subtree, and
 *       when p is not a power of two, the ranks that had a partner forward what they received
 *       down a binomial tree to those that had none (blocking, one message per round).
 * </ul>
 */
public final class RecursiveDoublingAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "recursive-doubling";

  private static final Set<CollectiveKind> KINDS = EnumSet.of(CollectiveKind.BARRIER, CollectiveKind.ALLREDUCE,
      CollectiveKind.ALLGATHER, CollectiveKind.ALLGATHERV, CollectiveKind.SCAN, CollectiveKind.EXSCAN,
      CollectiveKind.REDUCE_SCATTER);

  /** The algorithm; stateless, so one instance serves every run. */
  public RecursiveDoublingAlgorithm() {
    super(NAME, KINDS);
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case BARRIER -> allreduce(w, rank, ranks, 0);
      case ALLREDUCE -> allreduce(w, rank, ranks, c.sendBytes());
      case ALLGATHER, ALLGATHERV -> allgather(w, rank, ranks, CollectiveSizes.gatherBlocks(c, ranks));
      case SCAN, EXSCAN -> scan(w, rank, ranks, c.sendBytes());
      case REDUCE_SCATTER -> reduceScatter(w, rank, ranks, CollectiveSizes.reduceScatterBlocks(c, ranks));
    }
  }

  /** Real rank of renumbered rank {@code v} after the fold. */
  static int unfolded(int v, int rem) {
    return v < rem ? 2 * v + 1 : v + rem;
  }

  /** Renumbered rank of {@code rank} after the fold, or -1 for an even rank that sits out. */
  static int folded(int rank, int rem) {
    if (rank < 2 * rem) return rank % 2 == 0 ? -1 : rank / 2;
    return rank - rem;
  }

  static void allreduce(RoundWriter w, int rank, int ranks, long bytes) {
    int pof2 = CollectiveSizes.floorPowerOfTwo(ranks);
    int rem = ranks - pof2;
    fold(w, rank, rem, bytes);
    int newrank = folded(rank, rem);
    if (newrank >= 0) {
      for (int mask = 1; mask < pof2; mask <<= 1) {
        int dst = unfolded(newrank ^ mask, rem);
        w.sendRecv(dst, bytes, dst, bytes);
      }
    }
    unfold(w, rank, rem, bytes);
  }

  /** The fold's first round: each even rank below 2 rem sends {@code bytes} to the next rank. */
  static void fold(RoundWriter w, int rank, int rem, long bytes) {
    if (rank < 2 * rem) {
      if (rank % 2 == 0) w.send(rank + 1, bytes);
      else w.recv(rank - 1, bytes);
      w.end();
    }
  }

  /** The fold's last round: each odd rank below 2 rem sends the result back. */
  static void unfold(RoundWriter w, int rank, int rem, long bytes) {
    if (rank < 2 * rem) {
      if (rank % 2 == 1) w.send(rank - 1, bytes);
      else w.recv(rank + 1, bytes);
      w.end();
    }
  }

  static void allgather(RoundWriter w, int rank, int ranks, BlockSizes blocks) {
    int pof2 = CollectiveSizes.floorPowerOfTwo(ranks);
    int rem = ranks - pof2;
    if (rank < 2 * rem) {
      if (rank % 2 == 0) w.send(rank + 1, blocks.of(rank));
      else w.recv(rank - 1, blocks.of(rank - 1));
      w.end();
    }
    int newrank = folded(rank, rem);
    if (newrank >= 0) {
      for (int mask = 1; mask < pof2; mask <<= 1) {
        int partner = newrank ^ mask;
        long mine = groupBytes(blocks, newrank & ~(mask - 1), mask, rem);
        long theirs = groupBytes(blocks, partner & ~(mask - 1), mask, rem);
        int dst = unfolded(partner, rem);
        w.sendRecv(dst, mine, dst, theirs);
      }
    }
    if (rank < 2 * rem) {
      long total = blocks.total();
      int even = rank - rank % 2;
      if (rank % 2 == 1) w.send(even, total - blocks.of(even));
      else w.recv(rank + 1, total - blocks.of(even));
      w.end();
    }
  }

  /**
   * Bytes held by renumbered ranks [first, first + count): renumbered ranks below rem stand for
   * the real pairs (2v, 2v+1), the others for v + rem, so both parts are contiguous real ranges.
   */
  private static long groupBytes(BlockSizes blocks, int first, int count, int rem) {
    int end = first + count;
    long sum = range(blocks, 2 * first, 2 * Math.min(end, rem));
    int upper = Math.max(first, rem);
    return sum + range(blocks, upper + rem, end + rem);
  }

  static void scan(RoundWriter w, int rank, int ranks, long bytes) {
    for (int mask = 1; mask < ranks; mask <<= 1) {
      int dst = rank ^ mask;
      if (dst < ranks) w.sendRecv(dst, bytes, dst, bytes);
    }
  }

  /** MPICH's recursive-doubling reduce-scatter of the shares {@code counts} (bytes per rank). */
  static void reduceScatter(RoundWriter w, int rank, int ranks, BlockSizes counts) {
    long total = counts.total();
    int level = 0;
    for (int mask = 1; mask < ranks; mask <<= 1, level++) {
      int dst = rank ^ mask;
      int dstTreeRoot = (dst >> level) << level;
      int myTreeRoot = (rank >> level) << level;
      long send = total - range(counts, myTreeRoot, Math.min(myTreeRoot + mask, ranks));
      long recv = total - range(counts, dstTreeRoot, Math.min(dstTreeRoot + mask, ranks));
      if (dst < ranks) w.sendRecv(dst, send, dst, recv);
      if (dstTreeRoot + mask > ranks) {
        // part of the partner subtree is missing: ranks that had a partner pass the result on
        int completed = ranks - myTreeRoot - mask;
        int k = Integer.numberOfTrailingZeros(mask);
        for (int tmpMask = mask >> 1; tmpMask > 0; tmpMask >>= 1, k--) {
          int peer = rank ^ tmpMask;
          int treeRoot = (rank >> k) << k;
          if (peer > rank && rank < treeRoot + completed && peer >= treeRoot + completed) {
            w.send(peer, recv);
            w.end();
          } else if (peer < rank && peer < treeRoot + completed && rank >= treeRoot + completed) {
            w.recv(peer, recv);
            w.end();
          }
        }
      }
    }
  }

  private static long range(BlockSizes counts, int from, int to) {
    return from < to ? counts.sum(from, to - from) : 0;
  }
}
