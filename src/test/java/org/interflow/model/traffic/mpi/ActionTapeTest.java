package org.interflow.model.traffic.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.model.traffic.mpi.MpiAction.Collective;
import org.interflow.model.traffic.mpi.MpiAction.CollectiveKind;
import org.interflow.model.traffic.mpi.MpiAction.Compute;
import org.interflow.model.traffic.mpi.MpiAction.ComputeUnit;
import org.junit.jupiter.api.Test;

class ActionTapeTest {
  @Test
  void everyKindOfActionReadsBackEqualWithItsFileAndLine() {
    List<MpiAction> actions = List.of(
        new Compute(1.5e9, ComputeUnit.FLOPS), new Compute(0.25, ComputeUnit.FLOPS), new Compute(3e-6, ComputeUnit.SECONDS),
        new Compute(7, ComputeUnit.SECONDS), new MpiAction.Send(3, 0, 0), new MpiAction.Send(0, Integer.MAX_VALUE, 1L << 40),
        new MpiAction.Isend(2, 5, 65_536, 0), new MpiAction.Recv(MpiAction.ANY, MpiAction.ANY, 8),
        new MpiAction.Recv(1, 2, -1), new MpiAction.Irecv(3, 9, 100, 1), new MpiAction.Wait(new int[] {1, 0}),
        new MpiAction.Wait(new int[0]), new MpiAction.Test(1_000_000),
        Collective.of(CollectiveKind.ALLREDUCE, 0, 800, 800, 1e6),
        Collective.of(CollectiveKind.BCAST, 3, 12, 0, 0),
        new Collective(CollectiveKind.ALLTOALLV, 0, 0, 0, new long[] {1, 2, 3, 4}, new long[] {4, 0, 2, 1}, 0.5));
    ActionTape tape = new ActionTape();
    tape.ranks(4);
    // rank 2 gets every action, alternately from two files; rank 0 a few from a third one
    long line = 10;
    for (int i = 0; i < actions.size(); i++) {
      tape.action(2, actions.get(i), i % 3 == 0 ? "a.txt" : "b.txt", line += 3);
      if (i < 3) tape.action(0, actions.get(i), "c.txt", 1000 - i);
    }
    tape.end();
    ActionTape.Cursor c = tape.cursor(2);
    line = 10;
    for (int i = 0; i < actions.size(); i++) {
      assertTrue(c.next());
      assertEquals(actions.get(i), c.action(), "action " + i);
      assertEquals(i % 3 == 0 ? "a.txt" : "b.txt", c.file());
      assertEquals(line += 3, c.line());
      assertEquals(i, c.index());
    }
    assertFalse(c.next());
    ActionTape.Cursor c0 = tape.cursor(0);
    for (int i = 0; i < 3; i++) {
      assertTrue(c0.next());
      assertEquals(actions.get(i), c0.action());
      assertEquals(1000 - i, c0.line());  // lines may go down (per-rank files are read independently)
    }
    assertFalse(c0.next());
    assertFalse(tape.cursor(1).next());
    assertEquals(actions.size() + 3, tape.actions());
    assertEquals(4 + 3, tape.count(ActionTape.Kind.COMPUTE));  // 4 on rank 2, the first 3 on rank 0
    assertEquals(2, tape.count(ActionTape.Kind.SEND));
    assertEquals(1, tape.count(CollectiveKind.ALLTOALLV));
    assertEquals(3, tape.messages());  // two sends and one isend
    assertEquals((1L << 40) + 65_536, tape.messageBytes());
  }

  @Test
  void skippedCallsAreCountedWithTheirFirstPlace() {
    ActionTape tape = new ActionTape();
    tape.ranks(2);
    tape.skipped(1, "comm_split", "t.txt", 4);
    tape.skipped(0, "comm_split", "t.txt", 9);
    tape.skipped(0, "file_open", "t.txt", 12);
    tape.end();
    assertEquals(List.of(new ActionTape.SkippedCall("comm_split", 2, 1, "t.txt", 4),
        new ActionTape.SkippedCall("file_open", 1, 0, "t.txt", 12)), new ArrayList<>(tape.skipped().values()));
  }

  @Test
  void anActionOutsideTheRanksIsRejectedWithItsPlace() {
    ActionTape tape = new ActionTape();
    tape.ranks(2);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> tape.action(0, new MpiAction.Send(2, 0, 8), "t.txt", 7));
    assertEquals("t.txt:7: send to rank 2, expected 0..1", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> tape.action(2, new MpiAction.Test(0), "t.txt", 8));
  }

  @Test
  void aMillionActionsOverFourThousandRanksTakeAFewBytesEach() {
    // 4096 ranks x 256 actions (compute, isend/irecv to ring neighbours, wait, an allreduce every
    // 32): the encoding is a few bytes per action, far under the 100 MB budget (100 bytes each).
    ActionTape tape = new ActionTape();
    int ranks = 4096;
    tape.ranks(ranks);
    SplittableRandom random = new SplittableRandom(1);
    long line = 0;
    int[] requests = new int[ranks];
    for (int step = 0; step < 64; step++) {
      for (int r = 0; r < ranks; r++) {
        tape.action(r, new Compute(1e6 + random.nextInt(1000), ComputeUnit.FLOPS), "t", ++line);
        if (step % 32 == 31) {
          tape.action(r, Collective.of(CollectiveKind.ALLREDUCE, 0, 8, 8, 8), "t", ++line);
          tape.action(r, new Compute(1, ComputeUnit.FLOPS), "t", ++line);
          tape.action(r, new Compute(2, ComputeUnit.FLOPS), "t", ++line);
          continue;
        }
        tape.action(r, new MpiAction.Irecv((r + ranks - 1) % ranks, 0, 4096, requests[r]++), "t", ++line);
        tape.action(r, new MpiAction.Isend((r + 1) % ranks, 0, 4096, requests[r]++), "t", ++line);
        tape.action(r, new MpiAction.Wait(new int[] {requests[r] - 2, requests[r] - 1}), "t", ++line);
      }
    }
    tape.end();
    assertEquals(1L << 20, tape.actions());
    double perAction = (double) tape.encodedBytes() / tape.actions();
    assertTrue(perAction < 12, "bytes per action " + perAction);
  }

  @Test
  void theRingAllreduceTraceHasTheActionCountItAnnounces() {
    // 8 ranks, 10 steps, allreduce every 4th step (steps 3 and 7): 2 steps of 2 actions and 8 of
    // 4 per rank = 36 per rank, 288 in all; 8 ranks x 8 exchange steps = 64 sends.
    RingAllreduceTrace trace = new RingAllreduceTrace(8, 10, 100, 1e5, 4, 3);
    ActionTape tape = new ActionTape();
    trace.writeTo(tape);
    assertEquals(288, trace.actions());
    assertEquals(288, tape.actions());
    assertEquals(64, tape.messages());
    assertEquals(16, tape.count(CollectiveKind.ALLREDUCE));
  }
}
