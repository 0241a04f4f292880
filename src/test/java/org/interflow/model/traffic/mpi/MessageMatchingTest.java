package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** MPI matching rules on one receiver, without an engine: ops and slots are plain numbers. */
class MessageMatchingTest {
  private static final int ANY = MpiAction.ANY;

  @Test
  void anEnvelopeMatchesTheEarliestPostedReceiveAmongExactAndWildcardOnes() {
    MessageMatching m = new MessageMatching();
    assertEquals(-1, m.post(10, 0, ANY, 5));   // posted first: any source, tag 5
    assertEquals(-1, m.post(11, 0, 2, 5));     // exact
    assertEquals(-1, m.post(12, 0, 2, ANY));   // any tag
    // from 2 tag 5: all three accept it; 10 was posted first
    assertEquals(10, m.matchedOp(m.envelope(2, 0, 0, 5, 8)));
    assertEquals(11, m.matchedOp(m.envelope(2, 1, 0, 5, 8)));
    assertEquals(12, m.matchedOp(m.envelope(2, 2, 0, 5, 8)));
    // nothing posted now: the next one is unexpected
    assertEquals(-1, m.matchedOp(m.envelope(2, 3, 0, 5, 8)));
  }

  @Test
  void aReceiveTakesTheEarliestArrivedUnexpectedMessageItAccepts() {
    MessageMatching m = new MessageMatching();
    int a = m.envelope(1, 0, 0, 7, 100);
    int b = m.envelope(2, 0, 0, 8, 200);
    int c = m.envelope(1, 1, 0, 8, 300);
    assertEquals(c, m.post(20, 0, 1, 8));      // exact: skips a (tag 7)
    assertEquals(b, m.post(21, 0, ANY, 8));    // any source, tag 8: b is the only one left
    assertEquals(a, m.post(22, 0, ANY, ANY));
    assertEquals(-1, m.post(23, 0, ANY, ANY));
  }

  @Test
  void collectiveAndUserMessagesNeverMatchEachOther() {
    MessageMatching m = new MessageMatching();
    assertEquals(-1, m.post(1, 1, 3, 0));                  // collective #0 from 3
    assertEquals(-1, m.matchedOp(m.envelope(3, 0, 0, 0, 8)));  // user tag 0 from 3: unexpected
    assertEquals(1, m.matchedOp(m.envelope(3, 1, 1, 0, 8)));
    assertEquals(-1, m.post(2, 1, 3, 1));                  // collective #1 does not take the user one
  }

  @Test
  void aSendersSlotNameIsFreeOnceItsDataArrived() {
    MessageMatching m = new MessageMatching();
    int e = m.envelope(4, 9, 0, 1, 8);
    assertEquals(e, m.dataArrived(4, 9));
    int again = m.envelope(4, 9, 0, 1, 8);  // the sender reused slot 9; the first is still unexpected
    assertEquals(e, m.post(30, 0, 4, 1));   // matching order is unchanged
    assertEquals(again, m.dataArrived(4, 9));
    assertThrows(IllegalStateException.class, () -> m.dataArrived(4, 9));
  }
}
