package org.interflow.model.traffic.mpi;

/**
 * Receives a trace as a reader streams it: first the rank count, then every action of every rank
 * in file order (the ranks of a shared file interleave; each rank's own actions come in its
 * program order), then the end. A replay store, a checker and a converting writer are sinks, so
 * no trace has to be held in memory as text.
 */
public interface TraceSink {
  /** The trace has {@code ranks} ranks (called once, before any action). */
  void ranks(int ranks);

  /** Rank {@code rank}'s next action, read at {@code line} (1-based) of {@code file} (for messages). */
  void action(int rank, MpiAction action, String file, long line);

  /**
   * An MPI call Interflow does not model (communicator management, MPI_Info, file I/O ...) that is
   * safe to skip; counted and reported with its first occurrence.
   */
  void skipped(int rank, String call, String file, long line);

  /** The trace is complete. */
  void end();
}
