package org.interflow.model.traffic.mpi;

/**
 * A standard algorithm that decomposes one collective into point-to-point messages (binomial
 * tree, recursive doubling, ring, pairwise exchange, Bruck, linear ...). Stateless and
 * thread-safe: {@link #schedule} writes one rank's part as rounds of sends and receives; the
 * rank program posts a round's operations together and starts the next round when all of them
 * completed. Messages between the same two ranks in one collective match in posting order, so
 * every rank's sends to a peer must line up with that peer's receives from it.
 */
public interface CollectiveAlgorithm {
  /** Name used in configuration, e.g. {@code binomial}, {@code ring}, {@code recursive-doubling}. */
  String name();

  /** True when it implements {@code kind}. */
  boolean supports(MpiAction.CollectiveKind kind);

  /**
   * Writes rank {@code rank}'s part of {@code collective} among {@code ranks} ranks (MPI_COMM_WORLD).
   *
   * @throws IllegalArgumentException if the algorithm cannot run this collective (e.g. a power-of-two
   *     only algorithm on 6 ranks: prefer a documented fallback over an error where one exists)
   */
  void schedule(MpiAction.Collective collective, int rank, int ranks, ScheduleSink out);

  /** Receives one rank's part of a collective, round by round. */
  interface ScheduleSink {
    /** Posts a send of {@code bytes} to {@code peer} in the current round. */
    void send(int peer, long bytes);

    /** Posts a receive of {@code bytes} from {@code peer} in the current round. */
    void recv(int peer, long bytes);

    /** Ends the current round: its operations must all complete before the next round's start. */
    void endRound();
  }
}
