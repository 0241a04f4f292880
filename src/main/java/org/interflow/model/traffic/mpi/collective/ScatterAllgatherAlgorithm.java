package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Van de Geijn's long-message broadcast (Barnett, Gupta, Payne, Shuler, van de Geijn and Watts,
 * "Interprocessor collective communication library (InterCom)", SHPCC 1994; MPICH's
 * {@code bcast_scatter_ring_allgather}, Thakur et al. 2005, section 4.1): the root's buffer is cut
 * into p blocks of ceil(n/p) bytes (the last ones shorter or empty), scattered along a binomial
 * tree, then gathered by every rank with a ring allgather.
 *
 * <p>Rounds: ceil(log2 p) scatter steps plus p-1 ring steps. Each rank receives about 2n(p-1)/p
 * bytes instead of n log2 p for the binomial broadcast. Empty blocks still travel as 0-byte
 * messages, which keeps the pattern fixed.
 */
public final class ScatterAllgatherAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "scatter-allgather";

  /** The algorithm; stateless, so one instance serves every run. */
  public ScatterAllgatherAlgorithm() {
    super(NAME, EnumSet.of(CollectiveKind.BCAST));
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    if (ranks == 1) return;
    long bytes = c.sendBytes();
    long scatterSize = (bytes + ranks - 1) / ranks;
    int root = c.root();
    // block of absolute rank r: the piece of its relative rank, ceil(n/p) bytes or what is left
    BlockSizes blocks = new BlockSizes() {
      @Override public long of(int r) {
        int rel = (r - root + ranks) % ranks;
        return Math.max(0, Math.min(scatterSize, bytes - rel * scatterSize));
      }

      @Override public int count() { return ranks; }
    };
    BinomialTreeAlgorithm.scatter(w, rank, ranks, c.root(), blocks);
    RingAlgorithm.allgather(w, rank, ranks, blocks);
  }
}
