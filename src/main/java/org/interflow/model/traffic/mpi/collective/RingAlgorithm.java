package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Ring algorithms: at every step each rank sends one block to its right neighbour (rank + 1) and
 * receives one from its left neighbour (rank - 1), both in one sendrecv round.
 *
 * <ul>
 *   <li>allgather(v): p-1 steps; at step s rank r forwards the block of rank r-s (Thakur et al.
 *       2005, section 4.2): p(p-1) messages in all;
 *   <li>allreduce: the buffer is split into p blocks (MPICH's split: the first n mod p get one
 *       byte more), a ring reduce-scatter of p-1 steps, then a ring allgather of p-1 steps, so
 *       each rank sends 2(p-1)/p of the buffer (Patarasuk and Yuan, JPDC 69(2), 2009);
 *   <li>reduce-scatter: p-1 steps, rank r's share travelling round the ring and ending at r;
 *   <li>barrier: Open MPI's double ring ({@code barrier_intra_doublering}): 0-byte token passed
 *       twice round the ring from rank 0, each message its own blocking round.
 * </ul>
 */
public final class RingAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "ring";

  private static final Set<CollectiveKind> KINDS = EnumSet.of(CollectiveKind.BARRIER, CollectiveKind.ALLREDUCE,
      CollectiveKind.ALLGATHER, CollectiveKind.ALLGATHERV, CollectiveKind.REDUCE_SCATTER);

  /** The algorithm; stateless, so one instance serves every run. */
  public RingAlgorithm() {
    super(NAME, KINDS);
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    if (ranks == 1) return;
    int right = (rank + 1) % ranks;
    int left = (rank - 1 + ranks) % ranks;
    switch (c.kind()) {
      case BARRIER -> barrier(w, rank, right, left);
      case ALLGATHER, ALLGATHERV -> allgather(w, rank, ranks, CollectiveSizes.gatherBlocks(c, ranks));
      case ALLREDUCE -> {
        BlockSizes blocks = BlockSizes.split(c.sendBytes(), ranks);
        for (int s = 0; s < ranks - 1; s++) {
          w.sendRecv(right, blocks.of(mod(rank - s, ranks)), left, blocks.of(mod(rank - s - 1, ranks)));
        }
        for (int s = 0; s < ranks - 1; s++) {
          w.sendRecv(right, blocks.of(mod(rank + 1 - s, ranks)), left, blocks.of(mod(rank - s, ranks)));
        }
      }
      case REDUCE_SCATTER -> {
        BlockSizes shares = CollectiveSizes.reduceScatterBlocks(c, ranks);
        for (int s = 0; s < ranks - 1; s++) {
          w.sendRecv(right, shares.of(mod(rank - s - 1, ranks)), left, shares.of(mod(rank - s - 2, ranks)));
        }
      }
    }
  }

  static int mod(int a, int n) {
    return ((a % n) + n) % n;
  }

  /** Ring allgather of per-rank blocks: p-1 sendrecv rounds. */
  static void allgather(RoundWriter w, int rank, int ranks, BlockSizes blocks) {
    int right = (rank + 1) % ranks;
    int left = (rank - 1 + ranks) % ranks;
    for (int s = 0; s < ranks - 1; s++) {
      w.sendRecv(right, blocks.of(mod(rank - s, ranks)), left, blocks.of(mod(rank - s - 1, ranks)));
    }
  }

  private static void barrier(RoundWriter w, int rank, int right, int left) {
    for (int pass = 0; pass < 2; pass++) {
      if (rank > 0) {
        w.recv(left, 0);
        w.end();
      }
      w.send(right, 0);
      w.end();
      if (rank == 0) {
        w.recv(left, 0);
        w.end();
      }
    }
  }
}
