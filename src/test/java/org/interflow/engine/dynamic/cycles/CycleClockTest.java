package org.interflow.engine.dynamic.cycles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.interflow.engine.dynamic.events.ServerBatches;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.model.units.TimeHorizonException;
import org.interflow.model.units.TimeScale;
import org.junit.jupiter.api.Test;

/** The clock's grouping of pending events by server and its timers, worked out by hand. */
class CycleClockTest {
  @Test
  void eventsComeOutGroupedByServerInIncreasingOrderEachServerKeepingItsOrder() {
    // events tagged 1..5 for servers 5, 2, 5, 7, 2: server 2 gets tags 2 then 5, server 5 tags 1
    // then 3, server 7 tag 4
    CycleClock clock = new CycleClock(8);
    clock.advanceTo(0);
    int[] servers = {5, 2, 5, 7, 2};
    for (int i = 0; i < servers.length; i++) clock.addEvent(servers[i], TaskEvents.SENT, 0, servers[i], 0, i + 1, 0);
    ServerBatches batches = clock.takeBatches();
    assertEquals("{2: Sent(job 0, task 2, tag 2), Sent(job 0, task 2, tag 5); 5: Sent(job 0, task 5, tag 1), "
        + "Sent(job 0, task 5, tag 3); 7: Sent(job 0, task 7, tag 4)}", batches.toString());
    assertTrue(batches.events().frozen());
    assertEquals(0, clock.takeBatches().size());  // nothing is left
    assertEquals(2, clock.cycles());
  }

  @Test
  void oneServersEventsBecomeItsBatchAsTheyAre() {
    CycleClock clock = new CycleClock(4);
    clock.advanceTo(0);
    for (int tag = 0; tag < 3; tag++) clock.addEvent(3, TaskEvents.SENT, 1, 0, 0, tag, 0);
    ServerBatches batches = clock.takeBatches();
    assertEquals(1, batches.size());
    assertEquals(3, batches.server(0));
    assertEquals(0, batches.from(0));
    assertEquals(3, batches.to(0));
    // the next cycle's events go to a new sequence: the batch taken does not change
    clock.addEvent(1, TaskEvents.SENT, 1, 0, 0, 9, 0);
    assertEquals(3, batches.events().size());
  }

  @Test
  void timersFireByTimeThenServerThenTheOrderTheyWereSet() {
    // at 10: timers of 5 ps on servers 4 (tag 1) and 2 (tag 2), of 3 ps on 9 (tag 3), of 5 ps on 2
    // (tag 4). At 13 only tag 3 fires; at 15, server 2's two (tags 2, 4, in setting order), then 4's.
    CycleClock clock = new CycleClock(10);
    clock.advanceTo(10);
    clock.addTimer(5, 4, 0, 4, 1);
    clock.addTimer(5, 2, 0, 2, 2);
    clock.addTimer(3, 9, 0, 9, 3);
    clock.addTimer(5, 2, 0, 2, 4);
    assertEquals(13, clock.nextTimerPs());
    clock.advanceTo(13);
    clock.fireDueTimers();
    assertEquals("{9: ComputeDone(job 0, task 9, tag 3)}", clock.takeBatches().toString());
    clock.advanceTo(15);
    clock.fireDueTimers();
    assertEquals("{2: ComputeDone(job 0, task 2, tag 2), ComputeDone(job 0, task 2, tag 4); "
        + "4: ComputeDone(job 0, task 4, tag 1)}", clock.takeBatches().toString());
    assertEquals(Long.MAX_VALUE, clock.nextTimerPs());
    assertEquals(3, clock.timeSteps());
  }

  @Test
  void timeOnlyMovesForward() {
    CycleClock clock = new CycleClock(1);
    clock.advanceTo(5);
    assertThrows(IllegalArgumentException.class, () -> clock.advanceTo(5));
    assertThrows(IllegalArgumentException.class, () -> clock.advanceTo(4));
    assertEquals(1, clock.timeSteps());
  }

  @Test
  void aTimerPastTheClocksHorizonIsAnErrorNamingTheTask() {
    CycleClock clock = new CycleClock(4);
    clock.advanceTo(1_000_000_000_000L);  // 1 s
    // 1 s + (2^63 - 1) ps overflows a long: an error, not a timer in the past
    TimeHorizonException e = assertThrows(TimeHorizonException.class, () -> clock.addTimer(Long.MAX_VALUE, 2, 1, 3, 0));
    assertTrue(e.getMessage().contains("(the end of a compute of task 3 of job 1 on server 2) is beyond the horizon"),
        e.getMessage());
    // 1 s + (2^63 - 3 - 1e12) ps is the last tick: allowed; one more is past the horizon
    clock.addTimer(TimeScale.LAST_TICK - 1_000_000_000_000L, 2, 1, 3, 0);
    assertEquals(TimeScale.LAST_TICK, clock.nextTimerPs());
    assertThrows(TimeHorizonException.class, () -> clock.addTimer(TimeScale.LAST_TICK - 999_999_999_999L, 2, 1, 3, 0));
  }
}
