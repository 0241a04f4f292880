package org.interflow.model.traffic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class IterationCountsTest {
  @Test
  void messagesFarAheadAreKeptForTheirIteration() {
    // iteration 0 gets 1 message; 1 gets 2; 9 (beyond the initial window of 2) gets 3
    IterationCounts counts = new IterationCounts();
    counts.add(9);
    counts.add(1);
    counts.add(0);
    counts.add(9);
    counts.add(1);
    counts.add(9);
    assertEquals(1, counts.current());
    counts.advance();
    assertEquals(2, counts.current());
    for (int i = 1; i < 9; i++) counts.advance();
    assertEquals(3, counts.current());
    counts.advance();
    assertEquals(0, counts.current());
  }

  @Test
  void aMessageOfACompletedIterationIsAnError() {
    IterationCounts counts = new IterationCounts();
    counts.advance();
    assertThrows(IllegalStateException.class, () -> counts.add(0));
  }
}
