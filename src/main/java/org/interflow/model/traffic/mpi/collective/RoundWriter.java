package org.interflow.model.traffic.mpi.collective;

import org.interflow.model.traffic.mpi.CollectiveAlgorithm.ScheduleSink;

/**
 * Wraps a {@link ScheduleSink} so that algorithms can end a round unconditionally: a round with
 * no operation is dropped instead of being written as an empty round. This lets compositions
 * (reduce then broadcast, ...) and degenerate cases (one rank, a leaf that only receives) share
 * code without special cases. One instance per {@code schedule} call.
 */
final class RoundWriter {
  private final ScheduleSink out;
  private boolean open;

  RoundWriter(ScheduleSink out) {
    this.out = out;
  }

  void send(int peer, long bytes) {
    out.send(peer, bytes);
    open = true;
  }

  void recv(int peer, long bytes) {
    out.recv(peer, bytes);
    open = true;
  }

  /** Posts a send and a receive in one round and ends it (MPI_Sendrecv). */
  void sendRecv(int sendPeer, long sendBytes, int recvPeer, long recvBytes) {
    send(sendPeer, sendBytes);
    recv(recvPeer, recvBytes);
    end();
  }

  /** Ends the current round if it holds at least one operation. */
  void end() {
    if (open) {
      out.endRound();
      open = false;
    }
  }
}
