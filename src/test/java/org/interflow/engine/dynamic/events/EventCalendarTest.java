package org.interflow.engine.dynamic.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Timers come out by time, then server, then the order they were set. */
class EventCalendarTest {
  @Test
  void timersLeaveInTimeThenServerThenSettingOrder() {
    EventCalendar c = new EventCalendar();
    c.add(20, 1, 0, 1, 100);
    c.add(10, 5, 0, 5, 101);
    c.add(10, 2, 0, 2, 102);
    c.add(10, 2, 0, 2, 103);
    assertEquals(10, c.nextTimePs());
    assertEquals(102, c.pollDue(10).tag());
    assertEquals(103, c.pollDue(10).tag());
    assertEquals(101, c.pollDue(10).tag());
    assertNull(c.pollDue(19));
    assertEquals(100, c.pollDue(25).tag());
    assertEquals(Long.MAX_VALUE, c.nextTimePs());
  }
}
