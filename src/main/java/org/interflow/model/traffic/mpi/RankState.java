package org.interflow.model.traffic.mpi;

/**
 * What a replayed rank is doing, for its statistics and timeline. A rank is in exactly one state
 * from its start to the end of its trace (time it spends ready to run is zero: actions that do
 * not block take no simulated time).
 */
public enum RankState {
  /** Computing (a compute action, or a reduction's flops after its collective). */
  COMPUTE,
  /** Blocked in a send, or in a wait whose unfinished requests are all sends. */
  SEND,
  /** Blocked in a receive, or in a wait with at least one unfinished receive. */
  RECEIVE,
  /** Inside a collective's rounds. */
  COLLECTIVE
}
