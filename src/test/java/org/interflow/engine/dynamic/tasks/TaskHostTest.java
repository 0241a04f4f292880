package org.interflow.engine.dynamic.tasks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.interflow.engine.dynamic.events.TaskActions;
import org.interflow.engine.dynamic.events.TaskEvents;
import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.engine.dynamic.results.TaskInterval;
import org.interflow.engine.dynamic.runner.SmallApplications;
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
  void aJobRunAsAnotherIndexUnderTheMovedSeedDrawsWhatItDrewBefore() {
    // job 5 of a run with seed -3 (near the wrap-around), rerun alone as job 0, and as job 9
    for (int asJob : new int[] {0, 9}) {
      long moved = TaskHost.seedAs(-3, 5, asJob);
      for (int task = 0; task < 50; task++) assertEquals(TaskHost.seedOf(-3, 5, task), TaskHost.seedOf(moved, asJob, task));
    }
    assertNotEquals(TaskHost.seedOf(-3, 5, 0), TaskHost.seedOf(-3, 0, 0));
  }

  @Test
  void aFinishedTaskIgnoresLaterEventsAndCannotAct() {
    // compute-send task 1 (on server 4 + 1 = 5) finishes when its message arrives; a second
    // delivery is ignored.
    Placement placement = new Placement(0, 4, 2);
    TaskHost host = new TaskHost(placement, 1, SmallApplications.computeThenSend(10, 8).program(1), 1);
    TaskEvents events = new TaskEvents();
    events.addStart(1, placement);
    events.add(TaskEvents.RECEIVED, 0, 1, 0, 7, 8);
    events.add(TaskEvents.RECEIVED, 0, 1, 0, 7, 8);
    TaskActions actions = new TaskActions();
    List<TaskInterval> intervals = new ArrayList<>();
    host.handle(events, 0, 0, actions, intervals);
    host.handle(events, 1, 30, actions, intervals);
    assertEquals("[Finish(job 0, task 1 on 5)]", actions.toString());
    assertEquals(List.of(new TaskInterval(0, 1, 5, TaskInterval.State.COMMUNICATE, 0, 30)), intervals);
    assertFalse(host.handle(events, 2, 40, actions, intervals));
    assertThrows(IllegalStateException.class, host::finish);
  }
}
