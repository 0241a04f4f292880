package org.interflow.engine.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A task host buffers its program's actions per callback and seeds each task on its own. */
class TaskHostTest {
  @Test
  void eachTaskDrawsFromAStreamOfItsOwnThatDependsOnlyOnSeedJobAndTask() {
    long first = new SplittableRandom(TaskHost.seedOf(7, 0, 1)).nextLong();
    assertEquals(first, new SplittableRandom(TaskHost.seedOf(7, 0, 1)).nextLong());
    assertNotEquals(first, new SplittableRandom(TaskHost.seedOf(7, 0, 2)).nextLong());
    assertNotEquals(first, new SplittableRandom(TaskHost.seedOf(7, 1, 1)).nextLong());
    assertNotEquals(first, new SplittableRandom(TaskHost.seedOf(8, 0, 1)).nextLong());
    // (job 0, task 1) and (job 1, task 0) must not collide
    assertNotEquals(TaskHost.seedOf(7, 0, 1), TaskHost.seedOf(7, 1, 0));
  }

  @Test
  void aFinishedTaskIgnoresLaterEventsAndCannotAct() {
    // compute-send task 1 finishes when its message arrives; a second delivery is ignored.
    TaskHost host = new TaskHost(new Placement(0, 4, 2), 1,
        SmallApplications.computeThenSend(10, 8).program(1), 1);
    List<TaskAction> actions = new ArrayList<>();
    List<TaskInterval> intervals = new ArrayList<>();
    host.handle(new TaskEvent.Start(0, 1, new Placement(0, 4, 2)), 0, actions, intervals);
    host.handle(new TaskEvent.Received(0, 1, 0, 8, 7), 30, actions, intervals);
    assertEquals(List.of(new TaskAction.Finish(0, 1)), actions);
    assertEquals(List.of(new TaskInterval(0, 1, 5, TaskInterval.State.COMMUNICATE, 0, 30)), intervals);
    assertFalse(host.handle(new TaskEvent.Received(0, 1, 0, 8, 7), 40, actions, intervals));
    assertThrows(IllegalStateException.class, host::finish);
  }
}
