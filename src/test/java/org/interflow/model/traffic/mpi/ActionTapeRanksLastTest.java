package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tape taking its rank count after the actions ({@link ActionTape#acceptRanksLast()}). */
class ActionTapeRanksLastTest {
  /** Rank 99 sends 1 KiB to rank 0 (tag 3), which computes 5 flops then receives it; rank 50 waits on nothing. */
  private static void write(ActionTape tape) {
    tape.sendAction(99, 0, 3, 1024, "t.txt", 1);
    tape.computeAction(0, 5, MpiAction.ComputeUnit.FLOPS, "t.txt", 2);
    tape.recvAction(0, 99, 3, 1024, "t.txt", 3);
    tape.waitAction(50, new int[] {7, 8, 9}, 0, "t.txt", 4);
  }

  private static List<String> actions(ActionTape tape, int rank) {
    List<String> out = new ArrayList<>();
    ActionTape.Cursor c = tape.cursor(rank);
    while (c.next()) out.add(c.file() + ":" + c.line() + " " + c.action());
    return out;
  }

  @Test
  void countGivenLastMakesTheSameTapeAsCountGivenFirst() {
    ActionTape first = new ActionTape();
    first.ranks(100);
    write(first);
    first.end();
    ActionTape last = new ActionTape();
    assertTrue(last.acceptRanksLast());
    write(last);
    last.ranks(100);
    last.end();
    assertEquals(100, last.ranks());
    assertEquals(4, last.actions());
    assertEquals(first.encodedBytes(), last.encodedBytes());
    for (int r = 0; r < 100; r++) {
      assertEquals(first.actions(r), last.actions(r));
      assertEquals(actions(first, r), actions(last, r));
    }
    // the hand-written expectation of rank 0: its compute at line 2, its receive at line 3
    assertEquals(List.of("t.txt:2 Compute[amount=5.0, unit=FLOPS]", "t.txt:3 Recv[peer=99, tag=3, bytes=1024]"),
        actions(last, 0));
    assertEquals(List.of("t.txt:4 Wait[]"), actions(last, 50));
    assertEquals(1, last.messages());
    assertEquals(1024, last.messageBytes());
  }

  @Test
  void aCountNotAboveEveryNamedRankIsRefused() {
    // rank 99 named (as sender and as peer): a count of 99 leaves it out
    ActionTape tape = new ActionTape();
    assertTrue(tape.acceptRanksLast());
    write(tape);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> tape.ranks(99));
    assertEquals("rank 99 was named before the rank count 99", e.getMessage());
  }

  @Test
  void withoutAgreementAnActionBeforeTheCountIsRefusedAndAGivenCountEndsTheOffer() {
    ActionTape tape = new ActionTape();
    assertThrows(IllegalStateException.class, () -> tape.computeAction(0, 1, MpiAction.ComputeUnit.FLOPS, "t.txt", 1));
    tape.ranks(2);
    assertFalse(tape.acceptRanksLast());
    int[] requests = {4, 5};
    tape.waitAction(1, requests, 2, "t.txt", 2);
    requests[0] = 99;  // the tape copied the requests
    tape.end();
    ActionTape.Cursor c = tape.cursor(1);
    assertTrue(c.next());
    assertArrayEquals(new int[] {4, 5}, new int[] {c.request(0), c.request(1)});
  }
}
