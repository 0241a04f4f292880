package org.interflow.engine.dynamic.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.interflow.engine.dynamic.jobs.Placement;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * The primitive columns of task events and actions keep every field where the accessors document
 * it, past a growth of the columns (4 to 8 to 16 rows), and a frozen sequence refuses every change.
 */
class TaskColumnsTest {
  private static final Placement PLACEMENT = new Placement(3, 4, 2);

  @Test
  void everyEventKindKeepsItsFieldsPastAGrowth() {
    TaskEvents columns = new TaskEvents(4);
    for (int k = 0; k < 2; k++) {
      columns.addStart(1, PLACEMENT);
      columns.add(TaskEvents.COMPUTE_DONE, 3, 1, 0, 70 + k, 0);
      columns.add(TaskEvents.SENT, 3, 0, 0, -5, 0);
      columns.add(TaskEvents.RECEIVED, 3, 1, 0, 9, 1L << 40);
      columns.add(TaskEvents.NOTIFIED, 3, 0, 1, Long.MIN_VALUE, 123);
      columns.add(TaskEvents.BARRIER_RELEASED, 3, 1, 0, 2, 0);
    }
    assertEquals(12, columns.size());
    // event 9: the second received one: source task 0, bytes 2^40 in the value column, tag 9
    assertEquals(TaskEvents.RECEIVED, columns.kind(9));
    assertEquals(1L << 40, columns.value(9));
    assertEquals(9, columns.tag(9));
    assertEquals(PLACEMENT, columns.placement(6));
    assertEquals(3, columns.job(6));  // a start takes its job from the placement
    assertEquals(71, columns.tag(7));
    assertEquals("Notified(job 3, task 0, source 1, tag " + Long.MIN_VALUE + ", value 123)", columns.describe(10));
  }

  @Test
  void everyActionKindKeepsItsFieldsPastAGrowth() {
    TaskActions columns = new TaskActions(4);
    for (int k = 0; k < 2; k++) {
      columns.add(TaskActions.SEND, 1, 0, 4, 1, 5, 64, 7, 0, TrafficClass.STORAGE);
      columns.add(TaskActions.SEND, 1, 0, 4, 1, 5, 64, 8, TaskActions.NO_RECEIPT, TrafficClass.APPLICATION);
      columns.add(TaskActions.NOTIFY, 1, 0, 4, 1, 5, 0, -1, 99, TrafficClass.APPLICATION);
      columns.add(TaskActions.COMPUTE, 1, 0, 4, 0, 0, 5_000 + k, 3, 0, TrafficClass.APPLICATION);
      columns.add(TaskActions.BARRIER, 1, 0, 4, 0, 0, 0, 6, 0, TrafficClass.APPLICATION);
    }
    assertEquals(10, columns.size());
    assertEquals(true, columns.receipt(5));
    assertEquals(false, columns.receipt(6));
    assertEquals(TrafficClass.STORAGE, columns.trafficClass(5));
    assertEquals(5_001, columns.amount(8));
    assertEquals("Send(job 1, task 0 on 4, to task 1 on 5, 64 bytes, tag 8, APPLICATION, no receipt)",
        columns.describe(6));
  }

  @Test
  void clearingForgetsStartPlacements() {
    TaskEvents columns = new TaskEvents();
    columns.addStart(0, PLACEMENT);
    columns.clear();
    columns.add(TaskEvents.COMPUTE_DONE, 3, 0, 0, 1, 0);
    assertNull(columns.placement(0));
  }

  @Test
  void aFrozenSequenceRefusesEveryChange() {
    TaskEvents events = new TaskEvents();
    events.add(TaskEvents.SENT, 0, 0, 0, 1, 0);
    events.freeze();
    assertThrows(IllegalStateException.class, () -> events.add(TaskEvents.SENT, 0, 0, 0, 1, 0));
    assertThrows(IllegalStateException.class, () -> events.addStart(0, PLACEMENT));
    assertThrows(IllegalStateException.class, events::clear);
    TaskActions actions = new TaskActions().freeze();
    assertThrows(IllegalStateException.class,
        () -> actions.add(TaskActions.FINISH, 0, 0, 0, 0, 0, 0, 0, 0, TrafficClass.APPLICATION));
    assertEquals(1, events.size());
  }
}
