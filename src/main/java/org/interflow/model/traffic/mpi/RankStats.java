package org.interflow.model.traffic.mpi;

/**
 * What one rank did in a replay. Times are simulated picoseconds spent in each {@link RankState};
 * message counts and payload bytes (without protocol overhead) include the point-to-point
 * messages collectives were decomposed into. A rank that never finished does not count the
 * state it was stuck in at the end ({@link MpiRankProgram#state()} has it).
 *
 * @param rank MPI_COMM_WORLD rank
 * @param computePs time computing
 * @param sendPs time blocked on sends (blocking send, or waits on sends only)
 * @param receivePs time blocked on receives (blocking receive, or waits with a receive left)
 * @param collectivePs time inside collectives
 * @param messagesSent messages this rank sent
 * @param bytesSent payload bytes it sent
 * @param messagesReceived messages it received (delivered and matched)
 * @param bytesReceived payload bytes it received (the senders' sizes)
 * @param sizeMismatches receives whose posted size differed from the matched message's
 * @param actions trace actions it started
 * @param finishPs when it completed its last action, or -1 when it never did (deadlock)
 */
public record RankStats(int rank, long computePs, long sendPs, long receivePs, long collectivePs, long messagesSent,
    long bytesSent, long messagesReceived, long bytesReceived, long sizeMismatches, long actions, long finishPs) {
  private static final double PS_PER_SECOND = 1e12;

  /** True when the rank reached the end of its trace. */
  public boolean finished() { return finishPs >= 0; }

  /** Compute time in seconds. */
  public double computeSeconds() { return computePs / PS_PER_SECOND; }

  /** Send time in seconds. */
  public double sendSeconds() { return sendPs / PS_PER_SECOND; }

  /** Receive-wait time in seconds. */
  public double receiveSeconds() { return receivePs / PS_PER_SECOND; }

  /** Collective time in seconds. */
  public double collectiveSeconds() { return collectivePs / PS_PER_SECOND; }

  /** Finish time in seconds, or NaN when the rank did not finish. */
  public double finishSeconds() { return finishPs < 0 ? Double.NaN : finishPs / PS_PER_SECOND; }
}
