package org.interflow.model.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AvailabilityProfileTest {
  /**
   * 10 nodes, 2 free at t=0; running jobs free 3 at t=5 and 5 at t=8 (all 10 from 8); a
   * reservation takes 6 over [12, 20). Free nodes: [0,5) 2, [5,8) 5, [8,12) 10, [12,20) 4, 20- 10.
   */
  private static AvailabilityProfile profile() {
    AvailabilityProfile p = new AvailabilityProfile(0, 2);
    p.add(5, BatchJob.NO_LIMIT, 3);
    p.add(8, BatchJob.NO_LIMIT, 5);
    p.add(12, 20, -6);
    return p;
  }

  @Test
  void freeNodesFollowTheReleasesAndReservations() {
    AvailabilityProfile p = profile();
    assertEquals(2, p.freeAt(0));
    assertEquals(2, p.freeAt(4));
    assertEquals(5, p.freeAt(5));
    assertEquals(10, p.freeAt(11));
    assertEquals(4, p.freeAt(12));
    assertEquals(4, p.freeAt(19));
    assertEquals(10, p.freeAt(20));
  }

  @Test
  void theEarliestStartIsTheFirstWindowLongEnough() {
    AvailabilityProfile p = profile();
    assertEquals(0, p.earliestStart(0, 2, 100));   // 2 nodes are free throughout
    assertEquals(5, p.earliestStart(0, 5, 3));     // 5 nodes from 5; [5, 8) is long enough
    assertEquals(8, p.earliestStart(0, 6, 4));     // 6 nodes first at 8, for [8, 12)
    assertEquals(20, p.earliestStart(0, 5, 10));   // [5, 15) and [8, 18) cross [12, 20) where only 4 are free
    assertEquals(8, p.earliestStart(0, 10, 4));    // all 10 over [8, 12)
    assertEquals(20, p.earliestStart(0, 10, 5));   // [8, 13) crosses the reservation
    assertEquals(20, p.earliestStart(0, 6, BatchJob.NO_LIMIT));
    assertEquals(BatchJob.NO_LIMIT, p.earliestStart(0, 11, 1)); // never 11 nodes
  }

  @Test
  void fitsChecksTheWholeInterval() {
    AvailabilityProfile p = profile();
    assertTrue(p.fits(8, 4, 100));
    assertFalse(p.fits(8, 5, 5));
    assertTrue(p.fits(8, 5, 4));
  }

  @Test
  void aProfileBuiltFromStepsEqualsOneBuiltStepByStep() {
    long[] times = {5, 8, 12, 20};
    int[] deltas = {3, 5, -6, 6};
    AvailabilityProfile built = AvailabilityProfile.of(0, 2, times, deltas, 4);
    for (long t : new long[] {0, 4, 5, 7, 8, 11, 12, 19, 20, 100}) assertEquals(profile().freeAt(t), built.freeAt(t), "at " + t);
  }
}
