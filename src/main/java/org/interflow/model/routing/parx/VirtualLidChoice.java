package org.interflow.model.routing.parx;

/**
 * Table 1 of the PARX paper (Domke et al., SC 2019): which of a destination's four virtual LIDs
 * a message may be sent to, by source and destination quadrant and by size. Small messages get
 * LIDs whose removed half leaves a minimal path; large ones get LIDs that force a detour through
 * the other half, except between diagonal quadrants, where two disjoint minimal paths exist
 * already. Where the table lists two LIDs the MPI library picks one (section 3.2.4).
 */
final class VirtualLidChoice {
  /** (a) small messages: [source quadrant][destination quadrant] -> LIDs. */
  private static final int[][][] SMALL = {
      {{1, 3}, {1}, {0, 2}, {3}},
      {{1}, {1, 2}, {2}, {0, 3}},
      {{1, 3}, {2}, {0, 2}, {0}},
      {{3}, {1, 2}, {0}, {0, 3}}};
  /** (b) large messages. */
  private static final int[][][] LARGE = {
      {{0, 2}, {0}, {0, 2}, {2}},
      {{0}, {0, 3}, {3}, {0, 3}},
      {{1, 3}, {3}, {1, 3}, {1}},
      {{2}, {1, 2}, {1}, {1, 2}}};

  private VirtualLidChoice() {}

  /** The valid LIDs (one or two, 0..3) for a message between the quadrants; do not modify. */
  static int[] choices(boolean large, int sourceQuadrant, int destinationQuadrant) {
    return (large ? LARGE : SMALL)[sourceQuadrant][destinationQuadrant];
  }
}
