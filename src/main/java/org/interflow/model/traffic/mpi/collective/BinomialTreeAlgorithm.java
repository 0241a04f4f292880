package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import java.util.Set;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Binomial-tree algorithms as in MPICH (Thakur, Rabenseifner and Gropp, "Optimization of
 * collective communication operations in MPICH", IJHPCA 19(1), 2005), on ranks renumbered
 * relative to the root. Every operation is blocking, so each message is its own round:
 *
 * <ul>
 *   <li>bcast: receive from the parent (relative rank minus its lowest set bit), then send to the
 *       children one by one, largest subtree first (mask p/2, p/4, ... 1);
 *   <li>reduce: receive from the children one by one, smallest subtree first, then send to the
 *       parent;
 *   <li>gather(v): like reduce, each message carrying the blocks of the sender's whole subtree;
 *   <li>scatter(v): like bcast, each message carrying the blocks of the receiver's subtree;
 *   <li>compositions on root 0: allreduce = reduce + bcast, allgather(v) = gather + bcast of
 *       the gathered vector, reduce-scatter = reduce + scatterv, barrier = 0-byte reduce + bcast.
 * </ul>
 *
 * A broadcast over p ranks takes ceil(log2 p) steps and p-1 messages; the root sends
 * ceil(log2 p) of them.
 */
public final class BinomialTreeAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "binomial";

  private static final Set<CollectiveKind> KINDS = EnumSet.of(CollectiveKind.BARRIER, CollectiveKind.BCAST,
      CollectiveKind.REDUCE, CollectiveKind.ALLREDUCE, CollectiveKind.GATHER, CollectiveKind.GATHERV,
      CollectiveKind.SCATTER, CollectiveKind.SCATTERV, CollectiveKind.ALLGATHER, CollectiveKind.ALLGATHERV,
      CollectiveKind.REDUCE_SCATTER);

  /** The algorithm; stateless, so one instance serves every run. */
  public BinomialTreeAlgorithm() {
    super(NAME, KINDS);
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case BARRIER -> {
        reduce(w, rank, ranks, 0, 0);
        bcast(w, rank, ranks, 0, 0);
      }
      case BCAST -> bcast(w, rank, ranks, c.root(), c.sendBytes());
      case REDUCE -> reduce(w, rank, ranks, c.root(), c.sendBytes());
      case ALLREDUCE -> {
        reduce(w, rank, ranks, 0, c.sendBytes());
        bcast(w, rank, ranks, 0, c.sendBytes());
      }
      case GATHER, GATHERV -> gather(w, rank, ranks, c.root(), CollectiveSizes.gatherBlocks(c, ranks));
      case SCATTER, SCATTERV -> scatter(w, rank, ranks, c.root(), CollectiveSizes.scatterBlocks(c, ranks));
      case ALLGATHER, ALLGATHERV -> {
        BlockSizes blocks = CollectiveSizes.gatherBlocks(c, ranks);
        gather(w, rank, ranks, 0, blocks);
        bcast(w, rank, ranks, 0, blocks.total());
      }
      case REDUCE_SCATTER -> {
        BlockSizes shares = CollectiveSizes.reduceScatterBlocks(c, ranks);
        reduce(w, rank, ranks, 0, shares.total());
        scatter(w, rank, ranks, 0, shares);
      }
    }
  }

  private static int absolute(int relative, int root, int ranks) {
    return (relative + root) % ranks;
  }

  /** MPICH's binomial broadcast of {@code bytes} from {@code root}. */
  static void bcast(RoundWriter w, int rank, int ranks, int root, long bytes) {
    int rel = (rank - root + ranks) % ranks;
    int mask = 1;
    while (mask < ranks) {
      if ((rel & mask) != 0) {
        w.recv(absolute(rel - mask, root, ranks), bytes);
        w.end();
        break;
      }
      mask <<= 1;
    }
    for (mask >>= 1; mask > 0; mask >>= 1) {
      if (rel + mask < ranks) {
        w.send(absolute(rel + mask, root, ranks), bytes);
        w.end();
      }
    }
  }

  /** MPICH's binomial reduction of {@code bytes} to {@code root} (commutative operation). */
  static void reduce(RoundWriter w, int rank, int ranks, int root, long bytes) {
    int rel = (rank - root + ranks) % ranks;
    for (int mask = 1; mask < ranks; mask <<= 1) {
      if ((rel & mask) == 0) {
        int child = rel | mask;
        if (child < ranks) {
          w.recv(absolute(child, root, ranks), bytes);
          w.end();
        }
      } else {
        w.send(absolute(rel & ~mask, root, ranks), bytes);
        w.end();
        return;
      }
    }
  }

  /** Binomial gather: each message holds the blocks of the sender's subtree. */
  static void gather(RoundWriter w, int rank, int ranks, int root, BlockSizes blocks) {
    int rel = (rank - root + ranks) % ranks;
    for (int mask = 1; mask < ranks; mask <<= 1) {
      if ((rel & mask) == 0) {
        int child = rel | mask;
        if (child < ranks) {
          w.recv(absolute(child, root, ranks), subtree(blocks, child, mask, root, ranks));
          w.end();
        }
      } else {
        w.send(absolute(rel & ~mask, root, ranks), subtree(blocks, rel, mask, root, ranks));
        w.end();
        return;
      }
    }
  }

  /** Binomial scatter: each message holds the blocks of the receiver's subtree. */
  static void scatter(RoundWriter w, int rank, int ranks, int root, BlockSizes blocks) {
    int rel = (rank - root + ranks) % ranks;
    int mask = 1;
    while (mask < ranks) {
      if ((rel & mask) != 0) {
        w.recv(absolute(rel - mask, root, ranks), subtree(blocks, rel, mask, root, ranks));
        w.end();
        break;
      }
      mask <<= 1;
    }
    for (mask >>= 1; mask > 0; mask >>= 1) {
      if (rel + mask < ranks) {
        w.send(absolute(rel + mask, root, ranks), subtree(blocks, rel + mask, mask, root, ranks));
        w.end();
      }
    }
  }

  /** Bytes of the relative ranks [first, min(first + size, ranks)). */
  private static long subtree(BlockSizes blocks, int first, int size, int root, int ranks) {
    int count = Math.min(size, ranks - first);
    return blocks.sum(absolute(first, root, ranks), count);
  }
}
