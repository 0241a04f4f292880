package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Bruck's algorithms (Bruck, Ho, Kipnis, Upfal and Weathersby, "Efficient algorithms for all-to-all
 * communications in multiport message-passing systems", IEEE TPDS 8(11), 1997; as used by MPICH,
 * Thakur et al. 2005): ceil(log2 p) sendrecv rounds for any p.
 *
 * <ul>
 *   <li>allgather(v): at step k rank r sends the 2^k blocks it holds (ranks r .. r+2^k-1) to
 *       r-2^k and receives the next 2^k from r+2^k; the last step sends only the p-2^k blocks
 *       still missing;
 *   <li>alltoall: at step k rank r sends to r+2^k, and receives from r-2^k, every block whose
 *       index (0..p-1, relative to the rank) has bit k set, i.e. about p/2 blocks per step;
 *   <li>barrier: the dissemination barrier (Hensgen, Finkel and Manber 1988): 0-byte messages to
 *       r+2^k and from r-2^k.
 * </ul>
 */
public final class BruckAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "bruck";

  private static final Set<CollectiveKind> KINDS = EnumSet.of(CollectiveKind.BARRIER, CollectiveKind.ALLGATHER,
      CollectiveKind.ALLGATHERV, CollectiveKind.ALLTOALL);

  /** The algorithm; stateless, so one instance serves every run. */
  public BruckAlgorithm() {
    super(NAME, KINDS);
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case BARRIER -> {
        for (int mask = 1; mask < ranks; mask <<= 1) {
          w.sendRecv((rank + mask) % ranks, 0, (rank - mask + ranks) % ranks, 0);
        }
      }
      case ALLGATHER, ALLGATHERV -> allgather(w, rank, ranks, CollectiveSizes.gatherBlocks(c, ranks));
      case ALLTOALL -> alltoall(w, rank, ranks, CollectiveSizes.block(c));
    }
  }

  static void allgather(RoundWriter w, int rank, int ranks, BlockSizes blocks) {
    int pof2 = 1;
    for (; 2 * pof2 <= ranks; pof2 *= 2) {
      int src = (rank + pof2) % ranks;
      w.sendRecv((rank - pof2 + ranks) % ranks, blocks.sum(rank, pof2),
          src, blocks.sum(src, pof2));
    }
    int rem = ranks - pof2;
    if (rem > 0) {
      int src = (rank + pof2) % ranks;
      w.sendRecv((rank - pof2 + ranks) % ranks, blocks.sum(rank, rem),
          src, blocks.sum(src, rem));
    }
  }

  /** Bruck alltoall with {@code block} bytes per peer (SimGrid's {@code alltoall__bruck} too). */
  static void alltoall(RoundWriter w, int rank, int ranks, long block) {
    for (int pof2 = 1; pof2 < ranks; pof2 <<= 1) {
      long bytes = blocksWithBit(ranks, pof2) * block;
      w.sendRecv((rank + pof2) % ranks, bytes, (rank - pof2 + ranks) % ranks, bytes);
    }
  }

  /** Number of block indices in [1, ranks) with bit {@code pof2} set. */
  static int blocksWithBit(int ranks, int pof2) {
    int count = 0;
    for (int b = 1; b < ranks; b++) if ((b & pof2) != 0) count++;
    return count;
  }
}
