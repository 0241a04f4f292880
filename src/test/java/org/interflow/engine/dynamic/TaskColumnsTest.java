package org.interflow.engine.dynamic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.interflow.model.traffic.TrafficClass;
import org.junit.jupiter.api.Test;

/**
 * The primitive columns of task events and actions say exactly what the records say: every kind
 * goes in as a record and comes out as an equal record, with its fields where the column
 * accessors document them, past a growth of the columns (16 to 32 rows).
 */
class TaskColumnsTest {
  private static final Placement PLACEMENT = new Placement(3, 4, 2);

  @Test
  void everyEventKindRoundTripsThroughTheColumns() {
    List<TaskEvent> in = new ArrayList<>();
    for (int k = 0; k < 4; k++) {
      in.add(new TaskEvent.Start(3, 1, PLACEMENT));
      in.add(new TaskEvent.ComputeDone(3, 1, 70 + k));
      in.add(new TaskEvent.Sent(3, 0, -5));
      in.add(new TaskEvent.Received(3, 1, 0, 1L << 40, 9));
      in.add(new TaskEvent.Notified(3, 0, 1, Long.MIN_VALUE, 123));
      in.add(new TaskEvent.BarrierReleased(3, 1, 2));
    }
    TaskEvents columns = new TaskEvents();
    columns.addAll(in);
    assertEquals(24, columns.size());
    assertEquals(in, columns.events(0, columns.size()));
    // a received event: source task 0, bytes 2^40 in the value column, tag 9
    assertEquals(List.of((int) TaskEvents.RECEIVED, 0, 1L << 40, 9L),
        List.of((int) columns.kind(3), columns.source(3), columns.value(3), columns.tag(3)));
    assertEquals(PLACEMENT, columns.placement(6));
    columns.clear();
    columns.add(TaskEvents.SENT, 0, 0, 0, 1, 0);
    assertEquals(new TaskEvent.Sent(0, 0, 1), columns.event(0));
  }

  @Test
  void everyActionKindRoundTripsThroughTheColumns() {
    List<TaskAction> in = new ArrayList<>();
    for (int k = 0; k < 4; k++) {
      in.add(new TaskAction.Send(1, 0, 4, 1, 5, 64, 7, TrafficClass.STORAGE));
      in.add(new TaskAction.Send(1, 0, 4, 1, 5, 64, 8, TrafficClass.APPLICATION, false));
      in.add(new TaskAction.Notify(1, 0, 1, 5, -1, 99));
      in.add(new TaskAction.Compute(1, 0, 4, 5_000 + k, 3));
      in.add(new TaskAction.ArriveAtBarrier(1, 0, 6));
      in.add(new TaskAction.Finish(1, 0));
    }
    TaskActions columns = new TaskActions();
    columns.addAll(in, 4);
    assertEquals(in, columns.actions(0, columns.size()));
    // the send without receipt carries NO_RECEIPT in its value; barrier and finish get the server
    assertEquals(TaskActions.NO_RECEIPT, columns.value(1));
    assertEquals(0, columns.value(0));
    assertEquals(4, columns.server(5));
    assertEquals(5_003, columns.amount(21));
  }

  @Test
  void clearingForgetsStartPlacements() {
    TaskEvents columns = new TaskEvents();
    columns.add(new TaskEvent.Start(3, 0, PLACEMENT));
    columns.clear();
    columns.add(TaskEvents.COMPUTE_DONE, 3, 0, 0, 1, 0);
    assertNull(columns.placement(0));
  }
}
