package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * What SimGrid SMPI 3.32's trace replay does for each collective under its default collective
 * selector ({@code smpi/coll-selector:default}), reproduced operation by operation (peers, order,
 * and which operations share one wait). Paths are in the simgrid/simgrid repository; "round" is
 * a set of operations completed by one wait or one blocking call.
 *
 * <ul>
 *   <li>barrier: {@code barrier__ompi_basic_linear} ({@code src/smpi/colls/barrier/barrier-ompi.cpp}):
 *       ranks > 0 do a blocking 0-byte send to 0, then a blocking receive from 0; rank 0 receives
 *       from 1..p-1 (one waitall), then sends to 1..p-1 (one waitall);
 *   <li>bcast: {@code bcast__binomial_tree} ({@code src/smpi/colls/bcast/bcast-binomial-tree.cpp}):
 *       blocking receive from the parent, then blocking sends to the children, largest subtree
 *       first; the same as {@link BinomialTreeAlgorithm};
 *   <li>reduce: {@code reduce__default} ({@code src/smpi/colls/smpi_default_selector.cpp}; the
 *       replay passes MPI_OP_NULL, so the non-commutative branch is never taken) =
 *       {@code colls::ireduce} ({@code src/smpi/colls/smpi_nbc_impl.cpp}) then a wait: every
 *       non-root isends its buffer to the root; the root irecvs from every other rank in rank
 *       order, one waitall;
 *   <li>allreduce: {@code allreduce__default}: that linear reduce to rank 0, then the binomial
 *       bcast from rank 0;
 *   <li>gather, gatherv, scatter, scatterv: {@code igather}/{@code igatherv} (non-roots isend to
 *       the root, the root irecvs from all in rank order) and {@code iscatter}/{@code iscatterv}
 *       (the root isends to all in rank order, the others irecv), each then one wait;
 *   <li>allgather, allgatherv: {@code iallgather}/{@code iallgatherv}: for every other rank in
 *       rank order an isend of this rank's block then an irecv of theirs, one waitall;
 *   <li>alltoall: {@code alltoall__default} = {@code alltoall__ompi}
 *       ({@code src/smpi/colls/smpi_openmpi_selector.cpp}, Open MPI 4.1.2's fixed decision,
 *       imported in SimGrid 3.31) on (p, bytes per peer), choosing {@code alltoall__basic_linear}
 *       (one round: irecvs from r+1, r+2, ... then isends to r-1, r-2, ..., cyclically),
 *       {@code alltoall__pair} (p-1 sendrecv rounds with r XOR i) or {@code alltoall__bruck}
 *       (sendrecv to r+2^k from r-2^k, the blocks with bit k set). SimGrid's pair aborts when p
 *       is not a power of two; here that case falls back to basic linear. Self-copies (the
 *       sendrecv to oneself in pair and Bruck) are local copies in SMPI and produce no message;
 *   <li>alltoallv: {@code alltoallv__default} = {@code ialltoallv}: irecvs from every other rank
 *       in rank order, then isends in rank order, one waitall;
 *   <li>reduce-scatter: {@code reduce_scatter__default}: with equal counts, a linear reduce of
 *       the whole vector to rank 0, then a linear scatterv ({@code iscatterv}) from rank 0;
 *       otherwise {@code reduce_scatter__mpich} ({@code src/smpi/colls/smpi_mpich_selector.cpp},
 *       {@code src/smpi/colls/reduce_scatter/reduce_scatter-mpich.cpp}): pairwise exchange when
 *       the total count exceeds 524288 elements, else MPICH's recursive-doubling reduce-scatter
 *       ({@link RecursiveDoublingAlgorithm}). Counts arrive here in bytes, so the threshold is
 *       taken as 524288 elements of 8 bytes (MPI_DOUBLE, the TI traces' default datatype after
 *       {@code init 1}): a trace of 1-byte elements switches to pairwise 8 times later than
 *       SMPI does;
 *   <li>scan, exscan: not replayable in SMPI; {@code colls::scan}/{@code colls::exscan}
 *       ({@code src/smpi/colls/smpi_coll.cpp}): irecvs from every lower rank, isends to every
 *       higher rank, one wait.
 * </ul>
 *
 * <p>Checked against SimGrid 3.32's {@code smpirun -replay} (CM02, a flat cluster of 125 MB/s,
 * 50 us private links, MPI_BYTE sizes): on 4 hosts, reduce 400000 B (0.009700 s), allreduce
 * 400000 B (0.016301 s), gather and scatter 400000 B (0.009700 s), allgather, allgatherv and
 * alltoallv of 100000 B blocks (0.002500 s), bcast 400000 B from rank 2 (0.006600 s) and
 * reduce-scatter with regular, small irregular and large irregular counts all take the time the
 * structures above predict by hand; on 16 hosts, alltoall of 3, 100 and 1000 B per peer shows
 * the table's linear_sync, Bruck (4 rounds, 0.000426 s) and linear choices, and the barrier takes
 * two latencies.
 */
public final class SmpiDefaultAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "smpi-default";

  /** Open MPI's alltoall algorithm ids as in {@code alltoall__ompi}. */
  private static final int LINEAR = 1;
  private static final int PAIRWISE = 2;
  private static final int BRUCK = 3;

  /**
   * {@code alltoall__ompi}'s decision table: per communicator-size bucket (p = 2, p < 8, < 16,
   * < 32, < 64, < 128, < 256, < 512, < 1024, < 2048, < 4096, larger), the ascending bytes-per-peer
   * limits and the algorithm below each limit (the last one above all). Ids 4 (linear_sync) and 5
   * (two_proc) run {@code alltoall__basic_linear} in SimGrid.
   */
  private static final long[][] ALLTOALL_LIMITS = {
      {2, 4, 16, 64, 256, 4096, 32768, 262144, 1048576},
      {8192, 16384, 65536, 524288, 1048576},
      {262144},
      {4, 512, 8192, 32768, 262144, 524288},
      {512, 524288},
      {1024, 2048, 4096, 262144},
      {1024, 2048, 262144},
      {1024, 8192, 32768},
      {512, 8192, 16384, 131072, 262144},
      {512, 1024, 2048, 16384, 262144},
      {1024, 4096, 8192, 131072},
      {2048, 8192, 16384, 32768, 65536}};
  private static final int[][] ALLTOALL_ALGORITHMS = {
      {2, 5, 2, 5, 2, 5, 2, 4, 5, 2},
      {4, 1, 4, 1, 2, 1},
      {4, 1},
      {4, 3, 4, 1, 4, 1, 4},
      {3, 1, 4},
      {3, 1, 4, 1, 2},
      {3, 4, 1, 2},
      {3, 4, 1, 2},
      {3, 4, 1, 4, 1, 2},
      {3, 4, 1, 4, 1, 4},
      {3, 4, 1, 4, 1},
      {3, 4, 1, 4, 1, 4}};
  private static final int[] BUCKET_LIMITS = {8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};

  /** The algorithm; stateless, so one instance serves every run. */
  public SmpiDefaultAlgorithm() {
    super(NAME, EnumSet.allOf(CollectiveKind.class));
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case BARRIER -> LinearAlgorithm.barrier(w, rank, ranks);
      case BCAST -> BinomialTreeAlgorithm.bcast(w, rank, ranks, c.root(), c.sendBytes());
      case REDUCE -> LinearAlgorithm.gather(w, rank, ranks, c.root(), BlockSizes.constant(c.sendBytes(), ranks));
      case ALLREDUCE -> {
        LinearAlgorithm.gather(w, rank, ranks, 0, BlockSizes.constant(c.sendBytes(), ranks));
        BinomialTreeAlgorithm.bcast(w, rank, ranks, 0, c.sendBytes());
      }
      case GATHER, GATHERV ->
          LinearAlgorithm.gather(w, rank, ranks, c.root(), CollectiveSizes.gatherBlocks(c, ranks));
      case SCATTER, SCATTERV ->
          LinearAlgorithm.scatter(w, rank, ranks, c.root(), CollectiveSizes.scatterBlocks(c, ranks));
      case ALLGATHER, ALLGATHERV ->
          LinearAlgorithm.allgather(w, rank, ranks, CollectiveSizes.gatherBlocks(c, ranks));
      case ALLTOALL -> alltoall(w, rank, ranks, CollectiveSizes.block(c));
      case ALLTOALLV -> LinearAlgorithm.alltoall(w, rank, ranks, CollectiveSizes.alltoallSend(c, ranks),
          CollectiveSizes.alltoallRecv(c, ranks));
      case REDUCE_SCATTER -> reduceScatter(w, rank, ranks, CollectiveSizes.reduceScatterBlocks(c, ranks));
      case SCAN, EXSCAN -> LinearAlgorithm.scan(w, rank, ranks, c.sendBytes());
    }
  }

  /**
   * The Open MPI algorithm id {@code alltoall__ompi} picks for {@code ranks} ranks and
   * {@code blockBytes} bytes per peer: 1 linear, 2 pairwise, 3 modified Bruck, 4 linear_sync,
   * 5 two_proc.
   */
  static int alltoallDecision(int ranks, long blockBytes) {
    int bucket;
    if (ranks == 2) {
      bucket = 0;
    } else {
      bucket = BUCKET_LIMITS.length + 1;
      for (int i = 0; i < BUCKET_LIMITS.length; i++) {
        if (ranks < BUCKET_LIMITS[i]) {
          bucket = i + 1;
          break;
        }
      }
    }
    long[] limits = ALLTOALL_LIMITS[bucket];
    for (int i = 0; i < limits.length; i++) if (blockBytes < limits[i]) return ALLTOALL_ALGORITHMS[bucket][i];
    return ALLTOALL_ALGORITHMS[bucket][limits.length];
  }

  /** {@code reduce_scatter__mpich}'s switch to pairwise: 524288 elements of 8 bytes. */
  static final long REDUCE_SCATTER_PAIRWISE_BYTES = 524288L * 8;

  private static void reduceScatter(RoundWriter w, int rank, int ranks, BlockSizes shares) {
    boolean regular = true;
    for (int r = 1; r < ranks; r++) regular &= shares.of(r) == shares.of(0);
    long total = shares.total();
    if (regular) {
      LinearAlgorithm.gather(w, rank, ranks, 0, BlockSizes.constant(total, ranks));
      LinearAlgorithm.scatter(w, rank, ranks, 0, shares);
    } else if (total > REDUCE_SCATTER_PAIRWISE_BYTES) {
      for (int i = 1; i < ranks; i++) {
        int dst = (rank + i) % ranks;
        w.sendRecv(dst, shares.of(dst), (rank - i + ranks) % ranks, shares.of(rank));
      }
    } else {
      RecursiveDoublingAlgorithm.reduceScatter(w, rank, ranks, shares);
    }
  }

  private static void alltoall(RoundWriter w, int rank, int ranks, long block) {
    int algorithm = alltoallDecision(ranks, block);
    if (algorithm == BRUCK) {
      BruckAlgorithm.alltoall(w, rank, ranks, block);
    } else if (algorithm == PAIRWISE && CollectiveSizes.isPowerOfTwo(ranks)) {
      for (int i = 1; i < ranks; i++) w.sendRecv(rank ^ i, block, rank ^ i, block);
    } else {
      // alltoall__basic_linear (ids 1, 4, 5, and pairwise on a non-power of two)
      for (int i = (rank + 1) % ranks; i != rank; i = (i + 1) % ranks) w.recv(i, block);
      for (int i = (rank + ranks - 1) % ranks; i != rank; i = (i + ranks - 1) % ranks) w.send(i, block);
      w.end();
    }
  }
}
