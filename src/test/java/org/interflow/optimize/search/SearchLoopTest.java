package org.interflow.optimize.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** NSGA-III's divisions: the largest p whose C(p + M - 1, M - 1) Das-Dennis reference points fit. */
class SearchLoopTest {
  @Test
  void divisionsAreTheLargestWhoseReferencePointsFitInThePopulation() {
    // M = 3: p = 12 gives C(14, 2) = 91 <= 100, p = 13 gives 105
    assertEquals(12, SearchLoop.divisions(100, 3));
    // M = 4 (router networks): p = 6 gives C(9, 3) = 84 <= 100, p = 7 gives C(10, 3) = 120
    assertEquals(6, SearchLoop.divisions(100, 4));
    // M = 5 (router networks with the simulated time): p = 4 gives C(8, 4) = 70, p = 5 gives C(9, 4) = 126
    assertEquals(4, SearchLoop.divisions(100, 5));
    // p never drops below 1: M = 5 with 8 individuals (C(5, 4) = 5 points for p = 1, 15 for p = 2)
    assertEquals(1, SearchLoop.divisions(8, 5));
  }
}
