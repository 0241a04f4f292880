package org.interflow.model.traffic.mpi.collective;

import java.util.EnumSet;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;

/**
 * Flat ("linear", "basic linear") algorithms: every message goes straight between the root and
 * each rank, or between every pair, posted together as non-blocking operations and completed by
 * one wait-all, as in Open MPI's {@code basic} module and SimGrid SMPI's non-blocking collectives
 * ({@code src/smpi/colls/smpi_nbc_impl.cpp}).
 *
 * <ul>
 *   <li>bcast / scatter(v): the root sends to every other rank in rank order in one round;
 *   <li>reduce / gather(v): every rank sends to the root, which receives from all in one round;
 *   <li>allreduce: linear reduce to rank 0, then linear bcast from rank 0;
 *   <li>reduce-scatter: linear reduce of the whole vector to rank 0, then linear scatterv (the
 *       structure of SMPI's {@code reduce_scatter__default} for regular counts);
 *   <li>allgather(v): one round, for every other rank in rank order a send then a receive;
 *   <li>alltoall(v): one round, receives from every other rank, then sends (SMPI's order);
 *   <li>barrier: Open MPI's basic linear barrier: every rank sends 0 bytes to rank 0 and waits
 *       for 0 bytes back; rank 0 receives from all, then sends to all (two rounds);
 *   <li>scan / exscan: one round, receive from every lower rank, send to every higher rank.
 * </ul>
 *
 * Rounds per rank: at most 2 (4 for the compositions). Messages: p-1 per rooted collective,
 * p(p-1) for allgather and alltoall. Root-link bound: the root handles all p-1 transfers.
 */
public final class LinearAlgorithm extends AbstractCollectiveAlgorithm {
  /** Name in configuration. */
  public static final String NAME = "linear";

  /** The algorithm; stateless, so one instance serves every run. */
  public LinearAlgorithm() {
    super(NAME, EnumSet.allOf(CollectiveKind.class));
  }

  @Override
  void write(Collective c, int rank, int ranks, RoundWriter w) {
    switch (c.kind()) {
      case BARRIER -> barrier(w, rank, ranks);
      case BCAST -> scatter(w, rank, ranks, c.root(), BlockSizes.constant(c.sendBytes(), ranks));
      case REDUCE -> gather(w, rank, ranks, c.root(), BlockSizes.constant(c.sendBytes(), ranks));
      case ALLREDUCE -> {
        gather(w, rank, ranks, 0, BlockSizes.constant(c.sendBytes(), ranks));
        scatter(w, rank, ranks, 0, BlockSizes.constant(c.sendBytes(), ranks));
      }
      case GATHER, GATHERV -> gather(w, rank, ranks, c.root(), CollectiveSizes.gatherBlocks(c, ranks));
      case SCATTER, SCATTERV -> scatter(w, rank, ranks, c.root(), CollectiveSizes.scatterBlocks(c, ranks));
      case ALLGATHER, ALLGATHERV -> allgather(w, rank, ranks, CollectiveSizes.gatherBlocks(c, ranks));
      case ALLTOALL, ALLTOALLV ->
          alltoall(w, rank, ranks, CollectiveSizes.alltoallSend(c, ranks), CollectiveSizes.alltoallRecv(c, ranks));
      case REDUCE_SCATTER -> {
        BlockSizes shares = CollectiveSizes.reduceScatterBlocks(c, ranks);
        gather(w, rank, ranks, 0, BlockSizes.constant(shares.total(), ranks));
        scatter(w, rank, ranks, 0, shares);
      }
      case SCAN, EXSCAN -> scan(w, rank, ranks, c.sendBytes());
    }
  }

  /** Root sends {@code blocks.of(d)} to every d != root in one round; the others receive theirs. */
  static void scatter(RoundWriter w, int rank, int ranks, int root, BlockSizes blocks) {
    if (rank == root) {
      for (int d = 0; d < ranks; d++) if (d != root) w.send(d, blocks.of(d));
    } else {
      w.recv(root, blocks.of(rank));
    }
    w.end();
  }

  /** Every rank sends {@code blocks.of(rank)} to the root; the root receives all in one round. */
  static void gather(RoundWriter w, int rank, int ranks, int root, BlockSizes blocks) {
    if (rank == root) {
      for (int s = 0; s < ranks; s++) if (s != root) w.recv(s, blocks.of(s));
    } else {
      w.send(root, blocks.of(rank));
    }
    w.end();
  }

  /** One round: for every other rank in rank order, send this rank's block, receive theirs. */
  static void allgather(RoundWriter w, int rank, int ranks, BlockSizes blocks) {
    for (int o = 0; o < ranks; o++) {
      if (o == rank) continue;
      w.send(o, blocks.of(rank));
      w.recv(o, blocks.of(o));
    }
    w.end();
  }

  /** One round: receive from every other rank in rank order, then send to every other rank. */
  static void alltoall(RoundWriter w, int rank, int ranks, BlockSizes send, BlockSizes recv) {
    for (int o = 0; o < ranks; o++) if (o != rank) w.recv(o, recv.of(o));
    for (int o = 0; o < ranks; o++) if (o != rank) w.send(o, send.of(o));
    w.end();
  }

  /** Open MPI's basic linear barrier (fan-in to rank 0, then fan-out), 0-byte messages. */
  static void barrier(RoundWriter w, int rank, int ranks) {
    if (rank == 0) {
      for (int s = 1; s < ranks; s++) w.recv(s, 0);
      w.end();
      for (int d = 1; d < ranks; d++) w.send(d, 0);
      w.end();
    } else {
      w.send(0, 0);
      w.end();
      w.recv(0, 0);
      w.end();
    }
  }

  /** One round: receive {@code bytes} from every lower rank and send them to every higher rank. */
  static void scan(RoundWriter w, int rank, int ranks, long bytes) {
    for (int s = 0; s < rank; s++) w.recv(s, bytes);
    for (int d = rank + 1; d < ranks; d++) w.send(d, bytes);
    w.end();
  }
}
