package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Pairwise exchange (Thakur et al. 2005, sections 4.3 and 4.5): p-1 sendrecv rounds, each rank
 * exchanging with one partner per round.
 *
 * <ul>
 *   <li>alltoall(v): at step i (1..p-1) rank r sends its block for r XOR i and receives from the
 *       same rank when p is a power of two, otherwise sends to r+i and receives from r-i (MPICH's
 *       long-message alltoall);
 *   <li>reduce-scatter: at step i rank r sends its contribution to the share of r+i to r+i and
 *       receives the contribution to its own share from r-i (MPICH's long-message
 *       commutative reduce-scatter).
 * </ul>
 */
public final class PairwiseExchangeAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "pairwise";

  private static final Set<CollectiveKind> KINDS =
      EnumSet.of(CollectiveKind.ALLTOALL, CollectiveKind.ALLTOALLV, CollectiveKind.REDUCE_SCATTER);

  /** The algorithm; stateless, so one instance serves every run. */
  public PairwiseExchangeAlgorithm() {
    super(NAME, KINDS);
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case ALLTOALL, ALLTOALLV -> {
        BlockSizes send = CollectiveSizes.alltoallSend(c, ranks);
        BlockSizes recv = CollectiveSizes.alltoallRecv(c, ranks);
        boolean xor = CollectiveSizes.isPowerOfTwo(ranks);
        for (int i = 1; i < ranks; i++) {
          int dst = xor ? rank ^ i : (rank + i) % ranks;
          int src = xor ? rank ^ i : (rank - i + ranks) % ranks;
          w.sendRecv(dst, send.of(dst), src, recv.of(src));
        }
      }
      case REDUCE_SCATTER -> {
        BlockSizes shares = CollectiveSizes.reduceScatterBlocks(c, ranks);
        for (int i = 1; i < ranks; i++) {
          int dst = (rank + i) % ranks;
          w.sendRecv(dst, shares.of(dst), (rank - i + ranks) % ranks, shares.of(rank));
        }
      }
    }
  }
}
