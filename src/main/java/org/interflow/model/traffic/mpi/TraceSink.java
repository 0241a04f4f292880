package org.interflow.model.traffic.mpi;

/**
 * Receives a trace as a reader streams it: first the rank count, then every action of every rank
 * in file order (the ranks of a shared file interleave; each rank's own actions come in its
 * program order), then the end. A replay store, a checker and a converting writer are sinks, so
 * no trace has to be held in memory as text.
 */
public interface TraceSink {
  /**
   * The trace has {@code ranks} ranks: called once, before any action, or, when the sink agreed
   * through {@link #acceptRanksLast()}, at any point before {@link #end()}.
   */
  void ranks(int ranks);

  /**
   * Asks the sink to take {@link #ranks(int)} late: a reader whose trace gives its rank count
   * only at the end (a shared SimGrid TI file: the largest rank + 1) may then read it in one pass.
   * True when the sink agreed; then actions may come before the count, which comes once, before
   * {@link #end()}, above every rank the actions name, and reader-checked errors are the reader's
   * business. Asked before anything else; the default declines.
   */
  default boolean acceptRanksLast() { return false; }

  /** Rank {@code rank}'s next action, read at {@code line} (1-based) of {@code file} (for messages). */
  void action(int rank, MpiAction action, String file, long line);

  /**
   * Rank {@code rank}'s next action is a {@link MpiAction.Compute}; the same as {@link #action}
   * with that object, which is what this default does. A sink that stores many actions (the
   * {@link ActionTape}) overrides this and the other point-to-point methods so a reader need
   * not build an object per action.
   */
  default void computeAction(int rank, double amount, MpiAction.ComputeUnit unit, String file, long line) {
    action(rank, new MpiAction.Compute(amount, unit), file, line);
  }

  /** A {@link MpiAction.Send}: as {@link #action} with that object. */
  default void sendAction(int rank, int peer, int tag, long bytes, String file, long line) {
    action(rank, new MpiAction.Send(peer, tag, bytes), file, line);
  }

  /** A {@link MpiAction.Isend}: as {@link #action} with that object. */
  default void isendAction(int rank, int peer, int tag, long bytes, int request, String file, long line) {
    action(rank, new MpiAction.Isend(peer, tag, bytes, request), file, line);
  }

  /** A {@link MpiAction.Recv}: as {@link #action} with that object. */
  default void recvAction(int rank, int peer, int tag, long bytes, String file, long line) {
    action(rank, new MpiAction.Recv(peer, tag, bytes), file, line);
  }

  /** A {@link MpiAction.Irecv}: as {@link #action} with that object. */
  default void irecvAction(int rank, int peer, int tag, long bytes, int request, String file, long line) {
    action(rank, new MpiAction.Irecv(peer, tag, bytes, request), file, line);
  }

  /**
   * A {@link MpiAction.Wait} for {@code requests[0..count)}: as {@link #action} with that object.
   * The caller may reuse the array afterwards, so a sink that keeps the requests copies them.
   */
  default void waitAction(int rank, int[] requests, int count, String file, long line) {
    action(rank, new MpiAction.Wait(java.util.Arrays.copyOf(requests, count)), file, line);
  }

  /** A {@link MpiAction.Test}: as {@link #action} with that object. */
  default void testAction(int rank, int request, String file, long line) {
    action(rank, new MpiAction.Test(request), file, line);
  }

  /**
   * An MPI call Interflow does not model (communicator management, MPI_Info, file I/O ...) that is
   * safe to skip; counted and reported with its first occurrence.
   */
  void skipped(int rank, String call, String file, long line);

  /** The trace is complete. */
  void end();
}
