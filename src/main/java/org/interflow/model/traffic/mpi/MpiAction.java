package org.interflow.model.traffic.mpi;

import java.util.Arrays;
import java.util.Locale;

/**
 * One MPI call of one rank as a trace records it, independent of the trace format. Sizes are in
 * bytes (readers apply their format's datatype rules). Ranks are MPI_COMM_WORLD ranks; {@link
 * #ANY} stands for MPI_ANY_SOURCE / MPI_ANY_TAG. Requests of non-blocking calls are named by a
 * per-rank id the reader assigns (0, 1, 2 ... in issue order), so every format's wait rule
 * (SimGrid's "the request matching src, dst, tag", DUMPI's request handles, GOAL's dependencies)
 * becomes an explicit list of ids.
 */
public sealed interface MpiAction {
  /** MPI_ANY_SOURCE or MPI_ANY_TAG. */
  int ANY = -1;

  /**
   * Local computation: {@code amount} flops (run at the host speed) or seconds (scaled by the CPU
   * factor only).
   */
  record Compute(double amount, ComputeUnit unit) implements MpiAction {
    public Compute {
      if (!(amount >= 0) || Double.isInfinite(amount)) throw new IllegalArgumentException("compute amount " + amount);
    }
  }

  /** What a {@link Compute} amount counts. */
  enum ComputeUnit { FLOPS, SECONDS }

  /** Blocking MPI_Send (MPI_Ssend/MPI_Rsend/MPI_Bsend are read as this too). */
  record Send(int peer, int tag, long bytes) implements MpiAction {}

  /** MPI_Isend; completes at a later {@link Wait}. */
  record Isend(int peer, int tag, long bytes, int request) implements MpiAction {}

  /** Blocking MPI_Recv; {@code peer} and {@code tag} may be {@link #ANY}. */
  record Recv(int peer, int tag, long bytes) implements MpiAction {}

  /** MPI_Irecv; completes at a later {@link Wait}. */
  record Irecv(int peer, int tag, long bytes, int request) implements MpiAction {}

  /**
   * MPI_Wait / MPI_Waitall / MPI_Waitany-as-all: blocks until every listed request is complete.
   * An empty list is a no-op.
   */
  record Wait(int[] requests) implements MpiAction {
    @Override public boolean equals(Object o) { return o instanceof Wait w && Arrays.equals(w.requests, requests); }

    @Override public int hashCode() { return Arrays.hashCode(requests); }

    @Override public String toString() { return "Wait" + Arrays.toString(requests); }
  }

  /** MPI_Test on one request: never blocks; a complete request is freed. */
  record Test(int request) implements MpiAction {}

  /**
   * A collective over all ranks. Which fields matter depends on the kind (unused ones are 0 or
   * null): {@code root} for rooted ones; {@code sendBytes}/{@code recvBytes} per peer for the
   * regular ones (bcast and reduce use sendBytes); {@code sendCounts}/{@code recvCounts} in bytes
   * per rank for the v-variants and reduce-scatter; {@code flops} the reduction's compute
   * amount (SimGrid traces give it; 0 when unknown).
   */
  record Collective(CollectiveKind kind, int root, long sendBytes, long recvBytes, long[] sendCounts,
      long[] recvCounts, double flops) implements MpiAction {
    /** A collective with no counts vectors. */
    public static Collective of(CollectiveKind kind, int root, long sendBytes, long recvBytes, double flops) {
      return new Collective(kind, root, sendBytes, recvBytes, null, null, flops);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Collective c && c.kind == kind && c.root == root && c.sendBytes == sendBytes
          && c.recvBytes == recvBytes && Arrays.equals(c.sendCounts, sendCounts)
          && Arrays.equals(c.recvCounts, recvCounts) && Double.compare(c.flops, flops) == 0;
    }

    @Override
    public int hashCode() { return kind.hashCode() * 31 + Long.hashCode(sendBytes) * 7 + root; }

    @Override
    public String toString() {
      return "Collective[" + kind.traceName() + " root=" + root + " send=" + sendBytes + " recv=" + recvBytes
          + (sendCounts != null ? " sendCounts=" + Arrays.toString(sendCounts) : "")
          + (recvCounts != null ? " recvCounts=" + Arrays.toString(recvCounts) : "") + " flops=" + flops + "]";
    }
  }

  /** The collectives Interflow models. */
  enum CollectiveKind {
    BARRIER, BCAST, REDUCE, ALLREDUCE, GATHER, GATHERV, SCATTER, SCATTERV, ALLGATHER, ALLGATHERV, ALLTOALL,
    ALLTOALLV, REDUCE_SCATTER, SCAN, EXSCAN;

    /** Lower-case name as used in configuration keys, e.g. {@code reduce_scatter}. */
    public String traceName() { return name().toLowerCase(Locale.ROOT); }

    /** True for the collectives with a root. */
    public boolean rooted() {
      return this == BCAST || this == REDUCE || this == GATHER || this == GATHERV || this == SCATTER
          || this == SCATTERV;
    }
  }
}
