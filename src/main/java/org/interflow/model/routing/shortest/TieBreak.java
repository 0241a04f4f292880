package org.interflow.model.routing.shortest;

/** How {@link ShortestPathRouting} chooses among several next hops that are equally close. */
public enum TieBreak {
  /**
   * Candidate number {@code mix(source, destination, hop) mod count}: deterministic, and flows of
   * different pairs spread evenly over the equal next hops (the per-flow hashing of ECMP switches).
   */
  HASH,
  /** The candidate on the lowest port: deterministic and simple, but piles flows onto low ports. */
  FIRST
}
